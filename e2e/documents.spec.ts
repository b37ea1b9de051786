import fs from 'node:fs';
import { candidateSubmitsProofOfId, PNG } from './support/compliance';
import { expect, expectAccessible, newPerson, registerViaApi, submitSignIn, test } from './support/fixtures';
import { signInAdmin } from './support/staff';

test.describe.configure({ timeout: 180_000 });


test('an officer finds a submission, views its evidence, rejects it; the candidate fixes it; the officer approves it and downloads the pack', async ({ page, browser }) => {
  const person = newPerson();
  const first = await candidateSubmitsProofOfId(page, person);

  // Another candidate who learns the address of the first one's file is told it does not exist.
  const fileUrl = `/api/v1/files/${first.photo}`;
  const strangerToken = await registerViaApi(page, newPerson());
  expect((await page.request.get(fileUrl, { headers: { Authorization: `Bearer ${strangerToken}` } })).status()).toBe(404);
  expect((await page.request.get(fileUrl)).status()).toBe(401);
  const own = await page.request.get(fileUrl, { headers: { Authorization: `Bearer ${first.token}` } });
  expect(own.status()).toBe(200);
  // Served as a sandboxed download of the re-encoded image: still a PNG, never the uploaded bytes as such.
  expect(own.headers()['content-type']).toBe('image/png');
  expect(own.headers()['content-disposition']).toMatch(/^attachment; filename="passport-photo\.png"/);
  expect(own.headers()['content-security-policy']).toBe('sandbox');
  expect(Buffer.from(await own.body()).subarray(0, 8).equals(PNG.subarray(0, 8))).toBe(true);

  // The officer opens the queue from the sidebar and narrows it down.
  await signInAdmin(page);
  await page.goto('/admin');
  await page.getByRole('navigation').getByRole('link', { name: 'Documents' }).click();
  await expect(page).toHaveURL('/admin/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('group', { name: 'Quick filters' }).getByText('Expiring soon').click();
  await expect(page).toHaveURL(/expiring_within=30/);
  await page.getByRole('group', { name: 'Quick filters' }).getByText('Awaiting review').click();
  await expect(page).toHaveURL(/status=submitted/);
  await page.getByRole('searchbox', { name: 'Candidate' }).fill(person.email);
  await expect(page).toHaveURL(/q=/);
  await page.getByRole('combobox', { name: 'Form', exact: true }).selectOption({ label: 'Proof of identity' });
  await expect(page).toHaveURL(/form_key=compliance-docs%2Fproof-of-id/);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(person.name);
  await expect(rows.nth(1)).toContainText('Awaiting review');
  await expectAccessible(page);

  // The submission: answers, evidence in the viewer, the signature; then a rejection with a reason.
  await rows.nth(1).getByRole('link', { name: 'Proof of identity' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Proof of identity: ${person.name}` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Document number' })).toHaveValue('533401372');
  await expect(page.getByRole('img', { name: 'Evidence: passport-photo.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Show passport-scan.pdf' }).click();
  await expect(page.locator('object[type="application/pdf"]')).toHaveAttribute('data', /^blob:/);
  await expect(page.getByRole('img', { name: `Signature of ${person.name}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject this form' });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Give a reason')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The photo page is blurred. Please upload a sharper scan.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('The form has been rejected and the candidate told.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Rejected (version 1)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // The candidate sees why on their checklist, fixes the form and sends it again.
  const candidateContext = await browser.newContext();
  const candidate = await candidateContext.newPage();
  await submitSignIn(candidate, person.email, person.password);
  await expect(candidate).not.toHaveURL(/\/login/);
  await candidate.goto('/compliance');
  // Proof of identity is now the second step of the checklist's 'Identity' item (the declaration and the document).
  const item = candidate.getByRole('listitem').filter({ has: candidate.getByRole('heading', { level: 3, name: 'Identity', exact: true }) });
  await expect(item.getByText('Not accepted: The photo page is blurred. Please upload a sharper scan.')).toBeVisible();
  await item.getByRole('link', { name: 'Fix and resubmit: Proof of identity' }).click();
  await candidate.getByRole('textbox', { name: 'Your full name' }).fill(person.name);
  await candidate.getByRole('button', { name: 'Use my typed name as my signature' }).click();
  await candidate.getByRole('button', { name: 'Submit' }).click();
  await expect(candidate.getByText('You have already submitted this form')).toBeVisible();
  await candidateContext.close();

  // Back in the queue the new version waits for review; the officer approves it.
  await page.goto(`/admin/documents?status=submitted&q=${encodeURIComponent(person.email)}`);
  await page.getByRole('link', { name: 'Proof of identity' }).click();
  await expect(page.getByText('Submitted (version 2)')).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('The form has been approved and the candidate told.')).toBeVisible();
  await expect(page.getByText('Approved (version 2)')).toBeVisible();

  // The candidate's summary, and the whole pack as a ZIP.
  await page.getByRole('link', { name: person.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: `Compliance of ${person.name}` })).toBeVisible();
  // The summary counts the forms the rules require for a teacher in schools (each step of a pair counts).
  await expect(page.getByText('1 of 19 forms approved')).toBeVisible();
  await expectAccessible(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download ZIP' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^compliance-pack-asha-[a-z0-9-]+\.zip$/);
  const bytes = fs.readFileSync(await download.path());
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  expect(bytes.includes(Buffer.from('compliance-docs/proof-of-id/evidence/1-passport-photo.png'))).toBe(true);
});
