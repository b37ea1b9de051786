import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { drawSignature, signUpCandidate, yearsFromToday } from './support/compliance';
import { expect, expectAccessible, mailTo, test } from './support/fixtures';
import { signInAdmin } from './support/staff';

// Three people (candidate, referee, officer) and the candidate's work profile at sign-up: like documents.spec, 3 minutes.
test.describe.configure({ timeout: 180_000 });

/** The text of every page of a PDF, as pdf.js (Mozilla's PDF engine) reads it. */
async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join(' ').replace(/\s+/g, ' ');
}

const choose = (page: Page, question: string, answer: string) =>
  page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: answer, exact: true }).check();

test('a referee answers a professional reference through the mailed link and the candidate sees it completed', async ({ page, browser }) => {
  const candidate = await signUpCandidate(page);
  const refereeEmail = `rita.${Date.now().toString(36)}@school.e2e.example`;

  await page.goto('/references/professional-reference');
  await expect(page.getByRole('heading', { level: 1, name: 'Professional reference' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your referee' }).getByText('Once you submit this reference')).toBeVisible();
  await page.getByRole('textbox', { name: "Referee's full name" }).fill('Rita Referee');
  await page.getByRole('textbox', { name: 'Their organisation' }).fill('Greenfield Primary School');
  await page.getByRole('textbox', { name: 'Their position' }).fill('Head teacher');
  await page.getByRole('textbox', { name: 'Their email address' }).fill(refereeEmail);
  await page.getByRole('textbox', { name: 'Their phone number' }).fill('+44 7700 900123');
  await page.getByRole('textbox', { name: 'How do you know them?' }).fill('My line manager at the school');
  await page.getByLabel('Known since').fill(yearsFromToday(-3));
  await page.getByRole('checkbox', { name: 'This referee is not a relative of mine.' }).check();
  await choose(page, 'May we contact this referee now?', 'Yes');
  await page.getByRole('textbox', { name: 'Your job title' }).fill('Teaching assistant');
  await page.getByLabel('You worked there from').fill(yearsFromToday(-3));
  await choose(page, 'Is this your most recent employer?', 'Yes');
  await choose(page, 'Did you work with children in this job?', 'Yes');
  await page.getByRole('checkbox', { name: 'This referee was my line manager, not a colleague.' }).check();
  await page.getByRole('textbox', { name: 'Your full name' }).fill(candidate.name);
  await drawSignature(page.getByRole('img', { name: /Signature pad/ }), page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('You have already submitted this form')).toBeVisible();

  const panel = page.getByRole('region', { name: 'Your referee' });
  await expect(panel.getByText('Sent', { exact: true })).toBeVisible();
  await expect(panel.getByText(new RegExp(`^Sent to ${refereeEmail.replace(/[.]/g, '\\.')} on \\d{4}-\\d{2}-\\d{2}$`))).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  await expectAccessible(page);

  // The referee, on their own device, without an account.
  const mail = await mailTo(refereeEmail, /has asked you for a reference/);
  const link = /https?:\/\/\S+\/referee\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  const refereeContext = await browser.newContext();
  const referee = await refereeContext.newPage();
  await referee.goto(new URL(link ?? '').pathname);
  await expect(referee.getByRole('heading', { level: 1, name: `Reference for ${candidate.name}` })).toBeVisible();
  await expect(referee.getByText('Greenfield Primary School')).toBeVisible();
  await expectAccessible(referee);

  // The same page in Bengali, and back.
  await referee.getByRole('link', { name: 'বাংলা' }).click();
  await expect(referee.getByRole('heading', { level: 1, name: `${candidate.name}-এর জন্য রেফারেন্স` })).toBeVisible();
  await referee.getByRole('link', { name: 'English' }).click();
  await expect(referee.getByRole('heading', { level: 1, name: `Reference for ${candidate.name}` })).toBeVisible();

  // Sending it empty shows the problems on their fields.
  await referee.getByRole('button', { name: 'Send reference' }).click();
  await expect(referee.getByRole('alert').filter({ hasText: 'Some answers need your attention' })).toBeVisible();
  await expectAccessible(referee);

  await choose(referee, 'Are the dates the candidate gave correct?', 'Yes');
  await choose(referee, 'Is the role or relationship the candidate described correct?', 'Yes');
  for (const rating of [
    'Reliability',
    'Punctuality and attendance',
    'Relationships with colleagues',
    'Relationships with children or vulnerable adults',
    'Professional skills',
  ]) {
    await choose(referee, rating, 'Good');
  }
  await choose(referee, 'Do you know of any reason why the candidate should not work with children or vulnerable adults?', 'No');
  await choose(referee, 'As far as you know, has the candidate been subject to any disciplinary action or safeguarding concern?', 'No');
  await choose(referee, 'Would you employ the candidate again?', 'Yes');
  await referee.getByRole('checkbox', { name: 'I am not related to the candidate.' }).check();
  await referee
    .getByRole('checkbox', { name: 'I agree that this reference may be shown to the schools and organisations the agency puts the candidate forward to.' })
    .check();
  await referee.getByRole('textbox', { name: 'Your name as it should appear on the reference' }).fill('Rita Referee');
  await referee.getByRole('textbox', { name: 'Your position' }).fill('Head teacher');
  await referee.getByRole('textbox', { name: 'Your organisation' }).fill('Greenfield Primary School');
  await referee.getByRole('textbox', { name: 'Your full name' }).fill('Rita Referee');
  await drawSignature(referee.getByRole('img', { name: /Signature pad/ }), referee);
  await expect(referee.getByRole('img', { name: 'Signature pad with your signature' })).toBeVisible();
  await referee.getByRole('button', { name: 'Send reference' }).click();

  await expect(referee.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
  await expect(referee.getByRole('status').filter({ hasText: `Your reference for ${candidate.name} has been received.` })).toBeVisible();
  await expectAccessible(referee);

  // The link was single-use.
  await referee.reload();
  await expect(referee.getByRole('heading', { level: 1, name: 'This link can no longer be used' })).toBeVisible();
  await expect(referee.getByRole('alert')).toContainText('This link has already been used.');
  await expectAccessible(referee);
  await referee.goto('/referee/not-a-real-link');
  await expect(referee.getByRole('heading', { level: 1, name: 'We could not find this link' })).toBeVisible();
  await refereeContext.close();

  // The candidate sees it completed, on the form and in the checklist.
  await page.reload();
  await expect(panel.getByText('Completed', { exact: true })).toBeVisible();
  await expect(panel.getByText(/^Answered on \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  await expect(panel.getByRole('button')).toHaveCount(0);
  await page.goto('/compliance');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'View: Professional reference' }) });
  await expect(row.getByText('Referee:')).toBeVisible();
  await expect(row.getByText('Completed', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // An officer reviewing the reference sees what the referee answered and signed.
  const officerContext = await browser.newContext();
  const officer = await officerContext.newPage();
  await signInAdmin(officer);
  await officer.goto(`/admin/documents?q=${encodeURIComponent(candidate.email)}`);
  await officer.getByRole('link', { name: 'Professional reference' }).click();
  const answered = officer.getByRole('region', { name: 'Referee' });
  await expect(answered.getByText('Completed', { exact: true })).toBeVisible();
  await expect(answered.getByText(`Rita Referee (${refereeEmail})`)).toBeVisible();
  await expect(answered.getByRole('radiogroup', { name: 'Would you employ the candidate again?' }).getByRole('radio', { name: 'Yes', exact: true })).toBeChecked();
  await expect(answered.getByRole('img', { name: 'Signature of Rita Referee' })).toBeVisible();
  await expectAccessible(officer);

  // The auditor's pack carries what the referee answered and signed, in the third person, in the PDF and the ZIP.
  await officer.getByRole('link', { name: candidate.name }).first().click();
  await expect(officer.getByRole('heading', { level: 1, name: `Compliance of ${candidate.name}` })).toBeVisible();
  const [pdfDownload] = await Promise.all([officer.waitForEvent('download'), officer.getByRole('button', { name: 'Download PDF' }).click()]);
  const text = await pdfText(fs.readFileSync(await pdfDownload.path()));
  expect(text).toContain('Would the referee employ the candidate again?: Yes');
  expect(text).toContain('Head teacher');
  expect(text).toContain("The referee's declaration");
  expect(text).toMatch(/Signed by the referee as Rita Referee on/);
  expect(text).not.toContain('Your referee');
  const [zipDownload] = await Promise.all([officer.waitForEvent('download'), officer.getByRole('button', { name: 'Download ZIP' }).click()]);
  const zip = fs.readFileSync(await zipDownload.path());
  expect(zip.includes(Buffer.from('references/professional-reference/referee-signature.png'))).toBe(true);
  await officerContext.close();
});
