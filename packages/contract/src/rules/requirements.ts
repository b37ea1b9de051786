/**
 * Which forms a candidate needs, from their compliance profile: each form is 'required', 'optional' or
 * 'not_applicable', with the rule that decided it and a translated reason naming its source.
 *
 * Sources are the keys of uk-rules.md's 'Sources' list ([S57] and so on). A rule whose basis is 'policy' is
 * the agency's own choice, not law (uk-rules.md marks these POLICY); 'guidance' is statutory or official
 * guidance (KCSIE, DBS's identity checking guidelines).
 */
import type { FormKey } from '../forms/keys.js';
import type { RulesMessages } from '../messages/rules.js';
import {
  DOMESTIC_CHILDCARE_SETTINGS,
  QUALIFIED_ROLES,
  RELEVANT_CHILDCARE_ROLES,
  RELEVANT_CHILDCARE_SETTINGS,
  ROLE_REGULATOR,
  SCHOOL_SETTINGS,
  SECTION_128_SETTINGS,
  type Regulator,
} from './catalogues.js';
import type { ComplianceProfile } from './profile.js';

export const REQUIREMENTS = ['required', 'optional', 'not_applicable'] as const;
export type Requirement = (typeof REQUIREMENTS)[number];

export const RULE_BASES = ['law', 'guidance', 'policy'] as const;
export type RuleBasis = (typeof RULE_BASES)[number];

export type RuleReasonCode = keyof RulesMessages['reasons'];
/** A reason's catalogue key, e.g. 'rules.reasons.disqualification_by_association_not_domestic'. */
export type RuleReasonKey = `rules.reasons.${RuleReasonCode}`;

export interface RequirementDecision {
  readonly requirement: Requirement;
  /** The rule that decided, one per concept (both forms of a pair share one). */
  readonly rule: RuleId;
  readonly reason: RuleReasonKey;
  readonly basis: RuleBasis;
  /** Keys of uk-rules.md's sources, e.g. ['S57', 'S58']. */
  readonly sources: readonly string[];
  /**
   * The law forbids asking this of the candidate now (the household question outside domestic childcare,
   * health questions before a conditional offer): the form is refused, not merely not needed.
   */
  readonly forbidden: boolean;
}

/** What a profile implies, for rules and for questions inside forms (e.g. dfe-details' section 128 part). */
export interface ProfileFacts {
  /** Registered childcare on domestic premises: the only place the household question may be asked [S57][S58][S59]. */
  readonly household_question: boolean;
  /** Early years or childcare for under-8s outside school hours [S60][S59]. */
  readonly relevant_childcare: boolean;
  /** Management in an academy, free school or independent school [S45][S52]. */
  readonly section_128: boolean;
  readonly teacher: boolean;
  readonly in_schools: boolean;
  readonly regulators: readonly Regulator[];
}

const overlaps = <T>(chosen: readonly T[], wanted: readonly T[]) => chosen.some((item) => wanted.includes(item));

export function profileFacts(profile: ComplianceProfile): ProfileFacts {
  const regulators = [...new Set(profile.roles.flatMap((role) => ROLE_REGULATOR[role] ?? []))];
  return {
    household_question: overlaps(profile.settings, DOMESTIC_CHILDCARE_SETTINGS),
    relevant_childcare:
      overlaps(profile.settings, RELEVANT_CHILDCARE_SETTINGS) || overlaps(profile.roles, RELEVANT_CHILDCARE_ROLES),
    section_128: profile.management && overlaps(profile.settings, SECTION_128_SETTINGS),
    teacher: profile.roles.includes('teacher'),
    in_schools: overlaps(profile.settings, SCHOOL_SETTINGS),
    regulators,
  };
}

type Verdict = Omit<RequirementDecision, 'rule'>;
/** Reasons under which asking at all is unlawful [S57][S58][S59][S55][S56]. */
const FORBIDDEN_QUESTIONS: readonly RuleReasonCode[] = ['disqualification_by_association_not_domestic', 'fitness_before_offer'];

const verdict = (requirement: Requirement, code: RuleReasonCode, basis: RuleBasis, sources: readonly string[]): Verdict => ({
  requirement,
  reason: `rules.reasons.${code}`,
  basis,
  sources,
  forbidden: FORBIDDEN_QUESTIONS.includes(code),
});
const always = (v: Verdict) => () => v;

/** One rule per concept; a pair of forms for one subject shares its rule. */
const RULES = {
  // Immigration, Asylum and Nationality Act 2006: every worker, the same way [S4][S5].
  right_to_work: always(verdict('required', 'right_to_work', 'law', ['S4', 'S5'])),
  // Conduct Regs reg 19 [S69]; KCSIE's identity check [S44]; DBS ID routes [S29].
  identity: always(verdict('required', 'identity', 'law', ['S69', 'S44', 'S29'])),
  address_history: always(verdict('required', 'address_history', 'guidance', ['S27', 'S29'])),
  // 'Two different sources' is POLICY (uk-rules.md §1.3 proof-of-address-check).
  address_documents: always(verdict('required', 'address_documents', 'policy', ['S27'])),
  national_insurance: always(verdict('required', 'national_insurance', 'guidance', ['S27'])),
  name_change: always(verdict('optional', 'name_change', 'guidance', ['S29'])),
  // Every role here works with children or vulnerable adults [S24][S44]; agencies use enhanced + barred list [S34].
  dbs: always(verdict('required', 'dbs', 'law', ['S24', 'S44', 'S34'])),
  dbs_update_service: always(verdict('optional', 'dbs_update_service', 'guidance', ['S20'])),
  criminal_record: always(verdict('required', 'criminal_record', 'law', ['S30', 'S31', 'S76'])),
  // DBA only for childcare on domestic premises since 31 Aug 2018; others must not ask [S57][S58][S59].
  disqualification_by_association: (f: ProfileFacts) =>
    f.household_question
      ? verdict('required', 'disqualification_by_association_domestic', 'law', ['S57', 'S58', 'S59'])
      : verdict('not_applicable', 'disqualification_by_association_not_domestic', 'law', ['S57', 'S58', 'S59']),
  childcare_disqualification: (f: ProfileFacts) =>
    f.relevant_childcare
      ? verdict('required', 'childcare_disqualification', 'law', ['S60', 'S59', 'S61'])
      : verdict('not_applicable', 'childcare_disqualification_not_relevant', 'law', ['S60', 'S59']),
  // Overseas checks are KCSIE [S48]; '3 months in 5 years' is the agency's threshold (POLICY).
  overseas_checks: (_f: ProfileFacts, p: ComplianceProfile) =>
    p.lived_overseas
      ? verdict('required', 'overseas_checks', 'guidance', ['S48', 'S50'])
      : verdict('not_applicable', 'overseas_checks_not_needed', 'policy', ['S48']),
  // Reg 22: two references from non-relatives who agree to disclosure to the hirer [S62]; KCSIE [S53].
  references: always(verdict('required', 'references', 'law', ['S62', 'S53'])),
  // There is one professional-reference route, so the second reference is the character one.
  second_reference: always(verdict('required', 'second_reference', 'law', ['S62'])),
  // KCSIE: gaps in the history are looked into, and references come from the employers it names [S53][S68].
  employment_history: always(verdict('required', 'employment_history', 'guidance', ['S53', 'S68'])),
  academic_reference: always(verdict('optional', 'academic_reference', 'policy', ['S68', 'S87'])),
  qualifications: (_f: ProfileFacts, p: ComplianceProfile) =>
    overlaps(p.roles, QUALIFIED_ROLES)
      ? verdict('required', 'qualifications', 'law', ['S62'])
      : verdict('optional', 'qualifications_optional', 'law', ['S62']),
  // TRA record (prohibition) for teachers [S37][S44]; s128 for management in academies, free and independent schools [S45][S52].
  teacher_record: (f: ProfileFacts) => {
    if (f.teacher && f.section_128) return verdict('required', 'teacher_record_and_section_128', 'law', ['S37', 'S45', 'S52']);
    if (f.section_128) return verdict('required', 'teacher_record_section_128', 'law', ['S45', 'S52']);
    if (f.teacher) return verdict('required', 'teacher_record', 'guidance', ['S37', 'S44']);
    return verdict('not_applicable', 'teacher_record_not_needed', 'guidance', ['S37', 'S52']);
  },
  // 'DFE details (earlier version)' is kept for old links only (forms.md), never offered anew.
  teacher_record_superseded: always(verdict('not_applicable', 'teacher_record_superseded', 'policy', [])),
  professional_registration: (f: ProfileFacts) => {
    if (f.regulators.includes('swe')) return verdict('required', 'registration_swe', 'law', ['S83']);
    if (f.regulators.includes('hcpc')) return verdict('required', 'registration_hcpc', 'law', ['S84']);
    return verdict('not_applicable', 'registration_not_needed', 'law', ['S83', 'S84']);
  },
  // Licence and business-insurance checks are the agency's (POLICY); DVLA check codes [S81].
  driving: (_f: ProfileFacts, p: ComplianceProfile) =>
    p.drives_for_work
      ? verdict('required', 'driving', 'policy', ['S81'])
      : verdict('not_applicable', 'driving_not_needed', 'policy', []),
  // Equality Act 2010 s.60: health questions only after a conditional offer [S55][S56]; KCSIE fitness [S44].
  fitness: (_f: ProfileFacts, p: ComplianceProfile) =>
    p.conditional_offer
      ? verdict('required', 'fitness', 'law', ['S55', 'S56', 'S44'])
      : verdict('not_applicable', 'fitness_before_offer', 'law', ['S55', 'S56']),
  // KCSIE Part one for school staff [S47]; outside schools it is the agency's recommendation (POLICY).
  kcsie: (f: ProfileFacts) =>
    f.in_schools ? verdict('required', 'kcsie', 'guidance', ['S47', 'S39']) : verdict('optional', 'kcsie_optional', 'policy', ['S47']),
  rec_declaration: always(verdict('required', 'rec_declaration', 'law', ['S63', 'S65'])),
  terms_of_engagement: always(verdict('required', 'terms_of_engagement', 'law', ['S65', 'S69'])),
  candidate_declaration: always(verdict('required', 'candidate_declaration', 'policy', [])),
  code_of_conduct: always(verdict('required', 'code_of_conduct', 'policy', [])),
  disciplinary: always(verdict('required', 'disciplinary', 'policy', [])),
  // Working Time Regulations 1998: voluntary, never for under-18s [S70][S71].
  working_time_opt_out: always(verdict('optional', 'working_time_opt_out', 'law', ['S70', 'S71'])),
  // DPA 2018 Sch. 1 para 8: monitoring only [S78].
  equal_opportunities: always(verdict('optional', 'equal_opportunities', 'law', ['S78'])),
} satisfies Record<string, (facts: ProfileFacts, profile: ComplianceProfile) => Verdict>;

export type RuleId = keyof typeof RULES;
export const RULE_IDS = Object.keys(RULES) as RuleId[];

/** The rule of every form in the registry; the type makes a form without one a compile error. */
export const FORM_RULES: Readonly<Record<FormKey, RuleId>> = {
  'compliance-docs/dbs-check': 'dbs',
  'compliance-docs/driving-documentation': 'driving',
  'compliance-docs/national-insurance': 'national_insurance',
  'compliance-docs/oversieas-police-check': 'overseas_checks',
  'compliance-docs/proof-of-address-check-1': 'address_documents',
  'compliance-docs/proof-of-address-check-2': 'address_documents',
  'compliance-docs/proof-of-id': 'identity',
  'compliance-docs/right-to-work': 'right_to_work',
  'references/academic-reference': 'academic_reference',
  'references/character-reference': 'second_reference',
  'references/professional-reference': 'references',
  'tempest-forms/48-hour-opt-out-agreement': 'working_time_opt_out',
  'tempest-forms/candidate-and-REC-declaration': 'rec_declaration',
  'tempest-forms/candidate-declaration': 'candidate_declaration',
  'tempest-forms/code-of-conduct': 'code_of_conduct',
  'tempest-forms/criminal-conviction-declaration': 'criminal_record',
  'tempest-forms/dbs-check': 'dbs',
  'tempest-forms/dfe-details': 'teacher_record',
  'tempest-forms/DFE-details-old': 'teacher_record_superseded',
  'tempest-forms/disciplinary-declaration': 'disciplinary',
  'tempest-forms/disqualification-by-association-declaration': 'disqualification_by_association',
  'tempest-forms/disqualification-check': 'childcare_disqualification',
  'tempest-forms/driving-documentation': 'driving',
  'tempest-forms/employment-history': 'employment_history',
  'tempest-forms/equal-opportunities': 'equal_opportunities',
  'tempest-forms/fitness-to-teach': 'fitness',
  'tempest-forms/keeping-children-safe-in-education': 'kcsie',
  'tempest-forms/name-change': 'name_change',
  'tempest-forms/online-check-consent-form': 'dbs_update_service',
  'tempest-forms/oversieas-police-check': 'overseas_checks',
  'tempest-forms/professional-registration': 'professional_registration',
  'tempest-forms/proof-of-address-check': 'address_history',
  'tempest-forms/proof-of-id': 'identity',
  'tempest-forms/qualification-check': 'qualifications',
  'tempest-forms/right-to-work': 'right_to_work',
  'tempest-forms/terms-of-engagement': 'terms_of_engagement',
};

/** The decision for one form. */
export function decideRequirement(profile: ComplianceProfile, key: FormKey): RequirementDecision {
  const rule = FORM_RULES[key];
  return { rule, ...RULES[rule](profileFacts(profile), profile) };
}

/** The decision for every form in the registry, by key. */
export function decideRequirements(profile: ComplianceProfile): Readonly<Record<FormKey, RequirementDecision>> {
  const facts = profileFacts(profile);
  const entries = (Object.keys(FORM_RULES) as FormKey[]).map((key) => {
    const rule = FORM_RULES[key];
    return [key, { rule, ...RULES[rule](facts, profile) }] as const;
  });
  return Object.fromEntries(entries) as Record<FormKey, RequirementDecision>;
}

/** Forms kept only so that earlier submissions still open: never offered to a candidate who has none. */
export const LEGACY_FORM_KEYS: readonly FormKey[] = ['tempest-forms/DFE-details-old'];
