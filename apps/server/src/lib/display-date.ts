import { calendarDate, type IsoDate } from '@portal/contract';
import type { Config } from '../config.js';

/**
 * The date of an instant (default: now) in the portal's display time zone. Everything a person reads —
 * screens, PDFs, file names — names the day this way, so a download's name and the screen that offered it
 * agree across midnight. (Deadlines and expiry follow UK law's calendar instead: see `complianceToday`.)
 */
export function displayDate(config: Pick<Config, 'displayTimeZone'>, instant: Date = new Date()): IsoDate {
  return calendarDate(instant, config.displayTimeZone);
}

/** `prefix-<person or school, ASCII>-<display date>.<ext>`: a download name safe in any header or file system. */
export function datedFileName(prefix: string, name: string, fallback: string, date: IsoDate, extension: string): string {
  const slug = name.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase() || fallback;
  return `${prefix}-${slug}-${date}.${extension}`;
}
