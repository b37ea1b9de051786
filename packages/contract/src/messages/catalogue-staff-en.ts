import { contentEn } from './content.js';
import { retentionEn } from './retention.js';
import { crmEn } from './crm.js';
import { packAuditEn } from './pack-audit.js';
import { candidatesEn } from './candidates.js';
import { notesEn } from './notes.js';
import { auditEn } from './audit.js';

/**
 * English's groups that only staff screens show: news, pages and media (`content`), records and retention (`retention`),
 * the CRM connection (`crm`), the auditor's pack (`pack_audit`), the officers' candidates list (`candidate_list`),
 * officers' notes (`notes`), the audit log's sentences with the role and permission names (`audit`). A module of its own,
 * so the web app loads them with its admin layout only.
 */
export const staffMessagesEn = { content: contentEn, retention: retentionEn, crm: crmEn, pack_audit: packAuditEn, candidate_list: candidatesEn, notes: notesEn, audit: auditEn };
