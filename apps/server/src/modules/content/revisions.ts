import type { TContentRevisionList } from '@portal/contract';
import type { Executor } from '../../db/client.js';
import type { ContentKind } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { contentRepository } from './repository.js';

/** The latest saves of one item, newest first. */
export async function listRevisions(db: Executor, kind: ContentKind, contentId: string): Promise<TContentRevisionList> {
  const rows = await contentRepository.revisions(db, kind, contentId);
  return {
    data: rows.map((row) => ({
      id: row.id,
      created_at: row.created_at.toISOString(),
      author: row.author_id ? { id: row.author_id, name: row.author_name ?? '' } : null,
      title: row.title,
    })),
  };
}

/** A revision's snapshot (the request shape of its save); 404 when the item has no such revision. */
export async function revisionSnapshot(db: Executor, kind: ContentKind, contentId: string, revision: string): Promise<Record<string, unknown>> {
  const id = Number(revision);
  const snapshot = Number.isSafeInteger(id) ? await contentRepository.revision(db, kind, contentId, id) : undefined;
  if (!snapshot || typeof snapshot !== 'object') throw new AppError('not_found', 'content.revision_not_found');
  return snapshot as Record<string, unknown>;
}
