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

export { en, bn, type Messages };

/** The whole catalogue: account, error and site messages, the form engine's under `forms`, sign-in security's under `security`, news, pages and media under `content`, the UK rules under `rules`, records and retention under `retention`, the CRM connection under `crm`, the auditor's pack under `pack_audit`, the officers' candidates list under `candidate_list`. */
export const messages = {
  en: { ...en, forms: formMessages.en, security: securityEn, content: contentEn, rules: rulesEn, retention: retentionEn, crm: crmEn, pack_audit: packAuditEn, candidate_list: candidatesEn },
  bn: { ...bn, forms: formMessages.bn, security: securityBn, content: contentBn, rules: rulesBn, retention: retentionBn, crm: crmBn, pack_audit: packAuditBn, candidate_list: candidatesBn },
} satisfies Record<Language, Messages & { forms: unknown; security: unknown; content: unknown; rules: unknown; retention: unknown; crm: unknown; pack_audit: unknown; candidate_list: unknown }>;
export type Catalogue = (typeof messages)['en'];
