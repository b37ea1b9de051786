import { describe, it, expect } from 'vitest';
import { addMonths, calendarDate, isIsoDate, nextAnnualDate } from './dates.js';
import { formMessages } from './messages.js';
import { checkDateConstraint, checkTextPattern, dateConstraintBounds, formatShareCode, TEXT_PATTERNS } from './patterns.js';
import { TEXT_PATTERN_KINDS } from './types.js';

const BENGALI = /[\u0980-\u09FF]/;

describe('text patterns', () => {
  const accepts = (kind: Parameters<typeof checkTextPattern>[0], value: string) => {
    const result = checkTextPattern(kind, value);
    return result.ok ? result.value : null;
  };

  it('National Insurance number: spaces ignored, upper-cased, prefixes and suffix checked', () => {
    expect(accepts('ni_number', 'ab 12 34 56 c')).toBe('AB123456C');
    expect(accepts('ni_number', 'JH 00 00 00 D')).toBe('JH000000D');
    for (const bad of ['GB123456A', 'NK123456A', 'ZZ123456A', 'DA123456A', 'AB123456E', 'AB12345C', 'AB1234567C']) {
      expect(accepts('ni_number', bad), bad).toBeNull();
    }
  });

  it('UK postcode: upper-cased with the space normalised', () => {
    expect(accepts('uk_postcode', 'sw1a1aa')).toBe('SW1A 1AA');
    expect(accepts('uk_postcode', ' EC1A  1BB ')).toBe('EC1A 1BB');
    for (const good of ['M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'W1A 0AX', 'GIR 0AA']) {
      expect(accepts('uk_postcode', good), good).toBe(good);
    }
    for (const bad of ['12345', 'SW1A 1A', 'SW1A', 'AAA 1AA', 'SW1A 1AAA']) expect(accepts('uk_postcode', bad), bad).toBeNull();
  });

  it('DBS certificate 12 digits, TRN 7 digits', () => {
    expect(accepts('dbs_certificate', '0012 3456 7890')).toBe('001234567890');
    expect(accepts('dbs_certificate', '12345678901')).toBeNull();
    expect(accepts('dbs_certificate', '12345678901A')).toBeNull();
    expect(accepts('trn', '1234567')).toBe('1234567');
    expect(accepts('trn', '123456')).toBeNull();
    expect(accepts('trn', '12345678')).toBeNull();
  });

  it('UK driving licence number: 16 characters', () => {
    expect(accepts('uk_driving_licence', 'morga 753116 sm9ij')).toBe('MORGA753116SM9IJ');
    expect(accepts('uk_driving_licence', 'MORGA753116SM9I')).toBeNull();
    expect(accepts('uk_driving_licence', 'MORGA75311XSM9IJ')).toBeNull();
  });

  it('share code: 9 letters and digits, shown as XXX XXX XXX', () => {
    expect(accepts('share_code', 'w12 3ab 45c')).toBe('W123AB45C');
    expect(accepts('share_code', 'W12-3AB-45C')).toBe('W123AB45C');
    expect(accepts('share_code', 'W123AB45')).toBeNull();
    expect(accepts('share_code', 'W123AB45C!')).toBeNull();
    expect(formatShareCode('w123ab45c')).toBe('W12 3AB 45C');
  });

  it('phone numbers need a known country code', () => {
    expect(accepts('phone', '+44 (0)7700 900-123')).toBe('+447700900123');
    expect(accepts('phone', '0044 7700 900123')).toBe('+447700900123');
    expect(accepts('phone', '+880 1712 345678')).toBe('+8801712345678');
    expect(accepts('phone', '07700 900123')).toBeNull();
    expect(accepts('phone', '+44 12')).toBeNull();
  });

  it('emails are lower-cased', () => {
    expect(accepts('email', ' Head@School.Sch.UK ')).toBe('head@school.sch.uk');
    expect(accepts('email', 'head@school')).toBeNull();
  });

  it('person names: two letters at least, in any script, spaces tidied', () => {
    expect(accepts('person_name', 'J')).toBeNull();
    expect(accepts('person_name', 'J.')).toBeNull();
    expect(accepts('person_name', ' J  ')).toBeNull();
    expect(accepts('person_name', '  Jane   Smith ')).toBe('Jane Smith');
    expect(accepts('person_name', 'Ng')).toBe('Ng');
    expect(accepts('person_name', 'রহিম')).toBe('রহিম');
  });

  it('every pattern has a valid example and a translated message', () => {
    for (const kind of TEXT_PATTERN_KINDS) {
      const rule = TEXT_PATTERNS[kind];
      expect(accepts(kind, rule.example), kind).toBe(rule.example);
      expect(rule.message).toBe(`forms.validation.${kind}`);
    }
  });
});

describe('date rules', () => {
  const today = '2025-06-15';

  it('not in the future / in the future', () => {
    expect(checkDateConstraint('2025-06-15', { kind: 'not_future' }, today)).toBeNull();
    expect(checkDateConstraint('2025-06-16', { kind: 'not_future' }, today)?.message).toBe('forms.validation.date_not_future');
    expect(checkDateConstraint('2025-06-16', { kind: 'future' }, today)).toBeNull();
    expect(checkDateConstraint('2025-06-15', { kind: 'future' }, today)?.message).toBe('forms.validation.date_future');
  });

  it('within the last N months, and at least N months ago', () => {
    const within = { kind: 'within_months', months: 3 } as const;
    expect(checkDateConstraint('2025-03-15', within, today)).toBeNull();
    expect(checkDateConstraint('2025-03-14', within, today)).toEqual({ message: 'forms.validation.date_within_months', params: { months: 3 } });
    expect(checkDateConstraint('2025-06-16', within, today)?.message).toBe('forms.validation.date_not_future');
    const ago = { kind: 'at_least_months_ago', months: 24 } as const;
    expect(checkDateConstraint('2023-06-15', ago, today)).toBeNull();
    expect(checkDateConstraint('2023-06-16', ago, today)?.params).toEqual({ months: 24 });
  });

  it('in the future and at most N months ahead (an HCPC registration: 24)', () => {
    const ahead = { kind: 'future_within_months', months: 24 } as const;
    expect(checkDateConstraint('2025-06-16', ahead, today)).toBeNull();
    expect(checkDateConstraint('2027-06-15', ahead, today)).toBeNull();
    expect(checkDateConstraint('2027-06-16', ahead, today)).toEqual({ message: 'forms.validation.date_future_within_months', params: { months: 24 } });
    expect(checkDateConstraint('2028-06-15', ahead, today)?.message).toBe('forms.validation.date_future_within_months');
    expect(checkDateConstraint('2025-06-15', ahead, today)?.message).toBe('forms.validation.date_future');
  });

  it('gives a date picker the first and last dates each rule allows', () => {
    expect(dateConstraintBounds({ kind: 'not_future' }, today)).toEqual({ max: today });
    expect(dateConstraintBounds({ kind: 'future' }, today)).toEqual({ min: '2025-06-16' });
    expect(dateConstraintBounds({ kind: 'within_months', months: 3 }, today)).toEqual({ min: '2025-03-15', max: today });
    expect(dateConstraintBounds({ kind: 'at_least_months_ago', months: 24 }, today)).toEqual({ max: '2023-06-15' });
    expect(dateConstraintBounds({ kind: 'future_within_months', months: 24 }, today)).toEqual({ min: '2025-06-16', max: '2027-06-15' });
  });
});

describe('calendar dates', () => {
  it('validates real dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('2025-6-1')).toBe(false);
    expect(isIsoDate(20250601)).toBe(false);
  });

  it('adds months, keeping to the end of shorter months', () => {
    expect(addMonths('2025-05-31', -3)).toBe('2025-02-28');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2025-01-15', -13)).toBe('2023-12-15');
  });

  it('finds the next day of the year on or after a date (a registration year ending 30 November)', () => {
    expect(nextAnnualDate('2026-12-01', 11, 30)).toBe('2027-11-30');
    expect(nextAnnualDate('2026-11-30', 11, 30)).toBe('2026-11-30');
    expect(nextAnnualDate('2026-01-01', 11, 30)).toBe('2026-11-30');
    expect(nextAnnualDate('2025-03-01', 2, 29)).toBe('2026-02-28');
  });

  it('takes today in the UK', () => {
    expect(calendarDate(new Date('2025-06-30T23:30:00Z'))).toBe('2025-07-01');
    expect(calendarDate(new Date('2025-12-31T23:30:00Z'))).toBe('2025-12-31');
  });
});

describe('messages', () => {
  it('has every key in English and Bengali with the same placeholders', () => {
    // A placeholder's format ({{max, number}}: Bengali figures) may differ between the languages; its name may not.
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)(?:, *[\w()]+)?\}\}/g)].map((m) => m[1]).sort();
    expect(Object.keys(formMessages.bn.validation).sort()).toEqual(Object.keys(formMessages.en.validation).sort());
    for (const [key, en] of Object.entries(formMessages.en.validation)) {
      const bn = formMessages.bn.validation[key as keyof typeof formMessages.bn.validation];
      expect(en.trim(), key).not.toBe('');
      expect(bn, key).toMatch(BENGALI);
      expect(placeholders(bn), key).toEqual(placeholders(en));
    }
  });
});
