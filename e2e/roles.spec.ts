import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { visibleSidebarEntries } from '../apps/web/src/features/dashboard/sidebar-entries';
import { accessToken, expect, expectAccessible, newPerson, registerViaApi, submitSignIn, test } from './support/fixtures';
import { signInAdmin } from './support/staff';

const englishUi = JSON.parse(fs.readFileSync(new URL('../apps/web/src/i18n/en/common.json', import.meta.url), 'utf8')) as {
  admin: { sidebar: Record<string, string> };
};

/** The sidebar labels someone holding exactly `permissions` should see, in order. */
function expectedSidebar(permissions: readonly string[]): string[] {
  return visibleSidebarEntries(permissions).map((e) => englishUi.admin.sidebar[e.label.replace('admin.sidebar.', '')] ?? e.label);
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;


/** A second person at their own address, in their own browser window. */
async function otherBrowserWindow(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': `10.251.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
  });
  return context.newPage();
}

const sidebarOf = (page: Page) => page.getByRole('navigation', { name: 'Administration' });

// Each test walks through several screens, with an accessibility scan on each.
test.slow();

test('an admin creates a role with chosen permissions; its holder sees exactly those screens, and a change applies at once', async ({ page, browser, baseURL }) => {
  const suffix = unique();
  const roleName = `reviewer-${suffix}`;
  const readable = `Reviewer ${suffix}`;

  await signInAdmin(page);
  await page.goto('/admin');
  await sidebarOf(page).getByRole('link', { name: 'Roles' }).click();
  await expect(page).toHaveURL('/admin/roles');
  await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
  await expect(page.getByText(/^Showing 1 to \d+ of \d+ entries total$/)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Create role' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create role' })).toBeVisible();
  await page.getByRole('button', { name: 'Create role' }).click();
  await expect(page.getByText('Role name is required')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Not A Slug');
  await page.getByLabel('Readable name').fill(readable);
  await page.getByRole('button', { name: 'Create role' }).click();
  await expect(page.getByText('Use lower-case letters, digits and single dashes, e.g. content-editor')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Name', { exact: true }).fill(roleName);
  await page.getByRole('button', { name: 'Create role' }).click();

  // Straight on to its permissions.
  await expect(page).toHaveURL(/\/admin\/roles\/permission\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: readable })).toBeVisible();
  await page.getByRole('checkbox', { name: 'View users' }).check();
  await page.getByRole('checkbox', { name: 'View the dashboard' }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save permissions' }).click();
  await expect(page.getByText(`Permissions of ${readable} saved.`)).toBeVisible();

  // A new person gets the role (through the admin users API).
  const person = newPerson();
  const holder = await otherBrowserWindow(browser, baseURL);
  await registerViaApi(holder, person);
  const adminToken = await accessToken(page);
  const users = await page.request.get(`/api/v1/admin/users?q=${encodeURIComponent(person.email)}`, { headers: { Authorization: `Bearer ${adminToken}` } });
  const userId = ((await users.json()) as { data: Array<{ id: string }> }).data[0]?.id;
  expect(userId).toBeTruthy();
  const assigned = await page.request.put(`/api/v1/admin/users/${userId}/roles`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { roles: ['candidate', roleName] },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);

  await submitSignIn(holder, person.email, person.password);
  await expect(holder).toHaveURL('/');
  await holder.goto('/admin');
  await expect(holder.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const holderSidebar = sidebarOf(holder);
  await expect(holderSidebar.getByRole('listitem')).toHaveText(expectedSidebar(['users.view', 'dashboard.view']));
  await expectAccessible(holder);
  // Screens the role does not open stay shut.
  await holder.goto('/admin/roles');
  await expect(holder.getByText('You do not have permission to do this')).toBeVisible();

  // The admin takes the dashboard away; the holder's next page load reflects it.
  await page.getByRole('checkbox', { name: 'View the dashboard' }).uncheck();
  await page.getByRole('button', { name: 'Save permissions' }).click();
  await expect(page.getByText(`Permissions of ${readable} saved.`).last()).toBeVisible();
  await holder.goto('/admin');
  await expect(holder.getByText('You do not have permission to do this')).toBeVisible();
  await expect(holderSidebar.getByRole('listitem')).toHaveText(expectedSidebar(['users.view']));
  await holder.context().close();
});

test('an admin renames a role, and deleting a role in use asks where its users go', async ({ page, browser, baseURL }) => {
  const suffix = unique();
  await signInAdmin(page);
  const adminToken = await accessToken(page);
  const headers = { Authorization: `Bearer ${adminToken}` };
  const created = await page.request.post('/api/v1/admin/roles', { headers, data: { name: `temp-${suffix}`, readable_name: `Temp ${suffix}` } });
  const role = (await created.json()) as { id: string };
  const person = newPerson();
  const other = await otherBrowserWindow(browser, baseURL);
  await registerViaApi(other, person);
  await other.context().close();
  const users = await page.request.get(`/api/v1/admin/users?q=${encodeURIComponent(person.email)}`, { headers });
  const userId = ((await users.json()) as { data: Array<{ id: string }> }).data[0]?.id;
  await page.request.put(`/api/v1/admin/users/${userId}/roles`, { headers, data: { roles: ['candidate', `temp-${suffix}`] } });

  await page.goto(`/admin/roles/${role.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit role' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('admin');
  await page.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByText('This role name is already in use')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Name', { exact: true }).fill(`renamed-${suffix}`);
  await page.getByLabel('Readable name').fill(`Renamed ${suffix}`);
  await page.getByRole('button', { name: 'Save role' }).click();
  await expect(page).toHaveURL('/admin/roles');

  await page.getByLabel('Search roles').fill(`renamed-${suffix}`);
  await expect(page).toHaveURL(/\?name=renamed-/);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: `Delete Renamed ${suffix}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete role' });
  await expect(dialog.getByText('1 user has this role. Choose the role they get instead.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete role' }).click();
  await expect(dialog.getByText('Choose the role its users move to')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Move its users to').selectOption('compliance-officer');
  await dialog.getByRole('button', { name: 'Delete role' }).click();
  await expect(page.getByText(`Role Renamed ${suffix} deleted.`)).toBeVisible();
  await expect(page.getByText('No roles match your search.')).toBeVisible();

  const moved = await page.request.get(`/api/v1/admin/users/${userId}`, { headers });
  expect(JSON.stringify(await moved.json())).toContain('compliance-officer');
});

test('an admin manages permissions: creates, renames and deletes their own, and cannot delete a built-in one', async ({ page }) => {
  const suffix = unique();
  await signInAdmin(page);
  await page.goto('/admin');
  await sidebarOf(page).getByRole('link', { name: 'Permissions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Permissions' })).toBeVisible();
  // Built-in permissions offer no delete.
  await expect(page.getByRole('button', { name: 'Delete users.view' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Create permission' }).click();
  await page.getByLabel('Name', { exact: true }).fill('users.view');
  await page.getByLabel('Readable name').fill('Duplicate');
  await page.getByRole('button', { name: 'Create permission' }).click();
  await expect(page.getByText('This permission name is already in use')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Name', { exact: true }).fill(`reports.${suffix}`);
  await page.getByLabel('Readable name').fill('Run reports');
  await page.getByRole('button', { name: 'Create permission' }).click();
  await expect(page).toHaveURL('/admin/permission');
  await expect(page.getByText(`Permission reports.${suffix} created.`)).toBeVisible();

  await page.getByLabel('Search permissions').fill(`reports.${suffix}`);
  await expect(page).toHaveURL(/\?name=reports\./);
  await page.getByRole('link', { name: 'Edit Run reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit permission' })).toBeVisible();
  await page.getByLabel('Readable name').fill('Run monthly reports');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save permission' }).click();
  await expect(page).toHaveURL('/admin/permission');

  await page.getByLabel('Search permissions').fill(`reports.${suffix}`);
  await expect(page).toHaveURL(/\?name=reports\./);
  await expect(page.getByRole('cell', { name: 'Run monthly reports', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Run monthly reports' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete permission' });
  await expect(dialog.getByText('It is taken away from the 1 role that has it.')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete permission' }).click();
  await expect(page.getByText(`Permission reports.${suffix} deleted.`)).toBeVisible();

  // A built-in permission keeps its name on the edit screen.
  await page.getByLabel('Search permissions').fill('logs.view');
  await expect(page).toHaveURL(/\?name=logs\.view/);
  await page.getByRole('link', { name: 'Edit View application and audit logs' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByText('The portal checks this permission, so its name cannot change.')).toBeVisible();
});

test('the dashboard charts, cache and logs screens work and are accessible, in English and Bengali', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 2, name: 'Registrations per day' })).toBeVisible();
  // Each chart's figures are also in a table for screen readers.
  await expect(page.getByRole('table', { name: 'Users by role' })).toBeAttached();
  await expectAccessible(page);
  await page.getByText('Last month', { exact: true }).click();
  await expect(page).toHaveURL('/admin?range=last_month');
  await expect(page.getByText(/^From \d{4}-\d{2}-01 to \d{4}-\d{2}-\d{2}\.$/)).toBeVisible();

  await sidebarOf(page).getByRole('link', { name: 'Clear Cache' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clear Cache' })).toBeVisible();
  const dashboardRow = page.getByRole('row', { name: /Dashboard figures/ });
  await expect(dashboardRow.getByRole('cell').nth(1)).not.toHaveText('0');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Clear all' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clear the cache?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page.getByText('Every cache area was cleared.')).toBeVisible();
  await expect(dashboardRow.getByRole('cell').nth(1)).toHaveText('0');

  await sidebarOf(page).getByRole('link', { name: 'View Logs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'View Logs' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Application log', selected: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await page.getByLabel('What happened').selectOption('cache.clear');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/tab=audit&action=cache.clear/);
  await expect(page.getByRole('cell', { name: 'Super Admin cleared the cache' }).first()).toBeVisible();
  await expectAccessible(page);

  await page.goto('/admin/roles?ebdlang=bn');
  await expect(page.getByRole('heading', { level: 1, name: 'ভূমিকাসমূহ' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/admin/cache?ebdlang=bn');
  await expect(page.getByRole('heading', { level: 1, name: 'ক্যাশ মুছুন' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/admin?ebdlang=en');
});
