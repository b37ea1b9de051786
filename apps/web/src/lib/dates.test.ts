import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, isValidTimeZone } from './dates';

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
});
