import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceToday, type FormAnswers } from '@portal/contract';
import { refreshCandidateSummaries, runCandidateSummaries, summaryBasis } from '../src/modules/candidates/summaries.js';
import { candidateSummaryRepository } from '../src/modules/candidates/summary-repository.js';
import { call, loginAs, registerUser, type Registered, type TestApp } from './helpers/app.js';
import { answersWithFiles, formByKey, formUrl, reviewSetup } from './helpers/compliance.js';

let t: TestApp;
let officer: Registered;
let signature: { full_name: string; image: string };
const DAY_MS = 86_400_000;

async function submit(user: Registered, key: string, overrides?: FormAnswers) {
  const def = formByKey(key);
  const res = await call(t.app, 'POST', formUrl(def, 'submit'), user.token, { answers: answersWithFiles(def, [], overrides), signature });
  if (res.statusCode !== 201) throw new Error(`submit ${key} failed: ${res.statusCode} ${res.body}`);
  return res.json().submission.id as string;
}

type Row = { id: string; progress: { done: number; total: number }; next_deadline: string | null; last_activity: string | null; attention: string[] };

async function rowOf(user: Registered): Promise<Row> {
  const res = await call(t.app, 'GET', `/api/v1/admin/candidates?q=${encodeURIComponent(user.user.email)}`, officer.token);
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toHaveLength(1);
  return res.json().data[0];
}

const changesOf = async (userId: string) =>
  Number((await t.query<{ n: number }>(sql`select count(*)::int as n from candidate_changes where user_id = ${userId}`))[0]!.n);

const stored = async (userId: string) =>
  (await t.query<{ progress_done: number; attention: string[]; basis: string }>(
    sql`select progress_done, attention, basis from candidate_summaries where user_id = ${userId}`,
  ))[0];

/** Evaluates whatever is stale, so that the next count is of what one write made stale. */
const settle = () => refreshCandidateSummaries(t.ctx, {});

beforeAll(async () => {
  ({ t, officer, signature } = await reviewSetup('Sami Summary'));
});
afterAll(async () => t?.close());

describe('stored candidate summaries', () => {
  it('evaluates only the candidates whose facts changed since the last read', async () => {
    const [a, b] = [await registerUser(t.app, { name: 'Ada Stale' }), await registerUser(t.app, { name: 'Ben Steady' })];
    await settle();
    await rowOf(a);
    expect(await settle()).toBe(0);

    await submit(a, 'tempest-forms/candidate-declaration');
    expect(await changesOf(a.user.id)).toBeGreaterThan(0);
    expect(await settle()).toBe(1);
    expect(await changesOf(a.user.id)).toBe(0);
    expect((await rowOf(a)).attention).toContain('awaiting_review');
    expect((await rowOf(b)).attention).not.toContain('awaiting_review');
  });

  it('shows each kind of write on the next read: review, work profile, a referee’s answer, a sign-in', async () => {
    const me = await registerUser(t.app, { name: 'Cleo Current' });
    const id = await submit(me, 'tempest-forms/code-of-conduct');
    const first = await rowOf(me);
    expect(first.attention).toContain('awaiting_review');

    expect((await call(t.app, 'POST', `/api/v1/admin/submissions/${id}/approve`, officer.token)).statusCode).toBe(200);
    const reviewed = await rowOf(me);
    expect(reviewed.attention).not.toContain('awaiting_review');
    expect(reviewed.progress.done).toBe(first.progress.done + 1);

    expect((await call(t.app, 'PUT', '/api/v1/compliance/profile', me.token, { roles: ['teacher'], settings: ['school'], management: false })).statusCode).toBe(200);
    const teacher = await rowOf(me);
    expect(teacher.progress.total).not.toBe(reviewed.progress.total);
    const checklist = await call(t.app, 'GET', '/api/v1/compliance', me.token);
    expect(teacher.progress).toEqual(checklist.json().progress);

    await submit(me, 'references/professional-reference', { referee_name: 'Rita Referee', email: `rita.${process.pid}@school.example`, may_contact_now: true });
    expect((await rowOf(me)).attention).toContain('references_outstanding');
    await t.query(sql`update referee_requests set status = 'completed', completed_at = now() where user_id = ${me.user.id}`);
    expect((await rowOf(me)).attention).not.toContain('references_outstanding');

    const beforeSignIn = (await rowOf(me)).last_activity!;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await loginAs(t.app, me.user.email, 'secret-pass');
    expect(Date.parse((await rowOf(me)).last_activity!)).toBeGreaterThan(Date.parse(beforeSignIn));
  });

  it('logs a change for an officer’s check, which names the submission rather than the candidate', async () => {
    const me = await registerUser(t.app, { name: 'Dev Checked' });
    const id = await submit(me, 'tempest-forms/code-of-conduct');
    await settle();
    await t.query(sql`insert into submission_checks (submission_id, kind, method, result, checked_on, details, checked_by, checker_name)
      values (${id}, 'right_to_work', 'manual', 'verified', ${complianceToday()}::date, '{}'::jsonb, ${officer.user.id}, 'Olivia Officer')`);
    expect(await changesOf(me.user.id)).toBe(1);
    expect(await settle()).toBe(1);
  });

  it('re-evaluates everyone on a new day: an approved item comes within 30 days, then lapses', async () => {
    const me = await registerUser(t.app, { name: 'Esme Expiring' });
    const today = complianceToday();
    const inDays = (n: number) => new Date(Date.parse(`${today}T12:00:00Z`) + n * DAY_MS);
    const expires = inDays(40).toISOString().slice(0, 10);
    await t.query(sql`insert into submissions (user_id, form_key, version, definition_version, status, answers, submitted_at, reviewed_at, expires_at)
      values (${me.user.id}, 'compliance-docs/proof-of-id', 1, 1, 'approved', '{}'::jsonb, now(), now(), ${expires}::date)`);
    await settle();
    expect((await stored(me.user.id))!.attention).not.toContain('expiring');
    const candidates = Number((await t.query<{ n: number }>(sql`select count(*)::int as n from candidate_summaries`))[0]!.n);

    expect(await refreshCandidateSummaries(t.ctx, {}, inDays(15))).toBe(candidates);
    expect((await stored(me.user.id))!.attention).toContain('expiring');
    await refreshCandidateSummaries(t.ctx, {}, inDays(41));
    expect((await stored(me.user.id))!.attention).toEqual(expect.arrayContaining(['expired']));

    // A day is a day, forwards or back: today's reads re-evaluate the rows written for another day.
    expect(await settle()).toBe(candidates);
    expect((await stored(me.user.id))!.attention).not.toContain('expiring');
  });

  it('re-evaluates when a referee’s link runs out during the day', async () => {
    const me = await registerUser(t.app, { name: 'Faye Referenced' });
    await submit(me, 'references/professional-reference', { referee_name: 'Rob Referee', email: `rob.${process.pid}@school.example`, may_contact_now: true });
    const now = new Date();
    await t.query(sql`update referee_requests set expires_at = ${new Date(now.getTime() + 60_000).toISOString()}::timestamptz where user_id = ${me.user.id}`);
    await refreshCandidateSummaries(t.ctx, {}, now);
    expect((await stored(me.user.id))!.attention).toContain('references_outstanding');
    const later = new Date(now.getTime() + 120_000);
    expect(await refreshCandidateSummaries(t.ctx, { ids: [me.user.id] }, later)).toBe(1);
    expect((await stored(me.user.id))!.attention).not.toContain('references_outstanding');
    await settle();
  });

  it('re-evaluates summaries written under other rules', async () => {
    const me = await registerUser(t.app, { name: 'Gil Rules' });
    const truth = await rowOf(me);
    await t.query(sql`update candidate_summaries set progress_done = 99, basis = 'rules of an older release' where user_id = ${me.user.id}`);
    expect((await rowOf(me)).progress).toEqual(truth.progress);
    expect((await stored(me.user.id))!.basis).toBe(summaryBasis(t.ctx.config));
  });

  it('keeps a change logged while the summary was being evaluated, for the next read', async () => {
    const me = await registerUser(t.app, { name: 'Hana Racing' });
    await submit(me, 'tempest-forms/code-of-conduct');
    const fresh = { today: complianceToday(), now: new Date(), basis: summaryBasis(t.ctx.config) };
    const stale = await candidateSummaryRepository.stale(t.ctx.db, { ids: [me.user.id] }, fresh, 10);
    expect(stale).toHaveLength(1);
    // Another transaction writes after the evaluation read the candidate's facts, before its summary is stored.
    await t.query(sql`insert into candidate_changes (user_id) values (${me.user.id})`);
    await candidateSummaryRepository.write(t.ctx.db, [], stale[0]!.changes);
    expect(await changesOf(me.user.id)).toBe(1);
    expect(await settle()).toBe(1);
  });

  it('the job forgets what belongs to people who are not candidates: staff sign-ins, a removed candidate role', async () => {
    const me = await registerUser(t.app, { name: 'Ivo Leaving' });
    await rowOf(me);
    await t.query(sql`delete from user_roles where user_id = ${me.user.id}`);
    await t.query(sql`insert into candidate_changes (user_id) values (${officer.user.id})`);
    const result = await runCandidateSummaries(t.ctx);
    expect(result.summaries).toBeGreaterThanOrEqual(1);
    expect(await stored(me.user.id)).toBeUndefined();
    expect(await changesOf(officer.user.id)).toBe(0);
    expect((await t.query<{ n: number }>(sql`select count(*)::int as n from candidate_changes`))[0]!.n).toBe(0);
  });
});
