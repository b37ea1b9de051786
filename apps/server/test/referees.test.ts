import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFEREE_QUESTIONS, sampleAnswers } from '@portal/contract';
import { runRefereeReminders } from '../src/jobs/referee-reminders.js';
import { statementSha256 } from '../src/lib/statement-hash.js';
import { call, registerUser, type Registered, type TestApp } from './helpers/app.js';
import { answersWithFiles, formUrl, formByKey, reviewSetup } from './helpers/compliance.js';

const DAY = 86_400_000;
let t: TestApp;
let officer: Registered;
let signature: { full_name: string; image: string };
beforeAll(async () => {
  ({ t, officer, signature } = await reviewSetup('Rita Referee'));
});
afterAll(async () => t?.close());

const professional = formByKey('references/professional-reference');

let refereeCounter = 0;
const refereeEmail = (domain = 'school.example') => `referee.${process.pid}.${(refereeCounter += 1)}@${domain}`;

interface Submitted {
  id: string;
  email: string;
}

async function submitReference(user: Registered, options: { contactNow?: boolean; email?: string; headers?: Record<string, string> } = {}) {
  const email = options.email ?? refereeEmail();
  const answers = answersWithFiles(professional, [], {
    referee_name: 'Rita Referee',
    email,
    may_contact_now: options.contactNow ?? true,
  });
  const res = await call(t.app, 'POST', formUrl(professional, 'submit'), user.token, { answers, signature }, options.headers);
  if (res.statusCode !== 201) throw new Error(`submit failed: ${res.statusCode} ${res.body}`);
  return { id: res.json().submission.id as string, email } satisfies Submitted;
}

/** The token in the newest referee mail to `email` (waits for delivery through the real SMTP sink). */
async function tokenFromMail(email: string, filter: (subject: string) => boolean = () => true, except: readonly string[] = []): Promise<string> {
  const mail = await t.smtp.waitFor(email, (m) => filter(m.subject) && !except.some((token) => m.text.includes(token)));
  const token = /\/referee\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no link in mail to ${email}: ${mail.text}`);
  return token;
}

const requestRow = async (submissionId: string) =>
  (await t.query<Record<string, unknown>>(sql`select * from referee_requests where submission_id = ${submissionId}`))[0];

/** A timestamp column of a raw row (the driver hands back text). */
const time = (value: unknown) => new Date(value as string).getTime();

const validAnswers = () => sampleAnswers(REFEREE_QUESTIONS, { branch: 'yes' });
const openLink = (token: string, headers: Record<string, string> = {}) => call(t.app, 'GET', `/api/v1/referee/${token}`, undefined, undefined, headers);
const answer = (token: string, body: unknown, headers: Record<string, string> = { 'user-agent': 'RefereeBrowser/1.0' }) =>
  call(t.app, 'POST', `/api/v1/referee/${token}`, undefined, body, headers);
const referees = async (user: Registered) => {
  const res = await call(t.app, 'GET', '/api/v1/referees', user.token);
  expect(res.statusCode).toBe(200);
  return (res.json().data as Array<Record<string, unknown>>).find((item) => item.key === professional.key)!;
};
const act = (user: Registered, id: string, action: 'send' | 'revoke') => call(t.app, 'POST', `/api/v1/referees/${id}/${action}`, user.token);

describe('the request to the referee', () => {
  it('mails the referee a single-use link when the reference is submitted and they may be contacted now', async () => {
    const me = await registerUser(t.app, { name: 'Carla Candidate' });
    const { id, email } = await submitReference(me);
    const mail = await t.smtp.waitFor(email);
    expect(mail.subject).toBe('Carla Candidate has asked you for a reference');
    expect(mail.text).toContain('Hello Rita Referee');
    const token = await tokenFromMail(email);
    expect(mail.text).toContain(`${t.ctx.config.appUrl}/referee/${token}`);

    const row = await requestRow(id);
    expect(row).toMatchObject({ status: 'sent', referee_email: email, referee_name: 'Rita Referee', reminders_sent: 0, opened_at: null });
    // Only the hash is kept.
    expect(JSON.stringify(row)).not.toContain(token);
    expect(time(row?.expires_at) - time(row?.sent_at)).toBe(21 * DAY);
    expect(await referees(me)).toMatchObject({ submission_id: id, request: { status: 'sent', opened_at: null }, can_send: true, can_revoke: true });
  });

  it('writes the mail in the language the candidate used', async () => {
    const me = await registerUser(t.app, { name: 'Bina' });
    const { email } = await submitReference(me, { headers: { ebdlang: 'bn' } });
    const mail = await t.smtp.waitFor(email);
    expect(mail.subject).toBe('Bina আপনার কাছে একটি রেফারেন্স চেয়েছেন');
    expect(mail.text).toContain('/referee/');
  });

  it('waits for the candidate when the referee may not be contacted yet, then sends on request', async () => {
    const me = await registerUser(t.app);
    const { id, email } = await submitReference(me, { contactNow: false });
    expect(await requestRow(id)).toBeUndefined();
    expect(await referees(me)).toMatchObject({ request: null, can_send: true, can_revoke: false });

    const sent = await act(me, id, 'send');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ request: { status: 'sent', referee_email: email } });
    expect(await openLink(await tokenFromMail(email))).toHaveProperty('statusCode', 200);
  });

  it('refuses to send a reference that is only a draft', async () => {
    const me = await registerUser(t.app);
    const draft = await call(t.app, 'PUT', formUrl(professional, 'draft'), me.token, { answers: { referee_name: 'Rita', email: refereeEmail() } });
    expect(draft.statusCode).toBe(200);
    const res = await act(me, draft.json().submission.id, 'send');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Submit this reference before sending it to your referee.');
    expect(await requestRow(draft.json().submission.id)).toBeUndefined();
  });
});

describe('the referee link', () => {
  it('shows who is asking and the questions, and records the first opening', async () => {
    const me = await registerUser(t.app, { name: 'Carla Candidate' });
    const { id, email } = await submitReference(me);
    const token = await tokenFromMail(email);

    const res = await openLink(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      candidate_name: 'Carla Candidate',
      agency: 'Compliance Portal',
      reference_type: 'professional',
      reference_title: 'Professional reference',
      referee_name: 'Rita Referee',
      definition: { key: REFEREE_QUESTIONS.key },
    });
    const opened = time((await requestRow(id))?.opened_at);
    expect(opened).toBeGreaterThan(0);
    expect(await referees(me)).toMatchObject({ request: { status: 'opened', opened_at: new Date(opened).toISOString() } });

    expect((await openLink(token)).statusCode).toBe(200);
    expect(time((await requestRow(id))?.opened_at)).toBe(opened);
  });

  it('answers 404 for a token it never issued', async () => {
    expect((await openLink('not-a-real-token')).statusCode).toBe(404);
    expect((await answer('not-a-real-token', { answers: validAnswers(), signature })).statusCode).toBe(404);
  });

  it('throttles opening and answering per address', async () => {
    const from = (method: 'GET' | 'POST') =>
      t.app.inject({ method, url: '/api/v1/referee/guessed-token', remoteAddress: '192.0.2.77', ...(method === 'POST' ? { payload: { answers: {} } } : {}) });
    for (let i = 0; i < 60; i += 1) expect((await from(i % 2 ? 'GET' : 'POST')).statusCode).toBe(404);
    const throttled = await from('GET');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toEqual(expect.any(String));
    expect((await openLink('guessed-token')).statusCode).toBe(404);
  });

  it('refuses bad answers field by field and stores nothing', async () => {
    const me = await registerUser(t.app);
    const { id, email } = await submitReference(me);
    const token = await tokenFromMail(email);
    const before = { row: await requestRow(id), counts: await t.countAll(['audit_log', 'mail_outbox']) };

    const res = await answer(token, { answers: { ...validAnswers(), rating_reliability: 'superb', would_reemploy: 'no', reemploy_reason: '' } });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual(['answers.reemploy_reason', 'answers.rating_reliability', 'signature'].sort());
    expect(errors.signature).toEqual(['Please sign this form']);

    const noImage = await answer(token, { answers: validAnswers(), signature: { full_name: 'Rita Referee', image: 'data:image/png;base64,AAAA' } });
    expect(noImage.statusCode).toBe(422);
    expect(Object.keys(noImage.json().errors)).toEqual(['signature.image']);

    expect(await requestRow(id)).toEqual(before.row);
    expect(await t.countAll(['audit_log', 'mail_outbox'])).toEqual(before.counts);
  });

  it('stores valid answers with the signature, completes the request and then answers 410', async () => {
    const me = await registerUser(t.app);
    const { id, email } = await submitReference(me);
    const token = await tokenFromMail(email);
    const answers = validAnswers();

    const res = await answer(token, { answers, signature });
    expect(res.statusCode).toBe(201);
    const row = await requestRow(id);
    expect(row).toMatchObject({
      status: 'completed',
      answers,
      typed_name: 'Rita Referee',
      signature_user_agent: 'RefereeBrowser/1.0',
      declaration_text: REFEREE_QUESTIONS.declaration?.en,
    });
    expect(time(row?.completed_at)).toBeGreaterThan(0);
    expect(time(row?.signed_at)).toBe(time(row?.completed_at));
    expect(row?.signature_ip).toEqual(expect.any(String));
    expect(Buffer.from(row?.signature_image as Uint8Array).subarray(1, 4).toString()).toBe('PNG');
    expect(await referees(me)).toMatchObject({ request: { status: 'completed' }, can_send: false, can_revoke: false });

    const again = await answer(token, { answers, signature });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe('This link has already been used. Thank you, your reference has been received.');
    const reopened = await openLink(token, { ebdlang: 'bn' });
    expect(reopened.statusCode).toBe(410);
    expect(reopened.json().message).toBe('এই লিংকটি ইতিমধ্যে ব্যবহার করা হয়েছে। ধন্যবাদ, আপনার রেফারেন্স আমরা পেয়েছি।');

    const resend = await act(me, id, 'send');
    expect(resend.statusCode).toBe(409);
    expect(resend.json().message).toBe('Your referee has already answered, so the request cannot be sent again.');
  });

  it('dies when the candidate withdraws it', async () => {
    const me = await registerUser(t.app);
    const { id, email } = await submitReference(me);
    const token = await tokenFromMail(email);

    const res = await act(me, id, 'revoke');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ request: { status: 'revoked', revoked_at: expect.any(String) }, can_revoke: false, can_send: true });
    const gone = await openLink(token);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe('This link has been withdrawn and can no longer be used.');
    expect((await answer(token, { answers: validAnswers(), signature })).statusCode).toBe(410);
    expect((await act(me, id, 'revoke')).statusCode).toBe(409);
  });

  it('is replaced by a new one when the request is sent again', async () => {
    const me = await registerUser(t.app);
    const { id, email } = await submitReference(me);
    const first = await tokenFromMail(email);
    expect((await openLink(first)).statusCode).toBe(200);

    const res = await act(me, id, 'send');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.request).toMatchObject({ status: 'sent', opened_at: null });
    const second = await tokenFromMail(email, () => true, [first]);
    expect(second).not.toBe(first);
    expect((await openLink(first)).statusCode).toBe(404);
    expect((await openLink(second)).statusCode).toBe(200);
  });

  it('expires after REFEREE_LINK_DAYS', async () => {
    const me = await registerUser(t.app);
    const { id, email } = await submitReference(me);
    const token = await tokenFromMail(email);
    await t.query(sql`update referee_requests set expires_at = now() - interval '1 minute' where submission_id = ${id}`);

    const res = await openLink(token);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe('This link has expired. Please ask the candidate or the agency to send a new one.');
    expect((await answer(token, { answers: validAnswers(), signature })).statusCode).toBe(410);
    expect(await referees(me)).toMatchObject({ request: { status: 'expired' }, can_send: true, can_revoke: false });
    expect((await requestRow(id))?.status).toBe('sent');
  });

  it('is withdrawn when the reference is resubmitted as a new version', async () => {
    const me = await registerUser(t.app);
    const { id, email } = await submitReference(me);
    const token = await tokenFromMail(email);
    expect((await call(t.app, 'POST', `/api/v1/admin/submissions/${id}/reject`, officer.token, { reason: 'Use a line manager' })).statusCode).toBe(200);

    const next = await submitReference(me);
    expect(next.id).not.toBe(id);
    expect((await openLink(token)).statusCode).toBe(410);
    expect(await requestRow(id)).toMatchObject({ status: 'revoked' });
    expect(await openLink(await tokenFromMail(next.email))).toHaveProperty('statusCode', 200);
  });
});

describe('reminders', () => {
  it('reminds once per interval, at most 3 times, with a new link each time, the earlier ones still working', async () => {
    const me = await registerUser(t.app);
    const { id, email } = await submitReference(me);
    const firstToken = await tokenFromMail(email);
    const sentAt = time((await requestRow(id))?.sent_at);
    const remindersTo = async () => (await t.query(sql`select id from mail_outbox where "to" = ${email} and subject like 'Reminder:%'`)).length;

    await runRefereeReminders(t.ctx, new Date(sentAt + 2 * DAY));
    expect(await remindersTo()).toBe(0);

    // Two instances at once: only one of them sends.
    await Promise.all([runRefereeReminders(t.ctx, new Date(sentAt + 3 * DAY)), runRefereeReminders(t.ctx, new Date(sentAt + 3 * DAY))]);
    expect(await remindersTo()).toBe(1);
    expect(await requestRow(id)).toMatchObject({ reminders_sent: 1 });
    const reminderToken = await tokenFromMail(email, (subject) => subject.startsWith('Reminder:'));
    expect((await openLink(firstToken)).statusCode).toBe(200);
    expect((await openLink(reminderToken)).statusCode).toBe(200);

    await runRefereeReminders(t.ctx, new Date(sentAt + 5 * DAY));
    expect(await remindersTo()).toBe(1);
    await runRefereeReminders(t.ctx, new Date(sentAt + 6 * DAY));
    await runRefereeReminders(t.ctx, new Date(sentAt + 9 * DAY));
    await runRefereeReminders(t.ctx, new Date(sentAt + 12 * DAY));
    await runRefereeReminders(t.ctx, new Date(sentAt + 15 * DAY));
    expect(await remindersTo()).toBe(3);
    expect(await requestRow(id)).toMatchObject({ reminders_sent: 3 });
  });

  it('takes the answer of a referee who opened the first link before a reminder came; then every link is used', async () => {
    const me = await registerUser(t.app);
    const { id, email } = await submitReference(me);
    const firstToken = await tokenFromMail(email);
    expect((await openLink(firstToken)).statusCode).toBe(200);
    await runRefereeReminders(t.ctx, new Date(time((await requestRow(id))?.sent_at) + 3 * DAY));
    const reminderToken = await tokenFromMail(email, (subject) => subject.startsWith('Reminder:'));

    expect((await answer(firstToken, { answers: validAnswers(), signature })).statusCode).toBe(201);
    expect(await requestRow(id)).toMatchObject({ status: 'completed' });
    expect((await openLink(reminderToken)).statusCode).toBe(410);
    expect((await openLink(firstToken)).statusCode).toBe(410);
  });

  it('does not remind after the link has expired, or once answered or withdrawn', async () => {
    const me = await registerUser(t.app);
    const expired = await submitReference(me);
    const sentAt = time((await requestRow(expired.id))?.sent_at);
    await runRefereeReminders(t.ctx, new Date(sentAt + 22 * DAY));
    expect(await requestRow(expired.id)).toMatchObject({ reminders_sent: 0 });

    const other = await registerUser(t.app);
    const withdrawn = await submitReference(other);
    expect((await act(other, withdrawn.id, 'revoke')).statusCode).toBe(200);
    await runRefereeReminders(t.ctx, new Date(sentAt + 4 * DAY));
    expect(await requestRow(withdrawn.id)).toMatchObject({ reminders_sent: 0 });
  });
});

describe('who may do what', () => {
  it("gives another candidate 404 for someone else's request", async () => {
    const owner = await registerUser(t.app);
    const { id, email } = await submitReference(owner);
    const token = await tokenFromMail(email);
    const stranger = await registerUser(t.app);
    const before = await requestRow(id);

    for (const action of ['send', 'revoke'] as const) {
      expect((await act(stranger, id, action)).statusCode).toBe(404);
      expect((await act(stranger, 'not-an-id', action)).statusCode).toBe(404);
    }
    expect((await call(t.app, 'POST', `/api/v1/referees/${id}/send`, undefined)).statusCode).toBe(401);
    expect(await referees(stranger)).toMatchObject({ submission_id: null, request: null });
    expect(await requestRow(id)).toEqual(before);
    expect((await openLink(token)).statusCode).toBe(200);
  });

  it("shows the officer the referee's answers, signature and whether the address looks organisational", async () => {
    const me = await registerUser(t.app);
    const { id, email } = await submitReference(me, { email: refereeEmail('gmail.com') });
    const token = await tokenFromMail(email);

    const pending = await call(t.app, 'GET', `/api/v1/admin/submissions/${id}`, officer.token);
    expect(pending.json().submission.referee).toMatchObject({ status: 'sent', organisational_email: false, answers: null, signature: null });

    const answers = validAnswers();
    expect((await answer(token, { answers, signature })).statusCode).toBe(201);
    const res = await call(t.app, 'GET', `/api/v1/admin/submissions/${id}`, officer.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().submission.referee).toMatchObject({
      status: 'completed',
      referee_email: email,
      organisational_email: false,
      answers,
      signature: {
        full_name: 'Rita Referee',
        declaration_text: REFEREE_QUESTIONS.declaration?.en,
        image_url: `/api/v1/admin/submissions/${id}/referee-signature`,
      },
    });
    // The SHA-256 of what the referee signed, as recorded, and as the stored answer and signature reproduce it.
    const row = await requestRow(id);
    expect(row?.statement_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(res.json().submission.referee.signature.statement_sha256).toBe(row?.statement_sha256);
    const recomputed = statementSha256({
      declaration_text: row?.declaration_text as string,
      typed_name: row?.typed_name as string,
      signed_at: new Date(row?.signed_at as string),
      answers: row?.answers as Record<string, unknown>,
      signature_image: row?.signature_image as Uint8Array,
    });
    expect(recomputed).toBe(row?.statement_sha256);
    const png = await call(t.app, 'GET', `/api/v1/admin/submissions/${id}/referee-signature`, officer.token);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(png.headers['content-disposition']).toBe('attachment; filename="referee-signature.png"');
    expect(png.headers['content-security-policy']).toBe('sandbox');
    expect(png.headers['x-content-type-options']).toBe('nosniff');

    expect((await call(t.app, 'GET', `/api/v1/admin/submissions/${id}/referee-signature`, me.token)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', `/api/v1/admin/submissions/${id}`, me.token)).statusCode).toBe(403);
  });

  it('tells an organisational address from a free-mail one, and shows null when nothing was sent', async () => {
    const me = await registerUser(t.app);
    const work = await submitReference(me);
    const res = await call(t.app, 'GET', `/api/v1/admin/submissions/${work.id}`, officer.token);
    expect(res.json().submission.referee).toMatchObject({ organisational_email: true });

    const other = await registerUser(t.app);
    const later = await submitReference(other, { contactNow: false });
    expect((await call(t.app, 'GET', `/api/v1/admin/submissions/${later.id}`, officer.token)).json().submission.referee).toBeNull();
  });
});
