import type { Page } from '@playwright/test';
import { drawSignature, PDF, PNG, signUpCandidate, yearsFromToday } from './support/compliance';
import { accessToken, expect, expectAccessible, test } from './support/fixtures';
import { adminApiToken } from './support/staff';

// Each test signs a new person up through the screens before filling in whole forms.
test.describe.configure({ timeout: 120_000 });

async function formFromApi(page: Page, key: string) {
  const response = await page.request.get(`/api/v1/forms/${key}`, { headers: { Authorization: `Bearer ${await accessToken(page)}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { submission: { status: string; answers: Record<string, unknown>; files: { name: string }[]; signature: { full_name: string } | null } | null };
}

test('a candidate completes proof of identity: every problem at once, two files, a drawn signature, then the submitted notice and checklist', async ({ page }) => {
  const person = await signUpCandidate(page);
  await expect(page.getByRole('heading', { name: 'Your progress' })).toBeVisible();
  // Progress counts required items only: for a teacher in schools (the helper's profile) the rules ask for 19.
  await expect(page.getByText('0 of 19 items approved')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Start: Proof of identity' }).click();
  await expect(page).toHaveURL('/compliance-docs/proof-of-id');
  await expect(page.getByRole('heading', { level: 1, name: 'Proof of identity' })).toBeVisible();
  await expectAccessible(page);

  // Submitting it empty shows every problem together, each on its field.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Some answers need your attention' })).toContainText('7 answers need changing');
  await expect(page.getByText('Please answer this question')).toHaveCount(5);
  await expect(page.getByText('Type your full name to sign')).toBeVisible();
  await expect(page.getByText('Please draw your signature')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Document number' })).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await page.getByRole('radio', { name: 'Passport' }).check();
  await page.getByRole('textbox', { name: 'Document number' }).fill('533401372');
  await page.getByLabel('Date of issue').fill(yearsFromToday(-3));
  await page.getByLabel('Expiry date').fill(yearsFromToday(7));
  // The summary counts down as answers are fixed: the files, the name and the signature are left.
  const summary = page.getByRole('alert').filter({ hasText: 'Some answers need your attention' });
  await expect(summary).toContainText('3 answers need changing');
  // A file of the wrong kind is refused before anything is sent, by its name.
  const frontUpload = page.getByRole('group', { name: 'Front of the document (the photo page of a passport)' }).locator('input[type="file"]');
  await frontUpload.setInputFiles([{ name: 'passport.docx', mimeType: 'application/msword', buffer: Buffer.from('not a picture') }]);
  await expect(page.getByText('passport.docx was not added: only JPEG, PNG and PDF files are allowed')).toBeVisible();
  await frontUpload.setInputFiles([
    { name: 'passport-photo-page.png', mimeType: 'image/png', buffer: PNG },
    { name: 'passport-scan.pdf', mimeType: 'application/pdf', buffer: PDF },
  ]);
  const files = page.getByRole('list', { name: 'Files for Front of the document (the photo page of a passport)' });
  await expect(files.getByRole('listitem')).toHaveCount(2);
  await expect(files.getByRole('img', { name: 'Preview of passport-photo-page.png' })).toBeVisible();
  await expect(files.getByRole('button', { name: 'Remove passport-scan.pdf' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  await expect(summary).toContainText('2 answers need changing');

  await page.getByRole('textbox', { name: 'Your full name' }).fill(person.name);
  await drawSignature(page.getByRole('img', { name: /Signature pad/ }), page);
  await expect(page.getByRole('img', { name: 'Signature pad with your signature' })).toBeVisible();
  await expect(summary).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByText('You have already submitted this form')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You have already submitted this form' })).toContainText('Submitted');
  await expect(page.getByRole('textbox', { name: 'Document number' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Document number' })).toHaveValue('533401372');
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await expect(page.getByText(`Signed by ${person.name}`)).toBeVisible();
  await page.getByRole('button', { name: 'View passport-photo-page.png' }).click();
  await expect(page.getByRole('dialog', { name: 'passport-photo-page.png' }).getByRole('img', { name: 'passport-photo-page.png' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expectAccessible(page);

  const stored = await formFromApi(page, 'compliance-docs/proof-of-id');
  expect(stored.submission?.status).toBe('submitted');
  expect(stored.submission?.answers).toMatchObject({ document_type: 'passport', document_number: '533401372' });
  expect(stored.submission?.files.map((file) => file.name).sort()).toEqual(['passport-photo-page.png', 'passport-scan.pdf']);
  expect(stored.submission?.signature?.full_name).toBe(person.name);

  // Opened again later, it is still the read-only notice.
  await page.reload();
  await expect(page.getByText('You have already submitted this form')).toBeVisible();

  await page.getByRole('link', { name: 'Back to your checklist' }).first().click();
  await expect(page).toHaveURL('/compliance');
  const row = page.getByRole('listitem').filter({ hasText: 'Proof of identity' }).filter({ has: page.getByRole('link', { name: 'View: Proof of identity' }) });
  await expect(row.getByText('Submitted', { exact: true })).toBeVisible();
  await expect(row.getByText(/^Submitted on \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  await expectAccessible(page);
});

test('in Bengali: the messages, the typed-name signature (no drawing) and the notice', async ({ page }) => {
  await signUpCandidate(page);
  await page.goto('/tempest-forms/code-of-conduct?ebdlang=bn');
  await expect(page.getByRole('heading', { level: 1, name: 'আচরণবিধি' })).toBeVisible();

  await page.getByRole('button', { name: 'জমা দিন' }).click();
  await expect(page.getByText('অনুগ্রহ করে এই প্রশ্নের উত্তর দিন')).toHaveCount(2);
  await expect(page.getByText('স্বাক্ষর করতে আপনার পূর্ণ নাম লিখুন')).toBeVisible();
  await expect(page.getByText('অনুগ্রহ করে আপনার স্বাক্ষর আঁকুন')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('checkbox', { name: 'আমি আচরণবিধিটি পড়েছি এবং বুঝেছি।' }).check();
  await page.getByRole('checkbox', { name: /প্রতিটি কাজে আমি এটি মেনে চলব/ }).check();
  await page.getByRole('textbox', { name: 'আপনার পুরো নাম' }).fill('আশা বেগম');
  // The keyboard alternative to drawing: the typed name becomes the signature.
  await page.getByRole('button', { name: 'আমার লেখা নামটিকেই স্বাক্ষর হিসেবে ব্যবহার করুন' }).press('Enter');
  await expect(page.getByRole('img', { name: 'আপনার স্বাক্ষরসহ স্বাক্ষরের ঘর' })).toBeVisible();
  await page.getByRole('button', { name: 'জমা দিন' }).click();

  await expect(page.getByText('আপনি এই ফর্মটি আগেই জমা দিয়েছেন')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'আমি আচরণবিধিটি পড়েছি এবং বুঝেছি।' })).toBeDisabled();
  await expectAccessible(page);
  const stored = await formFromApi(page, 'tempest-forms/code-of-conduct');
  expect(stored.submission).toMatchObject({ status: 'submitted', answers: { has_read: true, will_follow: true }, signature: { full_name: 'আশা বেগম' } });
});

test('a draft is saved as the candidate types, kept on the device while offline, and restored on reload', async ({ page, context }) => {
  await signUpCandidate(page);
  await page.goto('/compliance-docs/national-insurance');
  await page.getByRole('textbox', { name: 'National Insurance number' }).fill('ab123456c');
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  expect((await formFromApi(page, 'compliance-docs/national-insurance')).submission).toMatchObject({
    status: 'draft',
    answers: { ni_number: 'AB123456C' },
  });

  await context.setOffline(true);
  await page.getByRole('textbox', { name: 'National Insurance number' }).fill('CD 65 43 21 A');
  await expect(page.getByText('Offline — saved on this device, will sync')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 30_000 });
  expect((await formFromApi(page, 'compliance-docs/national-insurance')).submission?.answers).toMatchObject({ ni_number: 'CD654321A' });

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'National Insurance number' })).toHaveValue('CD654321A');
  await page.goto('/compliance');
  await expect(page.getByRole('link', { name: 'Continue: National Insurance number' }).first()).toBeVisible();
});

test('the typed name and the drawn signature survive a reload, are seen on the pad, and are what Submit sends', async ({ page }) => {
  const person = await signUpCandidate(page);
  await page.goto('/compliance-docs/national-insurance');
  await page.getByRole('textbox', { name: 'National Insurance number' }).fill('ab123456c');
  await page.getByRole('combobox', { name: 'Document that shows the number' }).click();
  await page.getByRole('option', { name: 'National Insurance Card' }).click();
  await page.getByRole('group', { name: 'Copy of the document' }).locator('input[type="file"]').setInputFiles([
    { name: 'ni-card.pdf', mimeType: 'application/pdf', buffer: PDF },
  ]);
  await expect(page.getByRole('list', { name: 'Files for Copy of the document' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Your full name' }).fill(person.name);
  await drawSignature(page.getByRole('img', { name: /Signature pad/ }), page);
  await expect(page.getByRole('img', { name: 'Signature pad with your signature' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Your full name' })).toHaveValue(person.name);
  const pad = page.getByRole('img', { name: 'Signature pad with your signature' });
  await expect(pad).toBeVisible();
  // The pad shows the signature again: ink on the white canvas.
  await expect
    .poll(() =>
      pad.evaluate((canvas: HTMLCanvasElement) => {
        const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
        let ink = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i]! < 128) ink += 1;
        return ink;
      }),
    )
    .toBeGreaterThan(50);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('You have already submitted this form')).toBeVisible();
  const stored = await formFromApi(page, 'compliance-docs/national-insurance');
  expect(stored.submission).toMatchObject({ status: 'submitted', signature: { full_name: person.name } });
});

test('a rejected form shows the officer\'s reason on the checklist and the form, and can be fixed and resubmitted', async ({ page }) => {
  const person = await signUpCandidate(page);
  const candidate = { Authorization: `Bearer ${await accessToken(page)}` };
  const submitted = await page.request.post('/api/v1/forms/tempest-forms/code-of-conduct/submit', {
    headers: candidate,
    data: {
      answers: { has_read: true, will_follow: true },
      signature: { full_name: 'A. Begum', image: `data:image/png;base64,${PNG.toString('base64')}` },
    },
  });
  expect(submitted.status()).toBe(201);
  const { submission } = (await submitted.json()) as { submission: { id: string } };
  const adminToken = await adminApiToken(page.request);
  const rejected = await page.request.post(`/api/v1/admin/submissions/${submission.id}/reject`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { reason: 'Please sign with your full legal name.' },
  });
  expect(rejected.status()).toBe(200);

  await page.goto('/');
  const row = page.getByRole('listitem').filter({ has: page.getByText('Code of conduct', { exact: true }) });
  await expect(row.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(row.getByText('Not accepted: Please sign with your full legal name.')).toBeVisible();
  await expectAccessible(page);
  await row.getByRole('link', { name: 'Fix and resubmit: Code of conduct' }).click();

  await expect(page.getByText('This was not accepted')).toBeVisible();
  await expect(page.getByText('Our compliance team said: Please sign with your full legal name.', { exact: false })).toBeVisible();
  const hasRead = page.getByRole('checkbox', { name: 'I have read and understood the code of conduct.' });
  await expect(hasRead).toBeChecked();
  await expect(hasRead).toBeEnabled();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Your full name' }).fill(person.name);
  await page.getByRole('button', { name: 'Use my typed name as my signature' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('You have already submitted this form')).toBeVisible();
  expect((await formFromApi(page, 'tempest-forms/code-of-conduct')).submission).toMatchObject({ status: 'submitted', signature: { full_name: person.name } });
});

test('references: name a referee and choose the kind; the form opens with the name; the list shows it', async ({ page }) => {
  await signUpCandidate(page);
  await page.goto('/references/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Add a referee' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please answer this question')).toBeVisible();
  await expect(page.getByText('Choose one of the options given')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('textbox', { name: "Referee's full name" }).fill('Dr Jane Okafor');
  await page.getByRole('radio', { name: /Professional reference/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/references/professional-reference');
  await expect(page.getByRole('textbox', { name: "Referee's full name" })).toHaveValue('Dr Jane Okafor');
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();

  await page.goto('/references/edit_old');
  await expect(page.getByRole('heading', { level: 1, name: 'Your references' })).toBeVisible();
  await expect(page.getByText('Referee: Dr Jane Okafor')).toBeVisible();
  await page.getByRole('link', { name: 'Continue: Professional reference' }).click();
  await expect(page).toHaveURL('/references/professional-reference');
});

test('the notice page, and routes keep their exact historical spelling', async ({ page }) => {
  await signUpCandidate(page);
  await page.goto('/Components/FormAlreadySubmittedNotification');
  await expect(page.getByRole('heading', { level: 1, name: 'Form already submitted' })).toBeVisible();
  await expect(page.getByText('You have already submitted this form')).toBeVisible();
  await expectAccessible(page);

  for (const path of ['/tempest-forms/oversieas-police-check', '/tempest-forms/candidate-and-REC-declaration', '/tempest-forms/DFE-details-old']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  }
  await page.goto('/tempest-forms/dfe-details-old');
  await expect(page.getByText('Page not found')).toBeVisible();
});
