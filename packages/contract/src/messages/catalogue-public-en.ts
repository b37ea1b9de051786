import { formMessagesEn } from '../forms/messages.js';
import { en } from './en.js';
import { securityEn } from './security.js';
import { rulesEn } from './rules.js';
import { assuranceEn } from './assurance.js';

/** English's groups that the public and candidates' screens show (the rest is in catalogue-staff-en.ts). */
export const publicMessagesEn = { ...en, forms: formMessagesEn, security: securityEn, rules: rulesEn, assurance: assuranceEn };
