import { DATE_FORMAT, DATE_TIME_FORMAT, DEFAULT_DISPLAY_TIME_ZONE } from '@portal/contract';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import i18n from '@/i18n';
import { localiseDigits } from './numbers';

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

/** Morning and afternoon as Bengali writes them (পূর্বাহ্ণ, অপরাহ্ণ), digits in the language's script. */
function localise(text: string, language: string): string {
  if (language !== 'bn') return text;
  return localiseDigits(text.replace(/\bAM\b/, 'পূর্বাহ্ণ').replace(/\bPM\b/, 'অপরাহ্ণ'), language);
}

/** An instant as a calendar date (YYYY-MM-DD) in the display time zone, in the language's digits. */
export function formatDate(value: string | Date, timeZone: string = DEFAULT_DISPLAY_TIME_ZONE, language: string = i18n.language): string {
  return localise(inZone(value, timeZone).format(DATE_FORMAT), language);
}

/** An instant as date and time (YYYY-MM-DD hh:mm:ss A) in the display time zone, in the language's digits. */
export function formatDateTime(value: string | Date, timeZone: string = DEFAULT_DISPLAY_TIME_ZONE, language: string = i18n.language): string {
  return localise(inZone(value, timeZone).format(DATE_TIME_FORMAT), language);
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
