import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceToday, localiseDigits } from '@portal/contract';
import { runComplianceExpiry } from '../src/jobs/compliance-expiry.js';
import { notifyOfficers } from '../src/modules/compliance/expiry-digest.js';
import { runRetentionPurge } from '../src/modules/compliance/retention-purge.js';
import { auditEntries } from './helpers/admin-users.js';
import { userWithRole } from './helpers/factories.js';
import { call, registerUser, type Registered, type TestApp } from './helpers/app.js';
import { answersWithFiles, filesNeeded, formByKey, formUrl, PDF, reviewSetup, uploadPdfs } from './helpers/compliance.js';
import { pdfText, unzip } from './helpers/packs.js';

/** Records and retention (uk-rules.md 'Retention clocks'): staff facts, legal hold, the purge job, deadline reminders. */
let t: TestApp;
let officer: Registered;
let signature: { full_name: string; image: string };
beforeAll(async () => {
  ({ t, officer, signature } = await reviewSetup('Test Candidate'));
});
afterAll(async () => t?.close());

const TEACHER_IN_SCHOOLS = { roles: ['teacher'], settings: ['school'], management: false };
const DAY = 86400_000;
const MONTH = 31 * DAY;

async function candidate(profile: Record<string, unknown> = TEACHER_IN_SCHOOLS): Promise<Registered> {
  const me = await registerUser(t.app);
  const res = await call(t.app, 'PUT', '/api/v1/compliance/profile', me.token, profile);
  expect(res.statusCode, res.body).toBe(200);
  return me;
}

async function submit(me: Registered, key: string, overrides?: Record<string, string | boolean>) {
  const def = formByKey(key);
  const files = await uploadPdfs(t.app, me.token, filesNeeded(def));
  const res = await call(t.app, 'POST', formUrl(def, 'submit'), me.token, { answers: answersWithFiles(def, files, overrides), signature });
  expect(res.statusCode, res.body).toBe(201);
  return { ...(res.json().submission as { id: string }), files };
}
async function approved(me: Registered, key: string, overrides?: Record<string, string | boolean>) {
  const sub = await submit(me, key, overrides);
  const res = await call(t.app, 'POST', `/api/v1/admin/submissions/${sub.id}/approve`, officer.token);
  expect(res.statusCode, res.body).toBe(200);
  return sub;
}

const retentionUrl = (id: string) => `/api/v1/admin/users/${id}/retention`;
const holdUrl = (id: string) => `/api/v1/admin/users/${id}/legal-hold`;
const today = () => complianceToday();
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
/** Calendar months later (the contract's rule: the same day of the month, clamped to its last day). */
function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last))).toISOString().slice(0, 10);
}

async function storageKeys(uploadIds: readonly string[]): Promise<string[]> {
  if (uploadIds.length === 0) return [];
  const rows = await t.query<{ storage_key: string }>(
    sql`select storage_key from uploads where id in (${sql.join(uploadIds.map((id) => sql`${id}::uuid`), sql`, `)})`,
  );
  return rows.map((row) => row.storage_key);
}
async function submissionRow(id: string) {
  const [row] = await t.query<{
    answers: Record<string, unknown>;
    purged_at: Date | null;
    tombstone: { deleted: { files: string[]; file_hashes: unknown } } | null;
    signature_image: unknown;
    typed_name: string | null;
    reviewed_at: Date | null;
    status: string;
    files: number;
  }>(sql`select answers, purged_at, tombstone, signature_image, typed_name, reviewed_at, status,
           (select count(*)::int from submission_files f where f.submission_id = s.id) as files
         from submissions s where id = ${id}`);
  return row!;
}

describe('retention facts and legal hold (staff)', () => {
  it('refuses without the permission, 404s an unknown user and writes nothing for bad input', async () => {
    const me = await candidate();
    expect((await call(t.app, 'GET', retentionUrl(me.user.id), me.token)).statusCode).toBe(403);
    expect((await call(t.app, 'PUT', holdUrl(me.user.id), me.token, { reason: 'x' })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', retentionUrl('00000000-0000-4000-8000-000000000000'), officer.token)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', retentionUrl('nope'), officer.token)).statusCode).toBe(404);

    const before = await t.countAll(['audit_log', 'compliance_profiles']);
    const future = addDays(today(), 2);
    const bad = await call(t.app, 'PUT', retentionUrl(me.user.id), officer.token, { last_service_on: future, closed_unplaced_on: '2026-13-40' });
    expect(bad.statusCode, bad.body).toBe(422);
    expect(bad.json().errors).toEqual({ last_service_on: ['This date cannot be in the future'], closed_unplaced_on: ['Enter a date as YYYY-MM-DD'] });
    const bn = await call(t.app, 'PUT', retentionUrl(me.user.id), officer.token, { last_service_on: future, closed_unplaced_on: null }, { ebdlang: 'bn' });
    expect(bn.json().errors).toEqual({ last_service_on: ['এই তারিখ ভবিষ্যতের হতে পারে না'] });
    const extra = await call(t.app, 'PUT', retentionUrl(me.user.id), officer.token, { last_service_on: null, closed_unplaced_on: null, hold: true });
    expect(extra.statusCode).toBe(422);
    const empty = await call(t.app, 'PUT', holdUrl(me.user.id), officer.token, { reason: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ reason: ['Write why the records must be kept'] });
    const long = await call(t.app, 'PUT', holdUrl(me.user.id), officer.token, { reason: 'x'.repeat(501) });
    expect(long.json().errors).toEqual({ reason: ['Write at most 500 characters'] });
    expect((await call(t.app, 'DELETE', holdUrl(me.user.id), officer.token)).statusCode).toBe(409);
    expect(await t.countAll(['audit_log', 'compliance_profiles'])).toEqual(before);
  });

  it('saves the dates and the hold, audits each, and lists what each submission keeps', async () => {
    const me = await candidate();
    const dbs = await approved(me, 'compliance-docs/dbs-check', { issue_date: today() });
    const lastDay = addDays(today(), -3);
    const put = await call(t.app, 'PUT', retentionUrl(me.user.id), officer.token, { last_service_on: lastDay, closed_unplaced_on: null });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ last_service_on: lastDay, closed_unplaced_on: null, legal_hold: null });
    const row = put.json().submissions.find((s: { id: string }) => s.id === dbs.id);
    expect(row).toMatchObject({ retention_class: 'dbs_certificate', deletes: 'files', retain_until: addMonths(today(), 6), purged_at: null, tombstone: null });
    const [audit] = await auditEntries(t, 'compliance.retention_facts_updated', me.user.id);
    expect(audit).toMatchObject({ actor_id: officer.user.id, data: { last_service_on: [null, lastDay] } });
    expect(String(audit!.data!.summary)).toContain('Retention facts of');

    const hold = await call(t.app, 'PUT', holdUrl(me.user.id), officer.token, { reason: 'Tribunal claim 2026/123' });
    expect(hold.statusCode, hold.body).toBe(200);
    expect(hold.json().legal_hold).toMatchObject({ reason: 'Tribunal claim 2026/123', by_name: 'Olivia Officer' });
    expect((await call(t.app, 'GET', retentionUrl(me.user.id), officer.token)).json().legal_hold.reason).toBe('Tribunal claim 2026/123');
    const lifted = await call(t.app, 'DELETE', holdUrl(me.user.id), officer.token);
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json().legal_hold).toBeNull();
    expect((await auditEntries(t, 'compliance.legal_hold_placed', me.user.id)).length).toBe(1);
    expect((await auditEntries(t, 'compliance.legal_hold_lifted', me.user.id)).length).toBe(1);
    // The candidate's own profile is untouched by the staff facts.
    const profile = await call(t.app, 'GET', '/api/v1/compliance/profile', me.token);
    expect(profile.json().roles).toEqual(['teacher']);
  });
});

describe('the retention job', () => {
  it('deletes a DBS certificate copy 6 months after the check, keeping the record of the check and the decision', async () => {
    const me = await candidate();
    const dbs = await approved(me, 'compliance-docs/dbs-check', { issue_date: today() });
    const keys = await storageKeys(dbs.files);
    expect(keys.length).toBeGreaterThan(0);
    const now = Date.now();

    await runRetentionPurge(t.ctx, new Date(now + 5 * MONTH));
    expect((await submissionRow(dbs.id)).purged_at).toBeNull();

    await runRetentionPurge(t.ctx, new Date(now + 7 * MONTH));
    const row = await submissionRow(dbs.id);
    expect(row.purged_at).not.toBeNull();
    expect(row.files).toBe(0);
    expect(await storageKeys(dbs.files)).toEqual([]);
    for (const key of keys) expect(await t.ctx.storage.exists(key)).toBe(false);
    expect(row.signature_image).toBeNull();
    // The record of the check and the decision stays: status, review, the answers (only the files go).
    expect(row.status).toBe('approved');
    expect(row.reviewed_at).not.toBeNull();
    expect(row.typed_name).toBe('Test Candidate');
    expect(Object.keys(row.answers).length).toBeGreaterThan(0);
    expect(row.tombstone).toMatchObject({
      form_key: 'compliance-docs/dbs-check',
      status: 'approved',
      reviewer_name: 'Olivia Officer',
      retention_class: 'dbs_certificate',
      rule: 'rules.retention.dbs_certificate',
      deletes: 'files',
      deleted: { signature_image: true, typed_name: false },
    });
    expect(row.tombstone!.deleted.files.length).toBe(dbs.files.length);
    // Each deleted file keeps the SHA-256 recorded at upload (every file here is the same small PDF).
    const pdfHash = createHash('sha256').update(PDF).digest('hex');
    expect(row.tombstone!.deleted.file_hashes).toEqual(row.tombstone!.deleted.files.map((name: string) => ({ name, sha256: pdfHash })));
    const audits = await auditEntries(t, 'compliance.retention_purged', dbs.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actor_id).toBeNull();
    expect(audits[0]!.data!.summary).toMatch(/^Retention: DBS .* deleted \(the evidence files and the signature image\)\. Rule: The certificate copy is deleted 6 months after the check/);

    // Run again: nothing more happens.
    await runRetentionPurge(t.ctx, new Date(now + 8 * MONTH));
    expect(await auditEntries(t, 'compliance.retention_purged', dbs.id)).toHaveLength(1);

    // The officer's view and the pack still work, and say what was deleted.
    const review = await call(t.app, 'GET', `/api/v1/admin/submissions/${dbs.id}`, officer.token);
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json().submission).toMatchObject({ files: [], tombstone: { deletes: 'files' } });
    expect(review.json().submission.purged_at).toEqual(expect.any(String));
    const pack = await t.app.inject({ method: 'GET', url: `/api/v1/admin/candidates/${me.user.id}/pack.pdf`, headers: { authorization: `Bearer ${officer.token}` } });
    expect(pack.statusCode, pack.body).toBe(200);
    expect(pdfText(pack.rawPayload)).toContain('Deleted under retention on');
    expect(pdfText(pack.rawPayload).replace(/\s+/g, ' ')).toContain(`Deleted file ${row.tombstone!.deleted.files[0]}, SHA-256 as recorded: ${pdfHash}`);
    const zip = await t.app.inject({ method: 'GET', url: `/api/v1/admin/candidates/${me.user.id}/pack.zip`, headers: { authorization: `Bearer ${officer.token}` } });
    expect(zip.statusCode).toBe(200);
    const entries = [...(await unzip(zip.rawPayload)).keys()];
    expect(entries.filter((name) => name.startsWith('compliance-docs/dbs-check/'))).toEqual([]);
  });

  it('purges a right-to-work record entirely 2 years after the last day of work, naming the check in the tombstone', async () => {
    const me = await candidate();
    const rtw = await approved(me, 'compliance-docs/right-to-work');
    await t.query(sql`
      insert into submission_checks (submission_id, kind, method, result, checked_on, details, checked_by, checker_name)
      values (${rtw.id}, 'right_to_work', 'manual', 'continuous', ${today()}, '{}'::jsonb, ${officer.user.id}, 'Olivia Officer')`);
    const put = await call(t.app, 'PUT', retentionUrl(me.user.id), officer.token, { last_service_on: today(), closed_unplaced_on: null });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().submissions.find((s: { id: string }) => s.id === rtw.id)).toMatchObject({ retain_until: addMonths(today(), 24), deletes: 'all' });
    const now = Date.now();

    await runRetentionPurge(t.ctx, new Date(now + 23 * MONTH));
    expect((await submissionRow(rtw.id)).purged_at).toBeNull();
    await runRetentionPurge(t.ctx, new Date(now + 25 * MONTH));
    const row = await submissionRow(rtw.id);
    expect(row.purged_at).not.toBeNull();
    expect(row.answers).toEqual({});
    expect(row.files).toBe(0);
    expect(row.signature_image).toBeNull();
    expect(row.typed_name).toBeNull();
    expect(row.tombstone).toMatchObject({
      form_key: 'compliance-docs/right-to-work',
      retention_class: 'right_to_work',
      deletes: 'all',
      check: { kind: 'right_to_work', method: 'manual', result: 'continuous', checked_on: today(), checker_name: 'Olivia Officer' },
      deleted: { signature_image: true, typed_name: true },
    });
    const get = await call(t.app, 'GET', retentionUrl(me.user.id), officer.token);
    expect(get.json().submissions.find((s: { id: string }) => s.id === rtw.id).tombstone.check.checker_name).toBe('Olivia Officer');
  });

  it('deletes the written details of a criminal record declaration after the decision, keeping the yes/no answers', async () => {
    const me = await candidate();
    const sub = await approved(me, 'tempest-forms/criminal-conviction-declaration', {
      has_convictions: false,
      has_pending_charges: true,
      pending_details: 'Awaiting a hearing in March',
    });
    expect((await submissionRow(sub.id)).answers).toMatchObject({ pending_details: 'Awaiting a hearing in March' });
    await runRetentionPurge(t.ctx, new Date(Date.now() + 7 * MONTH));
    const row = await submissionRow(sub.id);
    expect(row.answers).toEqual({ has_convictions: false, has_pending_charges: true });
    expect(row.typed_name).toBe('Test Candidate');
    expect(row.tombstone).toMatchObject({ retention_class: 'criminal_record_details', deletes: 'details', deleted: { answers: ['pending_details'] } });
    const review = await call(t.app, 'GET', `/api/v1/admin/submissions/${sub.id}`, officer.token);
    expect(review.statusCode, review.body).toBe(200);
  });

  it('keeps the yes/no outcome of an earlier version of a form, and deletes its free text', async () => {
    const me = await candidate({ roles: ['early_years_practitioner'], settings: ['early_years'], management: false });
    const sub = await approved(me, 'tempest-forms/disqualification-check');
    // What version 1 of the childcare disqualification check stored: one yes/no, its details and the waiver.
    const earlier = { is_disqualified: true, disqualification_details: 'Order made in 2015', has_waiver: true, old_note: 'free text' };
    await t.query(sql`update submissions set answers = ${JSON.stringify(earlier)}::jsonb, definition_version = 1 where id = ${sub.id}`);
    await runRetentionPurge(t.ctx, new Date(Date.now() + 7 * MONTH));
    expect((await submissionRow(sub.id)).answers).toEqual({ is_disqualified: true, has_waiver: true });
  });

  it('purges earlier (superseded) versions too', async () => {
    const me = await candidate();
    const first = await submit(me, 'compliance-docs/dbs-check', { issue_date: today() });
    const rejected = await call(t.app, 'POST', `/api/v1/admin/submissions/${first.id}/reject`, officer.token, { reason: 'Blurred' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const second = await approved(me, 'compliance-docs/dbs-check', { issue_date: today() });
    expect(second.id).not.toBe(first.id);
    await runRetentionPurge(t.ctx, new Date(Date.now() + 7 * MONTH));
    const old = await submissionRow(first.id);
    expect(old.purged_at).not.toBeNull();
    expect(old.tombstone).toMatchObject({ status: 'rejected', version: 1 });
    expect(await storageKeys(first.files)).toEqual([]);
    expect((await submissionRow(second.id)).purged_at).not.toBeNull();
  });

  it('deletes nothing under a legal hold, and purges once the hold is lifted', async () => {
    const me = await candidate();
    const rtw = await approved(me, 'compliance-docs/right-to-work');
    await call(t.app, 'PUT', retentionUrl(me.user.id), officer.token, { last_service_on: today(), closed_unplaced_on: null });
    expect((await call(t.app, 'PUT', holdUrl(me.user.id), officer.token, { reason: 'Police request' })).statusCode).toBe(200);
    const later = new Date(Date.now() + 25 * MONTH);

    await runRetentionPurge(t.ctx, later);
    const held = await submissionRow(rtw.id);
    expect(held.purged_at).toBeNull();
    expect(held.files).toBe(rtw.files.length);

    expect((await call(t.app, 'DELETE', holdUrl(me.user.id), officer.token)).statusCode).toBe(200);
    await runRetentionPurge(t.ctx, later);
    await runRetentionPurge(t.ctx, later);
    expect((await submissionRow(rtw.id)).purged_at).not.toBeNull();
    expect(await auditEntries(t, 'compliance.retention_purged', rtw.id)).toHaveLength(1);
  });
});

describe('reminders before the deadline', () => {
  it('reminds the candidate in their language and the officers once per threshold', async () => {
    const me = await candidate();
    const rtw = await approved(me, 'compliance-docs/right-to-work');
    // The officer's check sets the follow-up deadline (the permission's end); the daily job keeps the stored
    // due_at in line with the rules, so the rules must agree with the date set here.
    const check = await call(t.app, 'POST', `/api/v1/admin/submissions/${rtw.id}/checks`, officer.token, {
      kind: 'right_to_work', method: 'online', result: 'time_limited', checked_on: today(), permission_expiry_date: addDays(today(), 20),
    });
    expect(check.statusCode, check.body).toBe(200);
    await t.query(sql`update submissions set due_at = ${addDays(today(), 20)}, language = 'bn' where id = ${rtw.id}`);
    const title = formByKey('compliance-docs/right-to-work').title;
    const before = (await t.deliveredTo(me.user.email)).length;

    await runComplianceExpiry(t.ctx);
    const mails = (await t.deliveredTo(me.user.email)).slice(before);
    expect(mails.map((m) => m.subject)).toEqual([`${title.bn}: পরবর্তী যাচাই ${localiseDigits(addDays(today(), 20), 'bn')} তারিখের মধ্যে করতে হবে`]);
    const digest = (await t.deliveredTo(officer.user.email)).at(-1);
    expect(digest?.text).toContain('Deadline within 30 days (1):');
    expect(digest?.text).toContain(title.en);

    // The same day again: nothing new.
    await runComplianceExpiry(t.ctx);
    expect((await t.deliveredTo(me.user.email)).length).toBe(before + 1);

    // 7 days before the deadline: the second and last reminder.
    await runComplianceExpiry(t.ctx, new Date(Date.now() + 14 * DAY));
    await runComplianceExpiry(t.ctx, new Date(Date.now() + 15 * DAY));
    expect((await t.deliveredTo(me.user.email)).length).toBe(before + 2);
    const marks = await t.query<{ threshold_days: number }>(
      sql`select threshold_days from submission_reminders where submission_id = ${rtw.id} order by threshold_days`,
    );
    expect(marks.map((m) => m.threshold_days)).toEqual([-30, -7]);
  });
});

describe('the officers’ digest', () => {
  it('comes to each officer in the language they last signed in in, English for those who never said', async () => {
    const bina = await userWithRole(t, 'compliance-officer', { name: 'Bina Officer' });
    const signedIn = await call(t.app, 'POST', '/api/v1/login', undefined, { login: bina.user.email, password: 'secret-pass' }, { ebdlang: 'bn' });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const [stored] = await t.query<{ language: string }>(sql`select language from users where id = ${bina.user.id}`);
    expect(stored?.language).toBe('bn');

    const rightToWork = formByKey('compliance-docs/right-to-work').title;
    const expiredRow = { id: 'x', user_id: 'y', form_key: 'compliance-docs/right-to-work', language: 'en', expires_at: '2026-11-20', email: 'asha@example.com', name: 'Asha' };
    await notifyOfficers(t.ctx, t.ctx.db, { expired: [expiredRow], expiring: [] });
    t.ctx.mailer.flush();

    const bengali = (await t.deliveredTo(bina.user.email)).at(-1);
    expect(bengali?.subject).toBe('কমপ্লায়েন্সের মেয়াদ: ১টির মেয়াদ শেষ, ০টির মেয়াদ শিগগির শেষ হবে');
    expect(bengali?.text).toContain(`Asha <asha@example.com>: ${rightToWork.bn}, ${localiseDigits('2026-11-20', 'bn')}`);
    const english = (await t.deliveredTo(officer.user.email)).at(-1);
    expect(english?.subject).toBe('Compliance expiry: 1 expired, 0 expiring soon');
    expect(english?.text).toContain(`Asha <asha@example.com>: ${rightToWork.en}, 2026-11-20`);
  });
});
