import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, createTestApp, loginAs, registerUser, type TestApp } from './helpers/app.js';
import { auditOf, CONTENT_TABLES, createPage, insertMedia, PAGES, pagePayload, uniqueTitle, usagesOf } from './helpers/content.js';
import { userWithPermissions } from './helpers/factories.js';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, ADMIN.email, ADMIN.password);
});
afterAll(async () => t?.close());

async function refused(method: 'POST' | 'PATCH', url: string, payload: unknown, lang: 'en' | 'bn' = 'en') {
  const before = await t.countAll(CONTENT_TABLES);
  const res = await call(t.app, method, url, adminToken, payload, { ebdlang: lang });
  expect(res.statusCode, res.body).toBe(422);
  expect(await t.countAll(CONTENT_TABLES)).toEqual(before);
  return res.json().errors as Record<string, string[]>;
}

describe('who may use the admin pages endpoints', () => {
  it('pages.manage for every route: 401 signed out, 403 to a candidate and to a news editor; nothing written', async () => {
    const page = await createPage(t, adminToken);
    const [revision] = await t.query<{ id: string }>(sql`select id::text from content_revisions where content_id = ${page.id}`);
    const candidate = await registerUser(t.app);
    const newsEditor = await userWithPermissions(t, ['news.view', 'news.manage']);
    const pageEditor = await userWithPermissions(t, ['pages.manage']);
    const routes: Array<[Parameters<typeof call>[1], string, unknown?]> = [
      ['GET', PAGES],
      ['GET', `${PAGES}/${page.id}`],
      ['GET', `${PAGES}/${page.id}/revisions`],
      ['POST', PAGES, pagePayload()],
      ['PATCH', `${PAGES}/${page.id}`, { published: true }],
      ['POST', `${PAGES}/${page.id}/revisions/${revision!.id}/restore`],
      ['DELETE', `${PAGES}/${page.id}`],
    ];
    const before = await t.countAll(CONTENT_TABLES);
    for (const [method, url, body] of routes) {
      expect((await call(t.app, method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(t.app, method, url, candidate.token, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(t.app, method, url, newsEditor.token, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await t.countAll(CONTENT_TABLES)).toEqual(before);
    expect((await call(t.app, 'GET', `${PAGES}/${page.id}`, pageEditor.token)).statusCode).toBe(200);
  });
});

describe('admin pages', () => {
  it('creates, lists, publishes, edits, restores and deletes a page, with media uses, revisions and audit', async () => {
    const banner = await insertMedia(t, { alt: 'Banner' });
    const inline = await insertMedia(t);
    const title = uniqueTitle('Privacy notice');
    const res = await call(t.app, 'POST', PAGES, adminToken, pagePayload({
      title: { en: title, bn: 'গোপনীয়তা' },
      details: { en: `<p>How we use data.</p><img src="/api/v1/media/${inline}/small" alt="Inline">`, bn: '' },
      banner_image_id: banner,
      meta_description: { en: 'What we keep', bn: '' },
    }));
    expect(res.statusCode).toBe(201);
    const page = res.json();
    expect(page).toMatchObject({ slug: title.toLowerCase().replaceAll(' ', '-'), published: false, published_at: null, banner_image: { id: banner, alt: 'Banner' } });
    expect(await usagesOf(t, 'page', page.id)).toEqual([banner, inline].sort());

    const listed = (await call(t.app, 'GET', `${PAGES}?q=${encodeURIComponent(title)}`, adminToken)).json();
    expect(listed).toMatchObject({ data: [{ id: page.id, published: false }], meta: { total: 1 } });
    expect((await call(t.app, 'GET', `${PAGES}?q=${encodeURIComponent(title)}&published=true`, adminToken)).json().data).toEqual([]);

    const published = (await call(t.app, 'PATCH', `${PAGES}/${page.id}`, adminToken, { published: true, banner_image_id: null })).json();
    expect(published.published).toBe(true);
    expect(published.published_at).not.toBeNull();
    expect(await usagesOf(t, 'page', page.id)).toEqual([inline]);
    const edited = (await call(t.app, 'PATCH', `${PAGES}/${page.id}`, adminToken, { title: { en: 'Renamed', bn: '' } })).json();
    expect(edited).toMatchObject({ published_at: published.published_at, slug: page.slug });

    const revisions = (await call(t.app, 'GET', `${PAGES}/${page.id}/revisions`, adminToken)).json().data;
    expect(revisions.map((r: { title: string }) => r.title)).toEqual(['Renamed', title, title]);
    const restored = (await call(t.app, 'POST', `${PAGES}/${page.id}/revisions/${revisions[2].id}/restore`, adminToken)).json();
    expect(restored).toMatchObject({ title: { en: title }, banner_image_id: banner, published: true });
    expect(await usagesOf(t, 'page', page.id)).toEqual([banner, inline].sort());

    expect((await call(t.app, 'DELETE', `${PAGES}/${page.id}`, adminToken)).statusCode).toBe(204);
    expect(await usagesOf(t, 'page', page.id)).toEqual([]);
    expect((await auditOf(t, page.id)).map((e) => e.action)).toEqual(['pages.create', 'pages.update', 'pages.update', 'pages.restore', 'pages.delete']);
    expect((await call(t.app, 'GET', `${PAGES}/${page.id}`, adminToken)).statusCode).toBe(404);
  });

  it('the rules: unique slug, English title, existing banner with alt text, strict fields, in both languages', async () => {
    const page = await createPage(t, adminToken);
    expect(await refused('POST', PAGES, pagePayload({ slug: page.slug }))).toEqual({ slug: ['Slug must be unique'] });
    expect(await refused('POST', PAGES, pagePayload({ slug: page.slug }), 'bn')).toEqual({ slug: ['স্লাগ অবশ্যই অনন্য হতে হবে'] });
    expect(await refused('POST', PAGES, { title: { en: ' ' } }, 'bn')).toEqual({ 'title.en': ['শিরোনাম আবশ্যক'] });
    expect(await refused('POST', PAGES, pagePayload({ banner_image_id: randomUUID() }))).toEqual({ banner_image_id: ['Choose an image from the media library'] });
    const noAlt = await insertMedia(t, { alt: '' });
    expect(await refused('POST', PAGES, pagePayload({ banner_image_id: noAlt }), 'bn')).toEqual({ banner_image_id: ['ছবিটি ব্যবহারের আগে মিডিয়া লাইব্রেরিতে এর বিকল্প লেখা (alt text) লিখুন'] });
    expect(await refused('POST', PAGES, pagePayload({ banner_image_id: page.id }))).toEqual({ banner_image_id: ['Choose an image from the media library'] });
    expect(await refused('PATCH', `${PAGES}/${page.id}`, { published: 'yes', template: 'wide' })).toEqual({ published: ['This value is not valid'], template: ['Unknown field'] });
    expect(Object.keys(await refused('POST', PAGES, pagePayload({ meta_description: { en: 'x'.repeat(161), bn: '' }, banner_image_id: 'nope' })))).toEqual(['meta_description.en', 'banner_image_id']);
    for (const id of [randomUUID(), 'x']) expect((await call(t.app, 'PATCH', `${PAGES}/${id}`, adminToken, { published: true })).statusCode).toBe(404);
  });
});
