import type { Page } from '@playwright/test';
import { expect, expectAccessible, newPerson, registerViaApi, submitSignIn, test, type Person } from './support/fixtures';
import { signInAdmin } from './support/staff';

// Long journeys through several screens, each scanned for accessibility.
test.describe.configure({ timeout: 180_000 });

/** A registered candidate, signed in through the form. */
async function signedInCandidate(page: Page): Promise<Person> {
  const person = newPerson();
  await registerViaApi(page, person);
  await submitSignIn(page, person.email, person.password);
  await expect(page).toHaveURL('/');
  return person;
}

/** Opens a select and picks one of its options. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
}

test('a candidate adds an address abroad, edits it, and adds one in the UK with its postcode tidied', async ({ page }) => {
  await signedInCandidate(page);
  await page.goto('/user/profile');
  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Addresses', exact: true }).click();
  await expect(page).toHaveURL('/user/address');
  await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
  await expect(page.getByText('No addresses yet.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Add an address abroad' }).click();
  await expect(page).toHaveURL('/user/address/add/international');
  await expect(page.getByRole('heading', { level: 1, name: 'Add an address abroad' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address is required')).toBeVisible();
  await expect(page.getByText('City is required')).toBeVisible();
  await expect(page.getByText('State is required')).toBeVisible();
  await expect(page.getByText('Country is required')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Address', { exact: true }).fill('221B Baker Street');
  await page.getByLabel('City').fill('London');
  await page.getByLabel('State or province').fill('Greater London');
  await page.getByLabel('Zip or postcode (optional)').fill('NW1 6XE');
  await choose(page, 'Country', 'United Kingdom');
  await choose(page, 'Country code', 'United Kingdom (+44)');
  await page.getByLabel('Phone number (optional)').fill('7700 900123');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('The address has been saved.')).toBeVisible();
  await expect(page).toHaveURL('/user/address');
  const abroad = page.getByRole('listitem').filter({ hasText: '221B Baker Street' });
  await expect(abroad.getByText('London, Greater London, NW1 6XE')).toBeVisible();
  await expect(abroad.getByText('United Kingdom')).toBeVisible();
  await expect(abroad.getByText('Phone: +44 7700 900123')).toBeVisible();
  await expectAccessible(page);

  await abroad.getByRole('link', { name: 'Edit the address 221B Baker Street' }).click();
  await expect(page).toHaveURL(/\/user\/address\/edit\/international\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit the address abroad' })).toBeVisible();
  await expect(page.getByLabel('City')).toHaveValue('London');
  await expectAccessible(page);
  await page.getByLabel('City').fill('Manchester');
  await page.getByLabel('State or province').fill('Greater Manchester');
  await page.getByLabel('Zip or postcode (optional)').fill('M1 1AA');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL('/user/address');
  await expect(page.getByText('Manchester, Greater Manchester, M1 1AA')).toBeVisible();
  await expect(page.getByText('London, Greater London, NW1 6XE')).toHaveCount(0);

  // The home country is the United Kingdom (HOME_COUNTRY's default): a local address has a postcode, not a division.
  await page.getByRole('link', { name: 'Add an address in the UK' }).click();
  await expect(page).toHaveURL('/user/address/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Add an address in the UK' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Division' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Town or city is required')).toBeVisible();
  await expect(page.getByText('Postcode is required')).toBeVisible();
  await page.getByLabel('Postcode').fill('12345');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Enter a valid UK postcode, like SW1A 1AA')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Address line 1').fill('10 Downing Street');
  await page.getByLabel('Town or city').fill('London');
  await page.getByLabel('Postcode').fill('sw1a2aa');
  await page.getByLabel('Postcode').blur();
  await expect(page.getByLabel('Postcode')).toHaveValue('SW1A 2AA');
  await choose(page, 'Address type', 'Office');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save address' }).click();

  await expect(page).toHaveURL('/user/address');
  const home = page.getByRole('listitem').filter({ hasText: '10 Downing Street' });
  await expect(home.getByText('SW1A 2AA')).toBeVisible();
  await expect(home.getByText('London', { exact: true })).toBeVisible();
  await expect(home.getByText('Office')).toBeVisible();
  await expect(home.getByText('United Kingdom')).toBeVisible();
  await expect(page.getByText('2 addresses')).toBeVisible();
  await expectAccessible(page);
});

test('in Bengali the address form, its validation messages and the area selects speak Bengali', async ({ page }) => {
  await signedInCandidate(page);
  await page.goto('/user/address/add/international?ebdlang=bn');
  await expect(page.getByRole('heading', { level: 1, name: 'বিদেশের ঠিকানা যোগ করুন' })).toBeVisible();
  await expect(page.getByLabel('শহর')).toBeVisible();
  await expect(page.getByLabel('রাজ্য বা প্রদেশ')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'ঠিকানা সংরক্ষণ করুন' }).click();
  await expect(page.getByText('ঠিকানা আবশ্যক')).toBeVisible();
  await expect(page.getByText('শহর আবশ্যক')).toBeVisible();
  await expect(page.getByText('রাজ্য/প্রদেশ আবশ্যক')).toBeVisible();
  await expect(page.getByText('দেশ আবশ্যক', { exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('ঠিকানা', { exact: true }).fill('১২ নম্বর বাড়ি');
  await page.getByLabel('শহর').fill('কলকাতা');
  await page.getByLabel('রাজ্য বা প্রদেশ').fill('পশ্চিমবঙ্গ');
  await choose(page, 'দেশ', 'ভারত');
  await page.getByRole('button', { name: 'ঠিকানা সংরক্ষণ করুন' }).click();
  await expect(page.getByText('ঠিকানাটি সংরক্ষণ করা হয়েছে।')).toBeVisible();
  await expect(page).toHaveURL('/user/address');
  await expect(page.getByText('কলকাতা, পশ্চিমবঙ্গ')).toBeVisible();
  await expectAccessible(page);

  // The home country is the UK: the area selects name its levels (nation, then a council directly under Wales).
  await page.goto('/user/geo-area');
  await expect(page.getByRole('heading', { level: 1, name: 'আপনার এলাকা' })).toBeVisible();
  await expect(page.getByText('যুক্তরাজ্যের কোথায় আপনি থাকেন।', { exact: false })).toBeVisible();
  await choose(page, 'দেশ', 'ওয়েলস');
  await choose(page, 'কাউন্টি বা ইউনিটারি কর্তৃপক্ষ', 'কার্ডিফ');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'এলাকা সংরক্ষণ করুন' }).click();
  await expect(page.getByText('এলাকাটি সংরক্ষণ করা হয়েছে।')).toBeVisible();
  await expect(page.getByText('ওয়েলস › কার্ডিফ')).toBeVisible();
});

test('an admin browses and extends the geo tree, imports a file and manages a user’s addresses and area', async ({ page }) => {
  const candidate = newPerson();
  const token = await registerViaApi(page, candidate);
  const me = await page.request.get('/api/v1/me', { headers: { Authorization: `Bearer ${token}` } });
  const userId = ((await me.json()) as { user: { id: string } }).user.id;

  await signInAdmin(page);
  // Staff land on the dashboard.
  await expect(page).toHaveURL('/admin');
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Manage geo areas' }).click();
  await expect(page).toHaveURL('/admin/geo');
  await expect(page.getByRole('heading', { level: 1, name: 'Geo areas' })).toBeVisible();
  // The UK's tree is seeded (HOME_COUNTRY's default); Wales holds its councils directly.
  await page.getByRole('button', { name: 'Show the areas under Wales' }).click();
  await expect(page.getByText('Cardiff', { exact: true })).toBeVisible();
  await expect(page.getByText('Code W06000015')).toBeVisible();
  await expectAccessible(page);
  // Bangladesh's divisions and districts are a set an admin adds.
  await page.getByRole('button', { name: "Add Bangladesh's divisions and districts" }).click();
  await expect(page.getByText(/^72 rows read: /)).toBeVisible();
  await page.getByRole('button', { name: 'Show the areas under Khulna' }).click();
  await expect(page.getByText('Jashore')).toBeVisible();
  await expectAccessible(page);

  const suffix = Date.now().toString(36).slice(-5);
  await page.getByRole('button', { name: 'Add an area under Jashore' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an area' });
  await dialog.getByLabel('Code').fill(`E2E${suffix}`);
  await dialog.getByLabel('Name in English').fill(`Abhaynagar ${suffix}`);
  await dialog.getByLabel('Name in Bengali').fill('অভয়নগর');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Abhaynagar ${suffix} has been added.`)).toBeVisible();
  await page.getByRole('button', { name: 'Show the areas under Jashore' }).click();
  await expect(page.getByText(`Abhaynagar ${suffix}`, { exact: true })).toBeVisible();

  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles({
    name: 'unions.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`code,parent_code,level,name_en,name_bn\nE2E${suffix}01,E2E${suffix},union,Prembag,প্রেমবাগ\nE2E${suffix}02,NOPE,union,Sundoli,Sundoli\n`),
  });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'Nothing was imported' });
  await expect(failure.getByText('Row 3: no area has the parent code NOPE')).toBeVisible();
  await expect(failure.getByText('Row 3: the Bengali name must be written in Bengali script')).toBeVisible();
  await expectAccessible(page);

  await fileInput.setInputFiles({
    name: 'unions.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`code,parent_code,level,name_en,name_bn\nE2E${suffix}01,E2E${suffix},union,Prembag,প্রেমবাগ\nE2E${suffix}02,E2E${suffix},union,Sundoli,সুন্দলী\n`),
  });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('2 rows read: 2 added, 0 renamed, 0 unchanged.')).toBeVisible();
  await expectAccessible(page);

  await page.goto(`/admin/user/address/${userId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Addresses of ${candidate.name}` })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Add an address in the UK' }).click();
  await expect(page).toHaveURL(`/admin/user/address/add/${userId}`);
  await page.getByLabel('Address line 1').fill('Station Road');
  await page.getByLabel('Town or city').fill('York');
  await page.getByLabel('County (optional)').fill('North Yorkshire');
  await page.getByLabel('Postcode').fill('yo24 1ab');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(`/admin/user/address/${userId}`);
  await expect(page.getByText('YO24 1AB')).toBeVisible();

  await page.getByRole('link', { name: 'Edit the address Station Road' }).click();
  await expect(page).toHaveURL(/\/admin\/user\/address\/edit\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('County (optional)')).toHaveValue('North Yorkshire');
  await expectAccessible(page);
  await page.getByLabel('Address line 1').fill('Station Road, Acomb');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(`/admin/user/address/${userId}`);
  await expect(page.getByText('Station Road, Acomb')).toBeVisible();

  // Bangladesh's areas were imported above: an address abroad in Bangladesh may name its division and district.
  await page.getByRole('link', { name: 'Add an address abroad' }).click();
  await expect(page).toHaveURL(`/admin/user/address/add/international/${userId}`);
  await expect(page.getByRole('combobox', { name: 'Division (optional)' })).toHaveCount(0);
  await page.getByLabel('Address', { exact: true }).fill('Station Road, Noapara');
  await page.getByLabel('City').fill('Jashore');
  await page.getByLabel('State or province').fill('Khulna');
  await choose(page, 'Country', 'Bangladesh');
  await choose(page, 'Division (optional)', 'Khulna');
  await choose(page, 'District', 'Jashore');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(`/admin/user/address/${userId}`);
  await expect(page.getByRole('listitem').filter({ hasText: 'Station Road, Noapara' }).getByText('Jashore, Khulna')).toBeVisible();

  await page.getByRole('link', { name: 'Area of this user' }).click();
  await expect(page).toHaveURL(`/admin/user/geo_area/${userId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Area of ${candidate.name}` })).toBeVisible();
  await choose(page, 'Nation', 'England');
  await choose(page, 'Region', 'London');
  await choose(page, 'County or unitary authority', 'Camden');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save area' }).click();
  await expect(page.getByText('England › London › Camden')).toBeVisible();
});
