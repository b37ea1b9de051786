/**
 * What other features may use from compliance: the checklist, shown on the home page when signed in. The
 * work-profile form, which the staff user screen draws too, is in ./profile-form (a barrel of its own, so the home
 * page does not bring the form's selects, checkboxes and switches with it).
 */
export { ComplianceChecklist } from './components/compliance-checklist';
