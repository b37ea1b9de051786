/**
 * Every form route, by group. Slugs are the routes' own spelling, including
 * 'oversieas-police-check', 'candidate-and-REC-declaration' and 'DFE-details-old'. 'employment-history'
 * is ours, not the spec's: KCSIE's 5-year history with its gaps has no route there.
 */
export const FORM_SLUGS = {
  'compliance-docs': [
    'dbs-check',
    'driving-documentation',
    'national-insurance',
    'oversieas-police-check',
    'proof-of-address-check-1',
    'proof-of-address-check-2',
    'proof-of-id',
    'right-to-work',
  ],
  references: ['academic-reference', 'character-reference', 'professional-reference'],
  'tempest-forms': [
    '48-hour-opt-out-agreement',
    'candidate-and-REC-declaration',
    'candidate-declaration',
    'code-of-conduct',
    'criminal-conviction-declaration',
    'dbs-check',
    'dfe-details',
    'DFE-details-old',
    'disciplinary-declaration',
    'disqualification-by-association-declaration',
    'disqualification-check',
    'driving-documentation',
    'employment-history',
    'equal-opportunities',
    'fitness-to-teach',
    'keeping-children-safe-in-education',
    'name-change',
    'online-check-consent-form',
    'oversieas-police-check',
    'professional-registration',
    'proof-of-address-check',
    'proof-of-id',
    'qualification-check',
    'right-to-work',
    'terms-of-engagement',
  ],
} as const;

export type FormGroup = keyof typeof FORM_SLUGS;
export const FORM_GROUPS = Object.keys(FORM_SLUGS) as FormGroup[];

export type FormSlug<G extends FormGroup = FormGroup> = G extends FormGroup ? (typeof FORM_SLUGS)[G][number] : never;
export type FormKey = { [G in FormGroup]: `${G}/${FormSlug<G>}` }[FormGroup];

export function isFormGroup(value: unknown): value is FormGroup {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(FORM_SLUGS, value);
}

export function formKey<G extends FormGroup, S extends FormSlug<G>>(group: G, slug: S): `${G}/${S}` {
  return `${group}/${slug}`;
}
