import { E2E_ADMIN } from './support/env';
import { expect, expectAccessible, mailTo, newPerson, test } from './support/fixtures';

test('the contact form sends the message, clears itself, and the office receives it by mail', async ({ page }) => {
  const sender = newPerson();
  const subject = `Question about my DBS check ${sender.email.split('@')[0]}`;
  const message = 'Hello,\nWhich documents do you need for the DBS check?\nThanks';

  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Your name').fill(sender.name);
  await page.getByLabel('Your email').fill(sender.email);
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill(message);
  await page.getByRole('button', { name: 'Send message' }).click();

  await expect(page.getByRole('main').getByRole('status')).toHaveText('Thank you. Your message has been sent.');
  for (const label of ['Your name', 'Your email', 'Subject', 'Message']) {
    await expect(page.getByLabel(label), label).toHaveValue('');
  }
  await expectAccessible(page);

  const mail = await mailTo(E2E_ADMIN.email, new RegExp(`^Contact form: ${subject.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  expect(mail.text).toContain(`${sender.name} <${sender.email}>`);
  expect(mail.text).toContain('Which documents do you need for the DBS check?');
});

test('an empty contact form shows every field message and sends nothing', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/contact')) sent.push(request.method());
  });
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send message' }).click();

  await expect(page.getByLabel('Your name')).toHaveAccessibleDescription('Name is required');
  await expect(page.getByLabel('Your email')).toHaveAccessibleDescription('Email is required');
  await expect(page.getByLabel('Subject')).toHaveAccessibleDescription('Subject is required');
  await expect(page.getByLabel('Message')).toHaveAccessibleDescription('Message is required');
  await expectAccessible(page);

  await page.getByLabel('Your email').fill('not-an-email');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByLabel('Your email')).toHaveAccessibleDescription('Email must be valid');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('');
  expect(sent).toEqual([]);
});
