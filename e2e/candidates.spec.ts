import { candidateSubmitsProofOfId } from './support/compliance';
import { expect, expectAccessible, mailTo, newPerson, registerViaApi, test } from './support/fixtures';
import { signInAdmin } from './support/staff';

// Issue 11: the officer's figures on the dashboard open the candidates list, filtered; from the list an officer
// reaches any candidate (one who has submitted nothing too) and reminds them of what is still to do.

test('an officer opens a dashboard figure, finds the candidate on the filtered list, and reminds one who has submitted nothing', async ({ page }) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const waiting = newPerson({ name: `Amir Waiting${stamp}` });
  const idle = newPerson({ name: `Nadia Idle${stamp}` });
  await candidateSubmitsProofOfId(page, waiting);
  await registerViaApi(page, idle);

  // The dashboard: the seven figures, each a link to the list.
  await signInAdmin(page);
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 2, name: "Candidates' compliance" })).toBeVisible();
  const awaiting = page.getByRole('link', { name: /^Awaiting review: \d+ candidates?\. Open the list$/ });
  await expect(awaiting).toBeVisible();
  for (const label of ['Rejected, waiting for the candidate', 'Expiring within 30 days', 'Expired', 'Follow-up due', 'References outstanding', 'Fully compliant']) {
    await expect(page.getByRole('link', { name: new RegExp(`^${label}: \\d+ candidates?`) })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Reviews per week' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Time to compliant' })).toBeVisible();
  await expectAccessible(page);

  // The figure opens the list filtered by it; the candidate waiting for review is on it.
  await awaiting.click();
  await expect(page).toHaveURL('/admin/candidates?attention=awaiting_review');
  await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
  await expect(page.getByLabel('Needs attention')).toHaveValue('awaiting_review');
  await page.getByLabel('Search').fill(stamp);
  await expect(page).toHaveURL(new RegExp(`q=${stamp}`));
  const waitingRow = page.getByRole('row', { name: new RegExp(waiting.name) });
  await expect(waitingRow).toBeVisible();
  await expect(waitingRow.getByText('Awaiting review')).toBeVisible();
  await expect(page.getByRole('link', { name: idle.name })).toHaveCount(0);
  await expectAccessible(page);

  // Without the filter, the candidate who has submitted nothing is listed, and their compliance summary is a click away.
  await page.getByLabel('Needs attention').selectOption('');
  const idleRow = page.getByRole('row', { name: new RegExp(idle.name) });
  await expect(idleRow).toBeVisible();
  await expect(idleRow.getByText(/^0 \/ \d+$/)).toBeVisible();
  await idleRow.getByRole('link', { name: 'Compliance summary' }).click();
  await expect(page).toHaveURL(/\/admin\/documents\/candidate\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: `Compliance of ${idle.name}` })).toBeVisible();
  await page.goBack();

  // Choose them and send a reminder: it arrives, listing what is still to do.
  await page.getByRole('checkbox', { name: `Select ${idle.name}` }).check();
  await page.getByRole('button', { name: 'Send reminder (1 selected)' }).click();
  await expect(page.getByText('A reminder is on its way to 1 candidate.')).toBeVisible();
  const mail = await mailTo(idle.email, /^Your compliance pack/);
  expect(mail.text).toContain(`Hello ${idle.name}`);
  expect(mail.text).toContain('- Right to work');
  await expectAccessible(page);

  // On a phone each candidate is a card: nothing on the list scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(idleRow).toBeVisible();
  const table = page.getByRole('table');
  expect(await table.evaluate((element) => element.parentElement!.scrollWidth <= element.parentElement!.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessible(page);
});
