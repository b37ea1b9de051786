import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, registerUser, uniqueEmail, type TestApp } from './helpers/app.js';

/**
 * Bad input on every public write endpoint: each gives 422 with the field and its message in the
 * API error shape (400 for malformed JSON), and nothing is written.
 */

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerUser(t.app));
});
afterAll(async () => t?.close());

const TABLES = ['users', 'user_roles', 'access_tokens', 'otp_codes', 'mail_outbox', 'audit_log', 'contact_messages'] as const;
const LONG = 'x'.repeat(10_000);

const REQUIRED = {
  name: 'Name is required',
  email: 'Email is required',
  password: 'Password is required',
  confirmation: 'Confirm password is required',
  otp: 'The OTP code is required',
  subject: 'Subject is required',
  message: 'Message is required',
};
const EMAIL_INVALID = 'Email must be valid';
const LOGIN_INVALID = 'Please enter a valid email/mobile';
const PHONE_INVALID = 'Please enter a valid phone number';
const OTP_INVALID = 'The code must be 6 digits';
const CHANNEL_INVALID = 'Choose email or phone';
const TERMS = 'Please agree with terms and condition';
const atMost = (max: number) => `Must be at most ${max} characters`;
const WRONG_TYPES: ReadonlyArray<[string, unknown]> = [
  ['a number', 12345678],
  ['an array', ['a']],
  ['null', null],
  ['an object', { value: 'a' }],
];

function without<T extends Record<string, unknown>>(body: T, key: keyof T): Partial<T> {
  const { [key]: _dropped, ...rest } = body;
  return rest as Partial<T>;
}

type Case = [label: string, body: unknown, errors: Record<string, string[]>];

/** One case per wrong type of `field`, each answered with `message` on that field. */
function wrongTypes(base: Record<string, unknown>, field: string, message: string): Case[] {
  return WRONG_TYPES.map(([label, value]) => [`${field} is ${label}`, { ...base, [field]: value }, { [field]: [message] }]);
}

interface Endpoint {
  url: string;
  signedIn: boolean;
  cases: Case[];
}

const registerBase = {
  name: 'Valid Name',
  email: uniqueEmail('never-stored'),
  phone: '+44 7700 900555',
  password: 'secret-pass',
  password_confirmation: 'secret-pass',
  terms: true,
};
const resetBase = { login: uniqueEmail('never-stored'), code: '123456', password: 'secret-pass', password_confirmation: 'secret-pass' };
const contactBase = { name: 'Valid Name', email: uniqueEmail('visitor'), subject: 'A question', message: 'Hello there' };

const ENDPOINTS: Endpoint[] = [
  {
    url: '/api/v1/register',
    signedIn: false,
    cases: [
      [
        'every field missing',
        {},
        {
          name: [REQUIRED.name],
          email: [REQUIRED.email],
          password: [REQUIRED.password],
          password_confirmation: [REQUIRED.confirmation],
          terms: [TERMS],
        },
      ],
      ['name missing', without(registerBase, 'name'), { name: [REQUIRED.name] }],
      ['name only spaces', { ...registerBase, name: '   ' }, { name: [REQUIRED.name] }],
      ['name of 10k characters', { ...registerBase, name: LONG }, { name: [atMost(100)] }],
      ...wrongTypes(registerBase, 'name', REQUIRED.name),
      ['name is a long array', { ...registerBase, name: Array(200).fill('a') }, { name: [REQUIRED.name] }],
      ['email missing', without(registerBase, 'email'), { email: [REQUIRED.email] }],
      ['email malformed', { ...registerBase, email: 'not-an-email' }, { email: [EMAIL_INVALID] }],
      ['email without a domain dot', { ...registerBase, email: 'someone@localhost' }, { email: [EMAIL_INVALID] }],
      ['email of 10k characters', { ...registerBase, email: `${LONG}@test.example` }, { email: [atMost(254)] }],
      ...wrongTypes(registerBase, 'email', REQUIRED.email),
      ['phone with letters', { ...registerBase, phone: 'call me' }, { phone: [PHONE_INVALID] }],
      ['phone too short', { ...registerBase, phone: '12345' }, { phone: [PHONE_INVALID] }],
      ['phone of 10k digits', { ...registerBase, phone: '1'.repeat(10_000) }, { phone: [PHONE_INVALID] }],
      ['password too short', { ...registerBase, password: '12345', password_confirmation: '12345' }, {
        password: ["Must be 8 Character's Long"],
        password_confirmation: ["Must be 8 Character's Long"],
      }],
      ['password of 10k characters', { ...registerBase, password: LONG, password_confirmation: LONG }, {
        password: [atMost(256)],
        password_confirmation: [atMost(256)],
      }],
      ...wrongTypes(registerBase, 'password', REQUIRED.password),
      ['confirmation missing', without(registerBase, 'password_confirmation'), { password_confirmation: [REQUIRED.confirmation] }],
      ['confirmation different', { ...registerBase, password_confirmation: 'secret-pasS' }, { password_confirmation: ['Password not matched'] }],
      ['terms missing', without(registerBase, 'terms'), { terms: [TERMS] }],
      ['terms false', { ...registerBase, terms: false }, { terms: [TERMS] }],
      ['terms as the string "true"', { ...registerBase, terms: 'true' }, { terms: [TERMS] }],
      ...wrongTypes(registerBase, 'terms', TERMS),
    ],
  },
  {
    url: '/api/v1/login',
    signedIn: false,
    cases: [
      ['every field missing', {}, { login: [LOGIN_INVALID], password: [REQUIRED.password] }],
      ['login neither email nor phone', { login: 'hello', password: 'secret-pass' }, { login: [LOGIN_INVALID] }],
      ['login empty', { login: '', password: 'secret-pass' }, { login: [LOGIN_INVALID] }],
      ['login of 10k characters', { login: `${LONG}@test.example`, password: 'secret-pass' }, { login: [atMost(254)] }],
      ...wrongTypes({ login: 'a@test.example', password: 'secret-pass' }, 'login', LOGIN_INVALID),
      ['password empty', { login: 'a@test.example', password: '' }, { password: [REQUIRED.password] }],
      ['password of 10k characters', { login: 'a@test.example', password: LONG }, { password: [atMost(256)] }],
      ...wrongTypes({ login: 'a@test.example', password: 'secret-pass' }, 'password', REQUIRED.password),
    ],
  },
  {
    url: '/api/v1/otp/send',
    signedIn: true,
    cases: [
      ['channel missing', {}, { channel: [CHANNEL_INVALID] }],
      ['channel unknown', { channel: 'sms' }, { channel: [CHANNEL_INVALID] }],
      ['channel of 10k characters', { channel: LONG }, { channel: [CHANNEL_INVALID] }],
      ...wrongTypes({ channel: 'email' }, 'channel', CHANNEL_INVALID),
    ],
  },
  {
    url: '/api/v1/otp/verify',
    signedIn: true,
    cases: [
      ['every field missing', {}, { channel: [CHANNEL_INVALID], code: [REQUIRED.otp] }],
      ['code missing', { channel: 'email' }, { code: [REQUIRED.otp] }],
      ['code empty', { channel: 'email', code: '' }, { code: [REQUIRED.otp] }],
      ['code of five digits', { channel: 'email', code: '12345' }, { code: [OTP_INVALID] }],
      ['code of seven digits', { channel: 'email', code: '1234567' }, { code: [OTP_INVALID] }],
      ['code with letters', { channel: 'email', code: '12a456' }, { code: [OTP_INVALID] }],
      ['code of 10k digits', { channel: 'email', code: '1'.repeat(10_000) }, { code: [OTP_INVALID] }],
      ...wrongTypes({ channel: 'email', code: '123456' }, 'code', REQUIRED.otp),
      ['channel unknown', { channel: 'fax', code: '123456' }, { channel: [CHANNEL_INVALID] }],
    ],
  },
  {
    url: '/api/v1/forgot-password',
    signedIn: false,
    cases: [
      ['login missing', {}, { login: [LOGIN_INVALID] }],
      ['login neither email nor phone', { login: 'not valid' }, { login: [LOGIN_INVALID] }],
      ['login of 10k characters', { login: `${LONG}@test.example` }, { login: [atMost(254)] }],
      ...wrongTypes({ login: 'a@test.example' }, 'login', LOGIN_INVALID),
    ],
  },
  {
    url: '/api/v1/reset-password',
    signedIn: false,
    cases: [
      [
        'every field missing',
        {},
        { login: [LOGIN_INVALID], code: [REQUIRED.otp], password: [REQUIRED.password], password_confirmation: [REQUIRED.confirmation] },
      ],
      ['login neither email nor phone', { ...resetBase, login: '@@' }, { login: [LOGIN_INVALID] }],
      ['code of five digits', { ...resetBase, code: '12345' }, { code: [OTP_INVALID] }],
      ...wrongTypes(resetBase, 'code', REQUIRED.otp),
      ['password too short', { ...resetBase, password: '123', password_confirmation: '123' }, {
        password: ["Must be 8 Character's Long"],
        password_confirmation: ["Must be 8 Character's Long"],
      }],
      ['confirmation different', { ...resetBase, password_confirmation: 'other-pass' }, { password_confirmation: ['Password not matched'] }],
      ['password of 10k characters', { ...resetBase, password: LONG, password_confirmation: LONG }, {
        password: [atMost(256)],
        password_confirmation: [atMost(256)],
      }],
    ],
  },
  {
    url: '/api/v1/contact',
    signedIn: false,
    cases: [
      [
        'every field missing',
        {},
        { name: [REQUIRED.name], email: [REQUIRED.email], subject: [REQUIRED.subject], message: [REQUIRED.message] },
      ],
      ['name of 10k characters', { ...contactBase, name: LONG }, { name: [atMost(100)] }],
      ['email malformed', { ...contactBase, email: 'visitor@' }, { email: [EMAIL_INVALID] }],
      ['subject of 151 characters', { ...contactBase, subject: 's'.repeat(151) }, { subject: [atMost(150)] }],
      ['message of 5001 characters', { ...contactBase, message: 'm'.repeat(5001) }, { message: [atMost(5000)] }],
      ['message only spaces', { ...contactBase, message: '   ' }, { message: [REQUIRED.message] }],
      ...wrongTypes(contactBase, 'message', REQUIRED.message),
      ...wrongTypes(contactBase, 'email', REQUIRED.email),
    ],
  },
];

/** Bodies that are JSON but not an object: the whole body is the field in error. */
const NOT_OBJECTS: ReadonlyArray<[string, string]> = [
  ['an array', '[]'],
  ['null', 'null'],
  ['a string', '"hello"'],
  ['a number', '42'],
];

describe.each(ENDPOINTS)('POST $url', ({ url, signedIn, cases }) => {
  const as = () => (signedIn ? { token } : {});

  it.each(cases)('%s: 422 with the field and its message, nothing written', async (_label, body, errors) => {
    const before = await t.countAll(TABLES);
    const res = await post(t.app, url, body, as());
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({ statusCode: 422, request_id: expect.any(String), error: 'Unprocessable Entity', message: 'The given data was invalid.', errors });
    expect(await t.countAll(TABLES)).toEqual(before);
  });

  it.each(NOT_OBJECTS)('a body that is %s: 422 on body, nothing written', async (_label, raw) => {
    const before = await t.countAll(TABLES);
    const res = await post(t.app, url, raw, as());
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ statusCode: 422, message: 'The given data was invalid.', errors: { body: ['This value is not valid'] } });
    expect(await t.countAll(TABLES)).toEqual(before);
  });

  it('malformed JSON: 400 Invalid request, nothing written', async () => {
    const before = await t.countAll(TABLES);
    const res = await post(t.app, url, '{"login": "a@b.co", ', as());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, request_id: expect.any(String), error: 'Bad Request', message: 'Invalid request' });
    expect(await t.countAll(TABLES)).toEqual(before);
  });

  it('no body at all: 422, nothing written', async () => {
    const before = await t.countAll(TABLES);
    const res = await post(t.app, url, undefined, as());
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ statusCode: 422, message: 'The given data was invalid.' });
    expect(await t.countAll(TABLES)).toEqual(before);
  });
});

describe('request size', () => {
  it('refuses a body over the 1 MiB limit with 413 and writes nothing', async () => {
    const before = await t.countAll(TABLES);
    const res = await post(t.app, '/api/v1/register', { ...registerBase, name: 'n'.repeat(2 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ statusCode: 413, request_id: expect.any(String), error: 'Payload Too Large', message: 'The request is too large' });
    expect(await t.countAll(TABLES)).toEqual(before);
  });
});

describe('language of the messages', () => {
  const badRegister = { ...registerBase, name: '', email: 'nope', terms: false };
  const bengali = {
    statusCode: 422, request_id: expect.any(String),
    error: 'Unprocessable Entity',
    message: 'প্রদত্ত তথ্য সঠিক নয়।',
    errors: {
      name: ['নাম আবশ্যক'],
      email: ['ইমেইলটি সঠিক হতে হবে'],
      terms: ['অনুগ্রহ করে শর্তাবলিতে সম্মতি দিন'],
    },
  };

  it('answers in Bengali with the ebdlang header', async () => {
    const res = await post(t.app, '/api/v1/register', badRegister, { headers: { ebdlang: 'bn' } });
    expect(res.json()).toEqual(bengali);
  });

  it('answers in Bengali with the ?ebdlang= query parameter', async () => {
    const res = await post(t.app, '/api/v1/register?ebdlang=bn', badRegister);
    expect(res.json()).toEqual(bengali);
  });

  it('translates the other endpoints too', async () => {
    const login = await post(t.app, '/api/v1/login?ebdlang=bn', { login: 'hello', password: 'x' });
    expect(login.json().errors).toEqual({ login: ['অনুগ্রহ করে একটি সঠিক ইমেইল/মোবাইল নম্বর লিখুন'] });
    const verify = await post(t.app, '/api/v1/otp/verify', { channel: 'sms', code: '12' }, { token, headers: { ebdlang: 'bn' } });
    expect(verify.json().errors).toEqual({ channel: ['ইমেইল অথবা ফোন বেছে নিন'], code: ['কোডটি ৬ অঙ্কের হতে হবে'] });
    const contact = await post(t.app, '/api/v1/contact', { ...contactBase, name: LONG }, { headers: { ebdlang: 'bn' } });
    expect(contact.json().errors).toEqual({ name: ['সর্বোচ্চ ১০০ অক্ষর হতে পারে'] });
    const malformed = await post(t.app, '/api/v1/login?ebdlang=bn', '{');
    expect(malformed.json()).toEqual({ statusCode: 400, request_id: expect.any(String), error: 'Bad Request', message: 'অবৈধ অনুরোধ' });
  });

  it('falls back to English for a language it does not have', async () => {
    const viaHeader = await post(t.app, '/api/v1/register', badRegister, { headers: { ebdlang: 'fr' } });
    const viaQuery = await post(t.app, '/api/v1/register?ebdlang=fr', badRegister);
    const english = {
      statusCode: 422, request_id: expect.any(String),
      error: 'Unprocessable Entity',
      message: 'The given data was invalid.',
      errors: { name: [REQUIRED.name], email: [EMAIL_INVALID], terms: [TERMS] },
    };
    expect(viaHeader.json()).toEqual(english);
    expect(viaQuery.json()).toEqual(english);
  });
});
