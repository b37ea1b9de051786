import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_STAFF_MIN_LENGTH } from '../constants.js';
import { bn } from '../messages/bn.js';
import { en } from '../messages/en.js';
import { passwordLength, ZLoginRequest, ZPassword } from './auth.js';

const messagesOf = (value: unknown) => {
  const result = ZPassword.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('password length', () => {
  it('is 8 to 256 characters for everyone (NIST SP 800-63B), 12 for staff', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_STAFF_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([8, 12, 256]);
  });

  it('counts Unicode code points of the NFKC form, not UTF-16 units', () => {
    expect(passwordLength('password')).toBe(8);
    expect(passwordLength('🐢🐍🦊🐙')).toBe(4);
    expect(passwordLength('আমার সোনার বাংলা')).toBe(16);
    // A compatibility ligature is the letters it stands for, as it is when hashed.
    expect(passwordLength('ﬃ')).toBe(3);
  });

  it('refuses fewer than 8 with "Must be 8 Character\'s Long" and more than 256', () => {
    expect(messagesOf('')).toEqual(['validation.password_required']);
    expect(messagesOf('1234567')).toEqual(['validation.password_min_8']);
    expect(messagesOf('🐢🐍🦊🐙🦉🐝🦀')).toEqual(['validation.password_min_8']);
    expect(messagesOf('12345678')).toEqual([]);
    expect(messagesOf('🐢'.repeat(PASSWORD_MAX_LENGTH))).toEqual([]);
    expect(messagesOf('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toEqual(['validation.password_too_long']);
    expect(en.validation.password_min_8).toBe("Must be 8 Character's Long");
  });

  it('keeps a password exactly as typed: no trimming, no truncation, no composition rules', () => {
    const passphrase = `  ${'correct horse battery staple '.repeat(8)}`;
    expect(ZPassword.parse(passphrase)).toBe(passphrase);
    expect(ZPassword.parse('alllowercase')).toBe('alllowercase');
  });

  it('lets anyone sign in with a password of any length up to the maximum, whatever its script', () => {
    const long = '🐢'.repeat(PASSWORD_MAX_LENGTH);
    expect(ZLoginRequest.parse({ login: 'a@example.com', password: long }).password).toBe(long);
    expect(ZLoginRequest.parse({ login: 'a@example.com', password: 'short' }).password).toBe('short');
  });

  it('states the same numbers in both languages as the constants', () => {
    const bengaliDigits = (n: number) => String(n).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);
    expect(en.validation.password_staff_min).toContain(String(PASSWORD_STAFF_MIN_LENGTH));
    expect(bn.validation.password_staff_min).toContain(bengaliDigits(PASSWORD_STAFF_MIN_LENGTH));
    expect(en.validation.password_too_long).toContain(String(PASSWORD_MAX_LENGTH));
    expect(bn.validation.password_too_long).toContain(bengaliDigits(PASSWORD_MAX_LENGTH));
  });
});
