import { answerWorkProfile } from './support/compliance';
import {
  accessToken,
  expect,
  expectAccessible,
  mailedCode,
  newPerson,
  registerThroughForm,
  registerViaApi,
  signOutFromHeader,
  submitSignIn,
  test,
  textedCode,
  uniquePhone,
} from './support/fixtures';

test('a candidate registers, verifies the emailed code, signs out and back in; the old token is refused', async ({ page }) => {
  const person = newPerson();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Your compliance, in one place' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL('/register_');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await expectAccessible(page);

  await registerThroughForm(page, person);
  await expect(page.getByRole('heading', { level: 1, name: 'Enter the code from your email' })).toBeVisible();
  await expect(page.getByText(`We sent a six-digit code to ${person.email}.`)).toBeVisible();
  await expect(page.getByText('We have sent you a six-digit code')).toBeVisible();
  await expectAccessible(page);

  const code = await mailedCode(person.email, /Your Compliance Portal code/);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();

  // A newly verified candidate is first asked what work they want (issue 9); home greets them after that.
  await expect(page).toHaveURL('/compliance/profile');
  await expect(page.getByText('Verified successfully')).toBeVisible();
  await answerWorkProfile(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: `Welcome, ${person.name}` })).toBeVisible();
  await expect(page.getByText('Your email address is verified.')).toBeVisible();
  // Nothing is left to verify (no mobile number was given), so home does not ask for it.
  await expect(page.getByRole('link', { name: 'Verify your account' })).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/verify');
  const emailCard = page.getByRole('region', { name: 'Email' });
  await expect(emailCard.getByText(person.email)).toBeVisible();
  await expect(emailCard.getByText('Verified', { exact: true })).toBeVisible();
  await expect(emailCard.getByText(/^Verified on \d{4}-\d{2}-\d{2}/)).toBeVisible();
  await expect(emailCard.getByRole('button')).toHaveCount(0);
  await expectAccessible(page);

  const oldToken = await accessToken(page);
  expect(oldToken).toBeTruthy();
  await signOutFromHeader(page);
  expect(await accessToken(page)).toBeNull();
  const refused = await page.request.get('/api/v1/me', { headers: { Authorization: `Bearer ${oldToken}` } });
  expect(refused.status()).toBe(401);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expectAccessible(page);
  await submitSignIn(page, person.email, person.password);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: `Welcome back, ${person.name}` })).toBeVisible();

  const newToken = await accessToken(page);
  expect(newToken).toBeTruthy();
  expect(newToken).not.toBe(oldToken);
  const me = await page.request.get('/api/v1/me', { headers: { Authorization: `Bearer ${newToken}` } });
  expect(me.status()).toBe(200);
  expect((await me.json()).user.email).toBe(person.email);
  expect((await page.request.get('/api/v1/me', { headers: { Authorization: `Bearer ${oldToken}` } })).status()).toBe(401);
});

test('a wrong password is refused with "Invalid login credentials" and nobody is signed in', async ({ page }) => {
  const person = newPerson();
  await registerViaApi(page, person);

  await submitSignIn(page, person.email, 'not-the-password');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid login credentials');
  await expect(page).toHaveURL('/login');
  expect(await accessToken(page)).toBeNull();
  await expectAccessible(page);

  // The right password still works afterwards.
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${person.name}` })).toBeVisible();
});

test('the registration form shows every problem at once and sends nothing until they are fixed', async ({ page }) => {
  const registrations: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/register')) registrations.push(request.method());
  });
  await page.goto('/register_');
  const submit = page.getByRole('button', { name: 'Create account' });

  await submit.click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Confirm password is required')).toBeVisible();
  await expect(page.getByText('Please agree with terms and condition')).toBeVisible();
  // Each message is tied to its field for screen readers.
  await expect(page.getByLabel('Full name')).toHaveAccessibleDescription('Name is required');
  await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm password').fill('abc');
  await submit.click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Email must be valid')).toBeVisible();
  await expect(page.getByText("Must be 8 Character's Long")).toHaveCount(2);
  // The message, then the rules the field always shows under it.
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    "Must be 8 Character's Long At least 8 characters. Avoid common passwords.",
  );
  await expect(page.getByText('Please agree with terms and condition')).toBeVisible();

  await page.getByLabel('Full name').fill('Asha Begum');
  await page.getByLabel('Email', { exact: true }).fill(newPerson().email);
  await page.getByLabel('Password', { exact: true }).fill('secret-one');
  await page.getByLabel('Confirm password').fill('secret-two');
  await page.getByLabel('I agree to the terms and conditions').check();
  await submit.click();
  await expect(page.getByText('Password not matched')).toBeVisible();
  await expect(page.getByLabel('Confirm password')).toHaveAccessibleDescription('Password not matched');
  for (const gone of ['Name is required', 'Email must be valid', "Must be 8 Character's Long", 'Please agree with terms and condition']) {
    await expect(page.getByText(gone)).toHaveCount(0);
  }
  await expect(page).toHaveURL('/register_');
  expect(registrations).toEqual([]);
});

test('an email address can only be registered once', async ({ page }) => {
  const person = newPerson();
  await registerThroughForm(page, person);
  // Logout from the code screen (a screen that needs a session) still ends on the home page.
  await signOutFromHeader(page);

  await page.goto('/register_');
  await page.getByLabel('Full name').fill('Someone Else');
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill('another-pass');
  await page.getByLabel('Confirm password').fill('another-pass');
  await page.getByLabel('I agree to the terms and conditions').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
    'This email cannot be used. Sign in or reset your password if it is yours.',
  );
  await expect(page).toHaveURL('/register_');
});

test('a candidate verifies a mobile number with the texted code', async ({ page }) => {
  const person = newPerson({ phone: uniquePhone() });
  await registerThroughForm(page, person);

  await page.goto('/verify');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your account' })).toBeVisible();
  const phoneCard = page.getByRole('region', { name: 'Mobile number' });
  await expect(phoneCard.getByText(person.phone!)).toBeVisible();
  await expect(phoneCard.getByText('Not verified')).toBeVisible();
  await expectAccessible(page);

  await phoneCard.getByRole('button', { name: 'Send code by text message' }).click();
  await expect(page).toHaveURL('/verify-otp/phone');
  await expect(page.getByRole('heading', { level: 1, name: 'Enter the code from your text message' })).toBeVisible();
  await expect(page.getByText(`We sent a six-digit code to ${person.phone}.`)).toBeVisible();
  await expectAccessible(page);

  // A wrong code first: refused, and the screen says so.
  const code = await textedCode(person.phone!);
  await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Verification Failed')).toBeVisible();

  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Verified successfully')).toBeVisible();

  await page.getByRole('link', { name: 'Verify your account' }).click();
  await expect(page.getByRole('region', { name: 'Mobile number' }).getByText('Verified', { exact: true })).toBeVisible();
  // The email address is still waiting for its code.
  await expect(page.getByRole('region', { name: 'Email' }).getByText('Not verified')).toBeVisible();
});

test('account screens need a signed-in user: /verify sends a visitor to sign in and back', async ({ page }) => {
  const person = newPerson();
  await registerViaApi(page, person);

  await page.goto('/verify');
  await expect(page).toHaveURL('/login?redirect=%2Fverify');
  await submitSignIn(page, person.email, person.password);
  await expect(page).toHaveURL('/verify');
  await expect(page.getByRole('region', { name: 'Email' }).getByText('Not verified')).toBeVisible();

  // Choosing email sends a fresh code and opens the code screen.
  await page.getByRole('button', { name: 'Send code by email' }).click();
  await expect(page).toHaveURL('/verify-otp/email');
  await expect(page.getByText('We have sent you a six-digit code')).toBeVisible();
});
