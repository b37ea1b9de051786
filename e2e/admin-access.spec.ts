import { accessToken, expect, expectAccessible, newPerson, registerThroughForm, submitSignIn, test } from './support/fixtures';
import { answerSecondStep, nextAdminSignIn } from './support/staff';

test('a signed-in candidate is refused the admin area, in the browser and by the API', async ({ page }) => {
  await registerThroughForm(page, newPerson());
  await page.goto('/');
  // Nothing offers the candidate a way in.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'An error occurred' })).toBeVisible();
  await expect(page.getByText('Status code 403', { exact: true })).toBeVisible();
  await expect(page.getByText('You do not have permission to do this')).toBeVisible();
  // Only the entries any signed-in user may use are in the sidebar.
  const sidebar = page.getByRole('navigation', { name: 'Administration' });
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(sidebar.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expectAccessible(page);

  const token = await accessToken(page);
  const api = await page.request.get('/api/v1/admin/dashboard', { headers: { Authorization: `Bearer ${token}` } });
  expect(api.status()).toBe(403);
  expect(await api.json()).toMatchObject({ statusCode: 403, message: 'You do not have permission to do this' });
});

test('the super-admin signs in on the way to /admin and sees the dashboard and sidebar', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL('/login?redirect=%2Fadmin');
  const admin = await nextAdminSignIn();
  await submitSignIn(page, admin.email, admin.password);
  await answerSecondStep(page, admin.proof);

  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('main').getByText(/^Welcome, /)).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Administration' });
  await expect(sidebar.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expectAccessible(page);

  const token = await accessToken(page);
  const api = await page.request.get('/api/v1/admin/dashboard', { headers: { Authorization: `Bearer ${token}` } });
  expect(api.status()).toBe(200);
  expect((await api.json()).users.total).toBeGreaterThanOrEqual(1);

  await page.getByRole('link', { name: 'বাংলা' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ড্যাশবোর্ড' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'প্রশাসন' }).getByRole('button', { name: 'লগআউট' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'English' }).click();

  // The Home entry leads to the public site, which offers the way back.
  await sidebar.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await sidebar.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
  expect((await page.request.get('/api/v1/me', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
});
