import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { authenticator } from './support/authenticator';
import { expect, expectAccessible, mailTo, signOutFromHeader, submitSignIn, test, uniqueEmail } from './support/fixtures';
import { adminApiToken, signInAdmin } from './support/staff';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** A compliance officer created by the e2e super-admin through the API, with a password of their own. */
async function newOfficer(page: Page) {
  const officer = { name: 'Nusrat Officer', email: uniqueEmail('officer'), password: 'officer-long-pass-7' };
  const token = await adminApiToken(page.request);
  const created = await page.request.post('/api/v1/admin/users', {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...officer, password_confirmation: officer.password, roles: ['compliance-officer'], verified: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { ...officer, id: ((await created.json()) as { user: { id: string } }).user.id };
}

test('a new officer must set up an authenticator app at first sign-in, then signs in with its codes', async ({ page }) => {
  test.setTimeout(150_000);
  const officer = await newOfficer(page);

  await submitSignIn(page, officer.email, officer.password);
  // Any screen they ask for sends them to set up a second step first, and says why.
  const mustEnrol = page.getByText('Set up a second sign-in step to continue');
  await expect(heading(page, 'Sign-in security')).toBeVisible();
  await expect(mustEnrol).toBeVisible();
  await expect(page.getByText('Staff accounts can see candidates', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/admin');
  await expect(mustEnrol).toBeVisible();

  await page.getByRole('link', { name: 'Set up an authenticator app' }).click();
  await expect(heading(page, 'Set up an authenticator app')).toBeVisible();
  const key = ((await page.getByLabel('Key to type into the app').textContent()) ?? '').replace(/\s+/g, '');
  const nextCode = authenticator(key);
  await page.getByLabel('6-digit code').fill(await nextCode());
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Save your recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByLabel('I have saved these codes somewhere safe').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).not.toHaveURL(/\/user\/security\/(authenticator|recovery-codes)/);

  // Now a full session: the staff screens open.
  await page.goto('/admin');
  await expect(heading(page, 'Dashboard')).toBeVisible();
  const added = await mailTo(officer.email, /^A sign-in step was added/);
  expect(added.text).toContain('An authenticator app was added');

  await signOutFromHeader(page);
  await submitSignIn(page, officer.email, officer.password);
  await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  await page.getByLabel('6-digit code').fill('000000' === (await generate({ secret: key })) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('This code is not correct, or it has already been used')).toBeVisible();
  await page.getByLabel('6-digit code').fill(await nextCode());
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/admin');
  await expect(heading(page, 'Dashboard')).toBeVisible();
});

test("an administrator resets an officer's lost second step, and the officer must set one up again", async ({ page, browser }) => {
  test.setTimeout(150_000);
  const officer = await newOfficer(page);
  // The officer enrols through the API (the screens are driven in the test above).
  const officerLogin = await page.request.post('/api/v1/login', { data: { login: officer.email, password: officer.password } });
  const { access_token: officerToken } = (await officerLogin.json()) as { access_token: string };
  const setup = await page.request.post('/api/v1/account/mfa/totp', { headers: { Authorization: `Bearer ${officerToken}` } });
  const { secret } = (await setup.json()) as { secret: string };
  const confirmed = await page.request.post('/api/v1/account/mfa/totp/confirm', {
    headers: { Authorization: `Bearer ${officerToken}` },
    data: { code: await generate({ secret }) },
  });
  expect(confirmed.status()).toBe(200);

  await signInAdmin(page);
  await page.goto(`/admin/user/${officer.id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Second sign-in step' })).toBeVisible();
  await expect(page.getByText(/^Set up on /)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Reset second sign-in step' }).click();
  const dialog = page.getByRole('dialog', { name: `Reset the second sign-in step of ${officer.name}?` });
  await expect(dialog).toContainText('signs them out on every device');
  await dialog.getByRole('button', { name: 'Yes, reset it' }).click();
  await expect(page.getByText(`The second sign-in step of ${officer.name} has been reset, and they have been signed out`)).toBeVisible();
  await expect(page.getByText('They have no second sign-in step yet.', { exact: false })).toBeVisible();
  const notice = await mailTo(officer.email, /^Your Compliance Portal sign-in steps were reset$/);
  expect(notice.text).toContain('An administrator reset');

  // The officer's old session is over; their next sign-in asks them to set up a step again.
  expect((await page.request.get('/api/v1/me', { headers: { Authorization: `Bearer ${officerToken}` } })).status()).toBe(401);
  const context = await browser.newContext();
  const officerPage = await context.newPage();
  await submitSignIn(officerPage, officer.email, officer.password);
  await expect(officerPage.getByText('Set up a second sign-in step to continue')).toBeVisible();
  await context.close();
});
