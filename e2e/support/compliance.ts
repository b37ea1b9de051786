import type { Locator, Page } from '@playwright/test';
import { expect, mailedCode, newPerson, registerThroughForm, type Person } from './fixtures';

/** A real 1x1 PNG and a one-page PDF: the API checks files by their first bytes. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** Registers through the form and enters the emailed code; the candidate lands on the home page. */
export async function signUpCandidate(page: Page): Promise<Person> {
  const person = newPerson();
  await registerThroughForm(page, person);
  await page.getByLabel('Verification code').fill(await mailedCode(person.email, /Your Compliance Portal code/));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL('/');
  return person;
}

/** Draws a stroke across the signature pad with the mouse. */
export async function drawSignature(pad: Locator, page: Page): Promise<void> {
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  await page.mouse.move(box.x + 30, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) {
    await page.mouse.move(box.x + 30 + step * 25, box.y + box.height / 2 + (step % 2 ? -25 : 25), { steps: 3 });
  }
  await page.mouse.up();
}

/** YYYY-MM-DD, `years` from today. */
export function yearsFromToday(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() + years);
  return date.toISOString().slice(0, 10);
}
