import { buildListMeta, slugify, ZNewsTagListQuery, ZNewsTagPatch, ZNewsTagRequest, type TNewsTag, type TNewsTagList } from '@portal/contract';
import type { z } from 'zod';
import type { AppContext, RequestMeta } from '../../context.js';
import type { Executor, Transaction } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/like.js';
import type { Actor } from '../../plugins/auth.js';
import { auditRepository } from '../audit/repository.js';
import { invalidatePublicContent } from '../content/public-cache.js';
import { FieldProblems } from '../content/references.js';
import { tagRepository, type TagRow } from './tag-repository.js';

type TagInput = z.output<typeof ZNewsTagRequest>;
type TagChanges = z.output<typeof ZNewsTagPatch>;
type ListQuery = z.output<typeof ZNewsTagListQuery>;

const notFound = () => new AppError('not_found', 'content.not_found');

function presentTag({ row, news_count }: { row: TagRow; news_count: number }): TNewsTag {
  return {
    id: row.id,
    slug: row.slug,
    name: { en: row.name_en, bn: row.name_bn },
    news_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function listTags(ctx: AppContext, query: ListQuery): Promise<TNewsTagList> {
  const { rows, total } = await tagRepository.list(ctx.db, { page: query.page, perPage: query.per_page, q: query.q || undefined });
  return { data: rows.map(presentTag), meta: buildListMeta(query.page, query.per_page, total) };
}

export async function getTag(ctx: AppContext, id: string): Promise<TNewsTag> {
  const found = isUuid(id) ? await tagRepository.find(ctx.db, id) : undefined;
  if (!found) throw notFound();
  return presentTag(found);
}

async function checkedSlug(tx: Executor, self: TagRow | undefined, input: TagInput): Promise<string> {
  const problems = new FieldProblems();
  const slug = input.slug ?? slugify(input.name.en);
  if (!slug) problems.add('slug', 'content.slug_missing');
  else if (await tagRepository.slugTaken(tx, slug, self?.id)) problems.add('slug', 'content.slug_unique');
  problems.throwIfAny();
  return slug;
}

async function save(ctx: AppContext, work: (tx: Transaction) => Promise<string>): Promise<TNewsTag> {
  const id = await ctx.db.transaction(work);
  await invalidatePublicContent(ctx);
  return getTag(ctx, id);
}

function audit(tx: Executor, { actor, meta }: { actor: Actor; meta: RequestMeta }, action: string, row: TagRow, data: Record<string, unknown> = {}) {
  return auditRepository.record(tx, {
    actorId: actor.user.id,
    action,
    targetType: 'news_tag',
    targetId: row.id,
    ip: meta.ip,
    data: { slug: row.slug, name: row.name_en, ...data },
  });
}

export async function createTag(ctx: AppContext, actor: Actor, input: TagInput, meta: RequestMeta): Promise<TNewsTag> {
  return save(ctx, async (tx) => {
    const slug = await checkedSlug(tx, undefined, input);
    const row = await tagRepository.insert(tx, { slug, name_en: input.name.en, name_bn: input.name.bn });
    await audit(tx, { actor, meta }, 'news.tags.create', row);
    return row.id;
  });
}

export async function updateTag(ctx: AppContext, actor: Actor, id: string, changes: TagChanges, meta: RequestMeta): Promise<TNewsTag> {
  return save(ctx, async (tx) => {
    const row = isUuid(id) ? await tagRepository.lock(tx, id) : undefined;
    if (!row) throw notFound();
    const merged = { name: changes.name ?? { en: row.name_en, bn: row.name_bn }, slug: changes.slug ?? row.slug };
    const slug = await checkedSlug(tx, row, merged);
    const values = { slug, name_en: merged.name.en, name_bn: merged.name.bn };
    await tagRepository.update(tx, row.id, values);
    await audit(tx, { actor, meta }, 'news.tags.update', { ...row, ...values }, { before: { slug: row.slug, name: row.name_en } });
    return row.id;
  });
}

export async function deleteTag(ctx: AppContext, actor: Actor, id: string, meta: RequestMeta): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = isUuid(id) ? await tagRepository.lock(tx, id) : undefined;
    if (!row) throw notFound();
    await tagRepository.remove(tx, row.id);
    await audit(tx, { actor, meta }, 'news.tags.delete', row);
  });
  await invalidatePublicContent(ctx);
}
