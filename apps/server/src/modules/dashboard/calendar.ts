/** The dashboard's ranges of days, on the contract's calendar (forms/dates.ts: which day it is, weeks, months). */
import { addDays, monthEnd, weekStart, type DashboardRange, type IsoDate } from '@portal/contract';

function monthStart(date: IsoDate): IsoDate {
  return `${date.slice(0, 7)}-01`;
}

/** First and last day (both included) of a dashboard range around `today`. */
export function rangeDays(range: DashboardRange, today: IsoDate): { first: IsoDate; last: IsoDate } {
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
export function datesBetween(first: IsoDate, last: IsoDate, stepDays = 1): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let d = first; d <= last; d = addDays(d, stepDays)) dates.push(d);
  return dates;
}
