import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceFigures } from '../src/modules/dashboard/compliance-figures.js';
import { dashboardStats } from '../src/modules/dashboard/service.js';
import { ADMIN, call, createTestApp, loginAs, registerUser, type TestApp } from './helpers/app.js';
import { userWithPermissions } from './helpers/factories.js';

const STATS = '/api/v1/admin/dashboard/stats';
const HOUR = 3600_000;

/** Dhaka has no daylight saving: its dates are UTC+6, computed here without the code under test. */
const dhakaDate = (ms: number) => new Date(ms + 6 * HOUR).toISOString().slice(0, 10);
const dhakaMidnight = (date: string) => Date.parse(`${date}T00:00:00Z`) - 6 * HOUR;
const plusDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 24 * HOUR).toISOString().slice(0, 10);

async function registeredAt(t: TestApp, at: number | string, changes: { verified?: boolean; deleted?: boolean } = {}) {
  const { user } = await registerUser(t.app);
  await t.query(sql`update users set created_at = ${new Date(at).toISOString()}::timestamptz,
    email_verified_at = ${changes.verified ? new Date(at).toISOString() : null}::timestamptz,
    deleted_at = ${changes.deleted ? new Date().toISOString() : null}::timestamptz where id = ${user.id}`);
  return user.id;
}

describe('dashboard figures in the display time zone (Asia/Dhaka)', () => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    adminToken = await loginAs(t.app, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => t?.close());

  it('refuses without a token (401) and without dashboard.view (403), and a range it does not know (422)', async () => {
    const candidate = await registerUser(t.app);
    const usersOnly = await userWithPermissions(t, ['users.view']);
    expect((await call(t.app, 'GET', STATS)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', STATS, candidate.token)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', STATS, usersOnly.token)).statusCode).toBe(403);
    const bad = await call(t.app, 'GET', `${STATS}?range=yesterday`, adminToken);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ range: ['Choose this week, this month or last month'] });
  });

  it('counts registrations per day and week, and verification, at the edges of this week, this month and last month', async () => {
    const today = dhakaDate(Date.now());
    const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
    const monday = plusDays(today, -weekday);
    const monthFirst = `${today.slice(0, 7)}-01`;
    const lastMonthFirst = `${dhakaDate(dhakaMidnight(monthFirst) - HOUR).slice(0, 7)}-01`;
    for (const midnight of [monday, monthFirst, lastMonthFirst]) {
      await registeredAt(t, dhakaMidnight(midnight), { verified: true });
      await registeredAt(t, dhakaMidnight(midnight) - 60_000);
      await registeredAt(t, dhakaMidnight(midnight) + HOUR, { deleted: true });
    }

    // Expected figures from the live users' timestamps, bucketed here in plain arithmetic.
    const live = await t.query<{ ms: string; verified: boolean }>(
      sql`select (extract(epoch from created_at) * 1000)::bigint::text as ms, email_verified_at is not null as verified
          from users where deleted_at is null`,
    );
    const dates = live.map((u) => ({ date: dhakaDate(Number(u.ms)), verified: u.verified }));
    const expectRange = async (range: string, first: string, last: string) => {
      const res = await call(t.app, 'GET', `${STATS}?range=${range}`, adminToken);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.range).toEqual({ name: range, time_zone: 'Asia/Dhaka', first_day: first, last_day: last });
      const days: Array<{ date: string; count: number }> = body.registrations_per_day;
      expect(days[0]?.date).toBe(first);
      expect(days.at(-1)?.date).toBe(last);
      for (const day of days) expect(day.count, day.date).toBe(dates.filter((d) => d.date === day.date).length);
      const inRange = dates.filter((d) => d.date >= first && d.date <= last);
      expect(body.verification).toEqual({ verified: inRange.filter((d) => d.verified).length, unverified: inRange.filter((d) => !d.verified).length });
      const weeks: Array<{ week_start: string; count: number }> = body.registrations_per_week;
      expect(weeks).toHaveLength(12);
      for (const week of weeks) {
        const end = plusDays(week.week_start, 6) < last ? plusDays(week.week_start, 6) : last;
        expect(week.count, week.week_start).toBe(dates.filter((d) => d.date >= week.week_start && d.date <= end).length);
      }
      return body;
    };

    const week = await expectRange('this_week', monday, plusDays(monday, 6));
    expect(week.registrations_per_day).toHaveLength(7);
    // The user registered at Monday 00:00 counts; the one a minute earlier belongs to last week.
    expect(week.registrations_per_day[0].count).toBeGreaterThanOrEqual(1);
    const nextMonthFirst = `${dhakaDate(dhakaMidnight(monthFirst) + 32 * 24 * HOUR).slice(0, 7)}-01`;
    await expectRange('this_month', monthFirst, plusDays(nextMonthFirst, -1));
    const lastMonth = await expectRange('last_month', lastMonthFirst, plusDays(monthFirst, -1));
    // Last month's final day holds the user registered a minute before this month began.
    expect(lastMonth.registrations_per_day.at(-1).count).toBeGreaterThanOrEqual(1);
  });
});

describe('dashboard figures across a daylight-saving change (Europe/London)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TZ_DISPLAY: 'Europe/London' });
  });
  afterAll(async () => t?.close());

  it('buckets by local calendar day when clocks go forward', async () => {
    // Clocks went forward at 01:00 GMT on Sunday 29 March 2026.
    await registeredAt(t, '2026-02-28T23:59:00Z'); // Feb 28, GMT
    await registeredAt(t, '2026-03-01T00:00:00Z', { verified: true }); // Mar 1, GMT
    await registeredAt(t, '2026-03-29T00:30:00Z'); // Mar 29, 00:30 GMT
    await registeredAt(t, '2026-03-29T23:30:00Z'); // Mar 30, 00:30 BST
    const now = new Date('2026-03-31T12:00:00Z');

    const month = await dashboardStats(t.ctx, 'this_month', now);
    const count = (date: string) => month.registrations_per_day.find((d) => d.date === date)?.count;
    expect(month.registrations_per_day).toHaveLength(31);
    expect([count('2026-03-01'), count('2026-03-28'), count('2026-03-29'), count('2026-03-30')]).toEqual([1, 0, 1, 1]);
    expect(month.verification).toEqual({ verified: 1, unverified: 2 });

    const week = await dashboardStats(t.ctx, 'this_week', now);
    expect(week.range).toMatchObject({ first_day: '2026-03-30', last_day: '2026-04-05' });
    expect(week.registrations_per_day.map((d) => d.count)).toEqual([1, 0, 0, 0, 0, 0, 0]);
    expect(week.registrations_per_week.slice(-2)).toEqual([
      { week_start: '2026-03-23', count: 1 },
      { week_start: '2026-03-30', count: 1 },
    ]);

    const lastMonth = await dashboardStats(t.ctx, 'last_month', now);
    expect(lastMonth.range).toMatchObject({ first_day: '2026-02-01', last_day: '2026-02-28' });
    expect(lastMonth.registrations_per_day.at(-1)).toEqual({ date: '2026-02-28', count: 1 });
  });
});

describe('the compliance officers’ figures on the dashboard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('are kept from dashboard.view alone (403) and given with documents.review', async () => {
    const viewer = await userWithPermissions(t, ['dashboard.view']);
    const reviewer = await userWithPermissions(t, ['dashboard.view', 'documents.review']);
    expect((await call(t.app, 'GET', '/api/v1/admin/dashboard/compliance', viewer.token)).statusCode).toBe(403);
    const res = await call(t.app, 'GET', '/api/v1/admin/dashboard/compliance', reviewer.token);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().counts)).toEqual([
      'awaiting_review', 'rejected', 'expiring', 'expired', 'follow_up_due', 'references_outstanding', 'compliant',
    ]);
  });

  it('counts reviews per Monday-first week of the display time zone', async () => {
    const { user } = await registerUser(t.app);
    const [row] = await t.query<{ id: string }>(sql`insert into submissions (user_id, form_key, version, definition_version, status, answers)
      values (${user.id}, 'tempest-forms/code-of-conduct', 1, 1, 'approved', '{}'::jsonb) returning id`);
    const monday = '2026-03-30';
    const event = async (action: string, at: number) =>
      t.query(sql`insert into submission_events (submission_id, action, created_at) values (${row!.id}, ${action}, ${new Date(at).toISOString()}::timestamptz)`);
    await event('approved', dhakaMidnight(monday)); // Monday 00:00 in Dhaka
    await event('rejected', dhakaMidnight(monday) - 60_000); // Sunday 23:59 in Dhaka, Sunday 17:59 UTC
    await event('submitted', dhakaMidnight(monday) + HOUR); // not a review
    const figures = await complianceFigures(t.ctx, new Date('2026-04-01T06:00:00Z'));
    expect(figures.review_throughput).toHaveLength(12);
    expect(figures.review_throughput.slice(-2)).toEqual([
      { week_start: '2026-03-23', approved: 0, rejected: 1 },
      { week_start: '2026-03-30', approved: 1, rejected: 0 },
    ]);
  });
});
