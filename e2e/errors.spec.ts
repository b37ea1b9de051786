import { expect, expectAccessible, test } from './support/fixtures';
import { signInAdmin } from './support/staff';

test('an unknown route shows "Page not found" with 404 and a Back to Home link that goes home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('Status code 404', { exact: true })).toBeVisible();
  await expect(page.getByText('This page could not be found')).toBeVisible();
  // The layout stays usable around the error.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Your compliance, in one place' })).toBeVisible();
});

test('deep unknown addresses and an unknown code channel are 404 too', async ({ page }) => {
  for (const path of ['/some/deep/path?x=1', '/verify-otp/fax']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' }), path).toBeVisible();
  }
  await page.goto('/no-such-page?ebdlang=bn');
  await expect(page.getByRole('heading', { level: 1, name: 'পৃষ্ঠাটি পাওয়া যায়নি' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'হোমে ফিরে যান' })).toBeVisible();
  await expectAccessible(page);

  // The API does not answer unknown paths with the web app.
  const api = await page.request.get('/api/v1/no-such-endpoint');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ statusCode: 404 });
});

test('an unknown admin screen asks a visitor to sign in, and shows staff the 404 inside the admin layout', async ({ page }) => {
  await page.goto('/admin/no-such-screen');
  await expect(page).toHaveURL('/login?redirect=%2Fadmin%2Fno-such-screen');

  await signInAdmin(page);
  await page.goto('/admin/no-such-screen');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Administration' })).toBeVisible();
  await expectAccessible(page);
});

test('the sign-in and registration screens send someone already signed in to their landing page', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/login');
  await expect(page).toHaveURL('/admin');
  await page.goto('/register_');
  await expect(page).toHaveURL('/admin');
});

test('the title is "Compliance Portal | Portal" and the theme colour is #008737', async ({ page }) => {
  for (const path of ['/', '/login', '/no-such-page']) {
    await page.goto(path);
    await expect(page, path).toHaveTitle('Compliance Portal | Portal');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#008737');
  }
});
