import type { Page } from '@playwright/test';
import sharp from 'sharp';
import {
  accessToken,
  expect,
  expectAccessible,
  mailedCode,
  newPerson,
  registerViaApi,
  submitSignIn,
  test,
  textedCode,
  uniqueEmail,
  uniquePhone,
  type Person,
} from './support/fixtures';
import { E2E_BASE_URL } from './support/env';

/** Registers through the API and signs in through the form, as a returning candidate would. */
async function signedInPerson(page: Page, overrides: Partial<Person> = {}): Promise<Person> {
  const person = newPerson(overrides);
  await registerViaApi(page, person);
  await submitSignIn(page, person.email, person.password);
  await expect(page).toHaveURL('/');
  return person;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const accountMenu = (page: Page) => page.getByRole('navigation', { name: 'My account' });

test('a candidate reaches the account pages from the header and edits the profile, links and emergency contact', async ({ page }) => {
  // Eight screens, each checked for accessibility, in two languages.
  test.setTimeout(120_000);
  const person = await signedInPerson(page);

  await page.getByRole('button', { name: `${person.name}, My account` }).click();
  await page.getByRole('menuitem', { name: 'My profile' }).click();
  await expect(page).toHaveURL('/user/profile');
  await expect(heading(page, 'My profile')).toBeVisible();
  await expect(accountMenu(page).getByRole('link', { name: 'My profile' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL('/user/profile/edit');
  await expect(heading(page, 'Edit profile')).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Gender is required')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Full name', { exact: true }).fill(`${person.name} Rahman`);
  await page.getByLabel('Date of birth (optional)').fill('1992-07-14');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('About me (optional)').fill('Early years practitioner, eight years in nurseries.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL('/user/profile');
  await expect(page.getByText('Your changes have been saved')).toBeVisible();
  const details = page.getByRole('region', { name: 'Personal details' });
  await expect(details.getByText('1992-07-14')).toBeVisible();
  await expect(details.getByText('Female', { exact: true })).toBeVisible();
  await expect(details.getByText('Early years practitioner, eight years in nurseries.')).toBeVisible();
  await expect(page.getByRole('button', { name: `${person.name} Rahman, My account` })).toBeVisible();

  await accountMenu(page).getByRole('link', { name: 'Social links' }).click();
  await expect(heading(page, 'Social links')).toBeVisible();
  await page.getByLabel('Facebook (optional)').fill('javascript:alert(document.cookie)');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Enter the full address of a Facebook page, starting with https://')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Facebook (optional)').fill('https://www.facebook.com/asha.e2e');
  await page.getByLabel('LinkedIn (optional)').fill('https://www.linkedin.com/in/asha-e2e');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL('/user/profile');
  await expect(page.getByRole('region', { name: 'Social links' }).getByRole('link', { name: 'https://www.linkedin.com/in/asha-e2e' })).toBeVisible();

  await accountMenu(page).getByRole('link', { name: 'Emergency contact' }).click();
  await expect(heading(page, 'Emergency contact')).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  for (const message of ['Full name is required', 'Relationship is required', 'Phone is required', 'Address is required']) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expectAccessible(page);
  await page.getByLabel('Full name', { exact: true }).fill('Rafiq Rahman');
  await page.getByLabel('Relationship', { exact: true }).fill('Brother');
  await page.getByLabel('Phone', { exact: true }).fill('+44 7700 900456');
  await page.getByLabel('Address', { exact: true }).fill('4 Fieldgate Street, London E1 1ES');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL('/user/profile');
  const emergency = page.getByRole('region', { name: 'Emergency contact' });
  await expect(emergency.getByText('Rafiq Rahman')).toBeVisible();
  await expect(emergency.getByText('+447700900456')).toBeVisible();
  await expectAccessible(page);

  // The same screen in Bengali: Bengali labels, and the server's and the browser's messages in Bengali.
  await page.goto('/user/edit-emergency-info?ebdlang=bn');
  await expect(heading(page, 'জরুরি যোগাযোগ')).toBeVisible();
  await expect(page.getByLabel('পুরো নাম')).toHaveValue('Rafiq Rahman');
  await page.getByLabel('পুরো নাম', { exact: true }).fill('');
  await page.getByLabel('ফোন নম্বর', { exact: true }).fill('কল করুন');
  await page.getByRole('button', { name: 'পরিবর্তন সংরক্ষণ করুন' }).click();
  await expect(page.getByText('পুরো নাম আবশ্যক')).toBeVisible();
  await expect(page.getByText('একটি সঠিক ফোন নম্বর লিখুন')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('পুরো নাম', { exact: true }).fill('রফিক রহমান');
  await page.getByLabel('ফোন নম্বর', { exact: true }).fill('+44 7700 900456');
  await page.getByRole('button', { name: 'পরিবর্তন সংরক্ষণ করুন' }).click();
  await expect(page).toHaveURL('/user/profile');
  await expect(page.getByText('আপনার পরিবর্তনগুলো সংরক্ষণ করা হয়েছে')).toBeVisible();
  await expect(page.getByRole('region', { name: 'জরুরি যোগাযোগ' }).getByText('রফিক রহমান')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/user/profile/settings?ebdlang=en');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a candidate chooses, crops and uploads a profile picture; the old address shows the same screen', async ({ page }) => {
  const person = await signedInPerson(page);
  const photo = await sharp({
    create: { width: 480, height: 320, channels: 3, background: { r: 30, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();

  await page.goto('/user/edit-profile-pic');
  await expect(heading(page, 'Profile picture')).toBeVisible();
  await expect(page.getByText('You have no profile picture yet.')).toBeVisible();
  await expectAccessible(page);

  // Not an image, whatever its name says: refused before anything is sent.
  await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from('<html>not a picture</html>') });
  await expect(page.getByRole('alert').filter({ hasText: 'Only JPEG and PNG images are allowed' })).toBeVisible();

  await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
  const cropArea = page.getByRole('group', { name: 'Crop your picture: drag the image to move it' });
  await expect(cropArea).toBeVisible();
  await page.getByRole('slider').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await cropArea.focus();
  await page.keyboard.press('ArrowLeft');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save picture' }).click();
  await expect(page.getByText('Your new profile picture has been saved')).toBeVisible();
  await expect(cropArea).toHaveCount(0);
  await expect(page.getByRole('img', { name: `Profile picture of ${person.name}` })).toBeVisible();
  await expectAccessible(page);

  const token = await accessToken(page);
  const stored = await page.request.get('/api/v1/account/avatar/512', { headers: { Authorization: `Bearer ${token}` } });
  expect(stored.status()).toBe(200);
  expect(await sharp(await stored.body()).metadata()).toMatchObject({ format: 'jpeg', width: 512, height: 512 });

  await page.goto('/user/edit-profil-pic-copy');
  await expect(heading(page, 'Profile picture')).toBeVisible();
  await expect(page.getByRole('img', { name: `Profile picture of ${person.name}` })).toBeVisible();
  await expect(accountMenu(page).getByRole('link', { name: 'Profile picture' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);
});

test('changing the password keeps this session and refuses every other one', async ({ page, browser }) => {
  // Four sign-ins and a password change: each hashes with scrypt, slow on a busy machine.
  test.setTimeout(120_000);
  const person = await signedInPerson(page);
  // Another device: its own browser context, at its own address.
  const laptop = await browser.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { 'x-forwarded-for': '10.254.0.1' } });
  const laptopPage = await laptop.newPage();
  await submitSignIn(laptopPage, person.email, person.password);
  await expect(laptopPage).toHaveURL('/');
  const laptopToken = await accessToken(laptopPage);

  await page.goto('/user/change-password');
  await expect(heading(page, 'Change password')).toBeVisible();
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Old password is required')).toBeVisible();
  await page.getByLabel('Old password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('12345');
  await page.getByLabel('Confirm new password').fill('123456');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText("Must be 8 Character's Long").first()).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('fresh-horse-2');
  await page.getByLabel('Confirm new password').fill('fresh-horse-3');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password not matched')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('fresh-horse-2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The old password is not correct')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Old password').fill(person.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed. Every other device has been signed out.')).toBeVisible();
  await expectAccessible(page);

  // This session goes on; the laptop's is over, in the API and in its browser.
  await page.goto('/user/profile');
  await expect(heading(page, 'My profile')).toBeVisible();
  const refused = await page.request.get('/api/v1/me', { headers: { Authorization: `Bearer ${laptopToken}` } });
  expect(refused.status()).toBe(401);
  await laptopPage.goto('/user/profile');
  await expect(laptopPage).toHaveURL(/\/login\?redirect=/);
  await submitSignIn(laptopPage, person.email, 'fresh-horse-2');
  await expect(laptopPage).toHaveURL('/user/profile');
  await laptop.close();
});

test('email and phone: a new primary address only after its code, extra addresses added and removed', async ({ page }) => {
  // Four codes through mail and text message, and eleven screens checked for accessibility.
  test.setTimeout(120_000);
  const person = await signedInPerson(page);

  await page.goto('/user/change-email');
  await expect(heading(page, 'Change email')).toBeVisible();
  await expectAccessible(page);
  const newEmail = uniqueEmail('moved');
  await page.getByLabel('New email').fill(newEmail);
  await page.getByLabel('Current password').fill(person.password);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`Enter the six-digit code we sent to ${newEmail}.`)).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Code').fill(await mailedCode(newEmail, /Your Compliance Portal code/));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL('/user/profile');
  await expect(page.getByText(`Your email address is now ${newEmail}`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Personal details' }).getByText(newEmail)).toBeVisible();

  await page.goto('/user/add-new-email');
  await expect(heading(page, 'Add an email address')).toBeVisible();
  await expectAccessible(page);
  const extra = uniqueEmail('extra');
  await page.getByLabel('Email address').fill(extra);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Code').fill(await mailedCode(extra, /Your Compliance Portal code/));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL('/user/remove-email');
  await expect(heading(page, 'Remove email addresses')).toBeVisible();
  const addresses = page.getByRole('table', { name: 'Your addresses' });
  await expect(addresses.getByRole('row')).toHaveCount(3);
  await expectAccessible(page);

  await page.getByRole('button', { name: `Remove ${newEmail}` }).click();
  await expect(page.getByRole('alert').filter({ hasText: "Can't delete email" })).toBeVisible();
  await page.getByRole('button', { name: `Remove ${extra}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this address?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Yes, remove it' }).click();
  await expect(page.getByText(`${extra} has been removed`)).toBeVisible();
  await expect(addresses.getByRole('row')).toHaveCount(2);

  const phone = uniquePhone();
  await page.goto('/user/change-phone');
  await expect(page.getByText('There is no phone number on your account yet.', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('New phone number').fill(phone);
  await page.getByLabel('Current password').fill(person.password);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Code').fill(await textedCode(phone));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`Your phone number is now ${phone}`)).toBeVisible();

  for (const [path, title] of [
    ['/user/add-new-phone', 'Add a phone number'],
    ['/user/remove-phone', 'Remove phone numbers'],
  ] as const) {
    await page.goto(path);
    await expect(heading(page, title)).toBeVisible();
    await expectAccessible(page);
  }
  await expect(page.getByRole('table', { name: 'Your addresses' }).getByText(phone)).toBeVisible();
});
