import { describe, expect, it } from 'vitest';
import { addDays, calendarDate, monthEnd, weekStart } from '@portal/contract';
import { datesBetween, rangeDays } from './calendar.js';

describe('dashboard calendar', () => {
  it('finds the calendar date of an instant in a time zone', () => {
    expect(calendarDate(new Date('2026-03-01T17:59:59Z'), 'Asia/Dhaka')).toBe('2026-03-01');
    expect(calendarDate(new Date('2026-03-01T18:00:00Z'), 'Asia/Dhaka')).toBe('2026-03-02');
    expect(calendarDate(new Date('2026-03-29T23:30:00Z'), 'Europe/London')).toBe('2026-03-30');
  });

  it('starts weeks on Monday', () => {
    expect(weekStart('2026-03-30')).toBe('2026-03-30'); // a Monday
    expect(weekStart('2026-04-05')).toBe('2026-03-30'); // the Sunday after
    expect(weekStart('2026-01-01')).toBe('2025-12-29');
  });

  it('gives this week, this month and last month, across year ends and leap days', () => {
    expect(rangeDays('this_week', '2026-01-01')).toEqual({ first: '2025-12-29', last: '2026-01-04' });
    expect(rangeDays('this_month', '2028-02-10')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(rangeDays('last_month', '2026-01-15')).toEqual({ first: '2025-12-01', last: '2025-12-31' });
    expect(rangeDays('last_month', '2026-03-31')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
  });

  it('steps through dates by days or weeks', () => {
    expect(datesBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(datesBetween('2026-03-02', '2026-03-20', 7)).toEqual(['2026-03-02', '2026-03-09', '2026-03-16']);
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(monthEnd('2028-02-10')).toBe('2028-02-29');
    expect(monthEnd('2026-12-01')).toBe('2026-12-31');
  });
});
