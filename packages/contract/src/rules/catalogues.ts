/**
 * What a candidate will do: the kinds of work (placement roles) and the places (settings). Their labels and
 * hints are in messages/rules.ts under `rules.roles.<key>` and `rules.settings.<key>`.
 */

/**
 * The roles of api-contract.md ('Compliance profile') plus the HCPC professions an education and social-care
 * agency places, which need professional registration (uk-rules.md §1.5 professional-registration, [S84]).
 */
export const PLACEMENT_ROLES = [
  'teacher',
  'teaching_assistant',
  'cover_supervisor',
  'sen_support',
  'early_years_practitioner',
  'social_worker',
  'care_worker',
  'support_staff',
  'speech_and_language_therapist',
  'occupational_therapist',
  'physiotherapist',
  'practitioner_psychologist',
] as const;
export type PlacementRole = (typeof PLACEMENT_ROLES)[number];

/**
 * The settings of api-contract.md plus free schools (section 128 covers them like academies, [S45][S52]) and
 * clubs for children aged 8 and over only, which are not 'relevant childcare' [S60][S59]: `wrap_around_care`
 * itself means clubs that care for children under 8, the case the Childcare Act 2006 covers.
 */
export const PLACEMENT_SETTINGS = [
  'school',
  'academy',
  'free_school',
  'independent_school',
  'early_years',
  'wrap_around_care',
  'wrap_around_care_over_8',
  'domestic_childcare',
  'social_care',
] as const;
export type PlacementSetting = (typeof PLACEMENT_SETTINGS)[number];

/** Who a role must be registered with, when anyone (uk-rules.md §1.5 professional-registration). */
export type Regulator = 'swe' | 'hcpc';

/** Social workers register with Social Work England [S83]; the others are HCPC-regulated professions [S84]. */
export const ROLE_REGULATOR: Readonly<Partial<Record<PlacementRole, Regulator>>> = {
  social_worker: 'swe',
  speech_and_language_therapist: 'hcpc',
  occupational_therapist: 'hcpc',
  physiotherapist: 'hcpc',
  practitioner_psychologist: 'hcpc',
};

/** Schools and colleges, which KCSIE is written for [S44][S47]. */
export const SCHOOL_SETTINGS: readonly PlacementSetting[] = ['school', 'academy', 'free_school', 'independent_school'];

/** Where a section 128 direction bars someone from management [S45][S52]; maintained schools are not among them. */
export const SECTION_128_SETTINGS: readonly PlacementSetting[] = ['academy', 'free_school', 'independent_school'];

/**
 * 'Relevant childcare' under the Childcare Act 2006: early years (incl. reception) and childcare for under-8s
 * outside school hours [S60][S59]; childminding in a home is registered childcare too.
 */
export const RELEVANT_CHILDCARE_SETTINGS: readonly PlacementSetting[] = ['early_years', 'wrap_around_care', 'domestic_childcare'];

/** Early years practitioners work in early years provision (EYFS, incl. reception) wherever it is [S60]. */
export const RELEVANT_CHILDCARE_ROLES: readonly PlacementRole[] = ['early_years_practitioner'];

/**
 * Disqualification by association survives only for childcare on domestic premises (childminding) [S57][S58][S59].
 */
export const DOMESTIC_CHILDCARE_SETTINGS: readonly PlacementSetting[] = ['domestic_childcare'];

/**
 * Roles whose work needs a qualification the agency must copy and offer to the hirer (Conduct Regulations
 * 2003 reg 22 [S62]): teachers (QTS and the like), early years practitioners, and registered professions.
 * For the others qualifications are what a hirer asks for, so the item is optional.
 */
export const QUALIFIED_ROLES: readonly PlacementRole[] = [
  'teacher',
  'early_years_practitioner',
  'social_worker',
  'speech_and_language_therapist',
  'occupational_therapist',
  'physiotherapist',
  'practitioner_psychologist',
];

export function isPlacementRole(value: unknown): value is PlacementRole {
  return typeof value === 'string' && (PLACEMENT_ROLES as readonly string[]).includes(value);
}

export function isPlacementSetting(value: unknown): value is PlacementSetting {
  return typeof value === 'string' && (PLACEMENT_SETTINGS as readonly string[]).includes(value);
}
