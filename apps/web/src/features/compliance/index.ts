/**
 * What other features may use from compliance: the checklist, shown on the home page when signed in, and
 * the work-profile form, which the staff user screen draws too (with the staff-only facts).
 */
export { ComplianceChecklist } from './components/compliance-checklist';
export { ProfileForm, type ProfileFormValues } from './components/profile-form';
