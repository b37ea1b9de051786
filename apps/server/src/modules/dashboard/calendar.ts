import type { DashboardRange } from '@portal/contract';

/**
 * Calendar arithmetic on plain dates ('YYYY-MM-DD'), done in UTC so that no time zone or
 * daylight-saving change can shift a day. Which day it is comes from the contract's `calendarDate`.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

const parse = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
const format = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return format(parse(date) + days * DAY_MS);
}

/** Monday of the date's week (weeks start on Monday, as PostgreSQL's date_trunc('week') has it). */
export function weekStart(date: string): string {
  const weekday = (new Date(parse(date)).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

function monthEnd(date: string): string {
  const d = new Date(parse(date));
  return format(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0));
}

/** First and last day (both included) of a dashboard range around `today`. */
export function rangeDays(range: DashboardRange, today: string): { first: string; last: string } {
  switch (range) {
    case 'this_week':
      return { first: weekStart(today), last: addDays(weekStart(today), 6) };
    case 'this_month':
      return { first: monthStart(today), last: monthEnd(today) };
    case 'last_month': {
      const last = addDays(monthStart(today), -1);
      return { first: monthStart(last), last };
    }
  }
}

/** Every date from `first` to `last`, both included, stepping `stepDays`. */
export function datesBetween(first: string, last: string, stepDays = 1): string[] {
  const dates: string[] = [];
  for (let d = first; d <= last; d = addDays(d, stepDays)) dates.push(d);
  return dates;
}
