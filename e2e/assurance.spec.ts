import { E2E_BASE_URL } from './support/env';
import { candidateSubmitsProofOfId } from './support/compliance';
import { expect, expectAccessible, newPerson, test } from './support/fixtures';
import { adminApiToken, signInAdmin } from './support/staff';

// Issue 11 (assurance packs): an officer issues a school's single central record for an approved candidate; the
// school opens the link without an account and sees it is current; once the officer rejects one of the
// candidate's submissions, the same link says the pack is revoked and why.

test('an officer issues an assurance pack; the school verifies it without an account; a rejection revokes it', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const person = newPerson({ name: `Ada Assured${Date.now().toString(36)}` });
  const { token } = await candidateSubmitsProofOfId(page, person);
  const asCandidate = { Authorization: `Bearer ${token}` };
  const profile = await page.request.put('/api/v1/compliance/profile', { headers: asCandidate, data: { roles: ['teacher'], settings: ['school'], management: false } });
  expect(profile.status(), await profile.text()).toBe(200);
  const me = (await (await page.request.get('/api/v1/me', { headers: asCandidate })).json()) as { user: { id: string } };
  const form = (await (await page.request.get('/api/v1/forms/compliance-docs/proof-of-id', { headers: asCandidate })).json()) as { submission: { id: string } };
  const admin = await adminApiToken(page.request);
  const approved = await page.request.post(`/api/v1/admin/submissions/${form.submission.id}/approve`, { headers: { Authorization: `Bearer ${admin}` } });
  expect(approved.status(), await approved.text()).toBe(200);

  // The officer issues the pack from the candidate's compliance summary.
  await signInAdmin(page);
  await page.goto(`/admin/documents/candidate/${me.user.id}`);
  const card = page.getByRole('region', { name: 'Assurance packs' });
  await expect(card.getByText('No packs issued yet.')).toBeVisible();
  await card.getByRole('button', { name: 'Issue pack' }).click();
  await expect(card.getByText('Enter the school’s name')).toBeVisible();
  await card.getByRole('textbox', { name: 'School name' }).fill('Oakfield Primary School');
  await card.getByRole('textbox', { name: 'School URN' }).fill('123456');
  await card.getByLabel('Placement starts').fill('2026-12-01');
  await card.getByRole('button', { name: 'Issue pack' }).click();
  const link = card.getByText(/\/assurance\/[A-Za-z0-9_-]{43}$/);
  await expect(link).toBeVisible();
  const url = (await link.textContent()) ?? '';
  const packs = card.getByRole('table', { name: 'Assurance packs' });
  await expect(packs.getByRole('row')).toHaveCount(2);
  await expect(packs).toContainText('Oakfield Primary School');
  await expect(packs).toContainText('Current');
  await expectAccessible(page);

  // The school: a fresh browser, nobody signed in.
  const school = await browser.newContext({ baseURL: E2E_BASE_URL });
  const schoolPage = await school.newPage();
  await schoolPage.goto(new URL(url).pathname);
  await expect(schoolPage.getByTestId('assurance-verdict')).toHaveText('Current — this pack is genuine and current');
  await expect(schoolPage.getByText(person.name)).toBeVisible();
  const rows = schoolPage.getByRole('table');
  await expect(rows.getByRole('rowheader', { name: 'Identity' })).toBeVisible();
  await expect(rows.getByRole('row', { name: /Section 128 check/ })).toContainText('Not required for this role');
  await expect(rows.getByRole('row', { name: /References/ })).toContainText('Missing');
  await expect(schoolPage.getByTestId('assurance-pdf-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await expectAccessible(schoolPage);
  await schoolPage.screenshot({ path: '/tmp/assurance-verify-current.png', fullPage: true });

  // The officer rejects the proof of identity the pack relied on.
  await page.goto(`/admin/documents/${form.submission.id}`);
  await page.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject this form' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The photo page is blurred.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('The form has been rejected and the candidate told.')).toBeVisible();

  await schoolPage.reload();
  await expect(schoolPage.getByTestId('assurance-verdict')).toHaveText(/^Revoked on .+ because Proof of identity was rejected$/);
  await expectAccessible(schoolPage);
  await schoolPage.screenshot({ path: '/tmp/assurance-verify-revoked.png', fullPage: true });

  // Back on the summary: revoked, and both views counted.
  await page.goto(`/admin/documents/candidate/${me.user.id}`);
  await expect(page.getByRole('table', { name: 'Assurance packs' })).toContainText('Revoked');
  await expectAccessible(page);
  await school.close();
});
