/**
 * What the app's screens use from compliance: the checklist, on /compliance and on the home page when signed in.
 * The form screen and the staff's work-profile card are imported from their own files, so the home page does not
 * bring the forms' selects, checkboxes and switches with it.
 */
export { ComplianceChecklist } from './components/compliance-checklist';
