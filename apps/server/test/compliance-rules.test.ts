import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, complianceToday } from '@portal/contract';
import { runComplianceExpiry } from '../src/jobs/compliance-expiry.js';
import { call, registerUser, type Registered, type TestApp } from './helpers/app.js';
import { answersWithFiles, filesNeeded, formByKey, formUrl, reviewSetup, uploadPdfs } from './helpers/compliance.js';

/** The UK rules in the checklist, the officer's views and the expiry job (issue 9, uk-rules.md). */
let t: TestApp;
let officer: Registered;
let signature: { full_name: string; image: string };
beforeAll(async () => {
  ({ t, officer, signature } = await reviewSetup('Test Candidate'));
});
afterAll(async () => t?.close());

type Item = Record<string, unknown> & { key: string };
interface Checklist {
  data: Item[];
  progress: { done: number; total: number };
}

async function candidate(profile?: Record<string, unknown>): Promise<Registered> {
  const me = await registerUser(t.app);
  if (profile) {
    const res = await call(t.app, 'PUT', '/api/v1/compliance/profile', me.token, profile);
    expect(res.statusCode, res.body).toBe(200);
  }
  return me;
}

async function checklist(me: Registered, headers: Record<string, string> = {}): Promise<Checklist> {
  const res = await call(t.app, 'GET', '/api/v1/compliance', me.token, undefined, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const item = (list: Checklist, key: string) => list.data.find((entry) => entry.key === key);

async function submit(me: Registered, key: string, overrides?: Record<string, string | boolean>) {
  const def = formByKey(key);
  const files = await uploadPdfs(t.app, me.token, filesNeeded(def, overrides));
  const res = await call(t.app, 'POST', formUrl(def, 'submit'), me.token, { answers: answersWithFiles(def, files, overrides), signature });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().submission as { id: string; status: string };
}
const approve = (id: string) => call(t.app, 'POST', `/api/v1/admin/submissions/${id}/approve`, officer.token);

/** A time-limited permission's end, months ahead whenever the suite runs. */
const PERMISSION_ENDS = addMonths(complianceToday(), 6);
/** The officer's Home Office online check of a right to work: permission until PERMISSION_ENDS. */
async function recordTimeLimitedPermission(id: string): Promise<void> {
  const checked = await call(t.app, 'POST', `/api/v1/admin/submissions/${id}/checks`, officer.token, {
    kind: 'right_to_work',
    method: 'online',
    result: 'time_limited',
    checked_on: complianceToday(),
    permission_expiry_date: PERMISSION_ENDS,
  });
  expect(checked.statusCode, checked.body).toBe(200);
}

const TEACHER_IN_SCHOOLS = { roles: ['teacher'], settings: ['school'], management: false };
const CHILDMINDER = { roles: ['early_years_practitioner'], settings: ['domestic_childcare'], management: false };
const DBA = 'tempest-forms/disqualification-by-association-declaration';

describe('requirements from the compliance profile', () => {
  it('asks a teacher in schools for the teacher record and never about their household', async () => {
    const me = await candidate(TEACHER_IN_SCHOOLS);
    const list = await checklist(me);
    expect(item(list, DBA)).toMatchObject({
      requirement: 'not_applicable',
      why: 'Schools and nurseries must not ask about people you live with (Childcare (Disqualification) Regulations 2018)',
      subject: DBA,
      section: 'criminal_record',
    });
    expect(item(list, 'tempest-forms/dfe-details')).toMatchObject({
      requirement: 'required',
      why: 'Teachers need a check of their teacher record, including any prohibition from teaching (KCSIE; Teaching Regulation Agency)',
      section: 'role_checks',
    });
    expect(item(list, 'tempest-forms/keeping-children-safe-in-education')?.requirement).toBe('required');
    expect(item(list, 'tempest-forms/disqualification-check')?.requirement).toBe('not_applicable');
    // Both steps of a pair say which item they belong to.
    expect(item(list, 'compliance-docs/dbs-check')).toMatchObject({ subject: 'dbs', requirement: 'required' });
    expect(item(list, 'tempest-forms/dbs-check')).toMatchObject({ subject: 'dbs', requirement: 'required' });

    const bn = await checklist(me, { ebdlang: 'bn' });
    expect(item(bn, DBA)?.why).toBe('স্কুল ও নার্সারি আপনার সাথে বসবাসকারীদের সম্পর্কে জিজ্ঞেস করতে পারে না (চাইল্ডকেয়ার (অযোগ্যতা) রেগুলেশনস ২০১৮)');
  });

  it('asks a childminder the household question and the childcare disqualification check, not the teacher record', async () => {
    const list = await checklist(await candidate(CHILDMINDER));
    expect(item(list, DBA)).toMatchObject({
      requirement: 'required',
      why: 'You will work in childcare in a home, where the law asks about people who live or work there (Childcare (Disqualification) Regulations 2018)',
    });
    expect(item(list, 'tempest-forms/disqualification-check')?.requirement).toBe('required');
    expect(item(list, 'tempest-forms/dfe-details')?.requirement).toBe('not_applicable');
  });

  it('counts required items only, a pair once both its steps are approved', async () => {
    const me = await candidate(TEACHER_IN_SCHOOLS);
    expect((await checklist(me)).progress).toEqual({ done: 0, total: 19 });

    // Equal opportunities is optional (and accepted at once): approved, yet not progress.
    expect((await submit(me, 'tempest-forms/equal-opportunities')).status).toBe('approved');
    await approve((await submit(me, 'compliance-docs/right-to-work')).id);
    let list = await checklist(me);
    expect(item(list, 'tempest-forms/equal-opportunities')).toMatchObject({ status: 'approved', requirement: 'optional' });
    expect(list.progress).toEqual({ done: 0, total: 19 });

    await approve((await submit(me, 'tempest-forms/right-to-work')).id);
    await approve((await submit(me, 'tempest-forms/dfe-details')).id);
    list = await checklist(me);
    expect(list.progress).toEqual({ done: 2, total: 19 });

    const summary = (await call(t.app, 'GET', `/api/v1/admin/candidates/${me.user.id}/compliance`, officer.token)).json();
    expect(summary.progress).toEqual({ done: 2, total: 19 });
    expect(summary.data.find((entry: Item) => entry.key === DBA)).toMatchObject({ requirement: 'not_applicable' });
  });

  it("leaves 'DfE details (earlier version)' out for new candidates and keeps it for those who submitted it", async () => {
    const fresh = await candidate();
    expect(item(await checklist(fresh), 'tempest-forms/DFE-details-old')).toBeUndefined();
    // The route itself still works, for old links.
    expect((await call(t.app, 'GET', formUrl(formByKey('tempest-forms/DFE-details-old')), fresh.token)).statusCode).toBe(200);

    const earlier = await candidate();
    await submit(earlier, 'tempest-forms/DFE-details-old');
    const list = await checklist(earlier);
    expect(item(list, 'tempest-forms/DFE-details-old')).toMatchObject({ status: 'submitted', requirement: 'not_applicable', subject: 'tempest-forms/DFE-details-old' });
    expect(list.data).toHaveLength(36);
  });
});

describe('deadlines', () => {
  it("gives a right-to-work check the permission's expiry day, in the checklist and the officer's views", async () => {
    const me = await candidate(TEACHER_IN_SCHOOLS);
    const key = 'compliance-docs/right-to-work';
    expect(item(await checklist(me), key)?.due_at).toBeNull();
    const sub = await submit(me, key, { nationality: 'IN', document_type: 'visa', share_code: 'W123AB45C', date_of_birth: '1990-01-01' });
    await recordTimeLimitedPermission(sub.id);

    const mine = item(await checklist(me), key);
    expect(mine).toMatchObject({ status: 'submitted', due_at: PERMISSION_ENDS, retain_until: null, requirement: 'required' });

    const summary = (await call(t.app, 'GET', `/api/v1/admin/candidates/${me.user.id}/compliance`, officer.token)).json();
    expect(summary.data.find((entry: Item) => entry.key === key)).toMatchObject({ due_at: PERMISSION_ENDS, requirement: 'required' });
    const queue = await call(t.app, 'GET', `/api/v1/admin/submissions?q=${encodeURIComponent(me.user.email)}`, officer.token);
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().data.find((row: { id: string }) => row.id === sub.id)).toMatchObject({ due_at: PERMISSION_ENDS, requirement: 'required' });
  });

  it('starts the DBS certificate copy’s 6-month retention clock at the check', async () => {
    const me = await candidate();
    const sub = await submit(me, 'compliance-docs/dbs-check', { issue_date: complianceToday() });
    await approve(sub.id);
    await t.query(sql`update submissions set reviewed_at = '2026-01-15T12:00:00Z' where id = ${sub.id}`);
    expect(item(await checklist(me), 'compliance-docs/dbs-check')?.retain_until).toBe('2026-07-15');
  });

  it('shows a required item past its deadline as expired, not done', async () => {
    const me = await candidate(TEACHER_IN_SCHOOLS);
    const key = 'compliance-docs/right-to-work';
    // A non-Irish EU passport has not proved the right to work since July 2021: due at once, by share code.
    const sub = await submit(me, key, { document_type: 'eu-passport', nationality: 'FR' });
    await approve(sub.id);
    expect(item(await checklist(me), key)).toMatchObject({ status: 'approved', due_at: complianceToday() });

    await t.query(sql`update submissions set submitted_at = submitted_at - interval '3 days' where id = ${sub.id}`);
    const list = await checklist(me);
    expect(item(list, key)).toMatchObject({ status: 'expired', due_at: complianceToday(new Date(Date.now() - 3 * 86400_000)) });
    expect(list.progress.done).toBe(0);
  });
});

describe('a version past its deadline before the expiry job has run', () => {
  const key = 'compliance-docs/right-to-work';
  const review = (id: string, headers: Record<string, string> = {}) =>
    call(t.app, 'GET', `/api/v1/admin/submissions/${id}`, officer.token, undefined, headers);
  /** Awaiting review, with a non-Irish EU passport (due at once) submitted three days ago. */
  async function awaitingPastDeadline(): Promise<{ me: Registered; id: string }> {
    const me = await candidate(TEACHER_IN_SCHOOLS);
    const sub = await submit(me, key, { document_type: 'eu-passport', nationality: 'FR' });
    await t.query(sql`update submissions set submitted_at = submitted_at - interval '3 days' where id = ${sub.id}`);
    return { me, id: sub.id };
  }

  it('is expired on the review screen as in the queue and the checklist, and approval is refused, in both languages, writing nothing', async () => {
    const { me, id } = await awaitingPastDeadline();
    // Due on the day it was sent (three days ago), it stopped counting the day after, not when the form's own expiry comes.
    const shown = { status: 'expired', expires_at: addDays(complianceToday(), -2) };
    expect(item(await checklist(me), key)).toMatchObject(shown);
    const queue = await call(t.app, 'GET', `/api/v1/admin/submissions?q=${encodeURIComponent(me.user.email)}`, officer.token);
    expect(queue.json().data.find((row: { id: string }) => row.id === id)).toMatchObject(shown);
    expect((await review(id)).json().submission).toMatchObject({ ...shown, current: true, versions: [{ id, status: 'expired' }] });

    for (const [lang, words] of [['en', 'past its deadline'], ['bn', 'সময়সীমা পেরিয়ে গেছে']] as const) {
      const refused = await call(t.app, 'POST', `/api/v1/admin/submissions/${id}/approve`, officer.token, undefined, { ebdlang: lang });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().message).toContain(words);
    }
    expect((await call(t.app, 'POST', `/api/v1/admin/submissions/${id}/reject`, officer.token, { reason: 'Out of date' })).statusCode).toBe(409);
    const [stored] = await t.query<{ status: string; reviewed_at: Date | null }>(sql`select status, reviewed_at from submissions where id = ${id}`);
    expect(stored).toEqual({ status: 'submitted', reviewed_at: null });
    const events = await t.query(sql`select 1 from submission_events where submission_id = ${id} and action <> 'submitted'`);
    expect(events).toHaveLength(0);

    const reopened = await call(t.app, 'POST', `/api/v1/admin/submissions/${id}/reopen`, officer.token, { reason: 'Please prove it by share code' });
    expect(reopened.statusCode, reopened.body).toBe(200);
  });

  it('is expired in the versions list while an earlier version is read', async () => {
    const me = await candidate(TEACHER_IN_SCHOOLS);
    const first = await submit(me, key);
    const reopened = await call(t.app, 'POST', `/api/v1/admin/submissions/${first.id}/reopen`, officer.token, { reason: 'Your passport is not British' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    const second = await submit(me, key, { document_type: 'eu-passport', nationality: 'FR' });
    await t.query(sql`update submissions set submitted_at = submitted_at - interval '3 days' where id = ${second.id}`);
    const versions = (await review(first.id)).json().submission.versions as Array<{ id: string; status: string }>;
    expect(versions.find((version) => version.id === second.id)?.status).toBe('expired');
  });

  it('can be approved once a check moves the deadline', async () => {
    const { id } = await awaitingPastDeadline();
    await recordTimeLimitedPermission(id);
    expect((await review(id)).json().submission.status).toBe('submitted');
    const approved = await approve(id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().submission.status).toBe('approved');
  });

  it('is expired on the candidate’s form too, which takes a new version at once', async () => {
    const { me, id } = await awaitingPastDeadline();
    const def = formByKey(key);
    const form = await call(t.app, 'GET', formUrl(def), me.token);
    expect(form.json().submission).toMatchObject({ id, status: 'expired', expires_at: addDays(complianceToday(), -2) });
    const draft = await call(t.app, 'PUT', formUrl(def, 'draft'), me.token, { answers: { document_type: 'uk-passport' } });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().submission).toMatchObject({ version: 2, status: 'draft' });
  });
});

describe('the expiry job under the rules', () => {
  it('expires required items past their deadline, once, and leaves items the profile does not need', async () => {
    const me = await candidate();
    const rtw = await submit(me, 'compliance-docs/right-to-work', { document_type: 'eu-passport', nationality: 'FR' });
    // Social Work England registration is renewed by 30 November; not needed by this candidate's profile.
    const registration = await submit(me, 'tempest-forms/professional-registration');
    await approve(rtw.id);
    await approve(registration.id);
    await t.query(sql`update submissions set submitted_at = '2025-06-01T12:00:00Z' where id in (${rtw.id}, ${registration.id})`);
    expect(item(await checklist(me), 'tempest-forms/professional-registration')).toMatchObject({
      requirement: 'not_applicable',
      status: 'approved',
      due_at: '2025-11-30',
    });

    const run = await runComplianceExpiry(t.ctx);
    expect(run.expired).toBeGreaterThanOrEqual(1);
    const rows = await t.query<{ id: string; status: string }>(sql`select id, status from submissions where id in (${rtw.id}, ${registration.id})`);
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({ [rtw.id]: 'expired', [registration.id]: 'approved' });
    const events = await t.query<{ action: string }>(sql`select action from submission_events where submission_id = ${rtw.id} and action = 'expired'`);
    expect(events).toHaveLength(1);
    const mails = (await t.deliveredTo(me.user.email)).map((mail) => mail.subject);
    expect(mails).toContain(`Expired: ${formByKey('compliance-docs/right-to-work').title.en}`);

    expect((await runComplianceExpiry(t.ctx)).expired).toBe(0);
  });
});

describe('questions the law forbids for the candidate’s work', () => {
  it('refuses the household question to a teacher in schools, in their language, writing nothing; a childminder is asked it', async () => {
    const teacher = await candidate(TEACHER_IN_SCHOOLS);
    const def = formByKey(DBA);
    const get = await call(t.app, 'GET', formUrl(def), teacher.token);
    expect(get.json().rules).toEqual({
      requirement: 'not_applicable',
      why: 'Schools and nurseries must not ask about people you live with (Childcare (Disqualification) Regulations 2018)',
      forbidden: true,
    });
    const before = await t.query<{ n: number }>(sql`select count(*)::int as n from submissions where user_id = ${teacher.user.id}`);
    const draft = await call(t.app, 'PUT', formUrl(def, 'draft'), teacher.token, { answers: {} });
    expect(draft.statusCode).toBe(409);
    expect(draft.json().message).toBe('Schools and nurseries must not ask about people you live with (Childcare (Disqualification) Regulations 2018)');
    const bn = await call(t.app, 'POST', formUrl(def, 'submit'), teacher.token, { answers: {}, signature }, { ebdlang: 'bn' });
    expect(bn.statusCode).toBe(409);
    expect(bn.json().message).toBe('স্কুল ও নার্সারি আপনার সাথে বসবাসকারীদের সম্পর্কে জিজ্ঞেস করতে পারে না (চাইল্ডকেয়ার (অযোগ্যতা) রেগুলেশনস ২০১৮)');
    expect(await t.query(sql`select count(*)::int as n from submissions where user_id = ${teacher.user.id}`)).toEqual(before);

    const childminder = await candidate(CHILDMINDER);
    expect((await call(t.app, 'GET', formUrl(def), childminder.token)).json().rules).toMatchObject({ requirement: 'required', forbidden: false });
    const sub = await submit(childminder, DBA);
    expect(sub.status).toBe('submitted');
  });

  it('asks health questions only once staff have marked a conditional offer (Equality Act 2010 s.60)', async () => {
    const me = await candidate(TEACHER_IN_SCHOOLS);
    const def = formByKey('tempest-forms/fitness-to-teach');
    expect((await call(t.app, 'PUT', formUrl(def, 'draft'), me.token, { answers: {} })).statusCode).toBe(409);
    const offer = await call(t.app, 'PUT', `/api/v1/admin/users/${me.user.id}/compliance-profile`, officer.token, {
      ...TEACHER_IN_SCHOOLS,
      conditional_offer: true,
    });
    expect(offer.statusCode, offer.body).toBe(200);
    expect((await call(t.app, 'PUT', formUrl(def, 'draft'), me.token, { answers: {} })).statusCode).toBe(200);
  });
});

describe('identity and address documents together (uk-rules.md §1.3)', () => {
  it('refuses a driving licence as both proof of identity and of address, and two proofs of address of one kind', async () => {
    const me = await candidate(TEACHER_IN_SCHOOLS);
    await submit(me, 'compliance-docs/proof-of-id', { document_type: 'driving-licence' });
    const address1 = formByKey('compliance-docs/proof-of-address-check-1');
    const licence = await uploadPdfs(t.app, me.token, filesNeeded(address1, { document_type: 'driving-licence' }));
    const twice = await call(t.app, 'POST', formUrl(address1, 'submit'), me.token, {
      answers: answersWithFiles(address1, licence, { document_type: 'driving-licence' }),
      signature,
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors['answers.document_type']).toEqual([
      'A driving licence cannot be both your proof of identity and your proof of address. Please choose another document.',
    ]);
    const before = await t.query(sql`select id from submissions where user_id = ${me.user.id}`);

    await submit(me, 'compliance-docs/proof-of-address-check-1', { document_type: 'utility-bill' });
    const address2 = formByKey('compliance-docs/proof-of-address-check-2');
    const files = await uploadPdfs(t.app, me.token, filesNeeded(address2, { document_type: 'utility-bill' }));
    const same = await call(
      t.app,
      'POST',
      formUrl(address2, 'submit'),
      me.token,
      { answers: answersWithFiles(address2, files, { document_type: 'utility-bill' }), signature },
      { ebdlang: 'bn' },
    );
    expect(same.statusCode).toBe(422);
    expect(same.json().errors['answers.document_type']).toEqual([
      'ঠিকানার দুটি প্রমাণ দুই ধরনের নথি হতে হবে (এজেন্সির নীতি), যেমন একটি ব্যাংক বিবরণী ও একটি কাউন্সিল ট্যাক্সের বিল।',
    ]);
    expect(await t.query(sql`select id from submissions where user_id = ${me.user.id}`)).toHaveLength(before.length + 1);
    expect((await submit(me, 'compliance-docs/proof-of-address-check-2', { document_type: 'council-tax-bill-or-statement' })).status).toBe('submitted');
  });
});

describe('employment history: gaps and references flagged to the officer (KCSIE)', () => {
  const history = formByKey('tempest-forms/employment-history');
  const today = complianceToday();
  const monthsAgo = (months: number) => {
    const date = new Date(`${today}T12:00:00Z`);
    date.setUTCMonth(date.getUTCMonth() - months);
    return date.toISOString().slice(0, 10);
  };
  const summary = async (me: Registered, headers: Record<string, string> = {}) => {
    const res = await call(t.app, 'GET', `/api/v1/admin/candidates/${me.user.id}/compliance`, officer.token, undefined, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { history_flags: Record<string, unknown>[] };
  };

  it('refuses a history with a gap over a month, naming its dates in the candidate language, and stores nothing', async () => {
    const me = await candidate(TEACHER_IN_SCHOOLS);
    const periods = [
      { activity: 'employment', organisation: 'Oak School', role: 'Teacher', from: monthsAgo(12), worked_with_children: true },
      { activity: 'employment', organisation: 'Shop', role: 'Assistant', from: monthsAgo(70), to: monthsAgo(24), worked_with_children: false },
    ];
    const res = await call(t.app, 'POST', formUrl(history, 'submit'), me.token, { answers: { periods }, signature }, { ebdlang: 'bn' });
    expect(res.statusCode).toBe(422);
    const message: string = res.json().errors['answers.periods'][0];
    expect(message).toMatch(/^আপনার ইতিহাসে [০-৯]{4}-[০-৯]{2}-[০-৯]{2} থেকে [০-৯]{4}-[০-৯]{2}-[০-৯]{2} পর্যন্ত একটি ফাঁক আছে/);
    expect(message).not.toMatch(/[0-9]/);
    expect(await t.query(sql`select id from submissions where user_id = ${me.user.id}`)).toHaveLength(0);
  });

  it('shows the officer time out of work and the missing references, then clears them as references arrive', async () => {
    const me = await candidate(TEACHER_IN_SCHOOLS);
    expect((await summary(me)).history_flags).toEqual([{ code: 'history_missing', from: null, to: null, detail: null }]);

    const periods = [
      { activity: 'employment', organisation: 'Office Ltd', role: 'Clerk', from: monthsAgo(12), worked_with_children: false },
      { activity: 'other', description: 'Caring for my father', from: monthsAgo(24), to: monthsAgo(12) },
      { activity: 'employment', organisation: 'Oak School', role: 'Teacher', from: monthsAgo(70), to: monthsAgo(24), worked_with_children: true },
    ];
    const res = await call(t.app, 'POST', formUrl(history, 'submit'), me.token, { answers: { periods }, signature });
    expect(res.statusCode, res.body).toBe(201);
    expect((await summary(me)).history_flags).toEqual([
      { code: 'not_working', from: monthsAgo(24), to: monthsAgo(12), detail: 'Caring for my father' },
      { code: 'no_recent_employer_reference', from: monthsAgo(12), to: null, detail: 'Office Ltd' },
      { code: 'no_children_employer_reference', from: monthsAgo(70), to: monthsAgo(24), detail: 'Oak School' },
    ]);

    await submit(me, 'references/professional-reference', { most_recent_employer: true, worked_with_children: false });
    expect((await summary(me)).history_flags.map((flag) => flag.code)).toEqual(['not_working', 'no_children_employer_reference']);
  });
});
