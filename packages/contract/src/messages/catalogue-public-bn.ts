import { formMessagesBn } from '../forms/messages-bn.js';
import { bn } from './bn.js';
import { securityBn } from './security-bn.js';
import { rulesBn } from './rules-bn.js';
import { assuranceBn } from './assurance-bn.js';

/** Bengali's groups that the public and candidates' screens show (the rest is in catalogue-staff-bn.ts). */
export const publicMessagesBn = { ...bn, forms: formMessagesBn, security: securityBn, rules: rulesBn, assurance: assuranceBn };
