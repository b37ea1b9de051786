/**
 * What the app's screens use from documents: the way to a candidate's compliance summary and the pack for an
 * auditor, which the admin user screen offers too.
 */
export { PackDownloads } from './components/pack-downloads';

/** /admin/documents/candidate/{id}: one candidate's compliance summary (app/routes). */
export const candidateCompliancePath = (candidateId: string) => `/admin/documents/candidate/${encodeURIComponent(candidateId)}`;
