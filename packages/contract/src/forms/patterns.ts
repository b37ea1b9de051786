/**
 * The common validation rules of forms.md, implemented once: text patterns
 * (with the normalisation applied before checking and storing) and date rules.
 */
import { PHONE_CODES } from '../reference-lists.js';
import { addMonths, type IsoDate } from './dates.js';
import { formMessageKey, type FormMessageKey } from './messages.js';
import type { DateConstraint, TextPatternKind } from './types.js';

export const NI_NUMBER_PATTERN = /^(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z]{2}\d{6}[A-D]$/;
/** UK postcode without its space (GIR 0AA included). */
export const UK_POSTCODE_PATTERN =
  /^(GIR0AA|(?:[A-Z]\d{1,2}|[A-Z][A-HJ-Y]\d{1,2}|[A-Z]\d[A-Z]|[A-Z][A-HJ-Y]\d[A-Z]?)\d[A-Z]{2})$/;
export const DBS_CERTIFICATE_PATTERN = /^\d{12}$/;
export const TRN_PATTERN = /^\d{7}$/;
/** 5 surname characters, 6 date-of-birth digits, 2 initials, 1 digit, 2 check characters. */
export const UK_DRIVING_LICENCE_PATTERN = /^[A-Z9]{5}\d{6}[A-Z9]{2}\d[A-Z0-9]{2}$/;
export const SHARE_CODE_PATTERN = /^[A-Z0-9]{9}$/;
/** E.164: a + and 7 to 15 digits. */
export const PHONE_PATTERN = /^\+\d{7,15}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const withoutSpaces = (value: string) => value.replace(/[\s-]+/g, '');

export function normaliseNiNumber(value: string): string {
  return withoutSpaces(value).toUpperCase();
}

/** Upper-cased, with exactly one space before the last three characters. */
export function normalisePostcode(value: string): string {
  const compact = withoutSpaces(value).toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

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
    normalise: withoutSpaces,
    test: (v) => TRN_PATTERN.test(v),
    message: formMessageKey('trn'),
    example: '1234567',
    max_length: 12,
  },
  uk_driving_licence: {
    normalise: (v) => withoutSpaces(v).toUpperCase(),
    test: (v) => UK_DRIVING_LICENCE_PATTERN.test(v),
    message: formMessageKey('uk_driving_licence'),
    example: 'MORGA753116SM9IJ',
    max_length: 24,
  },
  share_code: {
    normalise: normaliseShareCode,
    test: (v) => SHARE_CODE_PATTERN.test(v),
    message: formMessageKey('share_code'),
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
};

/** Checks a text value against a pattern: the stored value, or the message key. */
export function checkTextPattern(
  kind: TextPatternKind,
  value: string,
): { ok: true; value: string } | { ok: false; message: FormMessageKey } {
  const rule = TEXT_PATTERNS[kind];
  const normalised = rule.normalise(value);
  return rule.test(normalised) ? { ok: true, value: normalised } : { ok: false, message: rule.message };
}

export interface RuleFailure {
  readonly message: FormMessageKey;
  readonly params?: Readonly<Record<string, number>>;
}

/**
 * Date rules, relative to today's date in the UK: issue dates not in the future,
 * expiry dates in the future, proof of address within 3 months.
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
  }
}
