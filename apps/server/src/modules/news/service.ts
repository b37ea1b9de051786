import { buildListMeta, slugify, ZAdminNewsListQuery, ZNewsPatch, ZNewsRequest, type TAdminNewsList, type TContentRevisionList, type TNewsItem } from '@portal/contract';
import type { z } from 'zod';
import type { AppContext, RequestMeta } from '../../context.js';
import type { Executor, Transaction } from '../../db/client.js';
import type { NewsStatus } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/like.js';
import type { Actor } from '../../plugins/auth.js';
import { auditRepository } from '../audit/repository.js';
import { invalidatePublicContent } from '../content/public-cache.js';
import { checkImages, cleanHtml, FieldProblems } from '../content/references.js';
import { contentRepository } from '../content/repository.js';
import { listRevisions, revisionSnapshot } from '../content/revisions.js';
import { newsSnapshot, presentAdminNewsRow, presentNews, type NewsParts, type NewsSnapshot } from './presenter.js';
import { newsRepository, type NewsRow } from './repository.js';

type NewsInput = z.output<typeof ZNewsRequest>;
type NewsChanges = z.output<typeof ZNewsPatch>;
type ListQuery = z.output<typeof ZAdminNewsListQuery>;

async function loadParts(db: Executor, row: NewsRow): Promise<NewsParts> {
  // One after another: `db` may be a transaction, whose one connection takes one query at a time.
  const tagIds = await newsRepository.tagIds(db, row.id);
  const imageIds = await newsRepository.imageIds(db, row.id);
  return { row, tagIds, imageIds };
}

async function present(db: Executor, parts: NewsParts): Promise<TNewsItem> {
  const ids = [parts.row.featured_image_id, ...parts.imageIds].filter((id): id is string => Boolean(id));
  const media = await contentRepository.mediaByIds(db, ids);
  const author = await newsRepository.authorName(db, parts.row.author_id);
  return presentNews(parts, new Map(media.map((m) => [m.id, m])), author);
}

/**
 * draft when not published; scheduled while `publish_at` is ahead; otherwise published. An item that goes
 * public now gets now as its date; one already public keeps the date it went public (or a past one given).
 */
function publication(published: boolean, publishAt: string | null, previous: NewsRow | undefined, now: Date): { status: NewsStatus; publish_at: Date | null } {
  const at = publishAt ? new Date(publishAt) : null;
  if (!published) return { status: 'draft', publish_at: at };
  if (at && at > now) return { status: 'scheduled', publish_at: at };
  if (previous?.status === 'published') return { status: 'published', publish_at: at ?? previous.publish_at ?? now };
  return { status: 'published', publish_at: now };
}

/** Validates the merged item, writes it with its tags, gallery, media uses and a revision; returns what was saved. */
async function persist(tx: Transaction, actor: Actor, previous: NewsRow | undefined, input: NewsInput): Promise<NewsParts> {
  const problems = new FieldProblems();
  const slug = input.slug ?? slugify(input.title.en);
  if (!slug) problems.add('slug', 'content.slug_missing');
  else if (await newsRepository.slugTaken(tx, slug, previous?.id)) problems.add('slug', 'content.slug_unique');
  if (input.category_id && !(await newsRepository.existingCategory(tx, input.category_id))) problems.add('category_id', 'content.category_not_found');
  const tagIds = [...new Set(input.tag_ids)];
  const knownTags = await newsRepository.existingTags(tx, tagIds);
  if (tagIds.some((id) => !knownTags.has(id))) problems.add('tag_ids', 'content.tag_not_found');
  if (input.geo_area_id && !(await newsRepository.existingGeoArea(tx, input.geo_area_id))) problems.add('geo_area_id', 'content.geo_area_not_found');
  const imageIds = [...new Set(input.image_ids)];
  await checkImages(tx, [
    { field: 'featured_image_id', ids: input.featured_image_id ? [input.featured_image_id] : [] },
    { field: 'image_ids', ids: imageIds },
  ], problems);
  const body = await cleanHtml(tx, 'body', input.body, problems);
  if (body.en === '') problems.add('body.en', 'content.body_required');
  problems.throwIfAny();

  const values = {
    slug,
    title_en: input.title.en,
    title_bn: input.title.bn,
    summary_en: input.summary.en,
    summary_bn: input.summary.bn,
    body_en: body.en,
    body_bn: body.bn,
    meta_title_en: input.meta_title.en,
    meta_title_bn: input.meta_title.bn,
    meta_tag_en: input.meta_tag.en,
    meta_tag_bn: input.meta_tag.bn,
    meta_description_en: input.meta_description.en,
    meta_description_bn: input.meta_description.bn,
    category_id: input.category_id,
    featured_image_id: input.featured_image_id,
    geo_area_id: input.geo_area_id,
    ...publication(input.published, input.publish_at, previous, new Date()),
  };
  let id: string;
  if (previous) {
    await newsRepository.update(tx, previous.id, values);
    id = previous.id;
  } else {
    id = (await newsRepository.insert(tx, { ...values, author_id: actor.user.id })).id;
  }
  await newsRepository.setTags(tx, id, tagIds);
  await newsRepository.setImages(tx, id, imageIds);
  const used = [...(input.featured_image_id ? [input.featured_image_id] : []), ...imageIds, ...body.mediaIds];
  await contentRepository.replaceUsages(tx, 'news', id, used);
  const parts: NewsParts = { row: (await newsRepository.find(tx, id))!, tagIds, imageIds };
  await contentRepository.addRevision(tx, 'news', id, newsSnapshot(parts), actor.user.id);
  return parts;
}

/**
 * Runs a save in one transaction. A slug taken by a concurrent save, or a category, tag, image or area deleted
 * between the checks and the write, is the same 422 as before (the repositories answer so).
 */
async function save(ctx: AppContext, work: (tx: Transaction) => Promise<NewsParts>): Promise<TNewsItem> {
  const parts = await ctx.db.transaction(work);
  await invalidatePublicContent(ctx);
  return present(ctx.db, parts);
}

function audit(tx: Executor, { actor, meta }: { actor: Actor; meta: RequestMeta }, action: string, row: NewsRow, data: Record<string, unknown> = {}) {
  return auditRepository.record(tx, {
    actorId: actor.user.id,
    action,
    targetType: 'news',
    targetId: row.id,
    ip: meta.ip,
    data: { slug: row.slug, title: row.title_en, status: row.status, publish_at: row.publish_at?.toISOString() ?? null, ...data },
  });
}

async function locked(tx: Executor, id: string): Promise<NewsRow> {
  const row = isUuid(id) ? await newsRepository.lock(tx, id) : undefined;
  if (!row) throw new AppError('not_found', 'content.not_found');
  return row;
}

export async function listNews(ctx: AppContext, query: ListQuery): Promise<TAdminNewsList> {
  const { rows, total } = await newsRepository.list(ctx.db, {
    page: query.page,
    perPage: query.per_page,
    q: query.q || undefined,
    categoryId: query.category_id,
    tagId: query.tag_id,
    status: query.status,
  });
  const tags = await newsRepository.tagsOf(ctx.db, rows.map((r) => r.id));
  return { data: rows.map((row) => presentAdminNewsRow(row, tags.get(row.id) ?? [])), meta: buildListMeta(query.page, query.per_page, total) };
}

export async function getNews(ctx: AppContext, id: string): Promise<TNewsItem> {
  const row = isUuid(id) ? await newsRepository.find(ctx.db, id) : undefined;
  if (!row) throw new AppError('not_found', 'content.not_found');
  return present(ctx.db, await loadParts(ctx.db, row));
}

export async function createNews(ctx: AppContext, actor: Actor, input: NewsInput, meta: RequestMeta): Promise<TNewsItem> {
  return save(ctx, async (tx) => {
    const parts = await persist(tx, actor, undefined, input);
    await audit(tx, { actor, meta }, 'news.create', parts.row);
    return parts;
  });
}

export async function updateNews(ctx: AppContext, actor: Actor, id: string, changes: NewsChanges, meta: RequestMeta): Promise<TNewsItem> {
  return save(ctx, async (tx) => {
    const previous = await locked(tx, id);
    const current = newsSnapshot(await loadParts(tx, previous));
    const parts = await persist(tx, actor, previous, { ...current, ...changes } as NewsInput);
    await audit(tx, { actor, meta }, 'news.update', parts.row, { fields: Object.keys(changes).sort() });
    return parts;
  });
}

/**
 * Saves a revision's content again as a new revision. Whether and when the item is public stays as it is
 * now: restoring old wording must not publish a draft or take a live article down. Tags and gallery images
 * deleted since are left out; a category, area or image that is gone is a 422 on its field.
 */
export async function restoreNews(ctx: AppContext, actor: Actor, id: string, revision: string, meta: RequestMeta): Promise<TNewsItem> {
  return save(ctx, async (tx) => {
    const previous = await locked(tx, id);
    const snapshot = (await revisionSnapshot(tx, 'news', previous.id, revision)) as Partial<NewsSnapshot>;
    const current = newsSnapshot(await loadParts(tx, previous));
    const restored = ZNewsPatch.omit({ published: true, publish_at: true }).safeParse(
      Object.fromEntries(Object.entries(snapshot).filter(([key]) => key !== 'published' && key !== 'publish_at')),
    );
    if (!restored.success) throw new AppError('not_found', 'content.revision_not_found');
    const known = await newsRepository.existingTags(tx, restored.data.tag_ids ?? []);
    const images = new Set((await contentRepository.mediaByIds(tx, restored.data.image_ids ?? [])).map((m) => m.id));
    const input = {
      ...current,
      ...restored.data,
      tag_ids: (restored.data.tag_ids ?? []).filter((tag) => known.has(tag)),
      image_ids: (restored.data.image_ids ?? []).filter((image) => images.has(image)),
    } as NewsInput;
    const parts = await persist(tx, actor, previous, input);
    await audit(tx, { actor, meta }, 'news.restore', parts.row, { revision: Number(revision) });
    return parts;
  });
}

export async function deleteNews(ctx: AppContext, actor: Actor, id: string, meta: RequestMeta): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await locked(tx, id);
    await newsRepository.remove(tx, row.id);
    await contentRepository.forget(tx, 'news', row.id);
    await audit(tx, { actor, meta }, 'news.delete', row);
  });
  await invalidatePublicContent(ctx);
}

export async function newsRevisions(ctx: AppContext, id: string): Promise<TContentRevisionList> {
  const row = isUuid(id) ? await newsRepository.find(ctx.db, id) : undefined;
  if (!row) throw new AppError('not_found', 'content.not_found');
  return listRevisions(ctx.db, 'news', row.id);
}
