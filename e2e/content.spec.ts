import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectAccessible, test } from './support/fixtures';
import { adminApiToken, signInAdmin } from './support/staff';

test.describe.configure({ timeout: 240_000 });

/** A photo-like image big enough for every generated size. */
function harbourPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1800, height: 1000, channels: 3, background: { r: 20, g: 110, b: 160 } } })
    .composite([{ input: { create: { width: 600, height: 300, channels: 3, background: { r: 240, g: 200, b: 40 } } }, left: 200, top: 500 }])
    .jpeg()
    .toBuffer();
}

/** Uploads through the media manager's file input and writes the alt text the editors require. */
async function uploadToLibrary(page: Page, fileName: string, alt: string): Promise<void> {
  await page.goto('/admin/media-manager');
  await expect(page.getByRole('heading', { name: 'Media Manager' })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({ name: fileName, mimeType: 'image/jpeg', buffer: await harbourPhoto() });
  const grid = page.getByRole('list', { name: 'Images' }).or(page.getByRole('listbox', { name: 'Images' }));
  await grid.getByRole('button', { name: new RegExp(fileName.replace('.jpg', '')) }).or(grid.getByRole('option', { name: new RegExp(fileName.replace('.jpg', '')) })).first().click();
  await page.getByLabel('Alt text').fill(alt);
  await page.getByRole('button', { name: 'Save alt text' }).click();
  await expect(page.getByText('Alt text is required before this image can be used.')).toHaveCount(0);
  await expectAccessible(page);
}

test('an editor writes an article in both languages with a library image, schedules and publishes it; a visitor finds it by category, in Bengali', async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const title = `Summer term dates ${stamp}`;
  const titleBn = `গ্রীষ্মকালীন টার্মের তারিখ ${stamp}`;
  const category = `School news ${stamp}`;
  await signInAdmin(page);

  // A category for the article.
  await page.goto('/admin/news/category/add');
  await page.getByLabel('Name (English)').fill(category);
  await page.getByLabel('Name (Bengali, optional)').fill(`স্কুলের খবর ${stamp}`);
  await page.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByText(`Category ${category} added`)).toBeVisible();

  await uploadToLibrary(page, `harbour-${stamp}.jpg`, 'Boats in the harbour at sunrise');

  // The article: both languages, an image in the body from the media dialog, a category.
  await page.goto('/admin/news/add');
  await expect(page.getByRole('heading', { name: 'Add news' })).toBeVisible();
  await page.getByLabel('Title (English)').fill(title);
  await page.getByLabel('Title (Bengali, optional)').fill(titleBn);
  await expect(page.getByLabel('Slug')).toHaveValue(`summer-term-dates-${stamp}`);
  const bodyEn = page.getByRole('textbox', { name: 'Article (English)' });
  await bodyEn.click();
  await bodyEn.pressSequentially('Term starts on the first Monday of September.');
  await page.getByRole('toolbar', { name: 'Formatting for Article (English)' }).getByRole('button', { name: 'Insert image from the media library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose an image to insert' });
  await picker.getByRole('button', { name: /harbour/ }).or(picker.getByRole('option', { name: /harbour/ })).first().click();
  await picker.getByRole('button', { name: 'Choose image' }).click();
  await expect(bodyEn.locator('img[alt="Boats in the harbour at sunrise"]')).toBeVisible();
  const bodyBn = page.getByRole('textbox', { name: 'Article (Bengali, optional)' });
  await bodyBn.click();
  await bodyBn.pressSequentially('সেপ্টেম্বরের প্রথম সোমবার টার্ম শুরু হবে।');
  await page.getByRole('combobox', { name: 'Category (optional)' }).click();
  await page.getByRole('option', { name: category }).click();
  await expectAccessible(page);

  // Scheduled for midnight two days ahead: saved, not public yet. (Midnight tomorrow in the
  // portal's zone, Asia/Dhaka, is already past for the last six hours of each UTC day.)
  await page.getByLabel('Publish at (optional)').click();
  const later = new Date(Date.now() + 2 * 24 * 3600 * 1000);
  const dayLabel = later.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
  if (later.getMonth() !== new Date().getMonth()) await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: dayLabel, exact: true }).click();
  await page.locator('.mantine-DateTimePicker-submitButton').click();
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText(`${title} is scheduled`)).toBeVisible();
  await expect(page.getByText('Scheduled', { exact: true }).first()).toBeVisible();
  const slug = `summer-term-dates-${stamp}`;
  expect((await page.request.get(`/api/v1/news/${slug}`)).status()).toBe(404);

  // Published now.
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText(`${title} is published`)).toBeVisible();
  expect((await page.request.get(`/api/v1/news/${slug}`)).status()).toBe(200);

  // A visitor (no sign-in) finds it on /news by its category, opens it, and reads it in Bengali.
  const visitor = await browser.newPage();
  await visitor.goto('/news');
  await expect(visitor.getByRole('heading', { name: 'News', level: 1 })).toBeVisible();
  await visitor.getByRole('combobox', { name: 'Category' }).click();
  await visitor.getByRole('option', { name: category }).click();
  await expect(visitor).toHaveURL(/category=/);
  await expectAccessible(visitor);
  await visitor.getByRole('link', { name: title }).click();
  await expect(visitor).toHaveURL(`/news/${slug}`);
  await expect(visitor.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(visitor.locator('article img[alt="Boats in the harbour at sunrise"]').first()).toBeVisible();
  await expectAccessible(visitor);
  await visitor.getByRole('link', { name: 'বাংলা' }).click();
  await expect(visitor.getByRole('heading', { name: titleBn, level: 1 })).toBeVisible();
  await expect(visitor.getByText('সেপ্টেম্বরের প্রথম সোমবার টার্ম শুরু হবে।')).toBeVisible();
  await expectAccessible(visitor);
  await visitor.close();

  // The image is in use now: the media manager refuses to delete it and says where it is used.
  await page.goto('/admin/media-manager');
  await page.getByRole('button', { name: /harbour/ }).or(page.getByRole('option', { name: /harbour/ })).first().click();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Delete image' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(/still used in/)).toBeVisible();
  await expect(page.getByText(/still used in/)).toContainText(title);
});

test('the article page carries its title, description, canonical link and Open Graph tags before any script runs', async ({ browser, request }) => {
  const token = await adminApiToken(request);
  const stamp = Date.now().toString(36);
  const created = await request.post('/api/v1/admin/news', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: { en: `Open day ${stamp}`, bn: `উন্মুক্ত দিবস ${stamp}` },
      body: { en: '<p>Come and meet us.</p>' },
      meta_description: { en: 'Meet our team at the open day.' },
      published: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { slug } = (await created.json()) as { slug: string };

  // No JavaScript at all: what a crawler or a link preview reads.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const crawler = await context.newPage();
  const answer = await crawler.goto(`/news/${slug}`);
  expect(answer?.status()).toBe(200);
  await expect(crawler).toHaveTitle(new RegExp(`Open day ${stamp}`));
  await expect(crawler.locator('meta[name="description"]')).toHaveAttribute('content', 'Meet our team at the open day.');
  await expect(crawler.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/news/${slug}$`));
  await expect(crawler.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(`Open day ${stamp}`));
  await expect(crawler.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  expect((await crawler.goto('/news/no-such-article'))?.status()).toBe(404);
  await context.close();
});
