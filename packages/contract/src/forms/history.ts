/**
 * Gaps in a history of periods (addresses, work): the days in the last `years` years, up to today, that no
 * period covers, ignoring breaks of up to `max_gap_days`. One source for the form's submit rule and for the
 * flags officers see.
 */
import { addDays, addMonths, isIsoDate, type IsoDate } from './dates.js';
import type { FormAnswers, HistoryCoverage } from './types.js';

/** The first and last uncovered day, both inclusive. */
export interface HistoryGap {
  readonly from: IsoDate;
  readonly to: IsoDate;
}

/** The periods of repeating items; an empty end means "to date". Items without a valid start are skipped. */
export function historyPeriods(items: readonly FormAnswers[], coverage: Pick<HistoryCoverage, 'from' | 'to'>, today: IsoDate) {
  return items
    .map((item) => ({ from: item[coverage.from], to: item[coverage.to] ?? today }))
    .filter((p): p is { from: IsoDate; to: IsoDate } => isIsoDate(p.from) && isIsoDate(p.to))
    .sort((a, b) => a.from.localeCompare(b.from));
}

export function historyGaps(items: readonly FormAnswers[], coverage: HistoryCoverage, today: IsoDate): HistoryGap[] {
  const gaps: HistoryGap[] = [];
  const windowStart = addMonths(today, -12 * coverage.years);
  // `reach` is the last covered day; the window starts the day after it.
  let reach = addDays(windowStart, -1);
  for (const period of historyPeriods(items, coverage, today)) {
    if (period.from > addDays(reach, coverage.max_gap_days + 1)) gaps.push({ from: addDays(reach, 1), to: addDays(period.from, -1) });
    if (period.to > reach) reach = period.to;
  }
  if (reach < addDays(today, -coverage.max_gap_days)) gaps.push({ from: addDays(reach, 1), to: today });
  return gaps;
}
