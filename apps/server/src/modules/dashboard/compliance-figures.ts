import { addDays, calendarDate, weekStart, type TComplianceFigures } from '@portal/contract';
import type { AppContext } from '../../context.js';
import { refreshCandidateSummaries } from '../candidates/summaries.js';
import { candidateSummaryRepository } from '../candidates/summary-repository.js';
import { datesBetween } from './calendar.js';
import { dashboardRepository } from './repository.js';

const TREND_WEEKS = 12;

type Completion = Awaited<ReturnType<typeof candidateSummaryRepository.completions>>[number];
const DAY_MS = 24 * 60 * 60 * 1000;

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(value * 10) / 10;
}

/**
 * Time to compliant, per week of the display time zone. A candidate counts in the week their required set
 * was completed: they are fully compliant now, and the latest approval among the current versions of their
 * required forms (the approval that completed the set) fell in that week. Their time is the days, to one
 * decimal, from their first submission of any form (any version, also one later replaced) to that approval;
 * the week's figure is the median of those times. A candidate who was compliant once but is not today is
 * not counted: the portal judges the set by today's rules and versions, and keeps no history of it.
 */
function timeToCompliant(completions: readonly Completion[], weeks: readonly string[], timeZone: string) {
  const days = new Map<string, number[]>(weeks.map((week) => [week, []]));
  for (const { first_submitted, compliant_since } of completions) {
    if (!compliant_since || !first_submitted) continue;
    const week = days.get(weekStart(calendarDate(compliant_since, timeZone)));
    week?.push((compliant_since.getTime() - first_submitted.getTime()) / DAY_MS);
  }
  return weeks.map((week) => {
    const values = days.get(week) ?? [];
    return { week_start: week, candidates: values.length, median_days: median(values) };
  });
}

/** GET /admin/dashboard/compliance: the attention counts over every candidate, and the two weekly series. */
export async function complianceFigures(ctx: AppContext, now = new Date()): Promise<TComplianceFigures> {
  const timeZone = ctx.config.displayTimeZone;
  const thisWeek = weekStart(calendarDate(now, timeZone));
  const first = addDays(thisWeek, -7 * (TREND_WEEKS - 1));
  const weeks = datesBetween(first, thisWeek, 7);
  await refreshCandidateSummaries(ctx, {}, now);
  const [{ candidates, counts }, completions, reviews] = await Promise.all([
    candidateSummaryRepository.attentionCounts(ctx.db),
    // A day early: the week's first day begins before midnight UTC in zones east of it.
    candidateSummaryRepository.completions(ctx.db, new Date(`${addDays(first, -1)}T00:00:00Z`)),
    dashboardRepository.reviewsPerWeek(ctx.db, timeZone, first),
  ]);
  const reviewed = (week: string, action: 'approved' | 'rejected') =>
    reviews.find((row) => row.week === week && row.action === action)?.n ?? 0;
  return {
    counts,
    candidates,
    time_zone: timeZone,
    review_throughput: weeks.map((week) => ({ week_start: week, approved: reviewed(week, 'approved'), rejected: reviewed(week, 'rejected') })),
    time_to_compliant: timeToCompliant(completions, weeks, timeZone),
    computed_at: now.toISOString(),
  };
}
