import { describe, expect, it } from 'vitest';
import { commonPasswords, isCommonPassword } from './common-passwords.js';
import { passwordProblem } from './password-policy.js';

describe('the common-password list', () => {
  it('holds at least the 100,000 most common passwords, stored as they are compared', () => {
    const list = commonPasswords();
    expect(list.size).toBeGreaterThanOrEqual(100_000);
    for (const entry of [...list].slice(0, 1000)) expect(entry).toBe(entry.normalize('NFKC').toLowerCase());
  });

  it('has the examples of the issue, in any letter case', () => {
    for (const password of ['password', '123456', 'Password123!', 'PASSWORD', 'p@ssw0rd', 'Welcome1!']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('compares the NFKC form: full-width letters are the same password', () => {
    expect(isCommonPassword('ｐａｓｓｗｏｒｄ')).toBe(true);
  });

  it('does not hold a passphrase', () => {
    expect(isCommonPassword('quiet-otter-by-the-river')).toBe(false);
  });
});

describe('passwordProblem', () => {
  const candidate = { staff: false };
  const staff = { staff: true };

  it('asks 8 characters of everyone and 12 of staff, counted in characters', () => {
    expect(passwordProblem('quiet-o', candidate)).toBe('validation.password_min_8');
    expect(passwordProblem('quiet-ot', candidate)).toBeNull();
    expect(passwordProblem('quiet-otter', staff)).toBe('validation.password_staff_min');
    expect(passwordProblem('quiet-otter!', staff)).toBeNull();
    // Eight Bengali letters are eight characters however JavaScript stores them.
    expect(passwordProblem('কখগঘঙচছজ', candidate)).toBeNull();
    expect(passwordProblem('🐢🐍🦊🐙🦉🐝🦀', candidate)).toBe('validation.password_min_8');
  });

  it('has no rules about kinds of character', () => {
    expect(passwordProblem('alllowercaseletters', staff)).toBeNull();
    expect(passwordProblem('4827 1956 3302', staff)).toBeNull();
  });

  it('refuses the account\'s own email address, its local part and name, whatever the case and punctuation', () => {
    const context = { email: 'nadia.rahman@example.com', name: 'Nadia Rahman' };
    for (const password of ['nadia.rahman@example.com', 'Nadia.Rahman', 'NADIA RAHMAN', 'nadiarahman']) {
      expect(passwordProblem(password, { staff: false, context }), password).toBe('validation.password_personal');
    }
    expect(passwordProblem('nadia-rahman-walks-home', { staff: false, context })).toBeNull();
  });

  it('refuses a common password after the length rules', () => {
    expect(passwordProblem('Password123!', candidate)).toBe('validation.password_common');
    expect(passwordProblem('password', staff)).toBe('validation.password_staff_min');
  });
});
