/**
 * Dates as screens write them, with Intl: the first screens use this module, so it loads no date library. Wall-clock
 * times typed into a field are lib/wall-clock.ts's (dayjs).
 */
import { calendarDate, DATE_FORMAT, DATE_TIME_FORMAT, DEFAULT_DISPLAY_TIME_ZONE } from '@portal/contract';
import i18n from '@/i18n';
import { localiseDigits } from './numbers';

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** One formatter per zone: the parts of an instant there, as DATE_FORMAT's and DATE_TIME_FORMAT's tokens write them. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h12',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/**
 * `format` (dayjs's tokens YYYY MM DD hh mm ss A, the ones DATE_FORMAT and DATE_TIME_FORMAT use) filled in with the
 * instant in the zone; Intl instead of dayjs with its time-zone plugins, which took 5 KB to every page showing a date.
 * A date without a time is read as local midnight, as dayjs read it.
 */
function formatInZone(value: string | Date, timeZone: string, format: string): string {
  const dateOnly = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  const instant = dateOnly ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])) : new Date(value);
  if (Number.isNaN(instant.getTime())) return 'Invalid Date';
  const parts = formatter(isValidTimeZone(timeZone) ? timeZone : DEFAULT_DISPLAY_TIME_ZONE).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  const tokens: Record<string, string> = {
    YYYY: part('year').padStart(4, '0'),
    MM: part('month'),
    DD: part('day'),
    hh: part('hour').padStart(2, '0'),
    mm: part('minute'),
    ss: part('second'),
    A: part('dayPeriod').toUpperCase(),
  };
  return format.replace(/YYYY|MM|DD|hh|mm|ss|A/g, (token) => tokens[token] ?? token);
}

/** Morning and afternoon as Bengali writes them (পূর্বাহ্ণ, অপরাহ্ণ), digits in the language's script. */
function localise(text: string, language: string): string {
  if (language !== 'bn') return text;
  return localiseDigits(text.replace(/\bAM\b/, 'পূর্বাহ্ণ').replace(/\bPM\b/, 'অপরাহ্ণ'), language);
}

/** An instant as a calendar date (YYYY-MM-DD) in the display time zone, in the language's digits. */
export function formatDate(value: string | Date, timeZone: string = DEFAULT_DISPLAY_TIME_ZONE, language: string = i18n.language): string {
  return localise(formatInZone(value, timeZone, DATE_FORMAT), language);
}

/** An instant as date and time (YYYY-MM-DD hh:mm:ss A) in the display time zone, in the language's digits. */
export function formatDateTime(value: string | Date, timeZone: string = DEFAULT_DISPLAY_TIME_ZONE, language: string = i18n.language): string {
  return localise(formatInZone(value, timeZone, DATE_TIME_FORMAT), language);
}

/** A time zone as people call it in the language ('Bangladesh Standard Time', 'বাংলাদেশ মানক সময়'), else its identifier. */
export function timeZoneName(timeZone: string, language: string = i18n.language): string {
  try {
    const parts = new Intl.DateTimeFormat(language === 'bn' ? 'bn-BD' : 'en-GB', { timeZone, timeZoneName: 'long' }).formatToParts(new Date());
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

/** Today's date (YYYY-MM-DD) where the browser is: the latest date a date-of-birth field offers. */
export function localToday(now: Date = new Date()): string {
  return calendarDate(now, Intl.DateTimeFormat().resolvedOptions().timeZone);
}
