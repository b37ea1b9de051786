/** Every key the rules hand out resolves in both languages, and the Bengali is Bengali. */
import { describe, expect, it } from 'vitest';
import { FORM_KEYS } from '../forms/registry.js';
import { messages } from '../messages/index.js';
import { rulesEn } from '../messages/rules.js';
import { PLACEMENT_ROLES, PLACEMENT_SETTINGS } from './catalogues.js';
import { CHECKLIST_SECTIONS, CHECKLIST_SUBJECTS } from './checklist.js';
import { dueDate } from './deadlines.js';
import { EMPTY_COMPLIANCE_PROFILE } from './profile.js';
import { decideRequirements, REQUIREMENTS, RULE_BASES } from './requirements.js';
import { retentionOf } from './retention.js';

const BENGALI = /[\u0980-\u09FF]/;

function lookup(language: 'en' | 'bn', key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages[language]);
}

function expectBoth(key: string) {
  const en = lookup('en', key);
  const bn = lookup('bn', key);
  expect(typeof en === 'string' && en.length > 0, `${key} (en)`).toBe(true);
  expect(typeof bn === 'string' && BENGALI.test(bn), `${key} (bn)`).toBe(true);
  // Placeholders such as {{months}} must survive translation (Bengali formats numbers: {{months, number}}).
  const names = (text: string) => [...text.matchAll(/\{\{(\w+)(?:, *[\w()]+)?\}\}/g)].map((m) => m[1]);
  expect(names(String(bn)), key).toEqual(names(String(en)));
}

describe('rules messages', () => {
  it('every reason in the catalogue, and every reason a decision can give, exists in both languages', () => {
    for (const code of Object.keys(rulesEn.reasons)) expectBoth(`rules.reasons.${code}`);
    const profiles = [
      EMPTY_COMPLIANCE_PROFILE,
      { ...EMPTY_COMPLIANCE_PROFILE, roles: [...PLACEMENT_ROLES], settings: [...PLACEMENT_SETTINGS], management: true, drives_for_work: true, lived_overseas: true, conditional_offer: true },
    ];
    for (const p of profiles) for (const d of Object.values(decideRequirements(p))) expectBoth(d.reason);
  });

  it('every role and setting has a label and a hint', () => {
    for (const role of PLACEMENT_ROLES) for (const part of ['label', 'hint']) expectBoth(`rules.roles.${role}.${part}`);
    for (const setting of PLACEMENT_SETTINGS) for (const part of ['label', 'hint']) expectBoth(`rules.settings.${setting}.${part}`);
  });

  it('the profile questions, sections, pairs, requirements, bases, deadlines and retention classes too', () => {
    expect(lookup('en', 'rules.profile.roles_label')).toBe('Which kinds of work are you looking for?');
    for (const key of Object.keys(rulesEn.profile)) expectBoth(`rules.profile.${key}`);
    for (const section of CHECKLIST_SECTIONS) expectBoth(`rules.sections.${section}`);
    for (const subject of CHECKLIST_SUBJECTS) if (subject.title) expectBoth(subject.title);
    for (const requirement of REQUIREMENTS) expectBoth(`rules.requirements.${requirement}`);
    for (const basis of RULE_BASES) expectBoth(`rules.bases.${basis}`);
    for (const code of Object.keys(rulesEn.deadlines)) expectBoth(`rules.deadlines.${code}`);
    for (const code of Object.keys(rulesEn.retention)) expectBoth(`rules.retention.${code}`);
    const submitted_at = new Date('2025-06-15T10:00:00Z');
    for (const key of FORM_KEYS) {
      expectBoth(retentionOf(key, { submitted_at, closed_unplaced_on: '2025-07-01' }).label);
      const deadline = dueDate(key, { answers: { document_type: 'visa', expiry_date: '2026-01-01', registration_type: 'swe-registration' }, submitted_at });
      if (deadline) expectBoth(deadline.label);
    }
  });
});
