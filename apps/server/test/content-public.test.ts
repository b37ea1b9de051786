import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, createTestApp, get, loginAs, type TestApp } from './helpers/app.js';
import { createCategory, createNews, createPage, createTag, geoSample, insertMedia, NEWS, PAGES, uniqueTitle } from './helpers/content.js';

/** The public side: only published items, in the reader's language, cached with validators, and the crawler pages. */
let t: TestApp;
let adminToken: string;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
const APP_URL = 'https://portal.example';
beforeAll(async () => {
  fs.writeFileSync(path.join(webDist, 'index.html'), [
    '<!doctype html>',
    '<html lang="en" dir="ltr">',
    '  <head>',
    '    <meta charset="UTF-8" />',
    '    <meta name="description" content="Compliance documents, references and declarations for candidates." />',
    '    <title>Compliance Portal | Portal</title>',
    '    <script type="module" src="/assets/app.js"></script>',
    '  </head>',
    '  <body><div id="root"></div></body>',
    '</html>',
  ].join('\n'));
  t = await createTestApp({ WEB_DIST: webDist, APP_URL });
  adminToken = await loginAs(t.app, ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const html = (url: string, headers: Record<string, string> = {}) => get(t.app, url, { headers: { accept: 'text/html', ...headers } });
const slugsOf = (res: { json(): { data: Array<{ slug: string }> } }) => res.json().data.map((item) => item.slug);

describe('what is public', () => {
  it('drafts and scheduled items are never public: API, server-rendered page, sitemap and feed', async () => {
    const draft = await createNews(t, adminToken);
    const scheduled = await createNews(t, adminToken, { published: true, publish_at: new Date(Date.now() + 3600_000).toISOString() });
    const live = await createNews(t, adminToken, { published: true });
    const listed = slugsOf(await get(t.app, '/api/v1/news?per_page=100'));
    expect(listed).toContain(live.slug);
    const sitemap = (await get(t.app, '/sitemap.xml')).body;
    const feed = (await get(t.app, '/news/feed.xml')).body;
    for (const hidden of [draft, scheduled]) {
      expect(listed).not.toContain(hidden.slug);
      expect((await get(t.app, `/api/v1/news/${hidden.slug}`)).statusCode).toBe(404);
      const page = await html(`/news/${hidden.slug}`);
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('<title>Compliance Portal | Portal</title>');
      expect(sitemap).not.toContain(hidden.slug);
      expect(feed).not.toContain(hidden.slug);
    }
    expect(sitemap).toContain(`<loc>${APP_URL}/news/${live.slug}</loc>`);
    expect(feed).toContain(`<link>${APP_URL}/news/${live.slug}</link>`);
  });

  it('a change shows at once: publishing, unpublishing and deleting clear the cached answers', async () => {
    const item = await createNews(t, adminToken);
    expect((await get(t.app, `/api/v1/news/${item.slug}`)).statusCode).toBe(404);
    await call(t.app, 'PATCH', `${NEWS}/${item.id}`, adminToken, { published: true });
    expect((await get(t.app, `/api/v1/news/${item.slug}`)).statusCode).toBe(200);
    expect(slugsOf(await get(t.app, '/api/v1/news?per_page=100'))).toContain(item.slug);
    await call(t.app, 'PATCH', `${NEWS}/${item.id}`, adminToken, { published: false });
    expect((await get(t.app, `/api/v1/news/${item.slug}`)).statusCode).toBe(404);
    expect(slugsOf(await get(t.app, '/api/v1/news?per_page=100'))).not.toContain(item.slug);
  });
});

describe('GET /api/v1/news', () => {
  it('newest first, filtered by search, category (with its descendants), tag and geo area', async () => {
    const marker = uniqueTitle('Walrus');
    const parent = await createCategory(t, adminToken, uniqueTitle('Parent category'));
    const child = await createCategory(t, adminToken, uniqueTitle('Child category'), parent.id);
    const tag = await createTag(t, adminToken, uniqueTitle('Public tag'));
    const { division, district, otherDistrict } = await geoSample(t);
    const a = await createNews(t, adminToken, { title: { en: `${marker} a`, bn: '' }, published: true, category_id: parent.id, geo_area_id: district.id });
    const b = await createNews(t, adminToken, { title: { en: `${marker} b`, bn: '' }, published: true, category_id: child.id, tag_ids: [tag.id], geo_area_id: otherDistrict.id });
    const q = `q=${encodeURIComponent(marker)}`;
    const res = await get(t.app, `/api/v1/news?${q}`);
    expect(slugsOf(res)).toEqual([b.slug, a.slug]);
    expect(res.json().meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 2, from: 1, to: 2 });
    expect(slugsOf(await get(t.app, `/api/v1/news?category=${parent.slug}`))).toEqual([b.slug, a.slug]);
    expect(slugsOf(await get(t.app, `/api/v1/news?category=${child.slug}`))).toEqual([b.slug]);
    expect(slugsOf(await get(t.app, '/api/v1/news?category=no-such-category'))).toEqual([]);
    expect(slugsOf(await get(t.app, `/api/v1/news?tag=${tag.slug}`))).toEqual([b.slug]);
    expect(slugsOf(await get(t.app, `/api/v1/news?${q}&division_id=${division.id}`))).toEqual([a.slug]);
    expect(slugsOf(await get(t.app, `/api/v1/news?${q}&district_id=${district.id}`))).toEqual([a.slug]);
    // A division's id given as a district names nothing.
    expect(slugsOf(await get(t.app, `/api/v1/news?${q}&district_id=${division.id}`))).toEqual([]);
    const card = (await get(t.app, `/api/v1/news?tag=${tag.slug}`)).json().data[0];
    expect(card).toMatchObject({ category: { slug: child.slug }, tags: [{ slug: tag.slug }], language: 'en' });
    expect(card.geo).toHaveLength(2);
    for (const bad of ['per_page=500', 'page=0', 'category=Not%20A%20Slug', 'district_id=7']) {
      const refused = await get(t.app, `/api/v1/news?${bad}`);
      expect(refused.statusCode, bad).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual([bad.split('=')[0]]);
    }
  });

  it('texts in Bengali when written, English otherwise, and says which', async () => {
    const { district } = await geoSample(t);
    const both = await createNews(t, adminToken, {
      title: { en: uniqueTitle('Bilingual'), bn: 'দ্বিভাষিক সংবাদ' },
      summary: { en: 'English summary', bn: '' },
      body: { en: '<p>English body</p>', bn: '<p>বাংলা লেখা</p>' },
      geo_area_id: district.id,
      published: true,
    });
    const english = await createNews(t, adminToken, { published: true });
    const bn = (await get(t.app, `/api/v1/news/${both.slug}`, { headers: { ebdlang: 'bn' } })).json();
    expect(bn).toMatchObject({ title: 'দ্বিভাষিক সংবাদ', summary: 'English summary', body: '<p>বাংলা লেখা</p>', language: 'bn' });
    expect(bn.geo.at(-1)).toBe(district.name_bn);
    expect((await get(t.app, `/api/v1/news/${both.slug}?ebdlang=en`)).json()).toMatchObject({ title: expect.stringContaining('Bilingual'), language: 'en' });
    expect((await get(t.app, `/api/v1/news/${english.slug}?ebdlang=bn`)).json()).toMatchObject({ language: 'en', body: '<p>The article.</p>' });
  });

  it('answers carry an ETag and Cache-Control, and 304 when the client has the answer', async () => {
    const item = await createNews(t, adminToken, { published: true });
    for (const url of ['/api/v1/news', `/api/v1/news/${item.slug}`, '/api/v1/news-categories', `/news/${item.slug}`, '/sitemap.xml', '/news/feed.xml']) {
      const first = await get(t.app, url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe('public, max-age=60, stale-while-revalidate=300');
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^"[\w-]+"$/);
      const again = await get(t.app, url, { headers: { 'if-none-match': `W/${etag}, "other"` } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
    }
    const before = (await get(t.app, `/api/v1/news/${item.slug}`)).headers.etag;
    await call(t.app, 'PATCH', `${NEWS}/${item.id}`, adminToken, { summary: { en: 'Changed summary' } });
    const after = await get(t.app, `/api/v1/news/${item.slug}`, { headers: { 'if-none-match': before as string } });
    expect(after.statusCode).toBe(200);
    expect(after.json().summary).toBe('Changed summary');
  });

  it('the category tree, named in the reader language', async () => {
    const top = await createCategory(t, adminToken, uniqueTitle('Tree top'), null, 'গাছ');
    const leaf = await createCategory(t, adminToken, uniqueTitle('Tree leaf'), top.id);
    const tree = (await get(t.app, '/api/v1/news-categories?ebdlang=bn')).json().data as Array<{ id: string; name: string; children: Array<{ id: string; name: string }> }>;
    const node = tree.find((c) => c.id === top.id)!;
    expect(node.name).toBe('গাছ');
    expect(node.children).toEqual([{ id: leaf.id, slug: leaf.slug, name: expect.stringContaining('Tree leaf'), children: [] }]);
  });
});

describe('server-rendered heads for crawlers', () => {
  it('/news/{slug}: title, description, canonical, Open Graph and Twitter tags, all escaped, and no inline script', async () => {
    const image = await insertMedia(t, { alt: 'Pupils "reading"' });
    const item = await createNews(t, adminToken, {
      title: { en: uniqueTitle('Fish & Chips <b>'), bn: '' },
      meta_title: { en: 'Meta "title" $& </title><script>alert(1)</script>', bn: '' },
      meta_description: { en: 'Desc <img src=x onerror=alert(1)>', bn: '' },
      meta_tag: { en: 'one, two', bn: '' },
      featured_image_id: image,
      published: true,
    });
    const res = await html(`/news/${item.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const body = res.body;
    expect(body).toContain('<html lang="en" dir="ltr">');
    expect(body).toContain('<title>Meta &quot;title&quot; $&amp; &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(body).toContain('<meta name="description" content="Desc &lt;img src=x onerror=alert(1)&gt;" />');
    expect(body.match(/name="description"/g)).toHaveLength(1);
    expect(body).toContain(`<link rel="canonical" href="${APP_URL}/news/${item.slug}" />`);
    expect(body).toContain(`<meta property="og:url" content="${APP_URL}/news/${item.slug}" />`);
    expect(body).toContain('<meta property="og:type" content="article" />');
    expect(body).toContain(`<meta property="og:image" content="${APP_URL}/api/v1/media/${image}/large" />`);
    expect(body).toContain('<meta property="og:image:alt" content="Pupils &quot;reading&quot;" />');
    expect(body).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(body).toContain('<meta name="keywords" content="one, two" />');
    // The only script is the app's own module; nothing inline was added.
    expect(body.match(/<script/g)).toHaveLength(1);
    expect(body).toContain('<script type="module" src="/assets/app.js"></script>');
  });

  it('in Bengali when asked and written, with the description taken from the text when none was written', async () => {
    const item = await createNews(t, adminToken, {
      title: { en: uniqueTitle('Open day'), bn: 'খোলা দিন' },
      summary: { en: '', bn: '' },
      body: { en: '<p>English words</p>', bn: '<h2>শিরোনাম</h2><p>বাংলা &amp; লেখা</p>' },
      published: true,
    });
    const body = (await html(`/news/${item.slug}?ebdlang=bn`)).body;
    expect(body).toContain('<html lang="bn" dir="ltr">');
    expect(body).toContain('<title>খোলা দিন</title>');
    expect(body).toContain('<meta name="description" content="শিরোনাম বাংলা &amp; লেখা" />');
    expect(body).toContain(`<link rel="canonical" href="${APP_URL}/news/${item.slug}?ebdlang=bn" />`);
  });

  it('/page/{slug} for a published page; 404 with the app page for an unpublished or unknown one', async () => {
    const banner = await insertMedia(t);
    const page = await createPage(t, adminToken, { title: { en: uniqueTitle('About us'), bn: '' }, meta_description: { en: 'Who we are', bn: '' }, banner_image_id: banner, published: true });
    const res = await html(`/page/${page.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="description" content="Who we are" />');
    expect(res.body).toContain('<meta property="og:type" content="website" />');
    expect(res.body).toContain(`/api/v1/media/${banner}/large`);
    const hidden = await createPage(t, adminToken);
    for (const url of [`/page/${hidden.slug}`, '/page/no-such-page', '/news/NOT..a..slug']) {
      const missing = await html(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(missing.body).toContain('<div id="root"></div>');
    }
  });

  it('the sitemap lists home, news, pages and every published item with lastmod; the feed is RSS 2.0 of the latest 20', async () => {
    const page = await createPage(t, adminToken, { published: true });
    const sitemap = await get(t.app, '/sitemap.xml');
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    for (const loc of [`${APP_URL}/`, `${APP_URL}/news`, `${APP_URL}/page`]) expect(sitemap.body).toContain(`<loc>${loc}</loc>`);
    expect(sitemap.body).toMatch(new RegExp(`<loc>${APP_URL}/page/${page.slug}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`));
    for (let i = 0; i < 21; i += 1) await createNews(t, adminToken, { title: { en: uniqueTitle('Feed <&> item'), bn: '' }, published: true });
    const feed = await get(t.app, '/news/feed.xml');
    expect(feed.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(feed.body).toContain('<rss version="2.0"');
    expect(feed.body.match(/<item>/g)).toHaveLength(20);
    expect(feed.body).toContain('Feed &lt;&amp;&gt; item');
    expect(feed.body).toMatch(/<pubDate>\w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT<\/pubDate>/);
  });
});

describe('public pages', () => {
  it('GET /api/v1/pages lists published pages by title; /api/v1/pages/{slug} shows one, Bengali with English fallback', async () => {
    const shown = await createPage(t, adminToken, { title: { en: uniqueTitle('AAA Visible'), bn: 'দৃশ্যমান' }, details: { en: '<p>En</p>', bn: '' }, published: true });
    const hidden = await createPage(t, adminToken);
    const list = (await get(t.app, '/api/v1/pages?per_page=100')).json();
    expect(list.data.map((p: { slug: string }) => p.slug)).toContain(shown.slug);
    expect(list.data.map((p: { slug: string }) => p.slug)).not.toContain(hidden.slug);
    const bn = (await get(t.app, `/api/v1/pages/${shown.slug}`, { headers: { ebdlang: 'bn' } })).json();
    expect(bn).toMatchObject({ title: 'দৃশ্যমান', details: '<p>En</p>', language: 'bn' });
    expect((await get(t.app, `/api/v1/pages/${hidden.slug}`)).statusCode).toBe(404);
    await call(t.app, 'PATCH', `${PAGES}/${hidden.id}`, adminToken, { published: true });
    expect((await get(t.app, `/api/v1/pages/${hidden.slug}`)).statusCode).toBe(200);
  });
});
