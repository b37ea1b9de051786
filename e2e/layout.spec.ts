import { expect, expectAccessible, test } from './support/fixtures';

test.use({ viewport: { width: 390, height: 844 } });

/** On a phone the header is one row: the navigation waits behind a menu button that says whether it is open. */
test('on a phone the navigation opens from one menu button, in both languages', async ({ page }) => {
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  const header = await page.locator('header').boundingBox();
  expect(header?.height).toBeLessThan(80);
  await expectAccessible(page);

  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expectAccessible(page);
  await menu.getByRole('link', { name: 'News' }).click();
  await expect(page).toHaveURL('/news');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);

  await page.goto('/?ebdlang=bn');
  await page.getByRole('button', { name: 'মেনু' }).click();
  await expect(page.getByRole('dialog', { name: 'মেনু' }).getByRole('link', { name: 'যোগাযোগ' })).toBeVisible();
});
