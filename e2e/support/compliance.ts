import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, mailedCode, newPerson, registerThroughForm, registerViaApi, type Person } from './fixtures';

/** A real 1x1 PNG and a one-page PDF: the API checks files by their first bytes. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** The answers of the work profile screen (/compliance/profile), as its labels read in English. */
export interface WorkProfile {
  roles: string[];
  settings: string[];
  management: boolean;
  drivesForWork: boolean;
  livedOverseas: boolean;
}

/** What most tests answer: a teacher in council-run schools who does not manage, drive or come from abroad. */
export const TEACHER_IN_SCHOOLS: WorkProfile = {
  roles: ['Teacher'],
  settings: ['School run by the local council'],
  management: false,
  drivesForWork: false,
  livedOverseas: false,
};

/** Registers through the form and enters the emailed code; a new candidate is then asked about their work first. */
export async function signUpUnprofiledCandidate(page: Page): Promise<Person> {
  const person = newPerson();
  await registerThroughForm(page, person);
  await page.getByLabel('Verification code').fill(await mailedCode(person.email, /Your Compliance Portal code/));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL('/compliance/profile');
  return person;
}

/** Answers the work profile screen in English and saves it; the candidate lands on their checklist. */
export async function answerWorkProfile(page: Page, work: WorkProfile = TEACHER_IN_SCHOOLS): Promise<void> {
  const roles = page.getByRole('group', { name: 'Which kinds of work are you looking for?' });
  for (const role of work.roles) await roles.getByRole('checkbox', { name: role, exact: true }).check();
  const settings = page.getByRole('group', { name: 'Where would you like to work?' });
  for (const setting of work.settings) await settings.getByRole('checkbox', { name: setting, exact: true }).check();
  const yesNo = async (question: RegExp, answer: boolean) =>
    page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: answer ? 'Yes' : 'No', exact: true }).check();
  await yesNo(/^Will you have a management role/, work.management);
  await yesNo(/^Will you drive as part of your work/, work.drivesForWork);
  await yesNo(/^In the last 5 years, have you lived outside the UK/, work.livedOverseas);
  await page.getByRole('button', { name: 'Save and see your checklist' }).click();
  await expect(page).toHaveURL('/compliance');
  await expect(page.getByRole('heading', { name: 'Your progress' })).toBeVisible();
}

/**
 * Registers through the form, enters the emailed code and answers the work profile (a teacher in schools
 * unless told otherwise); the candidate lands on their checklist.
 */
export async function signUpCandidate(page: Page, work: WorkProfile = TEACHER_IN_SCHOOLS): Promise<Person> {
  const person = await signUpUnprofiledCandidate(page);
  await answerWorkProfile(page, work);
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

/** Uploads one file as the holder of `token`; answers its id. */
export async function uploadFile(request: APIRequestContext, token: string, name: string, mimeType: string, buffer: Buffer): Promise<string> {
  const answer = await request.post('/api/v1/uploads', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { files: { name, mimeType, buffer } },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { data: Array<{ id: string }> }).data[0]!.id;
}

/** The candidate's side before the officer looks: proof of identity with a photo and a scan, through the API. */
export async function candidateSubmitsProofOfId(page: Page, person: Person): Promise<{ token: string; photo: string }> {
  const { request } = page;
  const token = await registerViaApi(page, person);
  const photo = await uploadFile(request, token, 'passport-photo.png', 'image/png', PNG);
  const scan = await uploadFile(request, token, 'passport-scan.pdf', 'application/pdf', PDF);
  const answer = await request.post('/api/v1/forms/compliance-docs/proof-of-id/submit', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      answers: {
        document_type: 'passport',
        document_number: '533401372',
        issue_date: yearsFromToday(-2),
        expiry_date: yearsFromToday(8),
        front_files: [photo, scan],
      },
      signature: { full_name: person.name, image: `data:image/png;base64,${PNG.toString('base64')}` },
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return { token, photo };
}
