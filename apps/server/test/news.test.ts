import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, createTestApp, loginAs, registerUser, type TestApp } from './helpers/app.js';
import {
  auditOf,
  CONTENT_TABLES,
  createCategory,
  createNews,
  createTag,
  geoSample,
  insertMedia,
  NEWS,
  newsPayload,
  uniqueTitle,
  usagesOf,
} from './helpers/content.js';
import { userWithPermissions } from './helpers/factories.js';

let t: TestApp;
let adminToken: string;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, ADMIN.email, ADMIN.password);
  adminId = (await call(t.app, 'GET', '/api/v1/me', adminToken)).json().user.id;
});
afterAll(async () => t?.close());

const BN = { ebdlang: 'bn' };

describe('who may use the admin news endpoints', () => {
  it('401 without a token, 403 without the permission, news.view reads only, news.manage writes; a refusal writes nothing', async () => {
    const item = await createNews(t, adminToken);
    const [revision] = await t.query<{ id: string }>(sql`select id::text from content_revisions where content_id = ${item.id}`);
    const routes: Array<[Parameters<typeof call>[1], string, unknown?]> = [
      ['GET', NEWS],
      ['GET', `${NEWS}/${item.id}`],
      ['GET', `${NEWS}/${item.id}/revisions`],
      ['POST', NEWS, newsPayload()],
      ['PATCH', `${NEWS}/${item.id}`, { title: { en: 'Changed' } }],
      ['POST', `${NEWS}/${item.id}/revisions/${revision!.id}/restore`],
      ['DELETE', `${NEWS}/${item.id}`],
    ];
    const candidate = await registerUser(t.app);
    const viewer = await userWithPermissions(t, ['news.view']);
    const writerOnly = await userWithPermissions(t, ['news.manage']);
    const before = await t.countAll(CONTENT_TABLES);
    for (const [method, url, body] of routes) {
      expect((await call(t.app, method, url, undefined, body)).statusCode, `${method} ${url} anonymous`).toBe(401);
      const refused = await call(t.app, method, url, candidate.token, body, BN);
      expect(refused.statusCode, `${method} ${url} candidate`).toBe(403);
      expect(refused.json().message).toBe('এটি করার অনুমতি আপনার নেই');
      const reads = method === 'GET';
      expect((await call(t.app, method, url, viewer.token, body)).statusCode, `${method} ${url} viewer`).toBe(reads ? 200 : 403);
      if (reads) expect((await call(t.app, method, url, writerOnly.token, body)).statusCode, `${method} ${url} writer`).toBe(403);
    }
    expect(await t.countAll(CONTENT_TABLES)).toEqual(before);
  });
});

describe('creating and reading news', () => {
  it('creates a draft with a slug from the English title, its terms, images and area, one revision and an audit entry', async () => {
    const category = await createCategory(t, adminToken, uniqueTitle('Category'));
    const tagA = await createTag(t, adminToken, uniqueTitle('Tag'));
    const tagB = await createTag(t, adminToken, uniqueTitle('Tag'));
    const featured = await insertMedia(t, { alt: 'Featured' });
    const gallery = [await insertMedia(t), await insertMedia(t)];
    const { district } = await geoSample(t);
    const title = uniqueTitle('Crème Brûlée: term dates');
    const res = await call(t.app, 'POST', NEWS, adminToken, newsPayload({
      title: { en: `  ${title}  `, bn: 'বাংলা শিরোনাম' },
      category_id: category.id,
      tag_ids: [tagA.id, tagB.id, tagA.id],
      featured_image_id: featured,
      image_ids: gallery,
      geo_area_id: district.id,
      meta_title: { en: 'Meta', bn: '' },
    }));
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({
      slug: title.toLowerCase().replace('crème brûlée: ', 'creme-brulee-').replaceAll(' ', '-'),
      title: { en: title, bn: 'বাংলা শিরোনাম' },
      category_id: category.id,
      featured_image_id: featured,
      image_ids: gallery,
      geo_area_id: district.id,
      status: 'draft',
      published: false,
      publish_at: null,
      author: { id: adminId, name: expect.any(String) },
    });
    expect([...item.tag_ids].sort()).toEqual([tagA.id, tagB.id].sort());
    expect(item.featured_image).toMatchObject({ id: featured, alt: 'Featured', variants: { large: { url: `/api/v1/media/${featured}/large`, width: 1600 } } });
    expect(item.images.map((i: { id: string }) => i.id)).toEqual(gallery);
    expect(await usagesOf(t, 'news', item.id)).toEqual([featured, ...gallery].sort());
    expect((await call(t.app, 'GET', `${NEWS}/${item.id}`, adminToken)).json()).toEqual(item);
    expect(await t.query(sql`select count(*)::int as n from content_revisions where content_id = ${item.id}`)).toEqual([{ n: 1 }]);
    expect(await auditOf(t, item.id)).toEqual([{ action: 'news.create', actor_id: adminId, data: expect.objectContaining({ slug: item.slug, status: 'draft' }) }]);
  });

  it('publishes now, schedules for a future time, and keeps the date an item went public', async () => {
    const before = Date.now();
    const now = await createNews(t, adminToken, { published: true });
    expect(now.status).toBe('published');
    expect(Date.parse(now.publish_at!)).toBeGreaterThanOrEqual(before - 1000);
    const past = await createNews(t, adminToken, { published: true, publish_at: '2001-01-01T00:00:00Z' });
    expect(past.status).toBe('published');
    expect(Date.parse(past.publish_at!)).toBeGreaterThanOrEqual(before - 1000);
    const future = new Date(Date.now() + 3600_000).toISOString();
    const scheduled = await createNews(t, adminToken, { published: true, publish_at: future });
    expect(scheduled).toMatchObject({ status: 'scheduled', publish_at: future });
    const edited = (await call(t.app, 'PATCH', `${NEWS}/${now.id}`, adminToken, { summary: { en: 'Edited' } })).json();
    expect(edited).toMatchObject({ status: 'published', publish_at: now.publish_at });
    const unpublished = (await call(t.app, 'PATCH', `${NEWS}/${now.id}`, adminToken, { published: false })).json();
    expect(unpublished).toMatchObject({ status: 'draft', published: false });
  });

  it('lists newest first with search, category, tag and status filters and the shared pagination', async () => {
    const marker = uniqueTitle('Zebra');
    const category = await createCategory(t, adminToken, uniqueTitle('Filter category'));
    const tag = await createTag(t, adminToken, uniqueTitle('Filter tag'));
    const a = await createNews(t, adminToken, { title: { en: `${marker} one`, bn: '' }, category_id: category.id, tag_ids: [tag.id] });
    const b = await createNews(t, adminToken, { title: { en: `${marker} two`, bn: '' }, published: true });
    const list = (q: string) => call(t.app, 'GET', `${NEWS}?${q}`, adminToken);
    const found = (await list(`q=${encodeURIComponent(marker)}`)).json();
    expect(found.data.map((r: { id: string }) => r.id)).toEqual([b.id, a.id]);
    expect(found.meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 2, from: 1, to: 2 });
    expect((await list(`category_id=${category.id}`)).json().data.map((r: { id: string }) => r.id)).toEqual([a.id]);
    const byTag = (await list(`tag_id=${tag.id}`)).json().data;
    expect(byTag).toHaveLength(1);
    expect(byTag[0]).toMatchObject({ id: a.id, category: { id: category.id }, tags: [{ id: tag.id }], status: 'draft' });
    expect((await list(`q=${encodeURIComponent(marker)}&status=published`)).json().data.map((r: { id: string }) => r.id)).toEqual([b.id]);
    expect((await list(`q=${encodeURIComponent(marker)}&per_page=1&page=2`)).json()).toMatchObject({ data: [{ id: a.id }], meta: { current_page: 2, last_page: 2, from: 2, to: 2 } });
    for (const bad of ['per_page=0', 'per_page=101', 'page=1e1', 'status=live', 'category_id=12', 'tag_id=x']) {
      const res = await list(bad);
      expect(res.statusCode, bad).toBe(422);
      expect(Object.keys(res.json().errors), bad).toEqual([bad.split('=')[0]]);
    }
  });

  it('answers 404 for unknown and non-uuid ids', async () => {
    for (const id of [randomUUID(), 'not-a-uuid', '1']) {
      const res = await call(t.app, 'GET', `${NEWS}/${id}`, adminToken, undefined, BN);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('এই আইটেমটি খুঁজে পাওয়া যায়নি');
      expect((await call(t.app, 'PATCH', `${NEWS}/${id}`, adminToken, { published: true })).statusCode).toBe(404);
      expect((await call(t.app, 'DELETE', `${NEWS}/${id}`, adminToken)).statusCode).toBe(404);
    }
  });
});

describe('the rules of a news item', () => {
  async function refused(payload: unknown, lang: 'en' | 'bn' = 'en', method: 'POST' | 'PATCH' = 'POST', url = NEWS) {
    const before = await t.countAll(CONTENT_TABLES);
    const res = await call(t.app, method, url, adminToken, payload, { ebdlang: lang });
    expect(res.statusCode, res.body).toBe(422);
    expect(await t.countAll(CONTENT_TABLES)).toEqual(before);
    return res.json().errors as Record<string, string[]>;
  }

  it('a slug must be unique, in both languages, on create and on edit', async () => {
    const first = await createNews(t, adminToken);
    expect(await refused(newsPayload({ slug: first.slug }))).toEqual({ slug: ['Slug must be unique'] });
    expect(await refused(newsPayload({ slug: first.slug }), 'bn')).toEqual({ slug: ['স্লাগ অবশ্যই অনন্য হতে হবে'] });
    const second = await createNews(t, adminToken);
    expect(await refused({ slug: first.slug }, 'en', 'PATCH', `${NEWS}/${second.id}`)).toEqual({ slug: ['Slug must be unique'] });
    // The same title again: the generated slug is taken too.
    const title = uniqueTitle();
    await createNews(t, adminToken, { title: { en: title, bn: '' } });
    expect(await refused(newsPayload({ title: { en: title, bn: '' } }))).toEqual({ slug: ['Slug must be unique'] });
  });

  it('a slug is generated from English only, and one that cannot be is asked for', async () => {
    expect(await refused(newsPayload({ title: { en: 'শিরোনাম', bn: '' } }))).toEqual({ slug: ['Write a slug: the English text has no letters or digits to make one from'] });
    expect(await refused(newsPayload({ title: { en: '!!!', bn: '' } }), 'bn')).toEqual({ slug: ['একটি স্লাগ লিখুন: ইংরেজি লেখায় স্লাগ তৈরির মতো কোনো অক্ষর বা সংখ্যা নেই'] });
    const given = await createNews(t, adminToken, { title: { en: 'শিরোনাম', bn: '' }, slug: `  My-Slug-${process.pid}  ` });
    expect(given.slug).toBe(`my-slug-${process.pid}`);
    expect(Object.keys(await refused(newsPayload({ slug: 'no spaces allowed' })))).toEqual(['slug']);
    expect(Object.keys(await refused(newsPayload({ slug: 'a'.repeat(121) })))).toEqual(['slug']);
  });

  it('at most five images ("Maximum 5 images for photo upload") and twenty tags', async () => {
    const six = Array.from({ length: 6 }, () => randomUUID());
    expect(await refused(newsPayload({ image_ids: six }))).toEqual({ image_ids: ['Maximum 5 images for photo upload'] });
    expect(await refused(newsPayload({ image_ids: six }), 'bn')).toEqual({ image_ids: ['ছবি আপলোডের জন্য সর্বোচ্চ ৫টি ছবি'] });
    expect(await refused(newsPayload({ tag_ids: Array.from({ length: 21 }, () => randomUUID()) }))).toEqual({ tag_ids: ['Choose at most 20 tags'] });
  });

  it('everything it refers to must exist, and images need alt text', async () => {
    const noAlt = await insertMedia(t, { alt: '  ' });
    const errors = await refused(newsPayload({
      category_id: randomUUID(),
      tag_ids: [randomUUID()],
      geo_area_id: randomUUID(),
      featured_image_id: randomUUID(),
      image_ids: [noAlt],
    }));
    expect(errors).toEqual({
      category_id: ['Choose an existing category'],
      tag_ids: ['Choose existing tags'],
      geo_area_id: ['Choose an existing area'],
      featured_image_id: ['Choose an image from the media library'],
      image_ids: ['Write the image’s alt text in the media library before using it'],
    });
    const bn = await refused(newsPayload({ category_id: randomUUID(), featured_image_id: noAlt }), 'bn');
    expect(bn).toEqual({
      category_id: ['একটি বিদ্যমান ক্যাটাগরি বেছে নিন'],
      featured_image_id: ['ছবিটি ব্যবহারের আগে মিডিয়া লাইব্রেরিতে এর বিকল্প লেখা (alt text) লিখুন'],
    });
    // Another item's id is not a category, a tag or an image.
    const other = await createNews(t, adminToken);
    expect(Object.keys(await refused(newsPayload({ category_id: other.id, tag_ids: [other.id], featured_image_id: other.id })))).toEqual(['category_id', 'tag_ids', 'featured_image_id']);
    // Images in the body are checked too.
    const ghost = randomUUID();
    expect(await refused(newsPayload({ body: { en: `<p>x</p><img src="/api/v1/media/${ghost}/large" alt="x">`, bn: '' } }))).toEqual({ 'body.en': ['Choose an image from the media library'] });
    expect(await refused(newsPayload({ body: { en: '<p>x</p>', bn: `<img src="/api/v1/media/${noAlt}/small">` } }))).toEqual({ 'body.bn': ['Write the image’s alt text in the media library before using it'] });
  });

  it('names wrong types, unknown fields and missing English in both languages', async () => {
    expect(await refused({ title: { en: '', bn: 'x' }, body: { en: 'x' } })).toEqual({ 'title.en': ['Title is required'] });
    expect(await refused({ title: { en: 'x' }, body: { en: ' ' } }, 'bn')).toEqual({ 'body.en': ['লেখাটি ইংরেজিতে লিখুন'] });
    // A body that sanitises to nothing is no article either.
    expect(await refused(newsPayload({ body: { en: '<script>alert(1)</script>', bn: '' } }))).toEqual({ 'body.en': ['Write the article in English'] });
    const wrong = await refused(newsPayload({ published: 'yes', tag_ids: 'a', image_ids: ['not-a-uuid'], category_id: 5, publish_at: 'tomorrow', title: 'plain' }));
    expect(Object.keys(wrong).sort()).toEqual(['category_id', 'image_ids.0', 'publish_at', 'published', 'tag_ids', 'title'].sort());
    expect(wrong.publish_at).toEqual(['Choose a valid date and time']);
    const unknown = await refused(newsPayload({ status: 'published', author_id: randomUUID() }));
    expect(unknown).toEqual({ status: ['Unknown field'], author_id: ['Unknown field'] });
    const item = await createNews(t, adminToken);
    expect(await refused({ views: 5 }, 'en', 'PATCH', `${NEWS}/${item.id}`)).toEqual({ views: ['Unknown field'] });
    expect(Object.keys(await refused(newsPayload({ title: { en: 'x'.repeat(201), bn: '' }, summary: { en: 'x', bn: 'y'.repeat(1001) } })))).toEqual(['title.en', 'summary.bn']);
    expect(Object.keys(await refused(newsPayload({ title: { en: 'x', bn: '', fr: 'z' } })))).toEqual(['title.fr']);
  });

  it('a body over 1 MiB is refused before it is read (413) and writes nothing', async () => {
    const before = await t.countAll(CONTENT_TABLES);
    const res = await call(t.app, 'POST', NEWS, adminToken, newsPayload({ body: { en: 'x'.repeat(1_100_000), bn: '' } }));
    expect(res.statusCode).toBe(413);
    expect(await t.countAll(CONTENT_TABLES)).toEqual(before);
  });
});

describe('editing, revisions and deleting', () => {
  it('a PATCH changes only what it names, rewrites the media uses, and each save is a revision', async () => {
    const [a, b, c] = [await insertMedia(t), await insertMedia(t), await insertMedia(t)];
    const item = await createNews(t, adminToken, { featured_image_id: a, image_ids: [b], body: { en: `<p>Hi</p><img src="/api/v1/media/${c}/medium">`, bn: '' } });
    expect(await usagesOf(t, 'news', item.id)).toEqual([a, b, c].sort());
    expect(item.body.en).toContain('alt="A described image"');
    expect(item.body.en).toContain(`srcset="/api/v1/media/${c}/small 480w, /api/v1/media/${c}/medium 960w, /api/v1/media/${c}/large 1600w"`);
    const patched = (await call(t.app, 'PATCH', `${NEWS}/${item.id}`, adminToken, { featured_image_id: null, body: { en: '<p>No pictures</p>' } })).json();
    expect(patched).toMatchObject({ featured_image_id: null, image_ids: [b], slug: item.slug, body: { en: '<p>No pictures</p>', bn: '' } });
    expect(await usagesOf(t, 'news', item.id)).toEqual([b]);

    const revisions = (await call(t.app, 'GET', `${NEWS}/${item.id}/revisions`, adminToken)).json().data;
    expect(revisions).toHaveLength(2);
    expect(revisions[0]).toMatchObject({ author: { id: adminId } });
    const original = revisions[1].id;
    const restored = await call(t.app, 'POST', `${NEWS}/${item.id}/revisions/${original}/restore`, adminToken);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ featured_image_id: a, image_ids: [b], status: 'draft' });
    expect(restored.json().body.en).toContain(`/api/v1/media/${c}/medium`);
    expect(await usagesOf(t, 'news', item.id)).toEqual([a, b, c].sort());
    expect((await call(t.app, 'GET', `${NEWS}/${item.id}/revisions`, adminToken)).json().data).toHaveLength(3);
    expect((await auditOf(t, item.id)).map((e) => e.action)).toEqual(['news.create', 'news.update', 'news.restore']);
  });

  it('restoring keeps whether the item is public, and refuses a revision of another item', async () => {
    const item = await createNews(t, adminToken);
    const [first] = (await call(t.app, 'GET', `${NEWS}/${item.id}/revisions`, adminToken)).json().data;
    await call(t.app, 'PATCH', `${NEWS}/${item.id}`, adminToken, { published: true });
    const restored = (await call(t.app, 'POST', `${NEWS}/${item.id}/revisions/${first.id}/restore`, adminToken)).json();
    expect(restored.status).toBe('published');
    const other = await createNews(t, adminToken);
    for (const revision of [String(first.id), '999999999', 'abc']) {
      const res = await call(t.app, 'POST', `${NEWS}/${other.id}/revisions/${revision}/restore`, adminToken, undefined, BN);
      expect([404, 422], revision).toContain(res.statusCode);
      if (res.statusCode === 404) expect(res.json().message).toBe('এই সংস্করণটি খুঁজে পাওয়া যায়নি');
    }
  });

  it('deletes an item with its links, media uses and history, audited', async () => {
    const image = await insertMedia(t);
    const tag = await createTag(t, adminToken, uniqueTitle('Tag'));
    const item = await createNews(t, adminToken, { image_ids: [image], tag_ids: [tag.id] });
    const res = await call(t.app, 'DELETE', `${NEWS}/${item.id}`, adminToken);
    expect(res.statusCode).toBe(204);
    expect(await usagesOf(t, 'news', item.id)).toEqual([]);
    for (const table of ['news_images', 'news_tag_links']) {
      expect(await t.query(sql`select count(*)::int as n from ${sql.identifier(table)} where news_id = ${item.id}`)).toEqual([{ n: 0 }]);
    }
    expect(await t.query(sql`select count(*)::int as n from content_revisions where content_id = ${item.id}`)).toEqual([{ n: 0 }]);
    expect((await auditOf(t, item.id)).map((e) => e.action)).toEqual(['news.create', 'news.delete']);
    expect((await call(t.app, 'GET', `${NEWS}/${item.id}`, adminToken)).statusCode).toBe(404);
  });

  it('the media library refuses to delete an image a news item or page still uses, naming it, until it is no longer used', async () => {
    const [featured, inBody, banner] = [await insertMedia(t), await insertMedia(t), await insertMedia(t)];
    const title = uniqueTitle('Uses images');
    const item = await createNews(t, adminToken, { title: { en: title, bn: '' }, featured_image_id: featured, body: { en: `<p>x</p><img src="/api/v1/media/${inBody}/small">`, bn: '' } });
    const page = (await call(t.app, 'POST', '/api/v1/admin/pages', adminToken, { title: { en: uniqueTitle('Page with banner') }, banner_image_id: banner })).json();
    for (const id of [featured, inBody]) {
      const res = await call(t.app, 'DELETE', `/api/v1/admin/media/${id}`, adminToken);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain(title);
    }
    expect((await call(t.app, 'DELETE', `/api/v1/admin/media/${banner}`, adminToken)).json().message).toContain(page.title.en);
    await call(t.app, 'PATCH', `${NEWS}/${item.id}`, adminToken, { featured_image_id: null, body: { en: '<p>No images now</p>' } });
    for (const id of [featured, inBody]) expect((await call(t.app, 'DELETE', `/api/v1/admin/media/${id}`, adminToken)).statusCode).toBe(204);
  });
});
