import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, nextAddress, post, registerUser, uniqueEmail, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const OFFICE = 'office@test.example';
const TABLES = ['contact_messages', 'mail_outbox'] as const;
const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nusrat Jahan',
  email: uniqueEmail('visitor'),
  subject: `Question ${Math.random().toString(36).slice(2, 8)}`,
  message: 'When will my documents be reviewed?',
  ...overrides,
});

interface ContactRow extends Record<string, unknown> {
  name: string;
  email: string;
  subject: string;
  message: string;
  ip: string | null;
  user_id: string | null;
}
const rowsBySubject = (subject: string) =>
  t.query<ContactRow>(sql`select name, email, subject, message, ip, user_id from contact_messages where subject = ${subject}`);

describe('POST /api/v1/contact', () => {
  it('stores the message and mails it to the office', async () => {
    const address = nextAddress();
    const body = message({ name: '  Nusrat Jahan ', email: `  ${uniqueEmail('Visitor').toUpperCase()}` });
    const res = await post(t.app, '/api/v1/contact', body, { remoteAddress: address });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Thank you. Your message has been sent.' });

    const rows = await rowsBySubject(body.subject);
    expect(rows).toEqual([
      {
        name: 'Nusrat Jahan',
        email: (body.email as string).trim().toLowerCase(),
        subject: body.subject,
        message: body.message,
        ip: address,
        user_id: null,
      },
    ]);

    const mail = await t.smtp.waitFor(OFFICE, (m) => m.subject === `Contact form: ${body.subject}`);
    expect(mail.text).toContain(`Nusrat Jahan <${rows[0]!.email}>`);
    expect(mail.text).toContain(body.message);
  });

  it('links the message to the account of a signed-in visitor', async () => {
    const { token, user } = await registerUser(t.app);
    const body = message();
    expect((await post(t.app, '/api/v1/contact', body, { token })).statusCode).toBe(201);
    expect((await rowsBySubject(body.subject))[0]?.user_id).toBe(user.id);
  });

  it('still takes the message, anonymously, with a token that is not valid', async () => {
    const body = message();
    expect((await post(t.app, '/api/v1/contact', body, { token: 'expired-or-garbage' })).statusCode).toBe(201);
    expect((await rowsBySubject(body.subject))[0]?.user_id).toBeNull();
  });

  it('answers in Bengali when asked', async () => {
    const res = await post(t.app, '/api/v1/contact?ebdlang=bn', message());
    expect(res.json()).toEqual({ message: 'ধন্যবাদ। আপনার বার্তা পাঠানো হয়েছে।' });
  });

  it('refuses bad input with 422 and writes nothing', async () => {
    const before = await t.countAll(TABLES);
    const res = await post(t.app, '/api/v1/contact', message({ email: 'nope', message: '' }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      statusCode: 422, request_id: expect.any(String),
      error: 'Unprocessable Entity',
      message: 'The given data was invalid.',
      errors: { email: ['Email must be valid'], message: ['Message is required'] },
    });
    expect(await t.countAll(TABLES)).toEqual(before);
  });

  it('accepts five messages an hour from one address, then 429 with Retry-After and nothing stored', async () => {
    const address = nextAddress();
    const before = await t.countRows('contact_messages');
    for (let i = 0; i < 5; i += 1) {
      expect((await post(t.app, '/api/v1/contact', message(), { remoteAddress: address })).statusCode).toBe(201);
    }
    expect(await t.countRows('contact_messages')).toBe(before + 5);

    const blocked = await post(t.app, '/api/v1/contact', message(), { remoteAddress: address });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(await t.countRows('contact_messages')).toBe(before + 5);

    // Someone else is not held up.
    expect((await post(t.app, '/api/v1/contact', message(), { remoteAddress: nextAddress() })).statusCode).toBe(201);
  });
});
