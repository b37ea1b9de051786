import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, isValidTimeZone, localToday, timeZoneName } from './dates';

describe('dates', () => {
  const instant = '2025-03-31T20:15:09Z';

  it('formats in Asia/Dhaka by default', () => {
    expect(formatDate(instant)).toBe('2025-04-01');
    expect(formatDateTime(instant)).toBe('2025-04-01 02:15:09 AM');
  });

  it('formats in the given display time zone', () => {
    expect(formatDate(instant, 'Europe/London')).toBe('2025-03-31');
    expect(formatDateTime(instant, 'Europe/London')).toBe('2025-03-31 09:15:09 PM');
  });

  it('falls back to the default zone for an unknown zone', () => {
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(formatDateTime(instant, 'Mars/Olympus')).toBe('2025-04-01 02:15:09 AM');
  });

  it('writes Bengali dates in Bengali digits, with পূর্বাহ্ণ and অপরাহ্ণ for AM and PM', () => {
    expect(formatDate(instant, 'Asia/Dhaka', 'bn')).toBe('২০২৫-০৪-০১');
    expect(formatDateTime(instant, 'Asia/Dhaka', 'bn')).toBe('২০২৫-০৪-০১ ০২:১৫:০৯ পূর্বাহ্ণ');
    expect(formatDateTime(instant, 'Europe/London', 'bn')).toBe('২০২৫-০৩-৩১ ০৯:১৫:০৯ অপরাহ্ণ');
    expect(formatDateTime(instant, 'Europe/London', 'en')).toBe('2025-03-31 09:15:09 PM');
  });

  it('writes midnight and noon as 12 AM and 12 PM, and a date without a time as that day', () => {
    expect(formatDateTime('2025-03-31T18:00:00Z')).toBe('2025-04-01 12:00:00 AM');
    expect(formatDateTime('2025-04-01T06:00:00Z')).toBe('2025-04-01 12:00:00 PM');
    expect(formatDateTime('2025-04-01T06:00:00Z', 'Europe/London')).toBe('2025-04-01 07:00:00 AM');
    expect(formatDate(new Date('2025-12-31T23:59:59Z'), 'Europe/London')).toBe('2025-12-31');
    expect(formatDate('not a date')).toBe('Invalid Date');
  });

  it('names a time zone in the language', () => {
    expect(timeZoneName('Asia/Dhaka', 'en')).toBe('Bangladesh Standard Time');
    expect(timeZoneName('Asia/Dhaka', 'bn')).toMatch(/^[\u0980-\u09FF ]+$/);
    expect(timeZoneName('Mars/Olympus', 'bn')).toBe('Mars/Olympus');
  });

  it("gives today's date where the browser is, as a date field writes it", () => {
    const now = new Date(2026, 0, 31, 23, 59);
    expect(localToday(now)).toBe('2026-01-31');
  });
});
