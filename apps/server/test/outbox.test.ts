import { sql } from 'drizzle-orm';
import { bn } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxRepository } from '../src/modules/mail/outbox-repository.js';
import { createTestApp, post, registerUser, type TestApp } from './helpers/app.js';

interface OutboxRow extends Record<string, unknown> {
  status: string;
  text: string | null;
  attempts: number;
  last_error: string | null;
  sent: boolean;
  retry_later: boolean;
  subject: string;
}
const outboxFor = (app: TestApp, to: string) =>
  app.query<OutboxRow>(sql`
    select status, attempts, last_error, subject, text, sent_at is not null as sent, next_attempt_at > now() as retry_later
    from mail_outbox where "to" = ${to} order by created_at`);

describe('with the mail server down', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: every delivery is refused.
    t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
  });
  afterAll(async () => t?.close());

  it('still registers, and keeps the code mail pending with the error for a later retry', async () => {
    const { token, user } = await registerUser(t.app);
    expect(token).toBeTruthy();
    await t.outbox.idle();

    const rows = await outboxFor(t, user.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', attempts: 1, sent: false, retry_later: true, subject: 'Your Compliance Portal code' });
    expect(rows[0]?.last_error).toMatch(/ECONNREFUSED|connect/i);

    // The account and its code exist, so the mail can be delivered once the server is back.
    expect(await t.query(sql`select id from otp_codes where user_id = ${user.id} and consumed_at is null`)).toHaveLength(1);
    // Until then the body (with the code) is kept: it is what will be sent.
    expect(rows[0]?.text).toMatch(/\d{6}/);
  });

  it('gives up after the last attempt and then keeps no body, only who, what about and why', async () => {
    const { user } = await registerUser(t.app);
    await t.outbox.idle();
    // Seven attempts already failed; the next is the last.
    await t.query(sql`update mail_outbox set attempts = 7, next_attempt_at = now() where "to" = ${user.email}`);
    t.outbox.kick();
    await t.outbox.idle();
    const rows = await outboxFor(t, user.email);
    expect(rows).toEqual([expect.objectContaining({ status: 'failed', attempts: 8, subject: 'Your Compliance Portal code', text: null })]);
    expect(rows[0]?.last_error).toBeTruthy();
  });

  it('still takes contact messages, and keeps the office mail pending', async () => {
    const res = await post(t.app, '/api/v1/contact', { name: 'Visitor', email: 'visitor@test.example', subject: 'Down test', message: 'Hello' });
    expect(res.statusCode).toBe(201);
    await t.outbox.idle();
    const rows = await outboxFor(t, 'office@test.example');
    expect(rows.at(-1)).toMatchObject({ status: 'pending', attempts: 1, sent: false });
    expect(rows.at(-1)?.last_error).toBeTruthy();
  });
});

describe('with the mail server up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('delivers at once and marks the row sent', async () => {
    const { user } = await registerUser(t.app);
    const mail = await t.smtp.waitFor(user.email);
    expect(mail.subject).toBe('Your Compliance Portal code');
    await t.outbox.idle();
    const rows = await outboxFor(t, user.email);
    expect(rows).toEqual([expect.objectContaining({ status: 'sent', attempts: 1, last_error: null, sent: true })]);
  });

  it('keeps no body once a mail is delivered, so codes and links do not stay in the database', async () => {
    const { user } = await registerUser(t.app);
    const mail = await t.smtp.waitFor(user.email);
    expect(mail.text).toMatch(/\d{6}/);
    await t.outbox.idle();
    const rows = await outboxFor(t, user.email);
    expect(rows).toEqual([expect.objectContaining({ status: 'sent', subject: 'Your Compliance Portal code', text: null })]);
    expect(await t.query(sql`select id from mail_outbox where status in ('sent', 'logged', 'failed') and text is not null`)).toEqual([]);
  });

  it('also drops the body of a mail only written to the log (no SMTP server configured)', async () => {
    await t.query(sql`insert into mail_outbox ("to", subject, text) values ('log-only@test.example', 'Code', 'Your code is 123456')`);
    const [row] = await t.query<{ id: string }>(sql`select id from mail_outbox where "to" = 'log-only@test.example'`);
    await outboxRepository.markDelivered(t.database.db, row!.id, 'logged');
    expect(await outboxFor(t, 'log-only@test.example')).toEqual([expect.objectContaining({ status: 'logged', subject: 'Code', text: null })]);
  });

  it('sends the code mail in the language of the request', async () => {
    const { user } = await registerUser(t.app, { name: 'Karim' });
    const res = await post(t.app, '/api/v1/forgot-password?ebdlang=bn', { login: user.email });
    expect(res.json().message).toBe('কোনো অ্যাকাউন্টের সাথে মিললে আমরা সেখানে একটি ছয় অঙ্কের কোড পাঠিয়েছি');
    const mail = await t.smtp.waitFor(user.email, (m) => m.subject === bn.mail.reset_subject);
    const code = /\d{6}/.exec(mail.text)?.[0];
    // The code as typed back (Latin figures), the minutes in Bengali figures as the words around them.
    expect(mail.text).toBe(bn.mail.reset_body.replace('{{code}}', code ?? '?').replace('{{minutes, number}}', '১০'));
  });
});
