import { formMessages } from '../forms/messages.js';
import { en } from './en.js';
import { contentEn } from './content.js';
import { securityEn } from './security.js';
import { rulesEn } from './rules.js';
import { retentionEn } from './retention.js';
import { crmEn } from './crm.js';
import { packAuditEn } from './pack-audit.js';
import { candidatesEn } from './candidates.js';
import { notesEn } from './notes.js';
import { assuranceEn } from './assurance.js';
import { auditEn } from './audit.js';

/** English's whole catalogue (see index.ts), in a module of its own so a client can load one language alone. */
export const messagesEn = { ...en, forms: formMessages.en, security: securityEn, content: contentEn, rules: rulesEn, retention: retentionEn, crm: crmEn, pack_audit: packAuditEn, candidate_list: candidatesEn, notes: notesEn, assurance: assuranceEn, audit: auditEn };
