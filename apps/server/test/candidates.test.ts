import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDate, CANDIDATE_REMIND_MAX, complianceToday, FORM_DEFINITIONS, type FormAnswers } from '@portal/contract';
import { auditEntries } from './helpers/admin-users.js';
import { ADMIN, call, registerUser, type Registered, type TestApp } from './helpers/app.js';
import { answersWithFiles, formByKey, formUrl, reviewSetup } from './helpers/compliance.js';
import { userWithPermissions } from './helpers/factories.js';

let t: TestApp;
let officer: Registered;
let signature: { full_name: string; image: string };
const DISPLAY_ZONE = 'Etc/GMT+12';
const today = complianceToday();
const plusDays = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function submit(user: Registered, key: string, overrides?: FormAnswers, headers: Record<string, string> = {}) {
  const def = formByKey(key);
  const res = await call(t.app, 'POST', formUrl(def, 'submit'), user.token, { answers: answersWithFiles(def, [], overrides), signature }, headers);
  if (res.statusCode !== 201) throw new Error(`submit ${key} failed: ${res.statusCode} ${res.body}`);
  return res.json().submission.id as string;
}

/** An approved current version written straight to the table (as admin-users-list.test does), for states the API reaches only over months. */
async function approved(user: Registered, key: string, values: { expires_at?: string; answers?: Record<string, unknown>; submitted_at?: Date; reviewed_at?: Date } = {}) {
  const reviewed = values.reviewed_at ?? new Date();
  await t.query(sql`insert into submissions (user_id, form_key, version, definition_version, status, answers, submitted_at, reviewed_at, expires_at)
    values (${user.user.id}, ${key}, 1, 1, 'approved', ${JSON.stringify(values.answers ?? {})}::jsonb,
      ${(values.submitted_at ?? reviewed).toISOString()}::timestamptz, ${reviewed.toISOString()}::timestamptz, ${values.expires_at ?? null}::date)`);
}

const list = (query = '', token = officer.token) => call(t.app, 'GET', `/api/v1/admin/candidates${query}`, token);
const figures = (token = officer.token) => call(t.app, 'GET', '/api/v1/admin/dashboard/compliance', token);
const remind = (ids: unknown, token = officer.token) => call(t.app, 'POST', '/api/v1/admin/candidates/remind', token, { ids });
const outboxCount = async () => Number((await t.query<{ n: string }>(sql`select count(*)::text as n from mail_outbox`))[0]!.n);

const people: Record<string, Registered> = {};
let before: { counts: Record<string, number>; review_throughput: Array<{ week_start: string; approved: number; rejected: number }> };

beforeAll(async () => {
  // UTC−12: the display date differs from the UK's for half of each day (packs.test.ts covers the other half).
  ({ t, officer, signature } = await reviewSetup('Cara Candidate', { TZ_DISPLAY: DISPLAY_ZONE }));
  before = (await figures()).json();
  const make = async (key: string, name: string) => (people[key] = await registerUser(t.app, { name }));

  await make('nothing', 'Nadia Nothing');
  await submit(await make('awaiting', 'Amir Awaiting'), 'tempest-forms/candidate-declaration', undefined, { ebdlang: 'bn' });
  const rejectedId = await submit(await make('rejected', 'Rupa Rejected'), 'tempest-forms/code-of-conduct');
  expect((await call(t.app, 'POST', `/api/v1/admin/submissions/${rejectedId}/reject`, officer.token, { reason: 'Sign it again' })).statusCode).toBe(200);
  const approvedId = await submit(await make('expiring', 'Esha Expiring'), 'tempest-forms/terms-of-engagement');
  expect((await call(t.app, 'POST', `/api/v1/admin/submissions/${approvedId}/approve`, officer.token)).statusCode).toBe(200);
  await approved(people.expiring!, 'compliance-docs/proof-of-id', { expires_at: plusDays(10) });
  await approved(await make('expired', 'Ezra Expired'), 'compliance-docs/national-insurance', { expires_at: today });
  await approved(await make('followUp', 'Farah Follow'), 'tempest-forms/48-hour-opt-out-agreement', { answers: { end_date: today } });
  await submit(await make('references', 'Rafi Reference'), 'references/professional-reference', {
    referee_name: 'Rita Referee',
    email: `referee.${process.pid}@school.example`,
    may_contact_now: true,
  });
  // Compliant: every form approved, the last approval ten days after the first submission.
  const reviewedAt = new Date();
  const submittedAt = new Date(reviewedAt.getTime() - 10 * 86_400_000);
  const compliant = await make('compliant', '=HYPERLINK("http://evil.example")');
  for (const definition of FORM_DEFINITIONS) {
    await approved(compliant, definition.key, { submitted_at: submittedAt, reviewed_at: reviewedAt });
  }
  await t.query(sql`insert into compliance_profiles (user_id, roles, settings) values (${people.awaiting!.user.id}, array[${'teacher'}], array[${'academy'}])`);
  const [area] = await t.query<{ id: string }>(
    sql`insert into geo_areas (level, name_en, name_bn, code, country_code) values ('division', 'Test Division', 'পরীক্ষা বিভাগ', ${`T${process.pid}`}, 'GB') returning id`,
  );
  await t.query(sql`update users set geo_area_id = ${area!.id} where id = ${people.rejected!.user.id}`);
  people.area = { token: area!.id, user: { id: area!.id, email: '', name: '' } };
});
afterAll(async () => t?.close());

type Row = { id: string; name: string; progress: { done: number; total: number }; next_deadline: string | null; last_activity: string | null; attention: string[] };
const rowOf = async (key: string): Promise<Row> => {
  const res = await list(`?q=${encodeURIComponent(people[key]!.user.email)}`);
  expect(res.statusCode).toBe(200);
  return res.json().data[0];
};

describe('the officers’ compliance figures', () => {
  it('counts the candidates in each state, with the same rules as the checklist', async () => {
    const res = await figures();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const delta = Object.fromEntries(Object.entries(body.counts).map(([key, n]) => [key, (n as number) - before.counts[key]!]));
    expect(delta).toEqual({
      awaiting_review: 2, // the declaration and the reference
      rejected: 1,
      expiring: 1,
      expired: 1,
      follow_up_due: 1,
      references_outstanding: 1,
      compliant: 1,
    });
    expect(body.time_zone).toBe(DISPLAY_ZONE);
    const week = <T>(list: T[]) => list.at(-1)!;
    expect(body.review_throughput).toHaveLength(12);
    const prior = week(before.review_throughput);
    expect(week(body.review_throughput)).toEqual({ week_start: prior.week_start, approved: prior.approved + 1, rejected: prior.rejected + 1 });
    expect(week(body.time_to_compliant)).toEqual({ week_start: prior.week_start, candidates: 1, median_days: 10 });
  });

  it('agrees with the candidate’s own checklist on progress', async () => {
    const checklist = await call(t.app, 'GET', '/api/v1/compliance', people.expiring!.token);
    const row = await rowOf('expiring');
    expect(row.progress).toEqual(checklist.json().progress);
    expect(row.progress.done).toBe(1);
    expect(row.next_deadline).toBe(plusDays(10));
    expect(row.attention).toEqual(['expiring']);
    expect((await rowOf('compliant')).progress).toMatchObject({ done: 16, total: 16 });
  });

  it('is refused without documents.review (403), even with dashboard.view, and signed out (401)', async () => {
    const viewer = await userWithPermissions(t, ['dashboard.view']);
    expect((await figures(viewer.token)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/v1/admin/dashboard', viewer.token)).statusCode).toBe(200);
    expect((await figures(people.nothing!.token)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/v1/admin/dashboard/compliance', undefined)).statusCode).toBe(401);
    for (const url of ['/api/v1/admin/candidates', '/api/v1/admin/candidates/export.csv']) {
      expect((await call(t.app, 'GET', url, viewer.token)).statusCode).toBe(403);
      expect((await call(t.app, 'GET', url, undefined)).statusCode).toBe(401);
    }
    expect((await remind([people.nothing!.user.id], viewer.token)).statusCode).toBe(403);
  });
});

describe('the candidates list', () => {
  it('lists a candidate who has submitted nothing, with their progress and no flags', async () => {
    const row = await rowOf('nothing');
    expect(row).toMatchObject({ id: people.nothing!.user.id, name: 'Nadia Nothing', progress: { done: 0, total: 16 }, next_deadline: null, attention: [] });
    expect(row.last_activity).not.toBeNull(); // registering signed them in
  });

  it('filters by attention, each value finding its candidate', async () => {
    const cases = { awaiting_review: 'awaiting', rejected: 'rejected', expiring: 'expiring', expired: 'expired', follow_up_due: 'followUp', references_outstanding: 'references', compliant: 'compliant' };
    for (const [attention, key] of Object.entries(cases)) {
      const res = await list(`?attention=${attention}&per_page=100`);
      expect(res.statusCode).toBe(200);
      const ids = res.json().data.map((row: Row) => row.id);
      expect(ids, attention).toContain(people[key]!.user.id);
      expect(ids, attention).not.toContain(people.nothing!.user.id);
      expect(res.json().meta.total).toBe(ids.length);
    }
  });

  it('filters by profile role and setting, area and name, and pages and sorts', async () => {
    const ids = async (query: string) => (await list(query)).json().data.map((row: Row) => row.id);
    expect(await ids('?role=teacher')).toEqual([people.awaiting!.user.id]);
    expect(await ids('?setting=academy&role=teacher')).toEqual([people.awaiting!.user.id]);
    expect(await ids('?role=social_worker')).toEqual([]);
    expect(await ids(`?division_id=${people.area!.token}`)).toEqual([people.rejected!.user.id]);
    expect(await ids('?q=ezra')).toEqual([people.expired!.user.id]);
    const page = (await list('?per_page=2&page=2&sort=name&direction=desc')).json();
    expect(page.data).toHaveLength(2);
    expect(page.meta).toMatchObject({ current_page: 2, per_page: 2, from: 3, to: 4 });
    const names = (await list('?per_page=100&sort=name')).json().data.map((row: Row) => row.name.toLocaleLowerCase());
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
  });

  it('refuses filters it does not know (422, keyed by field)', async () => {
    const bad = await list('?attention=asleep&role=pilot&sort=mood&page=0');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['attention', 'page', 'role', 'sort']);
    expect(bad.json().errors.attention[0]).toContain('awaiting review');
  });
});

describe('reminding candidates', () => {
  it('mails each candidate, in their language, what is still to do, and audits it', async () => {
    const before = await outboxCount();
    const res = await remind([people.awaiting!.user.id, people.nothing!.user.id, people.compliant!.user.id]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ reminded: 2, nothing_to_do: [people.compliant!.user.id] });
    expect(await outboxCount()).toBe(before + 2);
    const bengali = await t.smtp.waitFor(people.awaiting!.user.email, (m) => m.subject.includes('কমপ্লায়েন্স'));
    // A teacher at an academy owes more than the 16 items of an empty profile.
    const owed = (await rowOf('awaiting')).progress;
    expect(owed.total).toBeGreaterThan(16);
    // The count in Bengali figures, as the Bengali around it.
    expect(bengali.subject).toBe(`আপনার কমপ্লায়েন্স প্যাক: এখনও ${new Intl.NumberFormat('bn-BD').format(owed.total - owed.done)}টি বিষয় বাকি`);
    expect(bengali.text).toContain('প্রিয় Amir Awaiting');
    const english = await t.smtp.waitFor(people.nothing!.user.email, (m) => m.subject.startsWith('Your compliance pack'));
    expect(english.subject).toBe('Your compliance pack: 16 items still to do');
    expect(english.text).toContain('- Right to work');
    expect(english.text).toContain(`${t.ctx.config.appUrl}/compliance`);
    const rejected = await remind([people.rejected!.user.id]);
    expect(rejected.statusCode).toBe(200);
    const mail = await t.smtp.waitFor(people.rejected!.user.email, (m) => m.subject.startsWith('Your compliance pack'));
    expect(mail.text).toContain('(sent back to you: please submit it again)');
    expect(await auditEntries(t, 'candidates.reminded', people.nothing!.user.id)).toEqual([
      { actor_id: officer.user.id, data: { items: 16, language: 'en' } },
    ]);
  });

  it('refuses bad ids, non-candidates, unknown ids and too many, sending nothing', async () => {
    const admin = await t.query<{ id: string }>(sql`select id from users where email = ${ADMIN.email}`);
    const before = await outboxCount();
    const notUuid = await remind([people.nothing!.user.id, 'not-an-id']);
    expect(notUuid.statusCode).toBe(422);
    expect(Object.keys(notUuid.json().errors)).toEqual(['ids.1']);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const strangers = await remind([people.nothing!.user.id, admin[0]!.id, unknown]);
    expect(strangers.statusCode).toBe(422);
    expect(strangers.json().errors.ids[0]).toBe(`These are not candidates: ${admin[0]!.id}, ${unknown}`);
    const many = await remind(Array.from({ length: CANDIDATE_REMIND_MAX + 1 }, () => people.nothing!.user.id));
    expect(many.statusCode).toBe(422);
    expect(many.json().errors.ids).toEqual([`Choose at most ${CANDIDATE_REMIND_MAX} candidates`]);
    expect((await remind([])).statusCode).toBe(422);
    expect((await remind('everyone')).statusCode).toBe(422);
    expect(await outboxCount()).toBe(before);
  });
});

describe('the CSV export', () => {
  it('exports the filtered candidates with a header row, formulas neutralised, and audits it', async () => {
    const res = await call(t.app, 'GET', '/api/v1/admin/candidates/export.csv?attention=compliant', officer.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="candidates-${calendarDate(new Date(), DISPLAY_ZONE)}.csv"`);
    const lines = res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Name,Email,Required items done,Required items,Next deadline,Last activity,Needs attention');
    const mine = lines.find((line) => line.includes(people.compliant!.user.email))!;
    expect(mine.startsWith(`"'=HYPERLINK(""http://evil.example"")",${people.compliant!.user.email},16,16,`)).toBe(true);
    expect(mine.endsWith(',Compliant')).toBe(true);
    expect(lines.some((line) => line.includes(people.nothing!.user.email))).toBe(false);
    const [audit] = await t.query<{ actor_id: string; data: unknown }>(
      sql`select actor_id, data from audit_log where action = 'candidates.exported' order by created_at desc limit 1`,
    );
    expect(audit).toEqual({ actor_id: officer.user.id, data: { rows: lines.length - 1, filter: { attention: 'compliant' } } });
    const bn = await call(t.app, 'GET', '/api/v1/admin/candidates/export.csv?attention=compliant', officer.token, undefined, { ebdlang: 'bn' });
    expect(bn.body.split('\r\n')[0]).toContain('নাম,ইমেইল');
    expect((await call(t.app, 'GET', '/api/v1/admin/candidates/export.csv?attention=nope', officer.token)).statusCode).toBe(422);
  });
});
