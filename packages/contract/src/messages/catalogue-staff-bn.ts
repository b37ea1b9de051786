import { contentBn } from './content-bn.js';
import { retentionBn } from './retention-bn.js';
import { crmBn } from './crm-bn.js';
import { packAuditBn } from './pack-audit-bn.js';
import { candidatesBn } from './candidates-bn.js';
import { notesBn } from './notes-bn.js';
import { auditBn } from './audit-bn.js';

/**
 * Bengali's groups that only staff screens show: news, pages and media (`content`), records and retention (`retention`),
 * the CRM connection (`crm`), the auditor's pack (`pack_audit`), the officers' candidates list (`candidate_list`),
 * officers' notes (`notes`), the audit log's sentences with the role and permission names (`audit`). A module of its own,
 * so the web app loads them with its admin layout only.
 */
export const staffMessagesBn = { content: contentBn, retention: retentionBn, crm: crmBn, pack_audit: packAuditBn, candidate_list: candidatesBn, notes: notesBn, audit: auditBn };
