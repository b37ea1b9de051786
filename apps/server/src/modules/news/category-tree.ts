import type { TNewsCategory, TTranslated } from '@portal/contract';
import type { CategoryWithCounts } from './category-repository.js';

export interface TreeEntry {
  row: CategoryWithCounts;
  depth: number;
  /** Names from the top of the tree down to the parent. */
  path: TTranslated[];
}

/**
 * The categories in tree order: each parent before its children, siblings by name. A row whose parent is
 * missing (cannot happen with the foreign key, but a loop would hide rows) is shown at the top.
 */
export function treeOrder(rows: readonly CategoryWithCounts[]): TreeEntry[] {
  const children = new Map<string | null, CategoryWithCounts[]>();
  const ids = new Set(rows.map((r) => r.id));
  for (const row of rows) {
    const parent = row.parent_id && ids.has(row.parent_id) ? row.parent_id : null;
    const list = children.get(parent) ?? [];
    list.push(row);
    children.set(parent, list);
  }
  const out: TreeEntry[] = [];
  const seen = new Set<string>();
  const walk = (parent: string | null, depth: number, path: TTranslated[]) => {
    for (const row of children.get(parent) ?? []) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      out.push({ row, depth, path });
      walk(row.id, depth + 1, [...path, { en: row.name_en, bn: row.name_bn }]);
    }
  };
  walk(null, 0, []);
  return out;
}

/** `id` and every category below it. */
export function subtreeIds(rows: readonly { id: string; parent_id: string | null }[], id: string): Set<string> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (row.parent_id && out.has(row.parent_id) && !out.has(row.id)) {
        out.add(row.id);
        grew = true;
      }
    }
  }
  return out;
}

export function presentCategory({ row, depth, path }: TreeEntry): TNewsCategory {
  return {
    id: row.id,
    slug: row.slug,
    name: { en: row.name_en, bn: row.name_bn },
    parent_id: row.parent_id,
    path,
    depth,
    children_count: row.children_count,
    news_count: row.news_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
