import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, complianceToday, type FormAnswers } from '@portal/contract';
import { runComplianceExpiry } from '../src/jobs/compliance-expiry.js';
import { call, createTestApp, registerUser, type Registered, type TestApp } from './helpers/app.js';
import { answersWithFiles, filesNeeded, formByKey, formUrl, reviewSetup, uploadPdfs } from './helpers/compliance.js';
import { userWithRole } from './helpers/factories.js';

/**
 * Officers' checks (issue 9, uk-rules.md §1.3): a right-to-work check by share code, IDSP, by hand or through
 * the Employer Checking Service, and DBS Update Service status checks; the latest check sets the follow-up; the risk
 * assessment an overseas police check without a certificate needs before it is approved.
 */
let t: TestApp;
let officer: Registered;
let signature: { full_name: string; image: string };
beforeAll(async () => {
  ({ t, officer, signature } = await reviewSetup('Test Candidate'));
});
afterAll(async () => t?.close());

/** A time-limited permission's end, months ahead whenever the suite runs. */
const PERMISSION_ENDS = addMonths(complianceToday(), 6);
const RTW = 'compliance-docs/right-to-work';
const TEACHER_IN_SCHOOLS = { roles: ['teacher'], settings: ['school'], management: false };

async function candidate(): Promise<Registered> {
  const me = await registerUser(t.app);
  expect((await call(t.app, 'PUT', '/api/v1/compliance/profile', me.token, TEACHER_IN_SCHOOLS)).statusCode).toBe(200);
  return me;
}

async function submit(me: Registered, key: string, overrides?: FormAnswers) {
  const def = formByKey(key);
  const files = await uploadPdfs(t.app, me.token, filesNeeded(def, overrides));
  const res = await call(t.app, 'POST', formUrl(def, 'submit'), me.token, { answers: answersWithFiles(def, files, overrides), signature });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().submission as { id: string };
}

const byShareCode = { nationality: 'IN', document_type: 'visa', share_code: 'W12 3AB 45C', date_of_birth: '1990-04-02' };
const check = (id: string, body: unknown, token = officer.token, headers: Record<string, string> = {}) =>
  call(t.app, 'POST', `/api/v1/admin/submissions/${id}/checks`, token, body, headers);
const countChecks = async () => (await t.query<{ n: number }>(sql`select count(*)::int as n from submission_checks`))[0]?.n;

describe('a right-to-work check by share code', () => {
  it('records method, result, checker and date, and makes the permission’s end the follow-up date everywhere', async () => {
    const me = await candidate();
    const sub = await submit(me, RTW, byShareCode);
    const stored = await t.query<{ due_at: string | null; lawful_basis: string; retention_class: string }>(
      sql`select due_at::text, lawful_basis, retention_class from submissions where id = ${sub.id}`,
    );
    // Nothing is due before the officer has checked; the record says why the agency may hold it and how long.
    expect(stored[0]).toEqual({ due_at: null, lawful_basis: 'legal_obligation', retention_class: 'right_to_work' });

    const res = await check(sub.id, {
      kind: 'right_to_work',
      method: 'online',
      result: 'time_limited',
      checked_on: complianceToday(),
      permission_expiry_date: PERMISSION_ENDS,
      reference: 'W123AB45C',
    });
    expect(res.statusCode, res.body).toBe(200);
    const review = res.json().submission;
    expect(review.check_kinds).toEqual(['right_to_work']);
    expect(review.checks).toEqual([
      expect.objectContaining({
        method: 'online',
        result: 'time_limited',
        checked_on: complianceToday(),
        checker_name: 'Olivia Officer',
        details: { permission_expiry_date: PERMISSION_ENDS, reference: 'W123AB45C' },
      }),
    ]);
    expect(review.deadline).toEqual({
      due_at: PERMISSION_ENDS,
      label: 'Check again before the permission to work ends (Immigration, Asylum and Nationality Act 2006)',
    });
    expect(review.lawful_basis).toBe('Legal obligation (UK GDPR Article 6(1)(c))');

    const due = await t.query<{ due_at: string }>(sql`select due_at::text from submissions where id = ${sub.id}`);
    expect(due[0]?.due_at).toBe(PERMISSION_ENDS);
    const list = (await call(t.app, 'GET', '/api/v1/compliance', me.token)).json();
    expect(list.data.find((item: { key: string }) => item.key === RTW)?.due_at).toBe(PERMISSION_ENDS);
    const summary = (await call(t.app, 'GET', `/api/v1/admin/candidates/${me.user.id}/compliance`, officer.token)).json();
    expect(summary.data.find((item: { key: string }) => item.key === RTW)?.due_at).toBe(PERMISSION_ENDS);
    const audit = await t.query<{ action: string; actor_id: string }>(sql`select action, actor_id from audit_log where target_id = ${sub.id} and action = 'compliance.checked'`);
    expect(audit).toEqual([{ action: 'compliance.checked', actor_id: officer.user.id }]);

    const bn = (await call(t.app, 'GET', `/api/v1/admin/submissions/${sub.id}`, officer.token, undefined, { ebdlang: 'bn' })).json().submission;
    expect(bn.deadline.label).toBe('কাজের অনুমতির মেয়াদ শেষ হওয়ার আগে আবার যাচাই করতে হবে (অভিবাসন, আশ্রয় ও জাতীয়তা আইন ২০০৬)');
    expect(bn.lawful_basis).toBe('আইনি বাধ্যবাধকতা (ইউকে জিডিপিআর, অনুচ্ছেদ ৬(১)(গ))');
  });

  it('follows an Employer Checking Service notice for 6 months, and a later check with no time limit ends the follow-up', async () => {
    const me = await candidate();
    const sub = await submit(me, RTW, byShareCode);
    const pvn = await check(sub.id, { kind: 'right_to_work', method: 'ecs', result: 'pvn', checked_on: '2026-01-10', pvn_date: '2026-01-09' });
    expect(pvn.json().submission.deadline.due_at).toBe(addMonths('2026-01-09', 6));
    const settled = await check(sub.id, { kind: 'right_to_work', method: 'online', result: 'continuous', checked_on: complianceToday() });
    expect(settled.json().submission.deadline).toBeNull();
    expect(settled.json().submission.checks).toHaveLength(2);
  });

  it('expires the item the day after the permission ends, through the daily job', async () => {
    const me = await candidate();
    const sub = await submit(me, RTW, byShareCode);
    expect((await call(t.app, 'POST', `/api/v1/admin/submissions/${sub.id}/approve`, officer.token)).statusCode).toBe(200);
    await check(sub.id, { kind: 'right_to_work', method: 'online', result: 'time_limited', checked_on: '2025-01-06', permission_expiry_date: '2025-12-31' });
    await runComplianceExpiry(t.ctx);
    const rows = await t.query<{ status: string }>(sql`select status from submissions where id = ${sub.id}`);
    expect(rows[0]?.status).toBe('expired');
    const mails = (await t.deliveredTo(me.user.email)).map((mail) => mail.subject);
    expect(mails).toContain(`Expired: ${formByKey(RTW).title.en}`);
  });
});

describe('a DBS Update Service status check', () => {
  it('moves the agency’s re-check to 12 months after the status check', async () => {
    const me = await candidate();
    const sub = await submit(me, 'compliance-docs/dbs-check', { issue_date: '2024-02-01' });
    const res = await check(sub.id, { kind: 'dbs_status', method: 'update_service', result: 'current', checked_on: '2026-02-03' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().submission.deadline).toMatchObject({ due_at: '2027-02-03' });
    expect(res.json().submission.lawful_basis).toBe(
      'Legal obligation (UK GDPR Article 6(1)(c)); Safeguarding of children and individuals at risk (DPA 2018 Sch. 1 para 18)',
    );
  });
});

describe('identity and register checks', () => {
  it('records the DBS identity route, method and documents seen on a proof of identity, and refuses it without them', async () => {
    const me = await candidate();
    const id = await submit(me, 'compliance-docs/proof-of-id');
    const before = await countChecks();
    const bare = await check(id.id, { kind: 'identity', method: 'face_to_face', result: 'verified', checked_on: complianceToday() }, officer.token, { ebdlang: 'bn' });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors).toMatchObject({ route: ['ডিবিএস পরিচয় যাচাইয়ের পথ (রুট) বেছে নিন'], documents_seen: expect.any(Array) });
    expect(await countChecks()).toBe(before);

    const res = await check(id.id, {
      kind: 'identity',
      method: 'video_with_originals',
      result: 'verified',
      checked_on: complianceToday(),
      route: '1',
      documents_seen: 'UK passport 533401372; bank statement',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().submission).toMatchObject({ check_kinds: ['identity'], risk_reason: null, deadline: null });
    expect(res.json().submission.checks).toEqual([
      expect.objectContaining({ kind: 'identity', method: 'video_with_originals', details: { route: '1', documents_seen: 'UK passport 533401372; bank statement' } }),
    ]);
  });

  it('records a teacher-record check with what it shows', async () => {
    const me = await candidate();
    const record = await submit(me, 'tempest-forms/dfe-details');
    const restricted = await check(record.id, { kind: 'register', method: 'tra', result: 'restricted', checked_on: complianceToday() });
    expect(restricted.statusCode).toBe(422);
    expect(restricted.json().errors.notes).toEqual(['Say what the register shows']);
    const res = await check(record.id, { kind: 'register', method: 'tra', result: 'clear', checked_on: complianceToday(), reference: '1234567' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().submission.checks[0]).toMatchObject({ kind: 'register', result: 'clear', details: { reference: '1234567' } });
  });
});

describe('refusals, with nothing written', () => {
  it('422 for a check the form does not take, a future date, or a result without its facts, in the user’s language', async () => {
    const me = await candidate();
    const rtw = await submit(me, RTW, byShareCode);
    const conduct = await submit(me, 'tempest-forms/code-of-conduct');
    const before = await countChecks();

    const wrongForm = await check(conduct.id, { kind: 'right_to_work', method: 'manual', result: 'continuous', checked_on: '2026-01-05' });
    expect(wrongForm.statusCode).toBe(422);
    expect(wrongForm.json().errors.kind).toEqual(['This form does not take a check']);
    const wrongKind = await check(rtw.id, { kind: 'dbs_status', method: 'update_service', result: 'current', checked_on: '2026-01-05' });
    expect(wrongKind.statusCode).toBe(422);

    const future = await check(rtw.id, { kind: 'right_to_work', method: 'manual', result: 'continuous', checked_on: addMonths(complianceToday(), 1) });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors.checked_on).toEqual(['The date of the check cannot be in the future']);

    const missing = await check(
      rtw.id,
      { kind: 'right_to_work', method: 'online', result: 'time_limited', checked_on: '2026-01-05' },
      officer.token,
      { ebdlang: 'bn' },
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.permission_expiry_date).toEqual(['অনুমতির মেয়াদ শেষ হওয়ার দিনটি লিখুন']);

    for (const bad of [
      null,
      'check',
      { kind: 'right_to_work', method: 'fax', result: 'continuous', checked_on: '2026-01-05' },
      { kind: 'right_to_work', method: 'manual', result: 'continuous', checked_on: '05/01/2026' },
      { kind: 'right_to_work', method: 'manual', result: 'continuous', checked_on: '2026-01-05', reference: 'x'.repeat(5000) },
      { kind: 'right_to_work', method: 'manual', result: 'continuous', checked_on: '2026-01-05', checker_name: 'Someone else' },
    ]) {
      const res = await check(rtw.id, bad);
      expect([400, 422], JSON.stringify(bad)).toContain(res.statusCode);
    }
    expect(await countChecks()).toBe(before);
  });

  it('401 without a session, 403 for a candidate and for one’s own documents, 404 for unknown ids, 409 on an old version', async () => {
    const me = await candidate();
    const sub = await submit(me, RTW, byShareCode);
    const body = { kind: 'right_to_work', method: 'online', result: 'continuous', checked_on: '2026-01-05' };
    const before = await countChecks();
    expect((await check(sub.id, body, '')).statusCode).toBe(401);
    expect((await check(sub.id, body, me.token)).statusCode).toBe(403);
    expect((await check('00000000-0000-4000-8000-000000000000', body)).statusCode).toBe(404);
    expect((await check('not-an-id', body)).statusCode).toBe(404);

    const own = await submit(officer, RTW, byShareCode);
    expect((await check(own.id, body)).statusCode).toBe(403);

    expect((await call(t.app, 'POST', `/api/v1/admin/submissions/${sub.id}/reopen`, officer.token)).statusCode).toBe(200);
    const old = await check(sub.id, body);
    expect(old.statusCode).toBe(409);
    expect(await countChecks()).toBe(before);
  });
});

describe("the agency's policy choices are settings", () => {
  it('moves the DBS re-check to POLICY_DBS_RECHECK_MONTHS after the status check, labelled as policy', async () => {
    const policyApp = await createTestApp({ POLICY_DBS_RECHECK_MONTHS: '24' });
    try {
      const me = await registerUser(policyApp.app);
      const def = formByKey('compliance-docs/dbs-check');
      const files = await uploadPdfs(policyApp.app, me.token, filesNeeded(def));
      const submitted = await call(policyApp.app, 'POST', formUrl(def, 'submit'), me.token, { answers: answersWithFiles(def, files), signature });
      expect(submitted.statusCode, submitted.body).toBe(201);
      const officerThere = await userWithRole(policyApp, 'compliance-officer', { name: 'Pat Policy' });
      const res = await call(policyApp.app, 'POST', `/api/v1/admin/submissions/${submitted.json().submission.id}/checks`, officerThere.token, {
        kind: 'dbs_status',
        method: 'update_service',
        result: 'current',
        checked_on: '2026-02-03',
      });
      expect(res.json().submission.deadline).toEqual({
        due_at: '2028-02-03',
        label: 'Agency policy: a new DBS check, or an Update Service check, every 24 months',
      });
    } finally {
      await policyApp.close();
    }
  });
});

describe('a safeguarding risk assessment', () => {
  const OVERSEAS = 'compliance-docs/oversieas-police-check';
  const noCertificate = {
    lived_abroad: true,
    countries: [
      {
        country: 'SY',
        from: '2019-01-01',
        to: '2020-06-30',
        has_certificate: false,
        unavailable_reason: 'The authorities there issue no certificates to people who have left.',
        alternative_evidence: 'References from the two schools I taught at in Damascus.',
      },
    ],
  };
  const approve = (id: string) => call(t.app, 'POST', `/api/v1/admin/submissions/${id}/approve`, officer.token, {});
  /** What the officers' queue says the version's approval waits for. */
  const queueWait = async (me: Registered, id: string) => {
    const queue = (await call(t.app, 'GET', `/api/v1/admin/submissions?q=${encodeURIComponent(me.user.email)}`, officer.token)).json();
    return (queue.data as Array<{ id: string; approval_waits: string | null }>).find((item) => item.id === id)?.approval_waits;
  };
  const status = async (id: string) => (await t.query<{ status: string }>(sql`select status from submissions where id = ${id}`))[0]?.status;
  const assessment = (result: string, extra: Record<string, string> = {}) => ({
    kind: 'risk_assessment',
    method: 'certificate_unobtainable',
    result,
    checked_on: complianceToday(),
    evidence_considered: 'Both references taken up by phone with the head teachers; no concerns.',
    ...extra,
  });

  it('is needed before approval, refuses approval when it says not to go ahead, and allows it when it says to', async () => {
    const me = await candidate();
    const sub = await submit(me, OVERSEAS, noCertificate);

    const refused = await approve(sub.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A country has no police certificate: record a risk assessment that lets the candidate go ahead before approving this check.');
    expect(await status(sub.id)).toBe('submitted');
    expect(await queueWait(me, sub.id)).toBe('risk_assessment_needed');

    expect((await check(sub.id, assessment('do_not_proceed'))).statusCode).toBe(200);
    const stillRefused = await approve(sub.id);
    expect(stillRefused.statusCode).toBe(409);
    expect(stillRefused.json().message).toBe('The latest risk assessment says not to go ahead: this check cannot be approved.');
    expect(await queueWait(me, sub.id)).toBe('risk_assessment_refuses');

    const conditional = await check(sub.id, assessment('proceed_with_safeguards', { safeguards: 'Supervised for the first month; a third reference within 4 weeks.' }));
    expect(conditional.statusCode, conditional.body).toBe(200);
    expect(conditional.json().submission.checks.at(-1)).toMatchObject({
      kind: 'risk_assessment',
      method: 'certificate_unobtainable',
      result: 'proceed_with_safeguards',
      checker_name: 'Olivia Officer',
      details: {
        evidence_considered: 'Both references taken up by phone with the head teachers; no concerns.',
        safeguards: 'Supervised for the first month; a third reference within 4 weeks.',
      },
    });
    expect(await queueWait(me, sub.id)).toBeNull();
    expect((await approve(sub.id)).statusCode).toBe(200);
    expect(await status(sub.id)).toBe('approved');
    const [audit] = await t.query<{ data: { kind: string; result: string } }>(
      sql`select data from audit_log where action = 'compliance.checked' and target_id = ${sub.id} order by created_at desc limit 1`,
    );
    expect(audit?.data).toMatchObject({ kind: 'risk_assessment', result: 'proceed_with_safeguards' });
  });

  it('is not asked for when every country has its certificate, and cannot be recorded then', async () => {
    const me = await candidate();
    const withCertificates = await submit(me, OVERSEAS, { lived_abroad: false });
    const review = (await call(t.app, 'GET', `/api/v1/admin/submissions/${withCertificates.id}`, officer.token)).json().submission;
    expect(review).toMatchObject({ check_kinds: [], risk_reason: null });
    const refused = await check(withCertificates.id, assessment('proceed'));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.kind).toEqual(['This form does not take a check']);
    expect((await approve(withCertificates.id)).statusCode).toBe(200);
  });

  it('is needed beside the Update Service check when the DBS certificate is not clear, and is of that', async () => {
    const me = await candidate();
    const sub = await submit(me, 'compliance-docs/dbs-check', { dbs_clear: 'no' });
    const review = (await call(t.app, 'GET', `/api/v1/admin/submissions/${sub.id}`, officer.token)).json().submission;
    expect(review).toMatchObject({ check_kinds: ['dbs_status', 'risk_assessment'], risk_reason: 'information_disclosed', approval_waits: 'risk_assessment_needed' });

    const refused = await approve(sub.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The certificate is not clear: record a risk assessment that lets the candidate go ahead before approving it.');
    // An assessment of something else (a missing overseas certificate) is refused.
    const wrongReason = await check(sub.id, assessment('proceed'));
    expect(wrongReason.statusCode).toBe(422);
    expect(wrongReason.json().errors.method).toEqual(['The reason must be the one these answers call for']);

    const assessed = await check(sub.id, { ...assessment('proceed'), method: 'information_disclosed', evidence_considered: 'A 2009 caution for shoplifting, disclosed at interview; unrelated to children.' });
    expect(assessed.statusCode, assessed.body).toBe(200);
    expect(assessed.json().submission.approval_waits).toBeNull();
    expect((await approve(sub.id)).statusCode).toBe(200);
  });

  it('422 without the evidence weighed, or safeguards for a conditional go-ahead, and on another form; nothing stored', async () => {
    const me = await candidate();
    const sub = await submit(me, OVERSEAS, noCertificate);
    const rtw = await submit(me, RTW, byShareCode);
    const before = await countChecks();
    const missingEvidence = await check(sub.id, { ...assessment('proceed'), evidence_considered: '  ' });
    expect(missingEvidence.statusCode).toBe(422);
    expect(missingEvidence.json().errors).toEqual({ evidence_considered: ['Say what was weighed'] });
    const missingSafeguards = await check(sub.id, assessment('proceed_with_safeguards'), officer.token, { ebdlang: 'bn' });
    expect(missingSafeguards.statusCode).toBe(422);
    expect(missingSafeguards.json().errors).toEqual({ safeguards: ['কোন সুরক্ষা ব্যবস্থা প্রযোজ্য তা লিখুন'] });
    const tooLong = await check(sub.id, assessment('proceed', { evidence_considered: 'x'.repeat(2001) }));
    expect(tooLong.statusCode).toBe(422);
    const undecided = await check(sub.id, assessment('maybe'));
    expect(undecided.statusCode).toBe(422);
    expect(undecided.json().errors.result).toEqual(['Choose a decision from the list']);
    expect((await check(rtw.id, assessment('proceed'))).statusCode).toBe(422);
    expect(await countChecks()).toBe(before);
  });
});
