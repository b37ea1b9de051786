import type { Browser, Page } from '@playwright/test';
import { accessToken, expect, expectAccessible, mailTo, newPerson, registerViaApi, submitSignIn, test, uniqueEmail } from './support/fixtures';
import { signInAdmin } from './support/staff';


/** A second person at their own address, in their own browser window. */
async function otherBrowserWindow(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } });
  return context.newPage();
}

test('an admin finds a candidate, bans them, and the candidate\'s open session ends at once', async ({ page, browser, baseURL }) => {
  // The candidate is signed in and reading their profile in their own browser.
  const candidate = newPerson({ name: `Zara Bannable ${Date.now().toString(36)}` });
  const candidatePage = await otherBrowserWindow(browser, baseURL);
  await registerViaApi(candidatePage, candidate);
  await submitSignIn(candidatePage, candidate.email, candidate.password);
  await expect(candidatePage).toHaveURL('/');
  const candidateToken = await accessToken(candidatePage);
  expect((await candidatePage.request.get('/api/v1/me', { headers: { Authorization: `Bearer ${candidateToken}` } })).status()).toBe(200);

  await signInAdmin(page);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'User' }).click();
  await expect(page).toHaveURL('/admin/user/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByText(/^Showing 1 to \d+ of \d+ entries total$/)).toBeVisible();
  await expectAccessible(page);

  // Sorting by a column: the header says how the list is ordered, and a second click turns it round.
  await page.getByRole('button', { name: 'Name: sort ascending' }).click();
  await expect(page).toHaveURL(/sort=name/);
  await expect(page.locator('th[aria-sort="ascending"]')).toContainText('Name');
  await page.getByRole('button', { name: 'Name: sort descending' }).click();
  await expect(page.locator('th[aria-sort="descending"]')).toContainText('Name');

  await page.getByLabel('Search users').fill(candidate.name.split(' ').slice(1).join(' '));
  await expect(page).toHaveURL(/\?q=Bannable/);
  await expect(page.getByRole('row')).toHaveCount(2); // the header and the one match
  await expect(page.getByText('Showing 1 to 1 of 1 entries total')).toBeVisible();
  // A fresh candidate has started nothing: the compliance filter keeps them under "Not started" only.
  await page.getByLabel('Compliance').selectOption({ label: 'Complete' });
  await expect(page).toHaveURL(/compliance=complete/);
  await expect(page.getByText('No users match this search.')).toBeVisible();
  await page.getByLabel('Compliance').selectOption({ label: 'Not started' });
  await expect(page.getByRole('link', { name: candidate.name })).toBeVisible();
  await page.getByRole('link', { name: candidate.name }).click();

  await expect(page.getByRole('heading', { level: 1, name: candidate.name })).toBeVisible();
  await expect(page.getByText(`${candidate.email} (not verified)`)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Ban user' }).click();
  await expect(page.getByText('Give a reason for the ban')).toBeVisible();
  await page.getByLabel('Reason for the ban').fill('Sent someone else to an interview');
  await page.getByRole('button', { name: 'Ban user' }).click();
  const dialog = page.getByRole('dialog', { name: `Ban ${candidate.name}?` });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Ban user' }).click();
  await expect(page.getByText('The user has been banned and signed out')).toBeVisible();
  await expect(page.getByText('Reason: Sent someone else to an interview')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unban user' })).toBeVisible();

  // The candidate's very next navigation finds them signed out, and signing in again says why.
  await candidatePage.goto('/user/profile');
  await expect(candidatePage).toHaveURL('/login?redirect=%2Fuser%2Fprofile');
  expect((await candidatePage.request.get('/api/v1/me', { headers: { Authorization: `Bearer ${candidateToken}` } })).status()).toBe(401);
  await submitSignIn(candidatePage, candidate.email, candidate.password);
  await expect(candidatePage.getByText('Your account is banned')).toBeVisible();
  await expect(candidatePage).toHaveURL(/\/login/);

  // Back in the list, the filter for banned users shows them.
  await page.goto('/admin/user/list?status=banned');
  await expect(page.getByRole('link', { name: candidate.name })).toBeVisible();
  await candidatePage.context().close();
});

test('an admin creates a user who is sent a code to choose a password, then gives them a role', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/admin/user/list');
  await page.getByRole('link', { name: 'Create user' }).click();
  await expect(page).toHaveURL('/admin/user/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create user' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expectAccessible(page);

  const email = uniqueEmail('created');
  await page.getByLabel('Full name').fill('Tahmina Akter');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByText('Password is required', { exact: true })).toBeVisible();
  await page.getByLabel('Send a password-reset code instead of setting a password').check();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Create user' }).click();

  await expect(page.getByText('The user has been created')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Tahmina Akter' })).toBeVisible();
  expect((await mailTo(email, /Your Compliance Portal account/)).text).toContain('/forgot-password/reset-pass?login=');
  await mailTo(email, /Reset your/);

  const roles = page.getByRole('group', { name: 'Roles' });
  await roles.getByLabel('Compliance officer (compliance-officer)').check();
  await page.getByRole('button', { name: 'Save roles' }).click();
  await expect(page.getByText('The roles have been saved')).toBeVisible();
  await expect(page.getByRole('main').getByText('Compliance officer', { exact: true }).first()).toBeVisible();

  await page.getByRole('link', { name: 'Social links' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Social links of Tahmina Akter' })).toBeVisible();
  await page.getByLabel('Facebook (optional)').fill('https://www.facebook.com/tahmina.akter');
  await page.getByRole('button', { name: 'Save links' }).click();
  await expect(page.getByText('The social links have been saved')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Tahmina Akter' }).click();

  await page.getByRole('link', { name: 'Profile picture' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile picture of Tahmina Akter' })).toBeVisible();
  await expect(page.getByText('Tahmina Akter has no profile picture.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Tahmina Akter' }).click();

  await page.getByRole('link', { name: 'Manage password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Password of Tahmina Akter' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page.getByText('A six-digit code has been sent to the user')).toBeVisible();
});

test('an unknown user id shows the not-found page inside the admin area', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/admin/user/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expectAccessible(page);
});
