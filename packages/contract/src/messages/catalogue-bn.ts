import { formMessages } from '../forms/messages.js';
import { bn } from './bn.js';
import { contentBn } from './content.js';
import { securityBn } from './security.js';
import { rulesBn } from './rules.js';
import { retentionBn } from './retention.js';
import { crmBn } from './crm.js';
import { packAuditBn } from './pack-audit.js';
import { candidatesBn } from './candidates.js';
import { notesBn } from './notes.js';
import { assuranceBn } from './assurance.js';

/** Bengali's whole catalogue (see index.ts), in a module of its own so a client can load one language alone. */
export const messagesBn = { ...bn, forms: formMessages.bn, security: securityBn, content: contentBn, rules: rulesBn, retention: retentionBn, crm: crmBn, pack_audit: packAuditBn, candidate_list: candidatesBn, notes: notesBn, assurance: assuranceBn };
