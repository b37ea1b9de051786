import { formMessages } from '../forms/messages.js';
import type { Language } from '../constants.js';
import { bn } from './bn.js';
import { en, type Messages } from './en.js';
import { contentBn, contentEn } from './content.js';
import { securityBn, securityEn } from './security.js';
import { rulesBn, rulesEn } from './rules.js';
import { retentionBn, retentionEn } from './retention.js';
import { crmBn, crmEn } from './crm.js';
import { assuranceBn, assuranceEn } from './assurance.js';

export { en, bn, type Messages };

/** The whole catalogue: account, error and site messages, the form engine's under `forms`, sign-in security's under `security`, news, pages and media under `content`, the UK rules under `rules`, records and retention under `retention`, the CRM connection under `crm`, assurance packs under `assurance`. */
export const messages = {
  en: { ...en, forms: formMessages.en, security: securityEn, content: contentEn, rules: rulesEn, retention: retentionEn, crm: crmEn, assurance: assuranceEn },
  bn: { ...bn, forms: formMessages.bn, security: securityBn, content: contentBn, rules: rulesBn, retention: retentionBn, crm: crmBn, assurance: assuranceBn },
} satisfies Record<Language, Messages & { forms: unknown; security: unknown; content: unknown; rules: unknown; retention: unknown; crm: unknown; assurance: unknown }>;
export type Catalogue = (typeof messages)['en'];
