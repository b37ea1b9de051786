/**
 * How messages write figures and dates in their language (issue 12: one digit script per language). Numbers go
 * through i18next's own `number` format (`{{max, number}}`); calendar dates through the `date` format below, which the
 * web app (apps/web/src/i18n) and the server's translator (apps/server/src/plugins/i18n.ts) both add.
 */

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Text made of figures (a date, a page number, a code shown as figures) in the language's digits: ০-৯ in Bengali. */
export function localiseDigits(text: string, language: string | undefined): string {
  return language === 'bn' ? text.replace(/[0-9]/g, (digit) => BENGALI_DIGITS[Number(digit)]!) : text;
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `{{from, date}}`: a calendar date (YYYY-MM-DD, as every screen writes dates) in the message's language's digits,
 * '২০২৩-১০-০১' in Bengali. Callers pass calendar dates; an instant is first turned into its date in the display time
 * zone (`calendarDate(instant, displayTimeZone)`). Anything else (a word such as 'ongoing') is written as it is.
 */
export function formatMessageDate(value: unknown, language: string | undefined): string {
  const text = String(value ?? '');
  return CALENDAR_DATE.test(text) ? localiseDigits(text, language) : text;
}

/** The part of i18next's formatter service this needs (`i18next.services.formatter`). */
export interface MessageFormatter {
  add(name: string, format: (value: unknown, language: string | undefined) => string): void;
}

/** Adds the portal's own formats (`date`) to an i18next instance's formatter, once it is initialised. */
export function addMessageFormats(formatter: MessageFormatter | undefined): void {
  if (!formatter) throw new Error('i18next is not initialised: no formatter to add the message formats to');
  formatter.add('date', formatMessageDate);
}
