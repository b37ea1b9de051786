import { buildListMeta, slugify, ZNewsCategoryListQuery, ZNewsCategoryPatch, ZNewsCategoryRequest, type TNewsCategory, type TNewsCategoryList } from '@portal/contract';
import type { z } from 'zod';
import type { AppContext, RequestMeta } from '../../context.js';
import type { Executor, Transaction } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/like.js';
import type { Actor } from '../../plugins/auth.js';
import { auditRepository } from '../audit/repository.js';
import { invalidatePublicContent } from '../content/public-cache.js';
import { FieldProblems } from '../content/references.js';
import { categoryRepository, type CategoryRow } from './category-repository.js';
import { presentCategory, subtreeIds, treeOrder } from './category-tree.js';

type CategoryInput = z.output<typeof ZNewsCategoryRequest>;
type CategoryChanges = z.output<typeof ZNewsCategoryPatch>;
type ListQuery = z.output<typeof ZNewsCategoryListQuery>;

const notFound = () => new AppError('not_found', 'content.not_found');

/** The admin list: the whole tree in order (parents before children), filtered by name or slug, paginated. */
export async function listCategories(ctx: AppContext, query: ListQuery): Promise<TNewsCategoryList> {
  const q = query.q?.toLowerCase();
  const entries = treeOrder(await categoryRepository.all(ctx.db)).filter(
    ({ row }) => !q || [row.name_en, row.name_bn, row.slug].some((text) => text.toLowerCase().includes(q)),
  );
  const start = (query.page - 1) * query.per_page;
  return {
    data: entries.slice(start, start + query.per_page).map(presentCategory),
    meta: buildListMeta(query.page, query.per_page, entries.length),
  };
}

export async function getCategory(ctx: AppContext, id: string): Promise<TNewsCategory> {
  const entry = isUuid(id) ? treeOrder(await categoryRepository.all(ctx.db)).find(({ row }) => row.id === id) : undefined;
  if (!entry) throw notFound();
  return presentCategory(entry);
}

/** Slug and parent checks of a save; the tree is locked, so the descendants read here stay true until commit. */
async function checked(tx: Transaction, self: CategoryRow | undefined, input: CategoryInput): Promise<CategoryInput & { slug: string }> {
  const problems = new FieldProblems();
  const slug = input.slug ?? slugify(input.name.en);
  if (!slug) problems.add('slug', 'content.slug_missing');
  else if (await categoryRepository.slugTaken(tx, slug, self?.id)) problems.add('slug', 'content.slug_unique');
  if (input.parent_id) {
    if (self && subtreeIds(await categoryRepository.all(tx), self.id).has(input.parent_id)) problems.add('parent_id', 'content.parent_same');
    else if (!(await categoryRepository.find(tx, input.parent_id))) problems.add('parent_id', 'content.category_not_found');
  }
  problems.throwIfAny();
  return { ...input, slug };
}

async function save(ctx: AppContext, work: (tx: Transaction) => Promise<string>): Promise<TNewsCategory> {
  const id = await ctx.db.transaction(async (tx) => {
    await categoryRepository.lockTree(tx);
    return work(tx);
  });
  await invalidatePublicContent(ctx);
  return getCategory(ctx, id);
}

function audit(tx: Executor, { actor, meta }: { actor: Actor; meta: RequestMeta }, action: string, row: CategoryRow, data: Record<string, unknown> = {}) {
  return auditRepository.record(tx, {
    actorId: actor.user.id,
    action,
    targetType: 'news_category',
    targetId: row.id,
    ip: meta.ip,
    data: { slug: row.slug, name: row.name_en, parent_id: row.parent_id, ...data },
  });
}

export async function createCategory(ctx: AppContext, actor: Actor, input: CategoryInput, meta: RequestMeta): Promise<TNewsCategory> {
  return save(ctx, async (tx) => {
    const valid = await checked(tx, undefined, input);
    const row = await categoryRepository.insert(tx, { slug: valid.slug, name_en: valid.name.en, name_bn: valid.name.bn, parent_id: valid.parent_id ?? null });
    await audit(tx, { actor, meta }, 'news.categories.create', row);
    return row.id;
  });
}

export async function updateCategory(ctx: AppContext, actor: Actor, id: string, changes: CategoryChanges, meta: RequestMeta): Promise<TNewsCategory> {
  return save(ctx, async (tx) => {
    const row = isUuid(id) ? await categoryRepository.find(tx, id) : undefined;
    if (!row) throw notFound();
    const merged = {
      name: changes.name ?? { en: row.name_en, bn: row.name_bn },
      slug: changes.slug ?? row.slug,
      parent_id: changes.parent_id === undefined ? row.parent_id : changes.parent_id,
    };
    const valid = await checked(tx, row, merged);
    const values = { slug: valid.slug, name_en: valid.name.en, name_bn: valid.name.bn, parent_id: valid.parent_id ?? null };
    await categoryRepository.update(tx, row.id, values);
    await audit(tx, { actor, meta }, 'news.categories.update', { ...row, ...values }, { before: { slug: row.slug, name: row.name_en, parent_id: row.parent_id } });
    return row.id;
  });
}

/** Refused while the category has children ('Category Have Child Category!') or news items in it. */
export async function deleteCategory(ctx: AppContext, actor: Actor, id: string, meta: RequestMeta): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await categoryRepository.lockTree(tx);
    const row = isUuid(id) ? await categoryRepository.find(tx, id) : undefined;
    if (!row) throw notFound();
    if (await categoryRepository.hasChildren(tx, row.id)) throw new AppError('invalid', 'content.category_has_children');
    if (await categoryRepository.inUse(tx, row.id)) throw new AppError('invalid', 'content.category_in_use');
    await categoryRepository.remove(tx, row.id);
    await audit(tx, { actor, meta }, 'news.categories.delete', row);
  });
  await invalidatePublicContent(ctx);
}
