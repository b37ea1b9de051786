import { expect, expectAccessible, newPerson, registerViaApi, test } from './support/fixtures';

test('?ebdlang=bn shows the portal in Bengali and the choice survives navigation and reload', async ({ page }) => {
  await page.goto('/?ebdlang=bn');
  await expect(page.getByRole('heading', { level: 1, name: 'আপনার কমপ্লায়েন্স, এক জায়গায়' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('link', { name: 'বাংলা' })).toHaveAttribute('aria-current', 'true');
  await expectAccessible(page);

  // Links carry no ebdlang: the choice is remembered.
  const nav = page.getByRole('navigation', { name: 'প্রধান' });
  await nav.getByRole('link', { name: 'লগইন' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'সাইন ইন' })).toBeVisible();
  await expect(page.getByLabel('ইমেইল বা মোবাইল নম্বর')).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'সাইন ইন' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  expect(await page.evaluate(() => localStorage.getItem('ebdlang'))).toBe('bn');

  await nav.getByRole('link', { name: 'নিবন্ধন' }).click();
  await expect(page).toHaveURL('/register_');
  await expect(page.getByRole('heading', { level: 1, name: 'অ্যাকাউন্ট খুলুন' })).toBeVisible();
  await expect(page.getByLabel('মোবাইল নম্বর (ঐচ্ছিক)')).toBeVisible();
  await expectAccessible(page);
  // A screen with its validation messages showing, in Bengali.
  await page.getByRole('button', { name: 'অ্যাকাউন্ট খুলুন' }).click();
  await expect(page.getByText('নাম আবশ্যক')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL('/register_?ebdlang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Messages already on screen follow the language too.
  await expect(page.getByText('Name is required')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ebdlang'))).toBe('en');
});

test('the বাংলা link switches the current screen to Bengali', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await page.getByRole('link', { name: 'বাংলা' }).click();
  await expect(page).toHaveURL('/contact?ebdlang=bn');
  await expect(page.getByRole('heading', { level: 1, name: 'যোগাযোগ করুন' })).toBeVisible();
  await expect(page.getByLabel('আপনার নাম')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expectAccessible(page);

  await page.getByRole('navigation', { name: 'প্রধান' }).getByRole('link', { name: 'হোম' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'আপনার কমপ্লায়েন্স, এক জায়গায়' })).toBeVisible();
});

test('an API message comes back in Bengali: a wrong password on the Bengali sign-in screen', async ({ page }) => {
  const person = newPerson();
  await registerViaApi(page, person);

  await page.goto('/login?ebdlang=bn');
  await page.getByLabel('ইমেইল বা মোবাইল নম্বর').fill(person.email);
  await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill('not-the-password');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/login'));
  await page.getByRole('button', { name: 'সাইন ইন করুন' }).click();
  expect((await answer).request().headers()['ebdlang']).toBe('bn');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('লগইনের তথ্য সঠিক নয়');
  await expectAccessible(page);
});

for (const language of ['bn', 'en'] as const) {
  test(`the browser shows the same ${language} message as the API for the same rule`, async ({ page }) => {
    await page.goto(`/register_?ebdlang=${language}`);
    const labels = language === 'bn'
      ? { name: 'পুরো নাম', email: 'ইমেইল', password: 'পাসওয়ার্ড', password_confirmation: 'পাসওয়ার্ড নিশ্চিত করুন', terms: 'আমি শর্তাবলিতে সম্মত' }
      : { name: 'Full name', email: 'Email', password: 'Password', password_confirmation: 'Confirm password', terms: 'I agree to the terms and conditions' };

    await page.getByRole('button', { name: language === 'bn' ? 'অ্যাকাউন্ট খুলুন' : 'Create account' }).click();
    await expect(page.getByLabel(labels.name, { exact: true })).toHaveAttribute('aria-invalid', 'true');

    const api = await page.request.post('/api/v1/register', {
      headers: { ebdlang: language },
      data: { name: '', email: '', phone: '', password: '', password_confirmation: '', terms: false },
    });
    expect(api.status()).toBe(422);
    const { errors } = (await api.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(errors).sort()).toEqual(Object.keys(labels).sort());

    // The new password's field also always reads out the password rules, after the message.
    const passwordRules = language === 'bn' ? 'কমপক্ষে ৮ অক্ষর। প্রচলিত পাসওয়ার্ড এড়িয়ে চলুন।' : 'At least 8 characters. Avoid common passwords.';
    for (const [field, label] of Object.entries(labels)) {
      // What a screen reader announces for the field is exactly the API's first message for it.
      const expected = field === 'password' ? `${errors[field]![0]!} ${passwordRules}` : errors[field]![0]!;
      await expect(page.getByLabel(label, { exact: true }), field).toHaveAccessibleDescription(expected);
    }
    if (language === 'bn') expect(errors.name).toEqual(['নাম আবশ্যক']);
  });
}
