import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceToday, localiseDigits } from '@portal/contract';
import { runComplianceExpiry } from '../src/jobs/compliance-expiry.js';
import sharp from 'sharp';
import { pngImage } from './helpers/account.js';
import { pixelFloodPng, pngWithText } from './helpers/samples.js';
import { ADMIN, call, loginAs, registerUser, type Registered, type TestApp } from './helpers/app.js';
import { answersWithFiles, COMPLIANCE_TABLES, filesNeeded, formUrl, uploadPdfs, formByKey, reviewSetup } from './helpers/compliance.js';
import { createRole, giveRole } from './helpers/factories.js';

let t: TestApp;
let officer: Registered;
let signature: { full_name: string; image: string };
beforeAll(async () => {
  ({ t, officer, signature } = await reviewSetup('Test Candidate'));
});
afterAll(async () => t?.close());

const form = formByKey;

async function submit(user: Registered, key: string, overrides?: Record<string, string | boolean>, headers: Record<string, string> = {}) {
  const def = form(key);
  const files = await uploadPdfs(t.app, user.token, filesNeeded(def));
  const res = await call(t.app, 'POST', formUrl(def, 'submit'), user.token, { answers: answersWithFiles(def, files, overrides), signature }, headers);
  if (res.statusCode !== 201) throw new Error(`submit ${key} failed: ${res.statusCode} ${res.body}`);
  return res.json().submission as { id: string; status: string; version: number; expires_at: string | null; files: Array<{ id: string }> };
}

const review = (id: string, action: 'approve' | 'reject' | 'reopen', body?: unknown, token = officer.token) =>
  call(t.app, 'POST', `/api/v1/admin/submissions/${id}/${action}`, token, body);
const checklist = async (user: Registered, headers: Record<string, string> = {}) => {
  const res = await call(t.app, 'GET', '/api/v1/compliance', user.token, undefined, headers);
  expect(res.statusCode).toBe(200);
  return res.json() as { data: Array<Record<string, unknown>>; progress: { done: number; total: number } };
};
const item = (list: Awaited<ReturnType<typeof checklist>>, key: string) => list.data.find((entry) => entry.key === key);
/** Mails about forms queued for `email` (the sign-up code left out). */
const mailsTo = async (email: string) => (await t.deliveredTo(email)).filter((mail) => mail.subject !== 'Your Compliance Portal code');

describe('the candidate checklist', () => {
  it('lists the forms with their status and counts approved required ones as done', async () => {
    const me = await registerUser(t.app);
    const empty = await checklist(me);
    // 36 forms less 'DfE details (earlier version)', never offered anew; 16 items are required of everyone.
    expect(empty.data).toHaveLength(35);
    expect(empty.progress).toEqual({ done: 0, total: 16 });
    expect(item(empty, 'tempest-forms/right-to-work')).toEqual({
      key: 'tempest-forms/right-to-work',
      group: 'tempest-forms',
      slug: 'right-to-work',
      title: form('tempest-forms/right-to-work').title.en,
      status: 'not_started',
      submitted_at: null,
      reviewed_at: null,
      expires_at: null,
      reason: null,
      expiring_soon: false,
      change_request: null,
      requirement: 'required',
      why: 'Everyone must show they may work in the UK before starting (Immigration, Asylum and Nationality Act 2006)',
      due_at: null,
      retain_until: null,
      subject: 'right_to_work',
      section: 'identity_and_right_to_work',
    });

    await call(t.app, 'PUT', formUrl(form('tempest-forms/code-of-conduct'), 'draft'), me.token, { answers: { has_read: true } });
    const approved = await submit(me, 'tempest-forms/terms-of-engagement');
    const rejected = await submit(me, 'tempest-forms/candidate-declaration');
    await submit(me, 'tempest-forms/disciplinary-declaration');
    expect((await review(approved.id, 'approve')).statusCode).toBe(200);
    expect((await review(rejected.id, 'reject', { reason: 'Please sign with your full legal name' })).statusCode).toBe(200);

    const list = await checklist(me);
    expect(list.progress).toEqual({ done: 1, total: 16 });
    expect(item(list, 'tempest-forms/code-of-conduct')?.status).toBe('draft');
    expect(item(list, 'tempest-forms/terms-of-engagement')).toMatchObject({ status: 'approved', reviewed_at: expect.any(String) });
    expect(item(list, 'tempest-forms/candidate-declaration')).toMatchObject({ status: 'rejected', reason: 'Please sign with your full legal name' });
    expect(item(list, 'tempest-forms/disciplinary-declaration')).toMatchObject({ status: 'submitted', submitted_at: expect.any(String) });

    const bn = await checklist(me, { ebdlang: 'bn' });
    expect(item(bn, 'tempest-forms/right-to-work')?.title).toBe(form('tempest-forms/right-to-work').title.bn);
    expect((await call(t.app, 'GET', '/api/v1/compliance', undefined)).statusCode).toBe(401);
  });

  it('shows expired items, and flags approved ones expiring within 30 days', async () => {
    const me = await registerUser(t.app);
    const soon = await submit(me, 'compliance-docs/proof-of-id');
    const late = await submit(me, 'tempest-forms/professional-registration');
    // Identity is one item of two steps: it counts once both are approved.
    const details = await submit(me, 'tempest-forms/proof-of-id');
    await review(soon.id, 'approve');
    await review(late.id, 'approve');
    await review(details.id, 'approve');
    const in10Days = complianceToday(new Date(Date.now() + 10 * 86400_000));
    await t.query(sql`update submissions set expires_at = ${in10Days} where id = ${soon.id}`);
    await t.query(sql`update submissions set expires_at = ${complianceToday()} where id = ${late.id}`);
    const list = await checklist(me);
    expect(item(list, 'compliance-docs/proof-of-id')).toMatchObject({ status: 'approved', expiring_soon: true, expires_at: in10Days });
    expect(item(list, 'tempest-forms/professional-registration')).toMatchObject({ status: 'expired', expiring_soon: false });
    expect(list.progress.done).toBe(1);
  });
});

describe('review by officers', () => {
  it('is refused to candidates (403) and to everyone signed out (401)', async () => {
    const me = await registerUser(t.app);
    const mine = await submit(me, 'tempest-forms/candidate-declaration');
    const before = await t.countAll(COMPLIANCE_TABLES);
    for (const url of ['/api/v1/admin/submissions', `/api/v1/admin/submissions/${mine.id}`, `/api/v1/admin/candidates/${me.user.id}/compliance`]) {
      expect((await call(t.app, 'GET', url, me.token)).statusCode).toBe(403);
      expect((await call(t.app, 'GET', url, undefined)).statusCode).toBe(401);
    }
    expect((await review(mine.id, 'approve', undefined, me.token)).statusCode).toBe(403);
    expect((await review(mine.id, 'reject', { reason: 'x' }, me.token)).statusCode).toBe(403);
    expect((await review(mine.id, 'reopen', {}, me.token)).statusCode).toBe(403);
    expect(await t.countAll(COMPLIANCE_TABLES)).toEqual(before);
  });

  it('lists the queue with filters and the shared pagination', async () => {
    const me = await registerUser(t.app, { name: 'Queue Person Zed' });
    const a = await submit(me, 'tempest-forms/48-hour-opt-out-agreement');
    const b = await submit(me, 'tempest-forms/disqualification-check');
    await review(b.id, 'approve');
    const list = async (query: string) => {
      const res = await call(t.app, 'GET', `/api/v1/admin/submissions?${query}`, officer.token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const mine = await list('q=queue%20person%20zed');
    expect(mine.data.map((row: { id: string }) => row.id).sort()).toEqual([a.id, b.id].sort());
    expect(mine.meta).toMatchObject({ current_page: 1, total: 2, from: 1, to: 2 });
    expect(mine.data.find((row: { id: string }) => row.id === a.id)).toMatchObject({
      key: 'tempest-forms/48-hour-opt-out-agreement',
      status: 'submitted',
      version: 1,
      candidate: { id: me.user.id, name: 'Queue Person Zed', email: me.user.email },
    });
    expect((await list(`q=${encodeURIComponent(me.user.email)}&status=approved`)).data.map((r: { id: string }) => r.id)).toEqual([b.id]);
    expect((await list('q=queue%20person%20zed&form_key=tempest-forms/disqualification-check')).meta.total).toBe(1);
    const today = complianceToday();
    expect((await list(`q=queue%20person%20zed&submitted_from=${today}&submitted_to=${today}`)).meta.total).toBe(2);
    expect((await list('q=queue%20person%20zed&submitted_to=2000-01-01')).meta.total).toBe(0);
    const paged = await list('q=queue%20person%20zed&per_page=1&page=2');
    expect(paged.data).toHaveLength(1);
    expect(paged.meta).toMatchObject({ current_page: 2, last_page: 2, per_page: 1, total: 2, from: 2, to: 2 });

    for (const bad of ['status=draft', 'expiring_within=-1', 'submitted_from=yesterday', 'per_page=1000', 'submitted_from=2024-02-01&submitted_to=2024-01-01']) {
      const res = await call(t.app, 'GET', `/api/v1/admin/submissions?${bad}`, officer.token);
      expect(res.statusCode, bad).toBe(422);
    }
  });

  it('rejects, takes the resubmission as a new version with history, then approves it; each step mailed and audited', async () => {
    const me = await registerUser(t.app);
    const def = form('compliance-docs/national-insurance');
    const first = await submit(me, def.key);

    expect((await review(first.id, 'reject', {})).statusCode).toBe(422);
    expect((await review(first.id, 'reject', { reason: '   ' })).json().errors).toEqual({ reason: ['Give a reason'] });
    const rejected = await review(first.id, 'reject', { reason: 'The scan is unreadable' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().submission).toMatchObject({ status: 'rejected', reason: 'The scan is unreadable', reviewed_by: { id: officer.user.id } });
    expect((await review(first.id, 'approve')).statusCode).toBe(409);
    const [rejectMail] = await mailsTo(me.user.email);
    expect(rejectMail?.subject).toBe(`Action needed: ${def.title.en}`);
    expect(rejectMail?.text).toContain('Reason: The scan is unreadable');
    expect(rejectMail?.text).toContain(`${t.ctx.config.appUrl}/compliance-docs/national-insurance`);

    // The rejected version's files may be used again by the next version of the same form.
    const reused = await call(t.app, 'POST', formUrl(def, 'submit'), me.token, {
      answers: answersWithFiles(def, first.files.map((f) => f.id)),
      signature,
    });
    expect(reused.statusCode, reused.body).toBe(201);
    const second = reused.json().submission;
    expect(second).toMatchObject({ version: 2, status: 'submitted', reason: null });
    expect(second.id).not.toBe(first.id);

    const approved = await review(second.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    const detail = approved.json().submission;
    expect(detail).toMatchObject({ status: 'approved', current: true, version: 2 });
    expect(detail.versions.map((v: { version: number; status: string; current: boolean }) => [v.version, v.status, v.current])).toEqual([
      [2, 'approved', true],
      [1, 'rejected', false],
    ]);
    expect(detail.history.map((e: { version: number; action: string; actor: { id: string } | null }) => [e.version, e.action, e.actor?.id])).toEqual([
      [1, 'submitted', me.user.id],
      [1, 'rejected', officer.user.id],
      [2, 'submitted', me.user.id],
      [2, 'approved', officer.user.id],
    ]);
    expect(detail.history[1].reason).toBe('The scan is unreadable');
    const mails = await mailsTo(me.user.email);
    expect(mails.map((m) => m.subject)).toEqual([`Action needed: ${def.title.en}`, `Approved: ${def.title.en}`]);
    const audit = await t.query<{ action: string; actor_id: string }>(
      sql`select action, actor_id from audit_log where target_id in (${first.id}, ${second.id}) order by created_at, action`,
    );
    expect(audit.map((a) => a.action).sort()).toEqual(['compliance.approved', 'compliance.rejected', 'compliance.submitted', 'compliance.submitted']);
    expect((await checklist(me)).progress.done).toBe(1);
    expect((await call(t.app, 'GET', `/api/v1/admin/submissions/${first.id}`, officer.token)).json().submission.current).toBe(false);
  });

  it('shows answers, files, declaration and signature to the officer, and the signature image', async () => {
    const me = await registerUser(t.app);
    const sub = await submit(me, 'compliance-docs/right-to-work', {}, { ebdlang: 'bn' });
    const res = await call(t.app, 'GET', `/api/v1/admin/submissions/${sub.id}`, officer.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.definition.key).toBe('compliance-docs/right-to-work');
    expect(body.submission).toMatchObject({
      candidate: { id: me.user.id, email: me.user.email },
      answers: { access: 'full', answers: expect.objectContaining({ nationality: 'GB' }) },
      declaration_text: form('compliance-docs/right-to-work').declaration?.bn,
      declaration_text_en: form('compliance-docs/right-to-work').declaration?.en,
      language: 'bn',
      signature: { full_name: 'Test Candidate', ip: expect.any(String), image_url: `/api/v1/admin/submissions/${sub.id}/signature` },
    });
    expect(body.submission.files.map((f: { id: string }) => f.id)).toEqual(sub.files.map((f) => f.id));
    const image = await call(t.app, 'GET', body.submission.signature.image_url, officer.token);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toBe('attachment; filename="signature.png"');
    expect(image.headers['content-security-policy']).toBe('sandbox');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    // Kept re-encoded: the same picture, not necessarily the same bytes.
    const drawn = await sharp(Buffer.from(signature.image.split(',')[1]!, 'base64')).metadata();
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'png', width: drawn.width, height: drawn.height });
    expect((await call(t.app, 'GET', body.submission.signature.image_url, me.token)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/v1/admin/submissions/not-an-id', officer.token)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/v1/admin/submissions/00000000-0000-4000-8000-000000000000', officer.token)).statusCode).toBe(404);
  });

  it('keeps a drawn signature re-encoded, without hidden text, and refuses a pixel flood as unreadable', async () => {
    const me = await registerUser(t.app);
    const def = form('compliance-docs/right-to-work');
    const sign = async (image: Buffer) => {
      const files = await uploadPdfs(t.app, me.token, filesNeeded(def));
      const payload = { answers: answersWithFiles(def, files), signature: { full_name: 'Test Candidate', image: `data:image/png;base64,${image.toString('base64')}` } };
      return call(t.app, 'POST', formUrl(def, 'submit'), me.token, payload);
    };
    const flood = await sign(pixelFloodPng());
    expect(flood.statusCode, flood.body).toBe(422);
    expect(flood.json().errors).toEqual({ 'signature.image': ['The signature could not be read. Please draw it again.'] });

    const res = await sign(pngWithText(await pngImage(300, 100), '<script>alert(1)</script>'));
    expect(res.statusCode, res.body).toBe(201);
    const image = await call(t.app, 'GET', `/api/v1/admin/submissions/${res.json().submission.id}/signature`, officer.token);
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'png', width: 300, height: 100 });
    expect(image.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
  });

  it('never shows equal-opportunities answers to reviewers, and health answers only as an outcome without documents.health', async () => {
    const me = await registerUser(t.app);
    const equal = await submit(me, 'tempest-forms/equal-opportunities', { ethnicity: 'asian-bangladeshi', religion: 'muslim' });
    expect(equal.status).toBe('approved');
    const admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
    for (const token of [officer.token, admin]) {
      const res = await call(t.app, 'GET', `/api/v1/admin/submissions/${equal.id}`, token);
      expect(res.statusCode).toBe(200);
      const { submission } = res.json();
      expect(submission.answers).toEqual({ access: 'none' });
      expect(JSON.stringify(submission)).not.toContain('asian-bangladeshi');
      expect(JSON.stringify(submission)).not.toContain('muslim');
    }
    const queue = await call(t.app, 'GET', `/api/v1/admin/submissions?q=${encodeURIComponent(me.user.email)}`, officer.token);
    expect(queue.body).not.toContain('asian-bangladeshi');

    // Health questions may be asked once staff have marked a conditional offer (Equality Act 2010 s.60).
    await t.query(sql`insert into compliance_profiles (user_id, roles, settings, conditional_offer)
      values (${me.user.id}, array['teacher'], array['school'], true)`);
    const health = await submit(me, 'tempest-forms/fitness-to-teach');
    const asOfficer = await call(t.app, 'GET', `/api/v1/admin/submissions/${health.id}`, officer.token);
    expect(asOfficer.json().submission.answers).toEqual({ access: 'outcome', outcome: 'fit' });
    const asAdmin = await call(t.app, 'GET', `/api/v1/admin/submissions/${health.id}`, admin);
    expect(asAdmin.json().submission.answers.access).toBe('full');
  });

  it('reopens an approved submission as a draft with its answers and files, which the candidate resubmits', async () => {
    const me = await registerUser(t.app);
    const def = form('tempest-forms/qualification-check');
    const first = await submit(me, def.key);
    await review(first.id, 'approve');
    const reopened = await review(first.id, 'reopen', { reason: 'Please add the transcript' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().submission).toMatchObject({ current: false, status: 'approved' });

    const current = (await call(t.app, 'GET', formUrl(def), me.token)).json().submission;
    expect(current).toMatchObject({ version: 2, status: 'draft', reason: 'Please add the transcript' });
    expect(current.files.map((f: { id: string }) => f.id)).toEqual(first.files.map((f) => f.id));
    expect(item(await checklist(me), def.key)).toMatchObject({ status: 'draft', reason: 'Please add the transcript' });
    const mail = (await mailsTo(me.user.email)).at(-1);
    expect(mail?.subject).toBe(`Please update: ${def.title.en}`);

    const again = await call(t.app, 'POST', formUrl(def, 'submit'), me.token, { answers: current.answers, signature });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().submission).toMatchObject({ id: current.id, version: 2, status: 'submitted' });
    expect((await review(first.id, 'reopen', {})).statusCode).toBe(409);
    // A reopen without a body is fine too.
    const noBody = await call(t.app, 'POST', `/api/v1/admin/submissions/${again.json().submission.id}/reopen`, officer.token);
    expect(noBody.statusCode, noBody.body).toBe(200);
  });

  it('refuses reviews of one\'s own forms and of drafts', async () => {
    await createRole(t, 'self-reviewer', ['documents.review']);
    const me = await registerUser(t.app);
    await giveRole(t, me.user.id, 'self-reviewer');
    const own = await submit(me, 'tempest-forms/candidate-declaration');
    const res = await review(own.id, 'approve', undefined, me.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You cannot review your own forms.');
    const draft = await call(t.app, 'PUT', formUrl(form('tempest-forms/code-of-conduct'), 'draft'), me.token, { answers: {} });
    expect((await review(draft.json().submission.id, 'approve')).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/v1/admin/submissions/${draft.json().submission.id}`, officer.token)).statusCode).toBe(404);
  });

  it("summarises one candidate's compliance", async () => {
    const me = await registerUser(t.app);
    const a = await submit(me, 'tempest-forms/terms-of-engagement');
    await submit(me, 'tempest-forms/disciplinary-declaration');
    await review(a.id, 'approve');
    const res = await call(t.app, 'GET', `/api/v1/admin/candidates/${me.user.id}/compliance`, officer.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().candidate).toEqual({ id: me.user.id, name: me.user.name, email: me.user.email });
    // Counts of required forms: with no profile yet, 18 (15 items, three of them two-step pairs).
    expect(res.json().summary).toEqual({ approved: 1, missing: 17, awaiting_review: 1, expiring: 0, total: 19 });
    expect(res.json().progress).toEqual({ done: 1, total: 16 });
    expect(res.json().data.find((entry: { key: string }) => entry.key === 'tempest-forms/terms-of-engagement').submission_id).toBe(a.id);
    expect((await call(t.app, 'GET', '/api/v1/admin/candidates/00000000-0000-4000-8000-000000000000/compliance', officer.token)).statusCode).toBe(404);
  });
});

describe('the expiry job', () => {
  it('expires what has passed its date, reminds once per threshold, and is idempotent', async () => {
    const me = await registerUser(t.app);
    const dbs = await submit(me, 'compliance-docs/dbs-check');
    const licence = await submit(me, 'compliance-docs/driving-documentation', {}, { ebdlang: 'bn' });
    await review(dbs.id, 'approve');
    await review(licence.id, 'approve');
    const now = Date.now();
    const dayOffset = (days: number) => complianceToday(new Date(now + days * 86400_000));
    await t.query(sql`update submissions set expires_at = ${dayOffset(-1)} where id = ${dbs.id}`);
    await t.query(sql`update submissions set expires_at = ${dayOffset(20)} where id = ${licence.id}`);
    const mailsBefore = (await mailsTo(me.user.email)).length;

    const first = await runComplianceExpiry(t.ctx);
    expect(first.expired).toBeGreaterThanOrEqual(1);
    expect(first.reminded).toBeGreaterThanOrEqual(1);
    const [dbsRow] = await t.query<{ status: string }>(sql`select status from submissions where id = ${dbs.id}`);
    expect(dbsRow?.status).toBe('expired');
    const events = await t.query<{ action: string; actor_id: string | null }>(
      sql`select action, actor_id from submission_events where submission_id = ${dbs.id} and action = 'expired'`,
    );
    expect(events).toEqual([{ action: 'expired', actor_id: null }]);
    const mails = (await mailsTo(me.user.email)).slice(mailsBefore);
    const dbsTitle = form('compliance-docs/dbs-check').title.en;
    const licenceTitle = form('compliance-docs/driving-documentation').title.bn;
    const bengaliDate = localiseDigits(dayOffset(20), 'bn');
    expect(mails.map((m) => m.subject).sort()).toEqual([`Expired: ${dbsTitle}`, `${licenceTitle}-এর মেয়াদ শেষ হবে ${bengaliDate} তারিখে`].sort());
    // The Bengali reminder writes its date in Bengali figures: only the link may hold Latin ones.
    const bengali = mails.find((m) => m.subject.includes(licenceTitle))!;
    expect(`${bengali.subject} ${bengali.text.replace(/https?:\/\/\S+/g, '')}`).not.toMatch(/[0-9]/);

    // Running again the same day changes and sends nothing.
    const second = await runComplianceExpiry(t.ctx);
    expect(second).toEqual({ expired: 0, reminded: 0 });
    expect((await mailsTo(me.user.email)).length).toBe(mailsBefore + 2);

    // 7 days before expiry comes the second and last reminder.
    const later = new Date(now + 14 * 86400_000);
    const third = await runComplianceExpiry(t.ctx, later);
    expect(third.reminded).toBeGreaterThanOrEqual(1);
    const fourth = await runComplianceExpiry(t.ctx, new Date(now + 15 * 86400_000));
    expect(fourth.reminded).toBe(0);
    const reminders = await t.query<{ threshold_days: number }>(
      sql`select threshold_days from submission_reminders where submission_id = ${licence.id} order by threshold_days`,
    );
    expect(reminders.map((r) => r.threshold_days)).toEqual([7, 30]);

    // The expired one can be renewed by the candidate as a new version.
    // A certificate issued today: the agency's 12-month re-check is a year away.
    const renewed = await submit(me, 'compliance-docs/dbs-check', { issue_date: complianceToday() });
    expect(renewed.version).toBe(2);
    expect(item(await checklist(me), 'compliance-docs/dbs-check')?.status).toBe('submitted');
  });
});
