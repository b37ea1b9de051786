import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStorage, removeStorage, writeStorage } from './storage';

describe('storage', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('keeps a value without expiry as a plain string', () => {
    writeStorage('token', 'abc');
    expect(readStorage('token')).toBe('abc');
    expect(localStorage.getItem('token')).toBe('abc');
  });

  it('returns a value until its expiry, then forgets it', () => {
    writeStorage('token', 'abc', 1000);
    vi.advanceTimersByTime(999);
    expect(readStorage('token')).toBe('abc');
    vi.advanceTimersByTime(1);
    expect(readStorage('token')).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('drops an old expiry when the value is written again without one', () => {
    writeStorage('token', 'abc', 10);
    writeStorage('token', 'def');
    vi.advanceTimersByTime(100);
    expect(readStorage('token')).toBe('def');
  });

  it('removes the value and its expiry', () => {
    writeStorage('token', 'abc', 1000);
    removeStorage('token');
    expect(readStorage('token')).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('returns null for a missing key', () => {
    expect(readStorage('missing')).toBeNull();
  });
});
