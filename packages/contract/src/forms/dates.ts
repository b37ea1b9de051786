/**
 * The portal's calendar: dates as 'YYYY-MM-DD' strings (they sort and compare as strings), the date of an instant in
 * a time zone, and the arithmetic on them, done in UTC so that no time zone or daylight-saving change shifts a day.
 * The contract's rules and the server call this module for every calendar question (how a date is written in a
 * message: message-formats.ts).
 * "Today" for form rules is the date in the UK, where the agency and its
 * clients work, whatever the server's or the browser's own time zone.
 */
export const FORM_TIME_ZONE = 'Europe/London';

export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written as YYYY-MM-DD. */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 1900 && year <= 2999 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function parts(date: IsoDate): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number);
  return [y ?? 0, m ?? 0, d ?? 0];
}

function format(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of an instant in a time zone (default: the UK). */
export function calendarDate(instant: Date, timeZone: string = FORM_TIME_ZONE): IsoDate {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  const get = (type: string) => Number(formatter.formatToParts(instant).find((p) => p.type === type)?.value);
  return format(get('year'), get('month'), get('day'));
}

/** Adds (or with a negative number, subtracts) calendar months; the 31st becomes the month's last day. */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = parts(date);
  const index = year * 12 + (month - 1) + months;
  const newYear = Math.floor(index / 12);
  const newMonth = (index % 12) + 1;
  return format(newYear, newMonth, Math.min(day, daysInMonth(newYear, newMonth)));
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const [year, month, day] = parts(date);
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return format(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
}

/** Monday of the date's week (weeks start on Monday, as PostgreSQL's date_trunc('week') has it). */
export function weekStart(date: IsoDate): IsoDate {
  const [year, month, day] = parts(date);
  const weekday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

/** The last day of the date's month. */
export function monthEnd(date: IsoDate): IsoDate {
  const [year, month] = parts(date);
  return format(year, month, daysInMonth(year, month));
}

/** The first `month`/`day` (1-based) on or after `date`; a day past the month's end becomes its last day. */
export function nextAnnualDate(date: IsoDate, month: number, day: number): IsoDate {
  const [year] = parts(date);
  const inYear = (y: number) => format(y, month, Math.min(day, daysInMonth(y, month)));
  return inYear(year) >= date ? inYear(year) : inYear(year + 1);
}
