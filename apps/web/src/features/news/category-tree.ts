import type { TNewsCategory } from '@portal/contract';
import { localName } from '@/components/content-form/local-name';

/** The id of a category and of every category under it, at any depth. */
export function selfAndDescendants(categories: readonly TNewsCategory[], id: string): Set<string> {
  const found = new Set([id]);
  // Tree order lists parents before children, but a second pass costs nothing and does not rely on it.
  let grew = true;
  while (grew) {
    grew = false;
    for (const category of categories) {
      if (category.parent_id && found.has(category.parent_id) && !found.has(category.id)) {
        found.add(category.id);
        grew = true;
      }
    }
  }
  return found;
}

/** Em spaces: an option's indentation shows its depth in the tree, also in a select's plain-text options. */
export const indent = (depth: number) => '\u2003'.repeat(depth);

/**
 * Options for a category's parent: the tree in order, indented by depth, without the category itself and
 * its descendants (the server refuses those: 'Parent Category must be Different').
 */
export function parentOptions(categories: readonly TNewsCategory[], selfId: string | undefined, language: string) {
  const excluded = selfId ? selfAndDescendants(categories, selfId) : new Set<string>();
  return categories
    .filter((category) => !excluded.has(category.id))
    .map((category) => ({ value: category.id, label: indent(category.depth) + localName(category.name, language) }));
}
