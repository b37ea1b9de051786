import { DATE_FORMAT, DATE_TIME_FORMAT, DEFAULT_DISPLAY_TIME_ZONE } from '@portal/contract';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

function inZone(value: string | Date, timeZone: string) {
  return dayjs(value).tz(isValidTimeZone(timeZone) ? timeZone : DEFAULT_DISPLAY_TIME_ZONE);
}

/** An instant as a calendar date (YYYY-MM-DD) in the display time zone. */
export function formatDate(value: string | Date, timeZone: string = DEFAULT_DISPLAY_TIME_ZONE): string {
  return inZone(value, timeZone).format(DATE_FORMAT);
}

/** An instant as date and time (YYYY-MM-DD hh:mm:ss A) in the display time zone. */
export function formatDateTime(value: string | Date, timeZone: string = DEFAULT_DISPLAY_TIME_ZONE): string {
  return inZone(value, timeZone).format(DATE_TIME_FORMAT);
}
