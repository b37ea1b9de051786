import { formMessages } from '../forms/messages.js';
import { bn } from './bn.js';
import { contentBn } from './content-bn.js';
import { securityBn } from './security-bn.js';
import { rulesBn } from './rules-bn.js';
import { retentionBn } from './retention-bn.js';
import { crmBn } from './crm-bn.js';
import { packAuditBn } from './pack-audit-bn.js';
import { candidatesBn } from './candidates-bn.js';
import { notesBn } from './notes-bn.js';
import { assuranceBn } from './assurance-bn.js';
import { auditBn } from './audit-bn.js';

/** Bengali's whole catalogue (see index.ts), in a module of its own so a client can load one language alone. */
export const messagesBn = { ...bn, forms: formMessages.bn, security: securityBn, content: contentBn, rules: rulesBn, retention: retentionBn, crm: crmBn, pack_audit: packAuditBn, candidate_list: candidatesBn, notes: notesBn, assurance: assuranceBn, audit: auditBn };
