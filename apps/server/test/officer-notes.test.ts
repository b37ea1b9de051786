import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGACY_FORM_KEYS } from '@portal/contract';
import { auditEntries } from './helpers/admin-users.js';
import { ADMIN, call, loginAs, registerUser, type Registered, type TestApp } from './helpers/app.js';
import { answersWithFiles, filesNeeded, formByKey, formUrl, reviewSetup, uploadPdfs } from './helpers/compliance.js';
import { pdfText, unzip } from './helpers/packs.js';
import { createRole, userWithRole } from './helpers/factories.js';

let t: TestApp;
let officer: Registered;
let signature: { full_name: string; image: string };
let adminId: string;
beforeAll(async () => {
  ({ t, officer, signature } = await reviewSetup('Nadia Notes'));
  const adminToken = await loginAs(t.app, ADMIN.email, ADMIN.password);
  adminId = (await call(t.app, 'GET', '/api/v1/me', adminToken)).json().user.id;
  await createRole(t, 'news-only', ['news.view']);
});
afterAll(async () => t?.close());

const DECLARATION = 'tempest-forms/candidate-declaration';
const CODE_OF_CONDUCT = 'tempest-forms/code-of-conduct';
const RIGHT_TO_WORK = 'compliance-docs/right-to-work';
const NOTE_TABLES = ['candidate_notes', 'audit_log'] as const;
const REQUEST_TABLES = ['change_requests', 'audit_log', 'mail_outbox'] as const;

const notesUrl = (id: string) => `/api/v1/admin/candidates/${id}/notes`;
const requestsUrl = (id: string) => `/api/v1/admin/candidates/${id}/change-requests`;

async function submit(user: Registered, key: string, headers: Record<string, string> = {}) {
  const def = formByKey(key);
  const files = await uploadPdfs(t.app, user.token, filesNeeded(def));
  const res = await call(t.app, 'POST', formUrl(def, 'submit'), user.token, { answers: answersWithFiles(def, files), signature }, headers);
  if (res.statusCode !== 201) throw new Error(`submit ${key} failed: ${res.statusCode} ${res.body}`);
  return res.json().submission as { id: string; status: string; version: number };
}

const checklistItem = async (user: Registered, key: string) => {
  const res = await call(t.app, 'GET', '/api/v1/compliance', user.token);
  expect(res.statusCode).toBe(200);
  return (res.json().data as Array<Record<string, unknown>>).find((item) => item.key === key)!;
};
const formAnswer = async (user: Registered, key: string) => {
  const res = await call(t.app, 'GET', formUrl(formByKey(key)), user.token);
  expect(res.statusCode).toBe(200);
  return res.json() as { submission: { status: string } | null; change_request: unknown };
};
const summaryItem = async (candidate: Registered, key: string) => {
  const res = await call(t.app, 'GET', `/api/v1/admin/candidates/${candidate.user.id}/compliance`, officer.token);
  expect(res.statusCode).toBe(200);
  return (res.json().data as Array<Record<string, unknown>>).find((item) => item.key === key)!;
};
const openRequest = (id: string) => t.query<{ resolved_at: Date | null; resolved_by_submission_id: string | null }>(
  sql`select resolved_at, resolved_by_submission_id from change_requests where id = ${id}`,
);
/** Mail about change requests to `email` (the sign-up code and review mails left out). */
const requestMails = async (email: string) =>
  (await t.deliveredTo(email)).filter((mail) => /^(Change requested|পরিবর্তনের অনুরোধ)/.test(mail.subject));

describe('notes on a candidate', () => {
  let candidate: Registered;
  beforeAll(async () => {
    candidate = await registerUser(t.app, { name: 'Nadia Notes' });
    await submit(candidate, DECLARATION);
  });

  it('are added trimmed, listed newest first with the author, audited without their words', async () => {
    const first = await call(t.app, 'POST', notesUrl(candidate.user.id), officer.token, { body: '  Called about the DBS; will send Monday.  ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      body: 'Called about the DBS; will send Monday.',
      author: { id: officer.user.id, name: 'Olivia Officer' },
      created_at: expect.any(String),
    });
    const second = await call(t.app, 'POST', notesUrl(candidate.user.id), officer.token, { body: 'Second line\nof a note' });
    expect(second.statusCode).toBe(201);

    const list = await call(t.app, 'GET', notesUrl(candidate.user.id), officer.token);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((note: { body: string }) => note.body)).toEqual(['Second line\nof a note', 'Called about the DBS; will send Monday.']);
    const audits = await auditEntries(t, 'candidate.note_added', candidate.user.id);
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({ actor_id: officer.user.id, data: { note_id: first.json().id, length: 39 } });
    expect(JSON.stringify(audits)).not.toContain('DBS');
  });

  it('are never shown to the candidate: 403 on the officers routes, absent from the checklist, the form and the pack', async () => {
    await call(t.app, 'POST', notesUrl(candidate.user.id), officer.token, { body: 'Secret: reference sounded rehearsed' });
    const before = await t.countAll(NOTE_TABLES);
    expect((await call(t.app, 'GET', notesUrl(candidate.user.id), candidate.token)).statusCode).toBe(403);
    expect((await call(t.app, 'POST', notesUrl(candidate.user.id), candidate.token, { body: 'mine' })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', notesUrl(candidate.user.id), undefined)).statusCode).toBe(401);
    expect(await t.countAll(NOTE_TABLES)).toEqual(before);

    const checklist = await call(t.app, 'GET', '/api/v1/compliance', candidate.token);
    const form = await call(t.app, 'GET', formUrl(formByKey(DECLARATION)), candidate.token);
    for (const answer of [checklist.body, form.body]) expect(answer).not.toMatch(/rehearsed|Monday/);

    const pdf = await call(t.app, 'GET', `/api/v1/admin/candidates/${candidate.user.id}/pack.pdf`, officer.token);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Nadia Notes');
    expect(text).not.toMatch(/rehearsed|Monday/);
    const zip = await call(t.app, 'GET', `/api/v1/admin/candidates/${candidate.user.id}/pack.zip`, officer.token);
    const entries = await unzip(zip.rawPayload);
    expect(pdfText(entries.get('summary.pdf')!)).not.toMatch(/rehearsed|Monday/);
    for (const [, bytes] of entries) expect(bytes.toString('latin1')).not.toContain('rehearsed');
  });

  it('refuses bad bodies with 422 on `body`, writing nothing', async () => {
    const before = await t.countAll(NOTE_TABLES);
    const cases: Array<[unknown, string]> = [
      [{ body: '' }, 'Write the note'],
      [{ body: '   \n ' }, 'Write the note'],
      [{}, 'Write the note'],
      [{ body: 42 }, 'Write the note'],
      [{ body: ['a'] }, 'Write the note'],
      [{ body: 'x'.repeat(4001) }, 'Write at most 4000 characters'],
    ];
    for (const [payload, message] of cases) {
      const res = await call(t.app, 'POST', notesUrl(candidate.user.id), officer.token, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(422);
      expect(res.json().errors).toEqual({ body: [message] });
    }
    expect((await call(t.app, 'POST', notesUrl(candidate.user.id), officer.token, { body: 'x'.repeat(4000) })).statusCode).toBe(201);
    expect(await t.countAll(NOTE_TABLES)).toEqual({ candidate_notes: before.candidate_notes! + 1, audit_log: before.audit_log! + 1 });
  });

  it('answer 404 for anyone who is not a live candidate, 403 without documents.review', async () => {
    const editor = await userWithRole(t, 'news-only');
    const before = await t.countAll(NOTE_TABLES);
    for (const id of [randomUUID(), 'not-a-uuid', adminId]) {
      expect((await call(t.app, 'GET', notesUrl(id), officer.token)).statusCode, id).toBe(404);
      expect((await call(t.app, 'POST', notesUrl(id), officer.token, { body: 'Hello' })).statusCode, id).toBe(404);
    }
    expect((await call(t.app, 'GET', notesUrl(candidate.user.id), editor.token)).statusCode).toBe(403);
    expect((await call(t.app, 'POST', notesUrl(candidate.user.id), editor.token, { body: 'Hello' })).statusCode).toBe(403);
    expect(await t.countAll(NOTE_TABLES)).toEqual(before);
  });
});

describe('change requests', () => {
  let english: Registered;
  let bengali: Registered;
  beforeAll(async () => {
    english = await registerUser(t.app, { name: 'Emma English' });
    bengali = await registerUser(t.app, { name: 'Rahima Begum' });
    const approved = await submit(english, DECLARATION);
    expect((await call(t.app, 'POST', `/api/v1/admin/submissions/${approved.id}/approve`, officer.token)).statusCode).toBe(200);
    await submit(bengali, DECLARATION, { ebdlang: 'bn' });
  });

  it('show on the item and the form of the candidate and the officer, mail the candidate in English, and are resolved by the next submission', async () => {
    const message = 'Please sign with your full legal name, as on your passport.';
    const res = await call(t.app, 'POST', requestsUrl(english.user.id), officer.token, { form_key: DECLARATION, message: `  ${message} ` });
    expect(res.statusCode, res.body).toBe(201);
    const request = res.json();
    expect(request).toMatchObject({
      form_key: DECLARATION,
      title: formByKey(DECLARATION).title.en,
      message,
      requested_by: { id: officer.user.id, name: 'Olivia Officer' },
      resolved_at: null,
      resolved_by_submission_id: null,
    });
    const open = { id: request.id, message, requested_at: request.requested_at };

    expect((await checklistItem(english, DECLARATION)).change_request).toEqual(open);
    expect((await checklistItem(english, CODE_OF_CONDUCT)).change_request).toBeNull();
    expect(await formAnswer(english, DECLARATION)).toMatchObject({ submission: { status: 'approved' }, change_request: open });
    expect((await formAnswer(english, CODE_OF_CONDUCT)).change_request).toBeNull();
    // Not a rejection: the officer sees the request beside the status the submission keeps.
    expect(await summaryItem(english, DECLARATION)).toMatchObject({ status: 'approved', change_request: open });

    const [mail, ...more] = await requestMails(english.user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Change requested: ${formByKey(DECLARATION).title.en}`);
    expect(mail!.text).toContain(`"${message}"`);
    expect(mail!.text).toContain(`${t.ctx.config.appUrl}/${DECLARATION}`);
    expect(await auditEntries(t, 'compliance.change_requested', english.user.id)).toEqual([
      { actor_id: officer.user.id, data: { change_request_id: request.id, form_key: DECLARATION, message } },
    ]);

    // The approved version is open again for the change, and the submission answers the request.
    const resubmitted = await submit(english, DECLARATION);
    expect(resubmitted).toMatchObject({ status: 'submitted', version: 2 });
    const [row] = await openRequest(request.id);
    expect(row).toMatchObject({ resolved_at: expect.any(String), resolved_by_submission_id: resubmitted.id });
    expect((await checklistItem(english, DECLARATION)).change_request).toBeNull();
    expect((await formAnswer(english, DECLARATION)).change_request).toBeNull();
    expect((await summaryItem(english, DECLARATION)).change_request).toBeNull();
    const list = await call(t.app, 'GET', requestsUrl(english.user.id), officer.token);
    expect(list.json().data[0]).toMatchObject({ id: request.id, resolved_at: expect.any(String), resolved_by_submission_id: resubmitted.id });

    // Answered, it cannot be withdrawn; and with no request open the submitted version is locked as before.
    const before = await t.countAll(REQUEST_TABLES);
    const withdraw = await call(t.app, 'DELETE', `${requestsUrl(english.user.id)}/${request.id}`, officer.token);
    expect(withdraw.statusCode).toBe(409);
    expect(withdraw.json().message).toBe('The candidate has already answered this request, so it cannot be withdrawn.');
    expect(await t.countAll(REQUEST_TABLES)).toEqual(before);
    const def = formByKey(DECLARATION);
    const again = await call(t.app, 'POST', formUrl(def, 'submit'), english.token, { answers: answersWithFiles(def, []), signature });
    expect(again.statusCode).toBe(409);
  });

  it('mail a Bengali candidate in Bengali (the language they last used), even for a form they have not started', async () => {
    const message = 'পাসপোর্টের দুই পাতাই স্ক্যান করে দিন — both pages please.';
    const res = await call(t.app, 'POST', requestsUrl(bengali.user.id), officer.token, { form_key: RIGHT_TO_WORK, message });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await requestMails(bengali.user.email);
    expect(mail!.subject).toBe(`পরিবর্তনের অনুরোধ: ${formByKey(RIGHT_TO_WORK).title.bn}`);
    expect(mail!.text).toContain(`"${message}"`);
    expect(mail!.text).toContain('আপনার কমপ্লায়েন্স অফিসার');
    expect(mail!.text).toContain(`${t.ctx.config.appUrl}/${RIGHT_TO_WORK}`);
    expect(await checklistItem(bengali, RIGHT_TO_WORK)).toMatchObject({ status: 'not_started', change_request: { id: res.json().id, message } });
  });

  it('allow one open request per item (a second is 409), and an open one is withdrawn', async () => {
    const first = await call(t.app, 'POST', requestsUrl(bengali.user.id), officer.token, { form_key: CODE_OF_CONDUCT, message: 'Read section 4 again.' });
    expect(first.statusCode).toBe(201);
    const before = await t.countAll(REQUEST_TABLES);
    const second = await call(t.app, 'POST', requestsUrl(bengali.user.id), officer.token, { form_key: CODE_OF_CONDUCT, message: 'Something else' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/already requested/);
    expect(await t.countAll(REQUEST_TABLES)).toEqual(before);

    const withdraw = await call(t.app, 'DELETE', `${requestsUrl(bengali.user.id)}/${first.json().id}`, officer.token);
    expect(withdraw.statusCode).toBe(204);
    expect(await openRequest(first.json().id)).toEqual([]);
    expect((await checklistItem(bengali, CODE_OF_CONDUCT)).change_request).toBeNull();
    expect(await auditEntries(t, 'compliance.change_request_withdrawn', bengali.user.id)).toEqual([
      { actor_id: officer.user.id, data: { change_request_id: first.json().id, form_key: CODE_OF_CONDUCT, message: 'Read section 4 again.' } },
    ]);
    expect((await call(t.app, 'DELETE', `${requestsUrl(bengali.user.id)}/${first.json().id}`, officer.token)).statusCode).toBe(404);
    // Withdrawn, the item takes a new request.
    expect((await call(t.app, 'POST', requestsUrl(bengali.user.id), officer.token, { form_key: CODE_OF_CONDUCT, message: 'Sign it' })).statusCode).toBe(201);
  });

  it('open an approved form for a draft, which stays open to the request until it is submitted', async () => {
    const candidate = await registerUser(t.app);
    const approved = await submit(candidate, CODE_OF_CONDUCT);
    expect((await call(t.app, 'POST', `/api/v1/admin/submissions/${approved.id}/approve`, officer.token)).statusCode).toBe(200);
    const draft = (answers: unknown) => call(t.app, 'PUT', formUrl(formByKey(CODE_OF_CONDUCT), 'draft'), candidate.token, { answers });
    expect((await draft({ has_read: true })).statusCode).toBe(409);
    expect((await summaryItem(candidate, CODE_OF_CONDUCT)).status).toBe('approved');

    const request = await call(t.app, 'POST', requestsUrl(candidate.user.id), officer.token, { form_key: CODE_OF_CONDUCT, message: 'Tick both boxes again' });
    expect((await summaryItem(candidate, CODE_OF_CONDUCT)).status).toBe('approved');
    const saved = await draft({ has_read: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().submission).toMatchObject({ status: 'draft', version: 2 });
    expect(await summaryItem(candidate, CODE_OF_CONDUCT)).toMatchObject({ status: 'draft', change_request: { id: request.json().id } });
    expect(await openRequest(request.json().id)).toEqual([{ resolved_at: null, resolved_by_submission_id: null }]);
    const submitted = await submit(candidate, CODE_OF_CONDUCT);
    expect(await openRequest(request.json().id)).toEqual([{ resolved_at: expect.any(String), resolved_by_submission_id: submitted.id }]);
  });

  it('refuse bad bodies with 422 keyed by field, writing nothing', async () => {
    const candidate = await registerUser(t.app);
    const before = await t.countAll(REQUEST_TABLES);
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [{ form_key: DECLARATION, message: '' }, { message: ['Write what the candidate should change'] }],
      [{ form_key: DECLARATION, message: '  ' }, { message: ['Write what the candidate should change'] }],
      [{ form_key: DECLARATION }, { message: ['Write what the candidate should change'] }],
      [{ form_key: DECLARATION, message: 7 }, { message: ['Write what the candidate should change'] }],
      [{ form_key: DECLARATION, message: 'x'.repeat(2001) }, { message: ['Write at most 2000 characters'] }],
      [{ message: 'Fix it' }, { form_key: ['Choose the item to be changed'] }],
      [{ form_key: 12, message: 'Fix it' }, { form_key: ['Choose the item to be changed'] }],
      [{ form_key: 'tempest-forms/no-such-form', message: 'Fix it' }, { form_key: ["This item is not in the candidate's checklist"] }],
      [{ form_key: LEGACY_FORM_KEYS[0], message: 'Fix it' }, { form_key: ["This item is not in the candidate's checklist"] }],
      [{ form_key: 'x'.repeat(100_000), message: 'Fix it' }, { form_key: ["This item is not in the candidate's checklist"] }],
    ];
    for (const [payload, errors] of cases) {
      const res = await call(t.app, 'POST', requestsUrl(candidate.user.id), officer.token, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
    expect((await call(t.app, 'POST', requestsUrl(candidate.user.id), officer.token, 'not json')).statusCode).toBe(400);
    expect(await t.countAll(REQUEST_TABLES)).toEqual(before);
    expect(await requestMails(candidate.user.email)).toEqual([]);
  });

  it('answer 404 for another candidate’s request, unknown or non-uuid ids and staff; 403 to candidates and without documents.review', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const mine = (await call(t.app, 'POST', requestsUrl(owner.user.id), officer.token, { form_key: CODE_OF_CONDUCT, message: 'Sign it' })).json();
    const editor = await userWithRole(t, 'news-only');
    const before = await t.countAll(REQUEST_TABLES);
    expect((await call(t.app, 'DELETE', `${requestsUrl(other.user.id)}/${mine.id}`, officer.token)).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `${requestsUrl(owner.user.id)}/not-a-uuid`, officer.token)).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `${requestsUrl(owner.user.id)}/${randomUUID()}`, officer.token)).statusCode).toBe(404);
    for (const id of [randomUUID(), 'not-a-uuid', adminId]) {
      expect((await call(t.app, 'GET', requestsUrl(id), officer.token)).statusCode, id).toBe(404);
      expect((await call(t.app, 'POST', requestsUrl(id), officer.token, { form_key: CODE_OF_CONDUCT, message: 'x' })).statusCode, id).toBe(404);
      expect((await call(t.app, 'DELETE', `${requestsUrl(id)}/${mine.id}`, officer.token)).statusCode, id).toBe(404);
    }
    for (const token of [owner.token, editor.token]) {
      expect((await call(t.app, 'GET', requestsUrl(owner.user.id), token)).statusCode).toBe(403);
      expect((await call(t.app, 'POST', requestsUrl(owner.user.id), token, { form_key: CODE_OF_CONDUCT, message: 'x' })).statusCode).toBe(403);
      expect((await call(t.app, 'DELETE', `${requestsUrl(owner.user.id)}/${mine.id}`, token)).statusCode).toBe(403);
    }
    expect(await t.countAll(REQUEST_TABLES)).toEqual(before);
    expect(await openRequest(mine.id)).toEqual([{ resolved_at: null, resolved_by_submission_id: null }]);
  });
});
