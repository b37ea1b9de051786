import type { Executor } from '../../db/client.js';
import { AppError, type LocalisedMessage } from '../../lib/errors.js';
import { contentRepository, type MediaRow } from './repository.js';
import { sanitizeContentHtml } from './sanitize.js';

/**
 * Checks shared by news and pages before a save: every image named exists in the media library and has
 * its alt text, and the HTML is sanitised with the images it shows. Problems are gathered per field so one
 * answer names them all.
 */
export class FieldProblems {
  private readonly fields: Record<string, LocalisedMessage[]> = {};

  add(field: string, key: string, params?: Record<string, string | number>): void {
    const list = (this.fields[field] ??= []);
    if (!list.some((m) => m.key === key)) list.push({ key, params });
  }

  /** 422 naming every field with a problem; nothing was written yet. */
  throwIfAny(): void {
    if (Object.keys(this.fields).length > 0) throw new AppError('invalid', 'errors.validation', { fieldErrors: this.fields });
  }
}

export interface ImageField {
  field: string;
  ids: readonly string[];
}

/** The media rows of every id named in `fields`, with 422 problems for missing ones and ones without alt text. */
export async function checkImages(db: Executor, fields: readonly ImageField[], problems: FieldProblems): Promise<Map<string, MediaRow>> {
  const rows = await contentRepository.mediaByIds(db, [...new Set(fields.flatMap((f) => f.ids))]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const { field, ids } of fields) {
    for (const id of ids) {
      const row = byId.get(id);
      if (!row) problems.add(field, 'content.image_not_found');
      else if (row.alt.trim() === '') problems.add(field, 'content.image_alt_required');
    }
  }
  return byId;
}

export interface CleanHtml {
  en: string;
  bn: string;
  mediaIds: string[];
}

/**
 * Sanitises both languages of an HTML field. Images in it must exist in the library; one without alt text
 * in the HTML takes the library's, and one with neither is refused (a screen reader would say nothing).
 */
export async function cleanHtml(db: Executor, field: string, value: { en: string; bn: string }, problems: FieldProblems): Promise<CleanHtml> {
  const first = { en: sanitizeContentHtml(value.en), bn: sanitizeContentHtml(value.bn) };
  const ids = [...new Set([...first.en.mediaIds, ...first.bn.mediaIds])];
  const rows = new Map((await contentRepository.mediaByIds(db, ids)).map((row) => [row.id, row]));
  const out: CleanHtml = { en: '', bn: '', mediaIds: ids.filter((id) => rows.has(id)) };
  for (const lang of ['en', 'bn'] as const) {
    const missing = first[lang].mediaIds.filter((id) => !rows.has(id));
    if (missing.length > 0) problems.add(`${field}.${lang}`, 'content.image_not_found');
    const second = sanitizeContentHtml(first[lang].html, rows);
    if (second.withoutAlt > 0) problems.add(`${field}.${lang}`, 'content.image_alt_required');
    out[lang] = second.html;
  }
  return out;
}
