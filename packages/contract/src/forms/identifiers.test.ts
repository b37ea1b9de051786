/**
 * The identifier formats of uk-rules.md §1.2, with the samples it gives (and the rules it states turned into
 * samples where it gives none).
 */
import { describe, expect, it } from 'vitest';
import { formMessages } from './messages.js';
import {
  checkTextPattern,
  drivingLicenceKind,
  formatShareCode,
  niNumberWarning,
  normaliseDrivingLicence,
  normaliseTrn,
  TEXT_PATTERNS,
} from './patterns.js';
import type { TextPatternKind } from './types.js';

const accepted = (kind: TextPatternKind, value: string) => {
  const result = checkTextPattern(kind, value);
  return result.ok ? result.value : null;
};
const refusal = (kind: TextPatternKind, value: string) => {
  const result = checkTextPattern(kind, value);
  return result.ok ? null : result.message;
};

describe('National Insurance number (HMRC NIM39110 [S80])', () => {
  it('accepts valid numbers, spaces ignored and upper-cased', () => {
    expect(accepted('ni_number', 'ab 12 34 56 c')).toBe('AB123456C');
    // O may be the first letter, never the second.
    expect(accepted('ni_number', 'OA123456D')).toBe('OA123456D');
    expect(accepted('ni_number', 'CE 12 34 56 A')).toBe('CE123456A');
  });

  it('refuses O as the second letter', () => {
    expect(accepted('ni_number', 'AO123456C')).toBeNull();
    expect(accepted('ni_number', 'OO123456C')).toBeNull();
  });

  it('refuses the prefixes never issued: BG GB KN NK NT TN ZZ', () => {
    for (const prefix of ['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ']) expect(accepted('ni_number', `${prefix}123456A`), prefix).toBeNull();
  });

  it('refuses D F I Q U V as first or second letter', () => {
    for (const letter of ['D', 'F', 'I', 'Q', 'U', 'V']) {
      expect(accepted('ni_number', `${letter}A123456A`), `${letter} first`).toBeNull();
      expect(accepted('ni_number', `A${letter}123456A`), `${letter} second`).toBeNull();
    }
  });

  it('refuses a suffix other than A-D and a wrong number of digits', () => {
    for (const bad of ['AB123456E', 'AB123456', 'AB12345C', 'AB1234567C']) expect(accepted('ni_number', bad), bad).toBeNull();
  });

  it('names an HMRC temporary reference number as not a NINO', () => {
    expect(refusal('ni_number', '11 a1 11 11')).toBe('forms.validation.ni_number_temporary');
    expect(refusal('ni_number', 'AO123456C')).toBe('forms.validation.ni_number');
  });

  it('warns, without refusing, on administrative prefixes', () => {
    for (const number of ['CR123456A', 'MW123456B', 'NC123456C']) {
      expect(accepted('ni_number', number), number).toBe(number);
      expect(niNumberWarning(number), number).toBe('forms.warnings.ni_number_administrative');
    }
    expect(niNumberWarning('AB123456C')).toBeNull();
    // OO and FY never pass the pattern, so they are refused rather than warned about.
    expect(niNumberWarning('OO123456C')).toBeNull();
    expect(niNumberWarning('FY123456C')).toBeNull();
  });
});

describe('right-to-work share code ([S7][S8][S18])', () => {
  it('accepts 9 characters starting with W; spaces and hyphens anywhere are dropped, letters upper-cased', () => {
    expect(accepted('share_code', 'W12 3AB 45C')).toBe('W123AB45C');
    expect(accepted('share_code', 'w12-3ab-45c')).toBe('W123AB45C');
    expect(accepted('share_code', ' w 1 2 3 a b 4 5 c ')).toBe('W123AB45C');
    expect(formatShareCode('w123ab45c')).toBe('W12 3AB 45C');
  });

  it('refuses codes for renting (R) or other purposes (S) with their own message', () => {
    expect(refusal('share_code', 'R12 3AB 45C')).toBe('forms.validation.share_code_not_for_work');
    expect(refusal('share_code', 'S12 3AB 45C')).toBe('forms.validation.share_code_not_for_work');
  });

  it('refuses other prefixes and wrong lengths', () => {
    for (const bad of ['A12 3AB 45C', 'W12 3AB 45', 'W12 3AB 45CD', 'W12 3AB 45!']) {
      expect(refusal('share_code', bad), bad).toBe('forms.validation.share_code');
    }
  });
});

describe('DBS certificate number: 12 digits ([S22])', () => {
  it('accepts 12 digits, spaces ignored', () => {
    expect(accepted('dbs_certificate', '0012 3456 7890')).toBe('001234567890');
  });
  it('refuses 11 or 13 digits and letters', () => {
    for (const bad of ['12345678901', '1234567890123', '12345678901A']) expect(accepted('dbs_certificate', bad), bad).toBeNull();
  });
});

describe('Teacher Reference Number: 7 digits ([S38])', () => {
  it('accepts 7 digits and the legacy RP99/12345 form', () => {
    expect(accepted('trn', '1234567')).toBe('1234567');
    expect(accepted('trn', 'RP99/12345')).toBe('9912345');
    expect(accepted('trn', 'rp 99/12345')).toBe('9912345');
    expect(normaliseTrn('12 345 67')).toBe('1234567');
  });
  it('refuses 6 or 8 digits', () => {
    for (const bad of ['123456', '12345678', 'RP99/1234']) expect(accepted('trn', bad), bad).toBeNull();
  });
});

describe('UK driving licence number ([S82])', () => {
  it('accepts a GB number of 16 characters', () => {
    expect(accepted('uk_driving_licence', 'morga 753116 sm9ij')).toBe('MORGA753116SM9IJ');
    expect(drivingLicenceKind('MORGA753116SM9IJ')).toBe('gb');
  });

  it('strips the 2-digit issue number printed after a GB number', () => {
    expect(normaliseDrivingLicence('MORGA753116SM9IJ 35')).toBe('MORGA753116SM9IJ');
    expect(accepted('uk_driving_licence', 'MORGA 753116 SM9IJ 35')).toBe('MORGA753116SM9IJ');
  });

  it('accepts a Northern Ireland number of 8 digits', () => {
    expect(accepted('uk_driving_licence', '1234 5678')).toBe('12345678');
    expect(drivingLicenceKind('12345678')).toBe('northern_ireland');
  });

  // Month 13 and 00, day 32: the date of birth the number encodes cannot exist.
  it('refuses wrong lengths and impossible dates of birth', () => {
    for (const bad of ['MORGA753116SM9I', '1234567', '123456789', 'MORGA713116SM9IJ', 'MORGA700116SM9IJ', 'MORGA753326SM9IJ']) {
      expect(accepted('uk_driving_licence', bad), bad).toBeNull();
    }
  });
});

describe('messages of the identifier rules', () => {
  it('every pattern message and warning exists in English and Bengali', () => {
    const keys = [
      ...Object.values(TEXT_PATTERNS).map((rule) => rule.message),
      'forms.validation.ni_number_temporary',
      'forms.validation.share_code_not_for_work',
      'forms.warnings.ni_number_administrative',
    ];
    for (const key of keys) {
      const [, section, code] = key.split('.') as [string, 'validation' | 'warnings', string];
      const en = (formMessages.en[section] as Record<string, string>)[code];
      const bn = (formMessages.bn[section] as Record<string, string>)[code];
      expect(en, key).toBeTruthy();
      expect(bn, key).toMatch(/[\u0980-\u09FF]/);
    }
  });
});
