/**
 * Why the agency may hold each submission (uk-rules.md 'Changes to forms.md' 17): the UK GDPR Article 6
 * basis and, for special-category or criminal-offence data, the DPA 2018 Schedule 1 condition. Stored with
 * every submission. Consent is never the basis of the compliance record itself: a work-seeker cannot freely
 * refuse checks the law requires [S79], and the candidate-and-REC declaration must not rest on it (§1.5).
 */
import type { FormKey } from '../forms/keys.js';

export const LAWFUL_BASES = ['legal_obligation', 'contract', 'legitimate_interests'] as const;
export type LawfulBasis = (typeof LAWFUL_BASES)[number];

/** DPA 2018 Sch. 1: para 1 employment, para 18 safeguarding of children and of individuals at risk, para 8 equality monitoring [S77][S78]. */
export const PROCESSING_CONDITIONS = ['employment', 'safeguarding', 'equality_monitoring'] as const;
export type ProcessingCondition = (typeof PROCESSING_CONDITIONS)[number];

export interface LawfulBasisRecord {
  readonly basis: LawfulBasis;
  readonly condition: ProcessingCondition | null;
}

const legal = (condition: ProcessingCondition | null = null): LawfulBasisRecord => ({ basis: 'legal_obligation', condition });
const interests = (condition: ProcessingCondition | null = null): LawfulBasisRecord => ({ basis: 'legitimate_interests', condition });
const CONTRACT: LawfulBasisRecord = { basis: 'contract', condition: null };

export const FORM_LAWFUL_BASIS: Readonly<Record<FormKey, LawfulBasisRecord>> = {
  // Immigration, Asylum and Nationality Act 2006 [S4][S5].
  'compliance-docs/right-to-work': legal(),
  'tempest-forms/right-to-work': legal(),
  // Conduct Regulations 2003 reg 19 and 22, KCSIE [S62][S69][S44].
  'compliance-docs/proof-of-id': legal(),
  'tempest-forms/proof-of-id': legal(),
  'compliance-docs/proof-of-address-check-1': legal(),
  'compliance-docs/proof-of-address-check-2': legal(),
  'tempest-forms/proof-of-address-check': legal(),
  'compliance-docs/national-insurance': legal(),
  'tempest-forms/name-change': legal(),
  'references/professional-reference': legal(),
  'references/character-reference': legal(),
  'tempest-forms/employment-history': legal(),
  'references/academic-reference': interests(),
  'tempest-forms/qualification-check': legal(),
  'tempest-forms/dfe-details': legal(),
  'tempest-forms/DFE-details-old': legal(),
  'tempest-forms/professional-registration': legal(),
  'tempest-forms/keeping-children-safe-in-education': legal(),
  // Criminal-offence data: Article 10 with the safeguarding condition [S76][S77].
  'compliance-docs/dbs-check': legal('safeguarding'),
  'tempest-forms/dbs-check': legal('safeguarding'),
  'tempest-forms/online-check-consent-form': legal('safeguarding'),
  'tempest-forms/criminal-conviction-declaration': legal('safeguarding'),
  'tempest-forms/disqualification-check': legal('safeguarding'),
  'tempest-forms/disqualification-by-association-declaration': legal('safeguarding'),
  'compliance-docs/oversieas-police-check': legal('safeguarding'),
  'tempest-forms/oversieas-police-check': legal('safeguarding'),
  // Health data after a conditional offer: employment condition [S55].
  'tempest-forms/fitness-to-teach': legal('employment'),
  // Driving for work: the agency's and hirer's interest; endorsements are offence data [S81][S76].
  'compliance-docs/driving-documentation': interests('safeguarding'),
  'tempest-forms/driving-documentation': interests('safeguarding'),
  // Terms and the Conduct Regulations' agreements are the contract itself [S63][S65].
  'tempest-forms/candidate-and-REC-declaration': CONTRACT,
  'tempest-forms/terms-of-engagement': CONTRACT,
  // Working Time Regulations 1998: the agency must keep opt-out records [S72].
  'tempest-forms/48-hour-opt-out-agreement': legal(),
  'tempest-forms/candidate-declaration': interests(),
  'tempest-forms/code-of-conduct': interests(),
  'tempest-forms/disciplinary-declaration': interests(),
  'tempest-forms/equal-opportunities': interests('equality_monitoring'),
};

export function lawfulBasisOf(key: FormKey): LawfulBasisRecord {
  return FORM_LAWFUL_BASIS[key];
}

/** How a record is stored with a submission: 'legal_obligation', or 'legal_obligation+safeguarding' with a condition. */
export function lawfulBasisCode(record: LawfulBasisRecord): string {
  return record.condition ? `${record.basis}+${record.condition}` : record.basis;
}

/** The stored code read back; null for a code this version does not know. */
export function parseLawfulBasisCode(code: string): LawfulBasisRecord | null {
  const [basis, condition = null, ...rest] = code.split('+');
  const knownBasis = (LAWFUL_BASES as readonly string[]).includes(basis ?? '');
  const knownCondition = condition === null || (PROCESSING_CONDITIONS as readonly string[]).includes(condition);
  if (!knownBasis || !knownCondition || rest.length > 0) return null;
  return { basis: basis as LawfulBasis, condition: condition as ProcessingCondition | null };
}
