import { CACHE_AREAS, type CacheArea, type TCacheAreas } from '@portal/contract';
import type { AppContext, RequestMeta } from '../../context.js';
import type { Actor } from '../../plugins/auth.js';
import { auditRepository } from '../audit/repository.js';

export async function listAreas(ctx: AppContext): Promise<TCacheAreas> {
  return { store: ctx.cache.kind, data: await ctx.cache.areas() };
}

/** Clears one area or all of them on every instance, and records who did it. */
export async function clearAreas(ctx: AppContext, actor: Actor, area: CacheArea | undefined, meta: RequestMeta): Promise<TCacheAreas> {
  const areas = area ? [area] : [...CACHE_AREAS];
  await ctx.cache.clear(areas);
  await auditRepository.record(ctx.db, {
    actorId: actor.user.id,
    action: 'cache.clear',
    targetType: 'cache',
    targetId: area ?? 'all',
    ip: meta.ip,
    data: { areas },
  });
  ctx.log.info({ event: 'cache.cleared', areas, actor_id: actor.user.id }, 'cache cleared');
  return listAreas(ctx);
}
