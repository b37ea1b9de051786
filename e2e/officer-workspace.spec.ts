import { expect, expectAccessible, newPerson, registerViaApi, test } from './support/fixtures';
import { signInAdmin } from './support/staff';

// Issue 11 (the officer's workspace): staff land on the dashboard, never on a candidate checklist, and reach a
// candidate's compliance from the user screen, even before the candidate has submitted anything.

test('an admin lands on the dashboard and reaches, from the user list, the compliance of a candidate who has submitted nothing', async ({ page }) => {
  test.setTimeout(120_000);
  const surname = `Nothingyet${Date.now().toString(36)}`;
  const candidate = newPerson({ name: `Nadia ${surname}` });
  await registerViaApi(page, candidate);

  // Signing in with no page asked for leads staff to the dashboard.
  await signInAdmin(page);
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expectAccessible(page);

  // Home, for staff: the way to the dashboard, the news and pages, and no candidate checklist.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: "Candidates' compliance, in one place" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Latest news' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your progress' })).toHaveCount(0);
  await expect(page.getByText('Loading your checklist')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL('/admin');

  // The user list, searched for the new candidate.
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'User' }).click();
  await expect(page).toHaveURL('/admin/user/list');
  await page.getByLabel('Search users').fill(surname);
  await expect(page).toHaveURL(new RegExp(`q=${surname}`));
  await expect(page.getByText('Showing 1 to 1 of 1 entries total')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: candidate.name }).click();

  // The user screen: the way to the candidate's compliance, and the pack.
  await expect(page.getByRole('heading', { level: 1, name: candidate.name })).toBeVisible();
  const userId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(page.getByRole('region', { name: 'Pack for an auditor' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Compliance', exact: true }).click();

  // The compliance summary, for a candidate who has submitted nothing.
  await expect(page).toHaveURL(`/admin/documents/candidate/${userId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Compliance of ${candidate.name}` })).toBeVisible();
  await expect(page.getByText(/^0 of \d+ forms approved$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Compliance documents' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Records and retention' })).toBeVisible();
  await expectAccessible(page);
});
