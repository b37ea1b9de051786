import { describe, expect, it } from 'vitest';
import { formatBytes, formatNumber, localiseDigits } from './numbers';

describe('numbers', () => {
  it('writes counts in the language’s digits', () => {
    expect(formatNumber(1234, 'en')).toBe('1,234');
    expect(formatNumber(18, 'bn')).toBe('১৮');
    expect(localiseDigits('404', 'bn')).toBe('৪০৪');
  });

  it('writes a file size in kilobytes below a megabyte, never 0 KB, and in megabytes with one decimal above', () => {
    expect(formatBytes(300, 'en')).toBe('1 KB');
    expect(formatBytes(860_160, 'en')).toBe('840 KB');
    expect(formatBytes(2.44 * 1024 * 1024, 'en')).toBe('2.4 MB');
    expect(formatBytes(300, 'bn')).toBe('১ KB');
    expect(formatBytes(2.44 * 1024 * 1024, 'bn')).toBe('২.৪ MB');
  });
});
