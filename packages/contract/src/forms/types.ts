/**
 * The shape of a compliance form definition, shared by the React renderer
 * (which draws it) and the Fastify server (which validates and stores answers).
 *
 * Definitions are plain data (JSON-serialisable): the server can send one as is
 * in `GET /api/v1/forms/{group}/{slug}`.
 *
 * Answers are one flat object per form, keyed by field name:
 * - follow-up fields of a yes/no question sit beside it (not nested);
 * - a repeating group holds an array of item objects with the group's fields;
 * - an upload holds an array of file ids (strings from `POST /api/v1/uploads`).
 */
import type { ReferenceKey, ReferenceListName } from '../reference-lists.js';
import type { FormGroup, FormKey } from './keys.js';

export type { FormGroup, FormKey, FormSlug } from './keys.js';

/** Text shown to people, in both languages. */
export interface LocalizedText {
  readonly en: string;
  readonly bn: string;
}

// ---------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------

export type FormAnswerScalar = string | number | boolean;
/**
 * text/textarea/date/choice: string (dates as YYYY-MM-DD); number: number; yes_no: boolean;
 * multi_choice and upload: string[]; repeating: array of item objects.
 */
export type FormAnswerValue = FormAnswerScalar | string[] | FormAnswers[];
export interface FormAnswers {
  [name: string]: FormAnswerValue;
}

// ---------------------------------------------------------------------------
// Conditions
// ---------------------------------------------------------------------------

/**
 * Show a field only when another field's answer matches.
 * Inside a repeating group, `field` names a sibling in the same item when one
 * has that name, otherwise a top-level field. A hidden field never matches.
 */
export type FieldTest =
  | { readonly field: string; readonly equals: FormAnswerScalar }
  | { readonly field: string; readonly in: readonly FormAnswerScalar[] }
  | { readonly field: string; readonly not_in: readonly FormAnswerScalar[] };

/** One test, or several that must all (or any) hold: e.g. an EU passport of someone who is not Irish. */
export type FieldCondition = FieldTest | { readonly all: readonly FieldCondition[] } | { readonly any: readonly FieldCondition[] };

// ---------------------------------------------------------------------------
// Fields
// ---------------------------------------------------------------------------

/** Named validation patterns for text fields; see patterns.ts. */
export const TEXT_PATTERN_KINDS = [
  'ni_number',
  'uk_postcode',
  'dbs_certificate',
  'trn',
  'uk_driving_licence',
  'share_code',
  'phone',
  'email',
  'person_name',
] as const;
export type TextPatternKind = (typeof TEXT_PATTERN_KINDS)[number];

export type DateConstraint =
  /** Not after today (dates of issue, birth, award...). */
  | { readonly kind: 'not_future' }
  /** After today (expiry dates at submission). */
  | { readonly kind: 'future' }
  /** Not after today and not more than `months` months ago (proof of address: 3). */
  | { readonly kind: 'within_months'; readonly months: number }
  /** At least `months` months ago (e.g. a character referee known for 2+ years). */
  | { readonly kind: 'at_least_months_ago'; readonly months: number }
  /** After today and not more than `months` months ahead (an HCPC registration, renewed every 2 years: 24). */
  | { readonly kind: 'future_within_months'; readonly months: number };

export interface ChoiceOption {
  readonly key: string;
  readonly en: string;
  readonly bn: string;
}

/** Options from a list in reference-lists.ts (optionally with extra options after it), or inline. */
export type OptionSource =
  | { readonly list: ReferenceListName; readonly exclude?: readonly string[]; readonly extra?: readonly ChoiceOption[] }
  | { readonly items: readonly ChoiceOption[] };

export const FIELD_KINDS = [
  'text',
  'textarea',
  'date',
  'number',
  'choice',
  'multi_choice',
  'yes_no',
  'repeating',
  'upload',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

interface FieldBase<K extends FieldKind> {
  readonly kind: K;
  /** snake_case, unique within its scope (the form's top level, or one repeating group's item). */
  readonly name: string;
  readonly label: LocalizedText;
  readonly help?: LocalizedText;
  /** Must be answered on submit (when shown). Drafts never require anything. */
  readonly required: boolean;
  /** Also required when this holds, e.g. expiry date when document_type is 'visa'. */
  readonly required_when?: FieldCondition;
  /** Shown only when this holds; hidden fields are neither required nor kept. */
  readonly when?: FieldCondition;
}

export interface TextField extends FieldBase<'text'> {
  readonly pattern?: TextPatternKind;
  /** Default 255. */
  readonly max_length?: number;
}

export interface TextareaField extends FieldBase<'textarea'> {
  /** Default 5000. */
  readonly max_length?: number;
}

export interface DateField extends FieldBase<'date'> {
  readonly constraint?: DateConstraint;
  /** On submit, must be on or after this sibling date field (e.g. 'to' after 'from'). */
  readonly not_before?: string;
}

export interface NumberField extends FieldBase<'number'> {
  readonly min?: number;
  readonly max?: number;
  readonly integer?: boolean;
}

export interface ChoiceField extends FieldBase<'choice'> {
  readonly options: OptionSource;
}

export interface MultiChoiceField extends FieldBase<'multi_choice'> {
  readonly options: OptionSource;
  /** On submit, when answered (default 1). */
  readonly min_items?: number;
  readonly max_items?: number;
  /** Option keys that cannot be chosen together with any other option (e.g. 'none' of the others). */
  readonly exclusive?: readonly string[];
}

export interface YesNoField extends FieldBase<'yes_no'> {
  /** Fields shown right after the question when the answer is yes / no. Their answers sit beside this one. */
  readonly follow_up?: { readonly yes?: readonly FormField[]; readonly no?: readonly FormField[] };
  /** The answer must be yes to submit (a confirmation or consent; may be drawn as a checkbox). */
  readonly must_be_yes?: boolean;
}

/** A date range that must cover the last `years` years without gaps (address history). */
export interface HistoryCoverage {
  readonly years: number;
  /** Date field (in the item) where a period starts. */
  readonly from: string;
  /** Date field (in the item) where a period ends; empty means "to date". */
  readonly to: string;
  /** Tolerated gap between consecutive periods, in days. */
  readonly max_gap_days: number;
}

export interface RepeatingField extends FieldBase<'repeating'> {
  readonly fields: readonly FormField[];
  /** What one item is called, e.g. "Address", "Country". */
  readonly item_label: LocalizedText;
  /** On submit, when the group is shown and answered. */
  readonly min_items: number;
  readonly max_items: number;
  readonly coverage?: HistoryCoverage;
}

export interface UploadField extends FieldBase<'upload'> {
  /** Which documents are acceptable here, for display (e.g. 'proof-of-address'). */
  readonly document_kinds?: ReferenceListName;
  readonly min_files: number;
  readonly max_files: number;
}

export type FormField =
  | TextField
  | TextareaField
  | DateField
  | NumberField
  | ChoiceField
  | MultiChoiceField
  | YesNoField
  | RepeatingField
  | UploadField;

export interface FormSection {
  readonly title: LocalizedText;
  readonly description?: LocalizedText;
  readonly fields: readonly FormField[];
}

// ---------------------------------------------------------------------------
// Expiry and sensitivity
// ---------------------------------------------------------------------------

/**
 * Expires on the earliest of these top-level date fields that has an answer,
 * optionally only when `when` holds (right to work: only for a visa).
 */
export interface FromFieldExpiry {
  readonly kind: 'from_field';
  readonly fields: readonly string[];
  readonly when?: FieldTest;
  /** Days before expiry when the candidate should be asked to re-check. */
  readonly recheck_days_before?: number;
}

/**
 * Expires on the first `month`/`day` (1-based) after the submission date, optionally only when `when` holds:
 * the day after a registration year that ends on the same day every year (Social Work England: its year runs to
 * 30 November, so it no longer counts from 1 December).
 */
export interface AnnualExpiry {
  readonly kind: 'annual_on';
  readonly month: number;
  readonly day: number;
  readonly when?: FieldTest;
}

export type ExpiryRule =
  | { readonly kind: 'none' }
  | FromFieldExpiry
  | AnnualExpiry
  | { readonly kind: 'months_after_submission'; readonly months: number }
  /**
   * The date field must be within the last `months` months at submission.
   * Checked when submitting; the approved submission does not expire afterwards.
   */
  | { readonly kind: 'issued_within_months'; readonly field: string; readonly months: number }
  /**
   * Alternatives by condition: the first rule whose `when` holds (or that has none) decides, e.g. one
   * regulator's calendar or another's date on the register. No rule applies: no expiry. (A re-check
   * reminder is for a lone `from_field` rule.)
   */
  | { readonly kind: 'first_applicable'; readonly rules: readonly ConditionalExpiry[] };

/** A rule that may be one of several alternatives. */
export type ConditionalExpiry = Omit<FromFieldExpiry, 'recheck_days_before'> | AnnualExpiry;

export type Sensitivity =
  /** Answers only for holders of the review permission. */
  | { readonly kind: 'criminal_record' }
  /** Never shown to anyone reviewing the candidate; anonymous statistics only. */
  | { readonly kind: 'equal_opportunities' }
  /**
   * Without the health permission a reviewer sees only the outcome:
   * 'needs_referral' when any of these holds, otherwise 'fit'.
   */
  | { readonly kind: 'health'; readonly referral_when: readonly FieldTest[] };

/** An agency document the candidate acknowledges (kept in the admin Documents area). */
export interface ReferenceDocument {
  readonly slug: string;
  readonly version: string;
  readonly title: LocalizedText;
}

// ---------------------------------------------------------------------------
// The definition
// ---------------------------------------------------------------------------

export interface FormDefinition<K extends string = string> {
  /** `<group>/<slug>` */
  readonly key: K;
  readonly group: FormGroup;
  /** Exactly the route's slug, including its historical spelling. */
  readonly slug: string;
  /** Bumped when questions change; stored with each submission. */
  readonly version: number;
  readonly title: LocalizedText;
  readonly description: LocalizedText;
  readonly sections: readonly FormSection[];
  /** What the candidate confirms by signing; absent for forms without a confirmation. */
  readonly declaration?: LocalizedText;
  /** Typed full name plus drawn signature required on submit. */
  readonly signature: boolean;
  readonly expiry: ExpiryRule;
  readonly sensitive?: Sensitivity;
  /** Other forms this one refers to (e.g. the right-to-work declaration links the document). */
  readonly links?: readonly FormKey[];
  readonly reference_document?: ReferenceDocument;
  /** For compliance documents: the matching 'compliance-document-type' key (CRM mapping). */
  readonly compliance_document_type?: ReferenceKey<'compliance-document-type'>;
  /** For references: the matching 'reference-record-type' key. */
  readonly reference_type?: ReferenceKey<'reference-record-type'>;
  /** Questions earlier versions asked and this one does not, so that answers stored then are read by their label. */
  readonly retired?: readonly RetiredQuestion[];
}

/** A question an earlier version of a form asked (earlierAnswers). */
export interface RetiredQuestion {
  /** Its name in the stored answers. */
  readonly name: string;
  /** In the third person: only officers and auditors read answers to questions no longer asked. */
  readonly label: LocalizedText;
  /** The last version of the form that asked it. */
  readonly asked_until: number;
}

/** A definition that is one of the registered routes. */
export type RegisteredFormDefinition = FormDefinition<FormKey>;
