import { addDays, calendarDate, weekStart, type DashboardRange, type TDashboardStats, type TDashboardSummary } from '@portal/contract';
import type { AppContext } from '../../context.js';
import { datesBetween, rangeDays } from './calendar.js';
import { dashboardRepository } from './repository.js';

/** How long computed figures are kept: a dashboard a minute behind is fine, and the queries scan users. */
const STATS_TTL_SECONDS = 60;
const TREND_WEEKS = 12;

/** How many users there are, verified and banned, and how many hold each role. */
export async function dashboardSummary(ctx: AppContext): Promise<TDashboardSummary> {
  const counts = await dashboardRepository.userCounts(ctx.db);
  return {
    users: { total: counts.total, verified: counts.verified, unverified: counts.total - counts.verified, banned: counts.banned },
    users_by_role: counts.byRole.map((r) => ({ role: r.role, count: r.n })),
  };
}

async function computeStats(ctx: AppContext, range: DashboardRange, today: string, now: Date): Promise<TDashboardStats> {
  const timeZone = ctx.config.displayTimeZone;
  const { first, last } = rangeDays(range, today);
  const trendFirst = addDays(weekStart(last), -7 * (TREND_WEEKS - 1));
  const [perDay, perWeek, verification] = await Promise.all([
    dashboardRepository.registrationsPerDay(ctx.db, timeZone, first, last),
    dashboardRepository.registrationsPerWeek(ctx.db, timeZone, trendFirst, last),
    dashboardRepository.verificationBetween(ctx.db, timeZone, first, last),
  ]);
  return {
    range: { name: range, time_zone: timeZone, first_day: first, last_day: last },
    registrations_per_day: datesBetween(first, last).map((date) => ({ date, count: perDay.get(date) ?? 0 })),
    registrations_per_week: datesBetween(trendFirst, last, 7).map((week) => ({ week_start: week, count: perWeek.get(week) ?? 0 })),
    verification,
    computed_at: now.toISOString(),
  };
}

/** Registration and verification figures for a calendar range in the display time zone. */
export async function dashboardStats(ctx: AppContext, range: DashboardRange, now = new Date()): Promise<TDashboardStats> {
  const today = calendarDate(now, ctx.config.displayTimeZone);
  // The key carries the day, so figures kept from before midnight are never served after it.
  const key = `stats:${range}:${ctx.config.displayTimeZone}:${today}`;
  return ctx.cache.getOrCompute('dashboard', key, STATS_TTL_SECONDS, () => computeStats(ctx, range, today, now));
}
