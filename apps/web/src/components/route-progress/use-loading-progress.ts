import { TIMINGS } from '@portal/contract';
import { useEffect, useState } from 'react';

const TICK_MS = 100;
const FINISH_MS = 300;
/** The bar never reaches the end by itself: it completes only when loading does. */
const MAX_WHILE_LOADING = 95;

/**
 * Progress in percent for a loading indicator, or null when hidden. It appears
 * only when loading lasts longer than the throttle, fills over the duration, and
 * jumps to 100 then hides once loading ends.
 */
export function useLoadingProgress(
  loading: boolean,
  throttleMs: number = TIMINGS.loadingBarThrottleMs,
  durationMs: number = TIMINGS.loadingBarDurationMs,
): number | null {
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    if (!loading) {
      setProgress((shown) => (shown === null ? null : 100));
      const hide = setTimeout(() => setProgress(null), FINISH_MS);
      return () => clearTimeout(hide);
    }
    let tick: ReturnType<typeof setInterval> | undefined;
    const show = setTimeout(() => {
      const startedAt = Date.now();
      setProgress(0);
      tick = setInterval(() => {
        setProgress(Math.min(MAX_WHILE_LOADING, ((Date.now() - startedAt) / durationMs) * 100));
      }, TICK_MS);
    }, throttleMs);
    return () => {
      clearTimeout(show);
      clearInterval(tick);
    };
  }, [loading, throttleMs, durationMs]);

  return progress;
}
