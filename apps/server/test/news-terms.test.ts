import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, createTestApp, loginAs, registerUser, type TestApp } from './helpers/app.js';
import { auditOf, CATEGORIES, CONTENT_TABLES, createCategory, createNews, createTag, TAGS, uniqueTitle } from './helpers/content.js';
import { userWithPermissions } from './helpers/factories.js';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, ADMIN.email, ADMIN.password);
});
afterAll(async () => t?.close());

async function refused(method: 'POST' | 'PATCH' | 'DELETE', url: string, payload: unknown, lang: 'en' | 'bn' = 'en') {
  const before = await t.countAll(CONTENT_TABLES);
  const res = await call(t.app, method, url, adminToken, payload, { ebdlang: lang });
  expect(res.statusCode, res.body).toBe(422);
  expect(await t.countAll(CONTENT_TABLES)).toEqual(before);
  return res.json() as { message: string; errors?: Record<string, string[]> };
}

describe('who may use categories and tags', () => {
  it('news.view reads them (the editor picks from them); only the manage permissions change them', async () => {
    const category = await createCategory(t, adminToken, uniqueTitle('Guarded'));
    const tag = await createTag(t, adminToken, uniqueTitle('Guarded'));
    const candidate = await registerUser(t.app);
    const viewer = await userWithPermissions(t, ['news.view']);
    const categoryManager = await userWithPermissions(t, ['news.categories.manage']);
    const tagManager = await userWithPermissions(t, ['news.tags.manage']);
    const routes: Array<[Parameters<typeof call>[1], string, unknown, string | null]> = [
      ['GET', CATEGORIES, undefined, null],
      ['GET', `${CATEGORIES}/${category.id}`, undefined, null],
      ['POST', CATEGORIES, { name: { en: 'x' } }, 'category'],
      ['PATCH', `${CATEGORIES}/${category.id}`, { name: { en: 'y' } }, 'category'],
      ['DELETE', `${CATEGORIES}/${category.id}`, undefined, 'category'],
      ['GET', TAGS, undefined, null],
      ['GET', `${TAGS}/${tag.id}`, undefined, null],
      ['POST', TAGS, { name: { en: 'x' } }, 'tag'],
      ['PATCH', `${TAGS}/${tag.id}`, { name: { en: 'y' } }, 'tag'],
      ['DELETE', `${TAGS}/${tag.id}`, undefined, 'tag'],
    ];
    const before = await t.countAll(CONTENT_TABLES);
    for (const [method, url, body, writes] of routes) {
      const where = `${method} ${url}`;
      expect((await call(t.app, method, url, undefined, body)).statusCode, where).toBe(401);
      expect((await call(t.app, method, url, candidate.token, body)).statusCode, where).toBe(403);
      if (writes) {
        expect((await call(t.app, method, url, viewer.token, body)).statusCode, where).toBe(403);
        const other = writes === 'category' ? tagManager : categoryManager;
        expect((await call(t.app, method, url, other.token, body)).statusCode, where).toBe(403);
      } else {
        expect((await call(t.app, method, url, viewer.token, body)).statusCode, where).toBe(200);
      }
    }
    expect(await t.countAll(CONTENT_TABLES)).toEqual(before);
  });
});

describe('news categories', () => {
  it('form a tree listed parents first with path, depth and counts', async () => {
    const top = await createCategory(t, adminToken, uniqueTitle('Top'), null, 'শীর্ষ');
    const child = await createCategory(t, adminToken, uniqueTitle('Child'), top.id);
    const grandchild = await createCategory(t, adminToken, uniqueTitle('Grandchild'), child.id);
    await createNews(t, adminToken, { category_id: child.id });
    const list = (await call(t.app, 'GET', `${CATEGORIES}?per_page=100`, adminToken)).json().data as Array<Record<string, unknown>>;
    const ids = list.map((c) => c.id);
    expect(ids.indexOf(top.id)).toBeLessThan(ids.indexOf(child.id));
    expect(ids.indexOf(child.id)).toBe(ids.indexOf(top.id) + 1);
    expect(ids.indexOf(grandchild.id)).toBe(ids.indexOf(child.id) + 1);
    const shown = list.find((c) => c.id === grandchild.id)!;
    expect(shown).toMatchObject({ depth: 2, parent_id: child.id, children_count: 0, news_count: 0 });
    expect((shown.path as Array<{ bn: string }>)[0]!.bn).toBe('শীর্ষ');
    expect(list.find((c) => c.id === child.id)).toMatchObject({ depth: 1, children_count: 1, news_count: 1 });
    const searched = (await call(t.app, 'GET', `${CATEGORIES}?q=${encodeURIComponent('শীর্ষ')}`, adminToken)).json();
    expect(searched.data.map((c: { id: string }) => c.id)).toEqual([top.id]);
    expect(searched.meta).toMatchObject({ total: 1, from: 1, to: 1 });
  });

  it("'Parent Category must be Different' for itself or any descendant, in both languages", async () => {
    const top = await createCategory(t, adminToken, uniqueTitle('Loop top'));
    const child = await createCategory(t, adminToken, uniqueTitle('Loop child'), top.id);
    const grandchild = await createCategory(t, adminToken, uniqueTitle('Loop grandchild'), child.id);
    expect((await refused('PATCH', `${CATEGORIES}/${top.id}`, { parent_id: top.id })).errors).toEqual({ parent_id: ['Parent Category must be Different'] });
    expect((await refused('PATCH', `${CATEGORIES}/${top.id}`, { parent_id: grandchild.id }, 'bn')).errors).toEqual({ parent_id: ['মূল ক্যাটাগরি অবশ্যই ভিন্ন হতে হবে'] });
    expect((await refused('PATCH', `${CATEGORIES}/${child.id}`, { parent_id: randomUUID() })).errors).toEqual({ parent_id: ['Choose an existing category'] });
    // Moving a leaf up to the top and under another branch is fine.
    const moved = await call(t.app, 'PATCH', `${CATEGORIES}/${grandchild.id}`, adminToken, { parent_id: null });
    expect(moved.json()).toMatchObject({ parent_id: null, depth: 0, path: [] });
  });

  it("deleting a parent: 'Category Have Child Category!'; one used by news is refused too; an empty leaf goes", async () => {
    const top = await createCategory(t, adminToken, uniqueTitle('Parent'));
    const child = await createCategory(t, adminToken, uniqueTitle('Leaf'), top.id);
    expect((await refused('DELETE', `${CATEGORIES}/${top.id}`, undefined)).message).toBe('Category Have Child Category!');
    expect((await refused('DELETE', `${CATEGORIES}/${top.id}`, undefined, 'bn')).message).toBe('এই ক্যাটাগরির অধীনে অন্য ক্যাটাগরি আছে!');
    const item = await createNews(t, adminToken, { category_id: child.id });
    expect((await refused('DELETE', `${CATEGORIES}/${child.id}`, undefined)).message).toBe('News items use this category. Move them to another category first.');
    expect((await refused('DELETE', `${CATEGORIES}/${child.id}`, undefined, 'bn')).message).toBe('কিছু সংবাদ এই ক্যাটাগরি ব্যবহার করছে। আগে সেগুলো অন্য ক্যাটাগরিতে সরান।');
    await call(t.app, 'DELETE', `/api/v1/admin/news/${item.id}`, adminToken);
    expect((await call(t.app, 'DELETE', `${CATEGORIES}/${child.id}`, adminToken)).statusCode).toBe(204);
    expect((await call(t.app, 'DELETE', `${CATEGORIES}/${top.id}`, adminToken)).statusCode).toBe(204);
    expect((await auditOf(t, top.id)).map((e) => e.action)).toEqual(['news.categories.create', 'news.categories.delete']);
    expect((await call(t.app, 'GET', `${CATEGORIES}/${top.id}`, adminToken)).statusCode).toBe(404);
  });

  it('slugs: generated from the English name, unique, and asked for when the name has no Latin letters', async () => {
    const name = uniqueTitle('Term Dates & Holidays');
    const made = await createCategory(t, adminToken, name);
    expect(made.slug).toBe(name.toLowerCase().replace(' & ', '-').replaceAll(' ', '-'));
    expect((await refused('POST', CATEGORIES, { name: { en: 'Other' }, slug: made.slug })).errors).toEqual({ slug: ['Slug must be unique'] });
    expect((await refused('POST', CATEGORIES, { name: { en: name } }, 'bn')).errors).toEqual({ slug: ['স্লাগ অবশ্যই অনন্য হতে হবে'] });
    expect((await refused('POST', CATEGORIES, { name: { en: 'সংবাদ' } })).errors).toEqual({ slug: ['Write a slug: the English text has no letters or digits to make one from'] });
    expect((await refused('POST', CATEGORIES, { name: { en: '' } }, 'bn')).errors).toEqual({ 'name.en': ['নাম আবশ্যক'] });
    expect((await refused('POST', CATEGORIES, { name: { en: 'x' }, colour: 'red' })).errors).toEqual({ colour: ['Unknown field'] });
    expect(Object.keys((await refused('POST', CATEGORIES, { name: { en: 'x'.repeat(101) }, parent_id: 'abc' })).errors!)).toEqual(['name.en', 'parent_id']);
  });
});

describe('news tags', () => {
  it('are created, listed with their use, renamed, searched and deleted (items lose the tag), all audited', async () => {
    const tag = await createTag(t, adminToken, uniqueTitle('Safeguarding'), 'সুরক্ষা');
    const item = await createNews(t, adminToken, { tag_ids: [tag.id] });
    const shown = (await call(t.app, 'GET', `${TAGS}/${tag.id}`, adminToken)).json();
    expect(shown).toMatchObject({ name: { bn: 'সুরক্ষা' }, news_count: 1 });
    const renamed = (await call(t.app, 'PATCH', `${TAGS}/${tag.id}`, adminToken, { name: { en: 'Renamed tag', bn: '' } })).json();
    expect(renamed).toMatchObject({ slug: tag.slug, name: { en: 'Renamed tag', bn: '' } });
    expect((await call(t.app, 'GET', `${TAGS}?q=renamed`, adminToken)).json().data.map((x: { id: string }) => x.id)).toEqual([tag.id]);
    const other = await createTag(t, adminToken, uniqueTitle('Other'));
    expect((await refused('PATCH', `${TAGS}/${other.id}`, { slug: tag.slug })).errors).toEqual({ slug: ['Slug must be unique'] });
    expect((await call(t.app, 'DELETE', `${TAGS}/${tag.id}`, adminToken)).statusCode).toBe(204);
    expect((await call(t.app, 'GET', `/api/v1/admin/news/${item.id}`, adminToken)).json().tag_ids).toEqual([]);
    expect((await auditOf(t, tag.id)).map((e) => e.action)).toEqual(['news.tags.create', 'news.tags.update', 'news.tags.delete']);
    for (const id of [randomUUID(), 'nope']) expect((await call(t.app, 'PATCH', `${TAGS}/${id}`, adminToken, { name: { en: 'x' } })).statusCode).toBe(404);
  });
});
