import { describe, expect, it } from 'vitest';
import { toInstant, toLocalInput } from './time-range';

describe('log time range fields', () => {
  it('reads the typed wall-clock time in the display time zone', () => {
    expect(toInstant('2026-01-31T09:30', 'Asia/Dhaka')).toBe('2026-01-31T09:30:00+06:00');
    expect(toInstant('2026-07-01T09:30', 'Europe/London')).toBe('2026-07-01T09:30:00+01:00');
    expect(toInstant('', 'Asia/Dhaka')).toBeUndefined();
    expect(toInstant('yesterday', 'Asia/Dhaka')).toBeUndefined();
  });

  it('shows an instant back in the display time zone', () => {
    expect(toLocalInput('2026-01-31T03:30:00Z', 'Asia/Dhaka')).toBe('2026-01-31T09:30');
    expect(toLocalInput(undefined, 'Asia/Dhaka')).toBe('');
  });
});
