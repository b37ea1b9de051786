import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/errors.js';
import { contentRepository } from '../src/modules/content/repository.js';
import { mediaRepository } from '../src/modules/media/repository.js';
import { categoryRepository } from '../src/modules/news/category-repository.js';
import { newsRepository } from '../src/modules/news/repository.js';
import { pagesRepository } from '../src/modules/pages/repository.js';
import { ADMIN, createTestApp, loginAs, type TestApp } from './helpers/app.js';
import { createCategory, createNews, createPage, insertMedia, uniqueTitle } from './helpers/content.js';

// What the repositories answer when a foreign key refuses a write: a record deleted between a service's check
// and its write (or one that came to be used meanwhile) gets the answer the check would have given.
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, ADMIN.email, ADMIN.password);
});
afterAll(async () => t?.close());

/** The AppError `write` is refused with, as status, message key and field messages. */
async function refusal(write: Promise<unknown>) {
  const error = await write.then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(AppError);
  const { statusCode, messageKey, fieldErrors } = error as AppError;
  return { statusCode, messageKey, fields: Object.fromEntries(Object.entries(fieldErrors).map(([field, [message]]) => [field, message?.key])) };
}

const invalidOn = (field: string, key: string) => ({ statusCode: 422, messageKey: 'errors.validation', fields: { [field]: key } });

describe('news and pages naming something that is gone: 422 on the field', () => {
  it.each([
    ['category_id', 'content.category_not_found'],
    ['featured_image_id', 'content.image_not_found'],
    ['geo_area_id', 'content.geo_area_not_found'],
  ])('a news item whose %s is gone', async (field, key) => {
    const item = await createNews(t, adminToken);
    expect(await refusal(newsRepository.update(t.database.db, item.id, { [field]: randomUUID() }))).toEqual(invalidOn(field, key));
  });

  it('a news item tagged with a tag that is gone', async () => {
    const item = await createNews(t, adminToken);
    expect(await refusal(newsRepository.setTags(t.database.db, item.id, [randomUUID()]))).toEqual(invalidOn('tag_ids', 'content.tag_not_found'));
  });

  it('a news item whose gallery image is gone', async () => {
    const item = await createNews(t, adminToken);
    expect(await refusal(newsRepository.setImages(t.database.db, item.id, [randomUUID()]))).toEqual(invalidOn('image_ids', 'content.image_not_found'));
  });

  it('a page whose banner image is gone', async () => {
    const page = await createPage(t, adminToken);
    expect(await refusal(pagesRepository.update(t.database.db, page.id, { banner_image_id: randomUUID() }))).toEqual(
      invalidOn('banner_image_id', 'content.image_not_found'),
    );
  });

  it('an image in the text that is gone: on the news body, on the page details', async () => {
    const item = await createNews(t, adminToken);
    const page = await createPage(t, adminToken);
    const db = t.database.db;
    expect(await refusal(contentRepository.replaceUsages(db, 'news', item.id, [randomUUID()]))).toEqual(invalidOn('body', 'content.image_not_found'));
    expect(await refusal(contentRepository.replaceUsages(db, 'page', page.id, [randomUUID()]))).toEqual(invalidOn('details', 'content.image_not_found'));
  });
});

describe('deleting something still used', () => {
  it('a category a news item was saved into: 422 category_in_use', async () => {
    const category = await createCategory(t, adminToken, uniqueTitle('Category'));
    await createNews(t, adminToken, { category_id: category.id });
    expect(await refusal(categoryRepository.remove(t.database.db, category.id))).toMatchObject({ statusCode: 422, messageKey: 'content.category_in_use' });
  });

  it('a category that has a child: 422 category_has_children', async () => {
    const parent = await createCategory(t, adminToken, uniqueTitle('Parent'));
    await createCategory(t, adminToken, uniqueTitle('Child'), parent.id);
    expect(await refusal(categoryRepository.remove(t.database.db, parent.id))).toMatchObject({ statusCode: 422, messageKey: 'content.category_has_children' });
  });

  it.each<[string, (imageId: string) => Promise<unknown>]>([
    ['in a text', async (imageId) => contentRepository.replaceUsages(t.database.db, 'page', (await createPage(t, adminToken)).id, [imageId])],
    ['as a featured image', async (imageId) => newsRepository.update(t.database.db, (await createNews(t, adminToken)).id, { featured_image_id: imageId })],
    ['in a gallery', async (imageId) => newsRepository.setImages(t.database.db, (await createNews(t, adminToken)).id, [imageId])],
    ['as a banner', async (imageId) => pagesRepository.update(t.database.db, (await createPage(t, adminToken)).id, { banner_image_id: imageId })],
  ])('an image used %s: 409 media_in_use', async (_where, use) => {
    const imageId = await insertMedia(t);
    await use(imageId);
    expect(await refusal(mediaRepository.remove(t.database.db, imageId))).toMatchObject({ statusCode: 409, messageKey: 'content.media_in_use' });
  });
});
