import { answerWorkProfile } from './support/compliance';
import { expect, expectAccessible, mailedCode, newPerson, registerViaApi, submitSignIn, test } from './support/fixtures';

test('a forgotten password is replaced with the mailed code; the new one signs in, the old one no longer does', async ({ page }) => {
  const person = newPerson();
  const sessionBeforeReset = await registerViaApi(page, person);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Email or mobile number').fill(person.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(`/forgot-password/reset-pass?login=${encodeURIComponent(person.email)}`);
  await expect(page.getByText('If an account matches, we have sent it a six-digit code')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByLabel('Email or mobile number')).toHaveValue(person.email);
  await expectAccessible(page);

  const code = await mailedCode(person.email, /Reset your Compliance Portal password/);
  const newPassword = 'a-brand-new-secret';
  await page.getByLabel('Six-digit code').fill(code);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();

  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Your password has been changed. Please sign in.')).toBeVisible();

  // The reset ends every session the account had.
  expect((await page.request.get('/api/v1/me', { headers: { Authorization: `Bearer ${sessionBeforeReset}` } })).status()).toBe(401);

  await submitSignIn(page, person.email, person.password);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid login credentials');

  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The mailed code proved the address, so the candidate now counts as verified and is first asked
  // what work they want (issue 9); home greets them after that.
  await expect(page).toHaveURL('/compliance/profile');
  await answerWorkProfile(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: `Welcome, ${person.name}` })).toBeVisible();
});

test('the reset screen refuses a wrong code and mismatched passwords, and keeps the old password', async ({ page }) => {
  const person = newPerson();
  await registerViaApi(page, person);

  await page.goto('/forgot-password');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Please enter a valid email/mobile')).toBeVisible();
  await page.getByLabel('Email or mobile number').fill(person.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/forgot-password\/reset-pass\?login=/);
  const code = await mailedCode(person.email, /Reset your Compliance Portal password/);

  await page.getByLabel('Six-digit code').fill('12');
  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-secret');
  await page.getByLabel('Confirm new password').fill('something-else');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByLabel('Six-digit code')).toHaveAccessibleDescription('The code must be 6 digits');
  await expect(page.getByText('Password not matched')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Six-digit code').fill(code === '000000' ? '999999' : '000000');
  await page.getByLabel('Confirm new password').fill('a-brand-new-secret');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByLabel('Six-digit code')).toHaveAccessibleDescription('Verification Failed');
  await expect(page).toHaveURL(/\/forgot-password\/reset-pass/);

  await submitSignIn(page, person.email, person.password);
  await expect(page.getByRole('heading', { name: `Welcome, ${person.name}` })).toBeVisible();
});
