import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bn, en } from '@portal/contract';
import { ADMIN, call, createTestApp, loginAs, post, registerUser, uniqueEmail, type TestApp } from './helpers/app.js';

/** Input is read as written: whole numbers as plain digits, codes as exactly six digits, no unknown fields in changes. */
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, ADMIN.email, ADMIN.password);
});
afterAll(async () => t?.close());

const NOT_PLAIN_DIGITS = ['0x10', '1e1', '1E1', '2.0', '2.', '+2', '-1', ' 2', '2 ', '0b1', '0o7', '１', '2,0', 'Infinity', '0x'];
/** Page and per_page have defaults, but an empty value is not a number; an empty filter means no filter. */
const OPTIONAL_FILTERS = new Set(['expiring_within', 'area_type_id']);

describe('whole numbers in query strings', () => {
  const lists: Array<[string, string, string]> = [
    ['/api/v1/admin/users', 'page', 'validation.page_invalid'],
    ['/api/v1/admin/users', 'per_page', 'validation.per_page_invalid'],
    ['/api/v1/admin/roles', 'page', 'validation.page_invalid'],
    ['/api/v1/admin/permissions', 'per_page', 'validation.per_page_invalid'],
    ['/api/v1/admin/logs/audit', 'page', 'validation.page_invalid'],
    ['/api/v1/admin/submissions', 'expiring_within', 'validation.expiring_within_invalid'],
    ['/api/v1/admin/users', 'area_type_id', 'validation.area_type_invalid'],
  ];
  const message = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string;

  it.each(lists)('%s?%s= takes plain digits and refuses anything else with 422 naming the field', async (url, field, key) => {
    const ok = await call(t.app, 'GET', `${url}?${field}=${field === 'area_type_id' ? '1' : '2'}`, adminToken);
    expect(ok.statusCode, ok.body).toBe(200);
    for (const value of OPTIONAL_FILTERS.has(field) ? NOT_PLAIN_DIGITS : [...NOT_PLAIN_DIGITS, '']) {
      const res = await call(t.app, 'GET', `${url}?${field}=${encodeURIComponent(value)}`, adminToken);
      expect(res.statusCode, `${field}=${JSON.stringify(value)}`).toBe(422);
      expect(res.json().errors, `${field}=${JSON.stringify(value)}`).toEqual({ [field]: [message(key)] });
    }
  });

  it('refuses a page given twice', async () => {
    const res = await call(t.app, 'GET', '/api/v1/admin/users?page=1&page=2', adminToken);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['page']);
  });
});

describe('one-time codes', () => {
  it.each([' 123456', '123456 ', '\t123456', '123 456', '１２３４５６', '12345', '1234567'])('%j is not a code: 422, and no attempt is used', async (code) => {
    const { token, user } = await registerUser(t.app);
    const res = await post(t.app, '/api/v1/otp/verify', { channel: 'email', code }, { token });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ code: [en.validation.otp_invalid] });
    const [row] = await t.query<{ attempts: number }>(sql`select attempts from otp_codes where user_id = ${user.id}`);
    expect(row?.attempts).toBe(0);

    const reset = await post(t.app, '/api/v1/reset-password', { login: user.email, code, password: 'new-secret-pass', password_confirmation: 'new-secret-pass' });
    expect(reset.statusCode).toBe(422);
    expect(reset.json().errors).toMatchObject({ code: [en.validation.otp_invalid] });
  });

  it('verifies the code as mailed, without spaces', async () => {
    const { token, user } = await registerUser(t.app);
    const code = await t.smtp.codeFor(user.email);
    const spaced = await post(t.app, '/api/v1/otp/verify', { channel: 'email', code: ` ${code} ` }, { token });
    expect(spaced.statusCode).toBe(422);
    const res = await post(t.app, '/api/v1/otp/verify', { channel: 'email', code }, { token });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('changes (PUT and PATCH) refuse fields they do not know', () => {
  it('every PUT and PATCH route answers 422 naming the unknown field, in English and Bengali', async () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => method === 'put' || method === 'patch')
        .map((method) => ({ method: method.toUpperCase() as 'PUT' | 'PATCH', path })),
    );
    expect(operations.length).toBeGreaterThanOrEqual(16);
    for (const { method, path } of operations) {
      const url = path
        .replace('{group}/{slug}', 'tempest-forms/right-to-work')
        .replace(/\{[^}]+\}/g, () => randomUUID());
      const res = await call(t.app, method, url, adminToken, { unexpected_field: 'x' });
      expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(422);
      expect(res.json().errors.unexpected_field, `${method} ${path}`).toEqual([en.validation.unknown_field]);
      const bengali = await call(t.app, method, url, adminToken, { unexpected_field: 'x' }, { ebdlang: 'bn' });
      expect(bengali.json().errors.unexpected_field, `${method} ${path}`).toEqual([bn.validation.unknown_field]);
    }
  });

  it('a profile change with an unknown field changes nothing, and names each unknown field', async () => {
    const me = await registerUser(t.app, { name: 'Before Change' });
    const before = await t.countAll(['users', 'audit_log']);
    const res = await call(t.app, 'PATCH', '/api/v1/account/profile', me.token, { name: 'After Change', gender: 'female', is_admin: true, roles: ['super-admin'] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ is_admin: [en.validation.unknown_field], roles: [en.validation.unknown_field] });
    const [row] = await t.query<{ name: string }>(sql`select name from users where id = ${me.user.id}`);
    expect(row?.name).toBe('Before Change');
    expect(await t.countAll(['users', 'audit_log'])).toEqual(before);
  });

  it('registration still ignores fields it does not take, as the contract says', async () => {
    const res = await post(t.app, '/api/v1/register', {
      name: 'Extra Fields',
      email: uniqueEmail(),
      password: 'secret-pass',
      password_confirmation: 'secret-pass',
      terms: true,
      roles: ['super-admin'],
      banned: false,
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});
