/**
 * The common validation rules of forms.md, implemented once: text patterns
 * (with the normalisation applied before checking and storing) and date rules.
 */
import { PHONE_CODES } from '../phone-codes.js';
import { addDays, addMonths, type IsoDate } from './dates.js';
import { formMessageKey, type FormMessageKey, type FormWarningKey } from './message-keys.js';
import type { DateConstraint, TextPatternKind } from './types.js';

/**
 * HMRC's NINO format (uk-rules.md §1.2, [S80] NIM39110): D F I Q U V never first or second, O never second
 * (it may be first), the prefixes BG GB KN NK NT TN ZZ never issued, suffix A-D.
 */
export const NI_NUMBER_PATTERN = /^(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/;
/** HMRC temporary reference numbers ('11 a1 11 11') are not NINOs [S80]: named so the message can say so. */
export const HMRC_TEMPORARY_REFERENCE_PATTERN = /^\d{2}[A-Z]\d{5}$/;
/** Valid prefixes HMRC uses administratively, not for a person's own number: warn, do not block [S80]. */
export const NI_ADMINISTRATIVE_PREFIXES = ['OO', 'CR', 'FY', 'MW', 'NC'] as const;
/** UK postcode without its space (GIR 0AA included). */
export const UK_POSTCODE_PATTERN =
  /^(GIR0AA|(?:[A-Z]\d{1,2}|[A-Z][A-HJ-Y]\d{1,2}|[A-Z]\d[A-Z]|[A-Z][A-HJ-Y]\d[A-Z]?)\d[A-Z]{2})$/;
export const DBS_CERTIFICATE_PATTERN = /^\d{12}$/;
export const TRN_PATTERN = /^\d{7}$/;
/**
 * GB licence (uk-rules.md §1.2, [S82]): 5 surname characters (padded with 9), 6 date-of-birth digits
 * (decade, month — plus 50 for women —, day, year), 2 initials (padded with 9), 1 digit, 2 check characters.
 */
export const GB_DRIVING_LICENCE_PATTERN = /^[A-Z9]{5}\d(?:0[1-9]|1[0-2]|5[1-9]|6[0-2])(?:0[1-9]|[12]\d|3[01])\d[A-Z9]{2}\d[A-Z0-9]{2}$/;
/** Northern Ireland licences are 8 digits [S82]. */
export const NI_DRIVING_LICENCE_PATTERN = /^\d{8}$/;
/** Either of the UK's two licence formats (Isle of Man and Jersey differ and are not UK licences). */
export const UK_DRIVING_LICENCE_PATTERN = new RegExp(`${GB_DRIVING_LICENCE_PATTERN.source}|${NI_DRIVING_LICENCE_PATTERN.source}`);
/**
 * A right-to-work share code: 9 letters and digits starting with W, the Home Office's prefix for work
 * (R is for renting, S for other purposes) [S7][S8][S18].
 */
export const SHARE_CODE_PATTERN = /^W[A-Z0-9]{8}$/;
/** A share code works for 90 days after the candidate makes it [S7][S8]. */
export const SHARE_CODE_VALID_DAYS = 90;
/** E.164: a + and 7 to 15 digits. */
export const PHONE_PATTERN = /^\+\d{7,15}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const withoutSpaces = (value: string) => value.replace(/[\s-]+/g, '');

export function normaliseNiNumber(value: string): string {
  return withoutSpaces(value).toUpperCase();
}

/**
 * The warning for a valid NINO with an administrative prefix: shown to the candidate and officer, never a
 * refusal (uk-rules.md §1.2). OO and FY never pass the pattern itself (O is never second, F never first),
 * so in practice this is CR, MW and NC.
 */
export function niNumberWarning(normalised: string): FormWarningKey | null {
  const administrative = NI_NUMBER_PATTERN.test(normalised) && NI_ADMINISTRATIVE_PREFIXES.some((p) => normalised.startsWith(p));
  return administrative ? 'forms.warnings.ni_number_administrative' : null;
}

/**
 * Legacy TRNs were written 'RP99/12345' (or 'RP 99/12345'): the digits without 'RP' and the slash are the
 * 7-digit TRN [S38][memory]. Anything else only loses its spaces.
 */
export function normaliseTrn(value: string): string {
  const compact = withoutSpaces(value).toUpperCase();
  const legacy = /^RP(\d{2})\/(\d{5})$/.exec(compact);
  return legacy ? `${legacy[1]}${legacy[2]}` : compact;
}

/**
 * GB photocards print the 16-character number followed by a 2-digit issue number (18 characters with it):
 * the issue number is not part of the licence number and is dropped [S82].
 */
export function normaliseDrivingLicence(value: string): string {
  const compact = withoutSpaces(value).toUpperCase();
  return compact.length === 18 && /\d{2}$/.test(compact) ? compact.slice(0, 16) : compact;
}

/** Which UK licence a (normalised) number is, or null when it is neither. */
export function drivingLicenceKind(normalised: string): 'gb' | 'northern_ireland' | null {
  if (GB_DRIVING_LICENCE_PATTERN.test(normalised)) return 'gb';
  return NI_DRIVING_LICENCE_PATTERN.test(normalised) ? 'northern_ireland' : null;
}

/** Upper-cased, with exactly one space before the last three characters. */
export function normalisePostcode(value: string): string {
  const compact = withoutSpaces(value).toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

/** Spaces (any whitespace) and hyphens anywhere are dropped and letters upper-cased: 'w12 3ab-45c' is 'W123AB45C'. */
export function normaliseShareCode(value: string): string {
  return withoutSpaces(value).toUpperCase();
}

/** How a share code is shown: XXX XXX XXX. */
export function formatShareCode(value: string): string {
  const code = normaliseShareCode(value);
  return code.length === 9 ? `${code.slice(0, 3)} ${code.slice(3, 6)} ${code.slice(6)}` : code;
}

/** '+44 (0)7700 900-123' and '0044 7700 900123' both become '+447700900123'. */
export function normaliseFormPhone(value: string): string {
  const compact = value.trim().replace('(0)', '').replace(/[\s().-]+/g, '');
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
}

const DIAL_CODES: readonly string[] = [...new Set(PHONE_CODES.map((p) => p.dial_code))];

export function hasKnownDialCode(phone: string): boolean {
  return DIAL_CODES.some((code) => phone.startsWith(code));
}

export interface TextPatternRule {
  /** Applied before checking; the normalised value is what gets stored. */
  readonly normalise: (value: string) => string;
  readonly test: (normalised: string) => boolean;
  readonly message: FormMessageKey;
  /** A more precise message for some invalid values (e.g. a share code for renting); `message` otherwise. */
  readonly explain?: (normalised: string) => FormMessageKey | null;
  /** A valid example (also used by sampleAnswers). */
  readonly example: string;
  /** Longest raw input accepted, before normalising. */
  readonly max_length: number;
}

export const TEXT_PATTERNS: Readonly<Record<TextPatternKind, TextPatternRule>> = {
  ni_number: {
    normalise: normaliseNiNumber,
    test: (v) => NI_NUMBER_PATTERN.test(v),
    message: formMessageKey('ni_number'),
    explain: (v) => (HMRC_TEMPORARY_REFERENCE_PATTERN.test(v) ? formMessageKey('ni_number_temporary') : null),
    example: 'AB123456C',
    max_length: 20,
  },
  uk_postcode: {
    normalise: normalisePostcode,
    test: (v) => UK_POSTCODE_PATTERN.test(v.replace(' ', '')),
    message: formMessageKey('uk_postcode'),
    example: 'SW1A 1AA',
    max_length: 12,
  },
  dbs_certificate: {
    normalise: withoutSpaces,
    test: (v) => DBS_CERTIFICATE_PATTERN.test(v),
    message: formMessageKey('dbs_certificate'),
    example: '001234567890',
    max_length: 20,
  },
  trn: {
    normalise: normaliseTrn,
    test: (v) => TRN_PATTERN.test(v),
    message: formMessageKey('trn'),
    example: '1234567',
    max_length: 12,
  },
  uk_driving_licence: {
    normalise: normaliseDrivingLicence,
    test: (v) => drivingLicenceKind(v) !== null,
    message: formMessageKey('uk_driving_licence'),
    example: 'MORGA753116SM9IJ',
    max_length: 24,
  },
  share_code: {
    normalise: normaliseShareCode,
    test: (v) => SHARE_CODE_PATTERN.test(v),
    message: formMessageKey('share_code'),
    explain: (v) => (/^[RS][A-Z0-9]{8}$/.test(v) ? formMessageKey('share_code_not_for_work') : null),
    example: 'W123AB45C',
    max_length: 16,
  },
  phone: {
    normalise: normaliseFormPhone,
    test: (v) => PHONE_PATTERN.test(v) && hasKnownDialCode(v),
    message: formMessageKey('phone'),
    example: '+447700900123',
    max_length: 30,
  },
  email: {
    normalise: (v) => v.trim().toLowerCase(),
    test: (v) => EMAIL_PATTERN.test(v),
    message: formMessageKey('email'),
    example: 'referee@example.org',
    max_length: 254,
  },
  // A person's name in any script: at least two letters, so an initial alone ('J') is not taken for a name.
  person_name: {
    normalise: (v) => v.trim().replace(/\s+/g, ' '),
    test: (v) => (v.match(/\p{L}/gu) ?? []).length >= 2,
    message: formMessageKey('person_name'),
    example: 'Jane Smith',
    max_length: 150,
  },
};

/** Checks a text value against a pattern: the stored value, or the message key. */
export function checkTextPattern(
  kind: TextPatternKind,
  value: string,
): { ok: true; value: string } | { ok: false; message: FormMessageKey } {
  const rule = TEXT_PATTERNS[kind];
  const normalised = rule.normalise(value);
  if (rule.test(normalised)) return { ok: true, value: normalised };
  return { ok: false, message: rule.explain?.(normalised) ?? rule.message };
}

export interface RuleFailure {
  readonly message: FormMessageKey;
  readonly params?: Readonly<Record<string, number | string>>;
}

/**
 * Date rules, relative to today's date in the UK: issue dates not in the future,
 * expiry dates in the future, proof of address within 3 months, an HCPC registration
 * at most 2 years ahead.
 */
export function checkDateConstraint(date: IsoDate, constraint: DateConstraint, today: IsoDate): RuleFailure | null {
  switch (constraint.kind) {
    case 'not_future':
      return date > today ? { message: formMessageKey('date_not_future') } : null;
    case 'future':
      return date <= today ? { message: formMessageKey('date_future') } : null;
    case 'within_months':
      if (date > today) return { message: formMessageKey('date_not_future') };
      return date < addMonths(today, -constraint.months)
        ? { message: formMessageKey('date_within_months'), params: { months: constraint.months } }
        : null;
    case 'at_least_months_ago':
      return date > addMonths(today, -constraint.months)
        ? { message: formMessageKey('date_at_least_months_ago'), params: { months: constraint.months } }
        : null;
    case 'future_within_months':
      if (date <= today) return { message: formMessageKey('date_future') };
      return date > addMonths(today, constraint.months)
        ? { message: formMessageKey('date_future_within_months'), params: { months: constraint.months } }
        : null;
  }
}

/** The first and last dates a constraint allows today, for a date picker to offer (either may be open). */
export function dateConstraintBounds(constraint: DateConstraint, today: IsoDate): { min?: IsoDate; max?: IsoDate } {
  switch (constraint.kind) {
    case 'not_future':
      return { max: today };
    case 'future':
      return { min: addDays(today, 1) };
    case 'within_months':
      return { min: addMonths(today, -constraint.months), max: today };
    case 'at_least_months_ago':
      return { max: addMonths(today, -constraint.months) };
    case 'future_within_months':
      return { min: addDays(today, 1), max: addMonths(today, constraint.months) };
  }
}
