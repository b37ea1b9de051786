import { formMessages } from '../forms/messages.js';
import type { Language } from '../constants.js';
import { bn } from './bn.js';
import { en, type Messages } from './en.js';
import { contentBn, contentEn } from './content.js';
import { securityBn, securityEn } from './security.js';
import { rulesBn, rulesEn } from './rules.js';
import { retentionBn, retentionEn } from './retention.js';
import { crmBn, crmEn } from './crm.js';
import { packAuditBn, packAuditEn } from './pack-audit.js';
import { candidatesBn, candidatesEn } from './candidates.js';
import { notesBn, notesEn } from './notes.js';
import { assuranceBn, assuranceEn } from './assurance.js';
import { auditBn, auditEn } from './audit.js';

export { en, bn, type Messages };

/**
 * The whole catalogue: account, error and site messages, and beside them, each under its own key: the form engine's
 * (`forms`), sign-in security (`security`), news, pages and media (`content`), the UK rules (`rules`), records and
 * retention (`retention`), the CRM connection (`crm`), the auditor's pack (`pack_audit`), the officers' candidates
 * list (`candidate_list`), officers' notes and change requests (`notes`), assurance packs (`assurance`), the audit log's sentences and the
 * portal's own role and permission names (`audit`).
 */
export const messages = {
  en: { ...en, forms: formMessages.en, security: securityEn, content: contentEn, rules: rulesEn, retention: retentionEn, crm: crmEn, pack_audit: packAuditEn, candidate_list: candidatesEn, notes: notesEn, assurance: assuranceEn, audit: auditEn },
  bn: { ...bn, forms: formMessages.bn, security: securityBn, content: contentBn, rules: rulesBn, retention: retentionBn, crm: crmBn, pack_audit: packAuditBn, candidate_list: candidatesBn, notes: notesBn, assurance: assuranceBn, audit: auditBn },
} satisfies Record<Language, Messages & { forms: unknown; security: unknown; content: unknown; rules: unknown; retention: unknown; crm: unknown; pack_audit: unknown; candidate_list: unknown; notes: unknown; assurance: unknown; audit: unknown }>;
export type Catalogue = (typeof messages)['en'];

// Each language alone, in modules of their own, so the web app bundles and loads only the language it shows
// (catalogue.test.ts checks they are the same as `messages`: a group added above goes there too).
export { messagesEn } from './catalogue-en.js';
export { publicMessagesEn } from './catalogue-public-en.js';
export { staffMessagesEn } from './catalogue-staff-en.js';
export { messagesBn } from './catalogue-bn.js';
export { publicMessagesBn } from './catalogue-public-bn.js';
export { staffMessagesBn } from './catalogue-staff-bn.js';
