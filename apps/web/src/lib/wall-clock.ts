import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

/**
 * Wall-clock times in a time zone, for the fields that take one (a datetime-local field, Mantine's date pickers):
 * the web app's one dayjs, set up here once. Dates shown on screens are lib/dates.ts's (Intl), so the first screens
 * load no dayjs; only the screens with such a field import this module.
 */
dayjs.extend(utc);
dayjs.extend(timezone);

/** A wall-clock time in the zone, written in `format` (dayjs's tokens), as an ISO instant with its offset; undefined when invalid. */
export function wallClockToInstant(value: string, timeZone: string, format?: string): string | undefined {
  const instant = format === undefined ? dayjs.tz(value, timeZone) : dayjs.tz(value, format, timeZone);
  return instant.isValid() ? instant.format() : undefined;
}

/** The reverse: an instant as wall-clock time in the zone, written in `format`; '' when invalid. */
export function instantToWallClock(instant: string, timeZone: string, format: string): string {
  const value = dayjs(instant);
  return value.isValid() ? value.tz(timeZone).format(format) : '';
}

/** Whether a wall-clock time in the zone comes after `now`. */
export function isWallClockAfter(value: string, timeZone: string, now: Date): boolean {
  return dayjs.tz(value, timeZone).isAfter(now);
}
