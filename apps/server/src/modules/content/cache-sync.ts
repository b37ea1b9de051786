import type { AppContext } from '../../context.js';
import { contentRepository } from './repository.js';
import { invalidatePublicContent } from './public-cache.js';

/**
 * Keeps an instance's own (memory) cache in step with changes made through other instances: a stamp of the
 * content tables (newest change and row count of each, so deletes count too) is read on every run, and when
 * it moves this instance drops its cached public answers. With Redis the cache is shared and the writer
 * clears it directly, so this runs only with the memory store.
 */
export class ContentCacheSync {
  private lastStamp: string | undefined;

  constructor(private readonly ctx: AppContext) {}

  async run(): Promise<{ cleared: number }> {
    const stamp = await contentRepository.changeStamp(this.ctx.db);
    const changed = this.lastStamp !== undefined && stamp !== this.lastStamp;
    this.lastStamp = stamp;
    if (changed) await invalidatePublicContent(this.ctx);
    return { cleared: changed ? 1 : 0 };
  }
}
