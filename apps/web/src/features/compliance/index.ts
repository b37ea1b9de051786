/** What other features may use from compliance: the checklist, shown on the home page when signed in. */
export { ComplianceChecklist } from './components/compliance-checklist';
