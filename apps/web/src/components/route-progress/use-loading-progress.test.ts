import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLoadingProgress } from './use-loading-progress';

describe('useLoadingProgress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays hidden when loading ends within the throttle', () => {
    const { result, rerender } = renderHook(({ loading }) => useLoadingProgress(loading, 200, 5000), {
      initialProps: { loading: true },
    });
    act(() => vi.advanceTimersByTime(150));
    rerender({ loading: false });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBeNull();
  });

  it('fills over the duration, holds below 100, then finishes and hides', () => {
    const { result, rerender } = renderHook(({ loading }) => useLoadingProgress(loading, 200, 5000), {
      initialProps: { loading: true },
    });
    act(() => vi.advanceTimersByTime(200 + 2500));
    expect(result.current).toBeCloseTo(50, 0);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(95);
    rerender({ loading: false });
    expect(result.current).toBe(100);
    act(() => vi.advanceTimersByTime(300));
    expect(result.current).toBeNull();
  });
});
