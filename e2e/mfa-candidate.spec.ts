import type { Page } from '@playwright/test';
import { authenticator } from './support/authenticator';
import {
  expect,
  expectAccessible,
  mailTo,
  mailedCode,
  newPerson,
  registerViaApi,
  signOutFromHeader,
  submitSignIn,
  test,
  uniqueEmail,
  type Person,
} from './support/fixtures';
import { E2E_PORT } from './support/env';

// Passkeys are bound to a host name (the relying party id), never to an IP address: this spec drives the
// portal as http://localhost:<port>, the origin its APP_URL names.
test.use({ baseURL: `http://localhost:${E2E_PORT}` });

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function signedIn(page: Page): Promise<{ person: Person; token: string }> {
  const person = newPerson();
  const token = await registerViaApi(page, person);
  await submitSignIn(page, person.email, person.password);
  await expect(page).toHaveURL('/');
  return { person, token };
}

/** Sets an authenticator app up through the API (the screens are driven in the first test). */
async function authenticatorViaApi(page: Page, token: string): Promise<{ nextCode: () => Promise<string>; recoveryCodes: string[] }> {
  const headers = { Authorization: `Bearer ${token}` };
  const setup = await page.request.post('/api/v1/account/mfa/totp', { headers });
  expect(setup.status(), await setup.text()).toBe(201);
  const nextCode = authenticator(((await setup.json()) as { secret: string }).secret);
  const confirm = await page.request.post('/api/v1/account/mfa/totp/confirm', { headers, data: { code: await nextCode() } });
  expect(confirm.status(), await confirm.text()).toBe(200);
  return { nextCode, recoveryCodes: ((await confirm.json()) as { recovery_codes: string[] }).recovery_codes };
}

/** Ticks "saved" on the recovery codes screen and goes on; returns the codes it showed. */
async function saveRecoveryCodes(page: Page): Promise<string[]> {
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  const codes = await page.getByRole('list', { name: 'Save your recovery codes' }).getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  await expectAccessible(page);
  // Going on without saying they are saved is refused, with the reason.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Tick the box once you have saved the codes.', { exact: false })).toBeVisible();
  await page.getByLabel('I have saved these codes somewhere safe').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  return codes;
}

test('a candidate sets up an authenticator app, saves the recovery codes and signs in with a code', async ({ page }) => {
  test.setTimeout(120_000);
  const { person } = await signedIn(page);

  await page.goto('/user/security');
  await expect(heading(page, 'Sign-in security')).toBeVisible();
  await expect(page.getByText('A second sign-in step is optional for your account', { exact: false })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Sign-in security' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Set up an authenticator app' }).click();
  await expect(page).toHaveURL('/user/security/authenticator');
  await expect(heading(page, 'Set up an authenticator app')).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for adding your Compliance Portal account to an authenticator app' })).toBeVisible();
  // The key is shown in groups of four for typing; the app wants it without the spaces.
  const shownKey = (await page.getByLabel('Key to type into the app').textContent()) ?? '';
  expect(shownKey).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  const nextCode = authenticator(shownKey.replace(/\s+/g, ''));
  await expectAccessible(page);

  await page.getByLabel('6-digit code').fill('000000');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('This code is not correct, or it has already been used')).toBeVisible();
  await page.getByLabel('6-digit code').fill(await nextCode());
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = await saveRecoveryCodes(page);
  expect(codes.every((code) => /^[A-Z0-9]{5}-[A-Z0-9]{5}$/.test(code))).toBe(true);

  await expect(page).toHaveURL('/user/security');
  const app = page.getByRole('region', { name: 'Authenticator app' });
  await expect(app.getByText('On', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recovery codes' }).getByText('10 of 10 left')).toBeVisible();
  await expectAccessible(page);

  await signOutFromHeader(page);
  await page.goto('/login?redirect=%2Fuser%2Fsecurity');
  await submitSignIn(page, person.email, person.password);
  await expect(page.getByRole('heading', { name: 'Second sign-in step' })).toBeVisible();
  await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  const codeField = page.getByLabel('6-digit code');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await expectAccessible(page);
  await codeField.fill(await nextCode());
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Back where the sign-in was asked for.
  await expect(page).toHaveURL('/user/security');
  await expect(heading(page, 'Sign-in security')).toBeVisible();
});

test('a candidate who cannot use the app signs in with a recovery code, which then no longer works', async ({ page }) => {
  const { person, token } = await signedIn(page);
  const { recoveryCodes } = await authenticatorViaApi(page, token);
  await signOutFromHeader(page);

  await submitSignIn(page, person.email, person.password);
  await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await expect(page.getByText('Enter one of the recovery codes you saved.', { exact: false })).toBeVisible();
  await expectAccessible(page);
  // Typed as people do: lower case, with a stray space.
  await page.getByLabel('Recovery code').fill(` ${recoveryCodes[0]!.toLowerCase()}`);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/');

  await page.goto('/user/security');
  await expect(page.getByRole('region', { name: 'Recovery codes' }).getByText('9 of 10 left')).toBeVisible();
  await signOutFromHeader(page);

  await submitSignIn(page, person.email, person.password);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('This code is not correct, or it has already been used')).toBeVisible();
  await page.getByLabel('Recovery code').fill(recoveryCodes[1]!);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/');
});

test('a candidate adds a passkey and signs in with it, in Bengali', async ({ page }) => {
  test.setTimeout(120_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  const { person } = await signedIn(page);

  await page.goto('/user/security');
  const name = page.getByLabel('Name for a new passkey');
  // Named after the browser and system until the person names it.
  await expect(name).toHaveValue(/Chrome on /);
  await name.fill('Work laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  // The first second step brings recovery codes, shown once on their own screen.
  await expect(page).toHaveURL('/user/security/recovery-codes');
  await expect(page.getByText('Your passkey has been added')).toBeVisible();
  await saveRecoveryCodes(page);
  await expect(page).toHaveURL('/user/security');
  const passkeys = page.getByRole('list', { name: 'Your passkeys' });
  await expect(passkeys.getByText('Work laptop')).toBeVisible();
  await expectAccessible(page);

  await signOutFromHeader(page);
  await page.goto('/login?ebdlang=bn');
  await page.getByLabel('ইমেইল বা মোবাইল নম্বর').fill(person.email);
  await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'সাইন ইন করুন' }).click();
  // An account with only a passkey (and recovery codes) is offered the passkey at once; the virtual
  // authenticator answers for the person.
  await expect(page).toHaveURL('/');
  await page.goto('/user/security');
  await expect(page.getByRole('heading', { level: 1, name: 'সাইন-ইন নিরাপত্তা' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'আপনার পাসকিগুলো' }).getByText('শেষ ব্যবহার', { exact: false })).toBeVisible();
  await expectAccessible(page);
});

test('changing the email address asks for the current password, and the old address is told', async ({ page }) => {
  const { person } = await signedIn(page);

  await page.goto('/user/change-email');
  await expect(heading(page, 'Change email')).toBeVisible();
  await expect(page.getByText('We ask for your password so that nobody', { exact: false })).toBeVisible();
  const newEmail = uniqueEmail('moved');
  await page.getByLabel('New email').fill(newEmail);
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('The password is not correct')).toBeVisible();
  await expectAccessible(page);
  // Nothing typed is lost: only the password is put right.
  await expect(page.getByLabel('New email')).toHaveValue(newEmail);
  await page.getByLabel('Current password').fill(person.password);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`Enter the six-digit code we sent to ${newEmail}.`)).toBeVisible();
  await page.getByLabel('Code').fill(await mailedCode(newEmail, /Your Compliance Portal code/));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL('/user/profile');
  await expect(page.getByText(`Your email address is now ${newEmail}`)).toBeVisible();

  const notice = await mailTo(person.email, /Your Compliance Portal email address was changed/);
  expect(notice.to).toEqual([person.email]);
});
