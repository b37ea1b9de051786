import { TIMINGS } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, mayReloadForChunkError, reloadForChunkError, withChunkReload } from './chunk-reload';

describe('chunk reload guard', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('allows one reload per guard window', () => {
    const reload = vi.fn();
    expect(mayReloadForChunkError()).toBe(true);
    reloadForChunkError(reload);
    expect(reload).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(TIMINGS.chunkReloadGuardMs - 1);
    expect(mayReloadForChunkError()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(mayReloadForChunkError()).toBe(true);
  });
});

describe('withChunkReload', () => {
  it('passes a successful import through', async () => {
    await expect(withChunkReload(() => Promise.resolve('screen'))()).resolves.toBe('screen');
  });

  it('turns a failed import into a ChunkLoadError with a 500 status', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const error = await withChunkReload(() => Promise.reject(failure))().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ statusCode: 500, cause: failure });
  });
});
