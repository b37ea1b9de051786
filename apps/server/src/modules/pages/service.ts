import { buildListMeta, slugify, ZAdminPageListQuery, ZPagePatch, ZPageRequest, type TAdminPageList, type TContentRevisionList, type TPage } from '@portal/contract';
import type { z } from 'zod';
import type { AppContext, RequestMeta } from '../../context.js';
import type { Executor, Transaction } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/like.js';
import type { Actor } from '../../plugins/auth.js';
import { auditRepository } from '../audit/repository.js';
import { invalidatePublicContent } from '../content/public-cache.js';
import { checkImages, cleanHtml, FieldProblems } from '../content/references.js';
import { contentRepository } from '../content/repository.js';
import { listRevisions, revisionSnapshot } from '../content/revisions.js';
import { pageSnapshot, presentPage, type PageSnapshot } from './presenter.js';
import { pagesRepository, type PageRow } from './repository.js';

type PageInput = z.output<typeof ZPageRequest>;
type PageChanges = z.output<typeof ZPagePatch>;
type ListQuery = z.output<typeof ZAdminPageListQuery>;

const notFound = () => new AppError('not_found', 'content.not_found');

async function present(db: Executor, row: PageRow): Promise<TPage> {
  // One after another: `db` may be a transaction, whose one connection takes one query at a time.
  const media = await contentRepository.mediaByIds(db, row.banner_image_id ? [row.banner_image_id] : []);
  const author = await pagesRepository.authorName(db, row.author_id);
  return presentPage(row, media[0], author);
}

/** Validates the merged page and writes it with its media uses and a revision. */
async function persist(tx: Transaction, actor: Actor, previous: PageRow | undefined, input: PageInput): Promise<PageRow> {
  const problems = new FieldProblems();
  const slug = input.slug ?? slugify(input.title.en);
  if (!slug) problems.add('slug', 'content.slug_missing');
  else if (await pagesRepository.slugTaken(tx, slug, previous?.id)) problems.add('slug', 'content.slug_unique');
  await checkImages(tx, [{ field: 'banner_image_id', ids: input.banner_image_id ? [input.banner_image_id] : [] }], problems);
  const details = await cleanHtml(tx, 'details', input.details, problems);
  problems.throwIfAny();

  // published_at is when the page last went public: set on the way up, kept while it stays up or comes down.
  const publishedAt = input.published && !previous?.published ? new Date() : (previous?.published_at ?? null);
  const values = {
    slug,
    title_en: input.title.en,
    title_bn: input.title.bn,
    details_en: details.en,
    details_bn: details.bn,
    meta_title_en: input.meta_title.en,
    meta_title_bn: input.meta_title.bn,
    meta_tag_en: input.meta_tag.en,
    meta_tag_bn: input.meta_tag.bn,
    meta_description_en: input.meta_description.en,
    meta_description_bn: input.meta_description.bn,
    banner_image_id: input.banner_image_id,
    published: input.published,
    published_at: publishedAt,
  };
  let id: string;
  if (previous) {
    await pagesRepository.update(tx, previous.id, values);
    id = previous.id;
  } else {
    id = (await pagesRepository.insert(tx, { ...values, author_id: actor.user.id })).id;
  }
  await contentRepository.replaceUsages(tx, 'page', id, [...(input.banner_image_id ? [input.banner_image_id] : []), ...details.mediaIds]);
  const row = (await pagesRepository.find(tx, id))!;
  await contentRepository.addRevision(tx, 'page', id, pageSnapshot(row), actor.user.id);
  return row;
}

/** Runs a save in one transaction; an image deleted between the checks and the write is a 422 (the repositories answer so). */
async function save(ctx: AppContext, work: (tx: Transaction) => Promise<PageRow>): Promise<TPage> {
  const row = await ctx.db.transaction(work);
  await invalidatePublicContent(ctx);
  return present(ctx.db, row);
}

function audit(tx: Executor, { actor, meta }: { actor: Actor; meta: RequestMeta }, action: string, row: PageRow, data: Record<string, unknown> = {}) {
  return auditRepository.record(tx, {
    actorId: actor.user.id,
    action,
    targetType: 'page',
    targetId: row.id,
    ip: meta.ip,
    data: { slug: row.slug, title: row.title_en, published: row.published, ...data },
  });
}

async function locked(tx: Executor, id: string): Promise<PageRow> {
  const row = isUuid(id) ? await pagesRepository.lock(tx, id) : undefined;
  if (!row) throw notFound();
  return row;
}

export async function listPages(ctx: AppContext, query: ListQuery): Promise<TAdminPageList> {
  const { rows, total } = await pagesRepository.list(ctx.db, {
    page: query.page,
    perPage: query.per_page,
    q: query.q || undefined,
    published: query.published === undefined ? undefined : query.published === 'true',
  });
  return {
    data: rows.map(({ row, author_name }) => {
      const page = presentPage(row, undefined, author_name ?? undefined);
      return { id: page.id, slug: page.slug, title: page.title, published: page.published, published_at: page.published_at, author: page.author, updated_at: page.updated_at };
    }),
    meta: buildListMeta(query.page, query.per_page, total),
  };
}

export async function getPage(ctx: AppContext, id: string): Promise<TPage> {
  const row = isUuid(id) ? await pagesRepository.find(ctx.db, id) : undefined;
  if (!row) throw notFound();
  return present(ctx.db, row);
}

export async function createPage(ctx: AppContext, actor: Actor, input: PageInput, meta: RequestMeta): Promise<TPage> {
  return save(ctx, async (tx) => {
    const row = await persist(tx, actor, undefined, input);
    await audit(tx, { actor, meta }, 'pages.create', row);
    return row;
  });
}

export async function updatePage(ctx: AppContext, actor: Actor, id: string, changes: PageChanges, meta: RequestMeta): Promise<TPage> {
  return save(ctx, async (tx) => {
    const previous = await locked(tx, id);
    const row = await persist(tx, actor, previous, { ...pageSnapshot(previous), ...changes } as PageInput);
    await audit(tx, { actor, meta }, 'pages.update', row, { fields: Object.keys(changes).sort() });
    return row;
  });
}

/** Saves a revision's content again; whether the page is public stays as it is now (see restoreNews). */
export async function restorePage(ctx: AppContext, actor: Actor, id: string, revision: string, meta: RequestMeta): Promise<TPage> {
  return save(ctx, async (tx) => {
    const previous = await locked(tx, id);
    const snapshot = (await revisionSnapshot(tx, 'page', previous.id, revision)) as Partial<PageSnapshot>;
    const restored = ZPagePatch.omit({ published: true }).safeParse(Object.fromEntries(Object.entries(snapshot).filter(([key]) => key !== 'published')));
    if (!restored.success) throw new AppError('not_found', 'content.revision_not_found');
    const row = await persist(tx, actor, previous, { ...pageSnapshot(previous), ...restored.data } as PageInput);
    await audit(tx, { actor, meta }, 'pages.restore', row, { revision: Number(revision) });
    return row;
  });
}

export async function deletePage(ctx: AppContext, actor: Actor, id: string, meta: RequestMeta): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await locked(tx, id);
    await pagesRepository.remove(tx, row.id);
    await contentRepository.forget(tx, 'page', row.id);
    await audit(tx, { actor, meta }, 'pages.delete', row);
  });
  await invalidatePublicContent(ctx);
}

export async function pageRevisions(ctx: AppContext, id: string): Promise<TContentRevisionList> {
  const row = isUuid(id) ? await pagesRepository.find(ctx.db, id) : undefined;
  if (!row) throw notFound();
  return listRevisions(ctx.db, 'page', row.id);
}
