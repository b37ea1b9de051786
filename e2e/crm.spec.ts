import { createHash } from 'node:crypto';
import { candidateSubmitsProofOfId, PDF } from './support/compliance';
import { E2E_CRM_URL } from './support/env';
import { expect, expectAccessible, newPerson, test } from './support/fixtures';
import { signInAdmin } from './support/staff';

interface FakeOrgView {
  records: Record<string, Array<Record<string, unknown>>>;
  files: Array<{ Title: string; FirstPublishLocationId: string; sha256: string }>;
}

const fakeOrg = async (): Promise<FakeOrgView> => (await (await fetch(`${E2E_CRM_URL}/__fake/org`)).json()) as FakeOrgView;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

test.describe.configure({ timeout: 180_000 });

test('an admin connects Salesforce, links a candidate to the proposed Contact, approves an item, and sees it synced', async ({ page }) => {
  // A candidate who has sent proof of identity, and a Contact with their email already in Salesforce.
  const person = newPerson({ name: `Rahim Synced ${Date.now().toString(36)}` });
  await candidateSubmitsProofOfId(page, person);
  const contact = (await (
    await fetch(`${E2E_CRM_URL}/__fake/contacts`, { method: 'POST', body: JSON.stringify({ FirstName: 'Rahim', LastName: 'Synced', Email: person.email }) })
  ).json()) as { Id: string };

  // Connect: Salesforce's sign-in page sends the browser back to the connection screen, which completes it.
  await signInAdmin(page);
  await page.goto('/admin/user/list');
  await page.getByRole('link', { name: 'CRM connection' }).click();
  await expect(page).toHaveURL('/admin/user/connection');
  await expect(page.getByRole('heading', { level: 1, name: 'CRM connection' })).toBeVisible();
  const connected = page.getByRole('heading', { name: 'Connected to Salesforce' });
  if (!(await connected.isVisible())) {
    await page.getByRole('button', { name: 'Connect to Salesforce' }).click();
    await expect(page.getByText('Connected to Salesforce as Agency Integration.')).toBeVisible();
  }
  await expect(connected).toBeVisible();
  await expect(page.getByText('Agency Integration (integration@agency.example)')).toBeVisible();
  await expect(page).toHaveURL('/admin/user/connection');
  await expectAccessible(page);

  // The candidate's screen proposes the Contact with their email; linking it syncs them.
  await page.goto(`/admin/user/list?q=${encodeURIComponent(person.email)}`);
  await page.getByRole('link', { name: person.name }).click();
  await expect(page).toHaveURL(/\/admin\/user\/[0-9a-f-]{36}$/);
  const userScreen = page.url();
  const card = page.getByRole('region', { name: 'CRM' });
  await expect(card.getByRole('heading', { name: 'Proposed match' })).toBeVisible();
  await expectAccessible(page);
  await card.getByRole('button', { name: 'Link Rahim Synced' }).first().click();
  await expect(page.getByText('The Contact was linked.')).toBeVisible();
  await expect(card.getByRole('link', { name: /Open in Salesforce/ })).toHaveAttribute('href', `${E2E_CRM_URL}/lightning/r/Contact/${contact.Id}/view`);
  await expect(card.getByRole('status')).toContainText('Synced');
  await expectAccessible(page);

  // The officer approves the proof of identity; the sync that follows shows on the candidate's screen.
  await page.goto(`/admin/documents?status=submitted&q=${encodeURIComponent(person.email)}`);
  await page.getByRole('link', { name: 'Proof of identity' }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('The form has been approved and the candidate told.')).toBeVisible();
  await page.goto(userScreen);
  await expect(page.getByRole('region', { name: 'CRM' }).getByRole('status')).toContainText('Synced');

  // Salesforce holds the Contact with the portal id and status, the approved item, and the file's very bytes.
  await expect
    .poll(async () => (await fakeOrg()).files.filter((file) => file.FirstPublishLocationId === contact.Id).length, { timeout: 20_000 })
    .toBeGreaterThan(0);
  const org = await fakeOrg();
  const stored = org.records.Contact!.find((record) => record.Id === contact.Id)!;
  expect(stored).toMatchObject({ Email: person.email, Portal_Compliance_Status__c: 'incomplete' });
  expect(stored.Portal_User_Id__c).toEqual(expect.any(String));
  const item = org.records.Portal_Compliance_Item__c!.find((record) => record.Contact__c === contact.Id && String(record.Portal_Item_Key__c).endsWith('.compliance-docs.proof-of-id'));
  expect(item).toMatchObject({ Status__c: 'approved', Name: 'Proof of identity' });
  const files = org.files.filter((file) => file.FirstPublishLocationId === contact.Id);
  expect(files.map((file) => file.sha256)).toContain(sha256(PDF));
});
