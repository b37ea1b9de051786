import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TestApp } from './app.js';
import { call } from './app.js';

/** Tables a content request may write to: compared before and after a refused one. */
export const CONTENT_TABLES = [
  'news',
  'news_categories',
  'news_tags',
  'news_tag_links',
  'news_images',
  'pages',
  'media_usages',
  'content_revisions',
  'audit_log',
] as const;

export const NEWS = '/api/v1/admin/news';
export const CATEGORIES = '/api/v1/admin/news/categories';
export const TAGS = '/api/v1/admin/news/tags';
export const PAGES = '/api/v1/admin/pages';

/**
 * A media library row as the upload module would leave it (the library itself is built elsewhere): only the
 * row, with generated sizes; no file is needed because content only embeds the URLs.
 */
export async function insertMedia(t: TestApp, options: { alt?: string; width?: number; height?: number } = {}): Promise<string> {
  const id = randomUUID();
  const width = options.width ?? 2000;
  const height = options.height ?? 1000;
  const variant = (w: number) => ({ key: `media/${id}/${w}`, width: w, height: Math.round((w * height) / width), size: 1000 });
  const variants = { thumb: variant(150), small: variant(480), medium: variant(960), large: variant(1600), original: { key: `media/${id}/o`, width, height, size: 5000 } };
  await t.query(sql`insert into media (id, name, alt, width, height, size, mime_type, variants)
    values (${id}, ${`image-${id.slice(0, 8)}.jpg`}, ${options.alt ?? 'A described image'}, ${width}, ${height}, 10000, 'image/jpeg', ${JSON.stringify(variants)}::jsonb)`);
  return id;
}

let counter = 0;
/** A title no other test uses, so slugs never collide between tests of one file. */
export function uniqueTitle(prefix = 'News item'): string {
  counter += 1;
  return `${prefix} ${process.pid} ${counter}`;
}

export function newsPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: { en: uniqueTitle(), bn: '' },
    summary: { en: 'A short summary.', bn: '' },
    body: { en: '<p>The article.</p>', bn: '' },
    ...overrides,
  };
}

export function pagePayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { title: { en: uniqueTitle('Page'), bn: '' }, details: { en: '<p>Details.</p>', bn: '' }, ...overrides };
}

export async function createNews(t: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  const res = await call(t.app, 'POST', NEWS, token, newsPayload(overrides));
  if (res.statusCode !== 201) throw new Error(`news create failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; slug: string; status: string; publish_at: string | null; body: { en: string; bn: string } };
}

export async function createCategory(t: TestApp, token: string, name: string, parentId: string | null = null, bn = '') {
  const res = await call(t.app, 'POST', CATEGORIES, token, { name: { en: name, bn }, parent_id: parentId });
  if (res.statusCode !== 201) throw new Error(`category create failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; slug: string };
}

export async function createTag(t: TestApp, token: string, name: string, bn = '') {
  const res = await call(t.app, 'POST', TAGS, token, { name: { en: name, bn } });
  if (res.statusCode !== 201) throw new Error(`tag create failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; slug: string };
}

export async function createPage(t: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  const res = await call(t.app, 'POST', PAGES, token, pagePayload(overrides));
  if (res.statusCode !== 201) throw new Error(`page create failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; slug: string };
}

export async function usagesOf(t: TestApp, kind: 'news' | 'page', id: string): Promise<string[]> {
  const rows = await t.query<{ media_id: string }>(sql`select media_id from media_usages where content_kind = ${kind} and content_id = ${id} order by media_id`);
  return rows.map((r) => r.media_id);
}

export async function auditOf(t: TestApp, targetId: string) {
  return t.query<{ action: string; actor_id: string | null; data: Record<string, unknown> | null }>(
    sql`select action, actor_id, data from audit_log where target_id = ${targetId} and action <> 'access.denied' order by created_at`,
  );
}

/**
 * A level-one area (England) and a level-two area inside it (the North East region), and an area of another
 * nation (Cardiff, in Wales): the UK areas seeded by every start with the default home country.
 */
export async function geoSample(t: TestApp) {
  const [district] = await t.query<{ id: string; parent_id: string; name_en: string; name_bn: string }>(
    sql`select id, parent_id, name_en, name_bn from geo_areas where code = 'E12000001'`,
  );
  const [other] = await t.query<{ id: string }>(sql`select id from geo_areas where code = 'W06000015'`);
  const [division] = await t.query<{ id: string; name_en: string; name_bn: string }>(sql`select id, name_en, name_bn from geo_areas where id = ${district!.parent_id}`);
  return { division: division!, district: district!, otherDistrict: other! };
}
