import { PNG, signUpCandidate } from './support/compliance';
import { accessToken, expect, expectAccessible, mailTo, test } from './support/fixtures';
import { signInAdmin } from './support/staff';

// Issue 11 (notes and requests): an officer leaves an internal note and asks for a specific change; the candidate sees
// the request on the item and the form and is emailed; their new submission answers it, for both of them.

test.describe.configure({ timeout: 180_000 });

const MESSAGE = 'Please sign with your full legal name, as it appears on your passport.';

test('an officer notes a candidate and requests a change; the candidate sees it, is emailed, and answers it by submitting', async ({ page, browser }) => {
  // The candidate has sent the code of conduct, which waits for review.
  const candidateContext = await browser.newContext();
  const candidate = await candidateContext.newPage();
  const person = await signUpCandidate(candidate);
  const auth = { Authorization: `Bearer ${await accessToken(candidate)}` };
  const sent = await candidate.request.post('/api/v1/forms/tempest-forms/code-of-conduct/submit', {
    headers: auth,
    data: { answers: { has_read: true, will_follow: true }, signature: { full_name: 'A. Begum', image: `data:image/png;base64,${PNG.toString('base64')}` } },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const userId = ((await (await candidate.request.get('/api/v1/me', { headers: auth })).json()) as { user: { id: string } }).user.id;

  // The officer's summary of the candidate: a note, then a change request on the code of conduct.
  await signInAdmin(page);
  await page.goto(`/admin/documents/candidate/${userId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Compliance of ${person.name}` })).toBeVisible();
  const notes = page.getByRole('region', { name: 'Notes' });
  await expect(notes.getByText('No notes yet.')).toBeVisible();
  await expectAccessible(page);
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByText('Write the note')).toBeVisible();
  await notes.getByRole('textbox', { name: 'New note' }).fill('Phoned: will bring the DBS certificate on Monday.');
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByRole('list', { name: 'Notes, newest first' }).getByText('Phoned: will bring the DBS certificate on Monday.')).toBeVisible();
  await expect(notes.getByText(/^Written by .+ on /)).toBeVisible();
  await expectAccessible(page);

  const row = page.getByRole('row').filter({ has: page.getByText('Code of conduct', { exact: true }) });
  await expect(row.getByText('Awaiting review')).toBeVisible();
  await row.getByRole('button', { name: 'Request a change to Code of conduct' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a change: Code of conduct' });
  await expect(dialog.getByText(/This is not a rejection/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText('Write what the candidate should change')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('textbox', { name: 'What should the candidate change?' }).fill(MESSAGE);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText(`: ${MESSAGE}`, { exact: false })).toBeVisible();
  // Not a rejection: the submission still waits for review.
  await expect(row.getByText('Awaiting review')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Withdraw the change request for Code of conduct' })).toBeVisible();
  await expectAccessible(page);

  // The candidate is emailed, in the officer's words, with the way to the form.
  const mail = await mailTo(person.email, /^Change requested: Code of conduct$/);
  expect(mail.text).toContain(`"${MESSAGE}"`);
  expect(mail.text).toContain('/tempest-forms/code-of-conduct');

  // The checklist shows the request on the item, and the form at its top; notes appear nowhere.
  await candidate.goto('/compliance');
  const item = candidate.getByRole('listitem').filter({ has: candidate.getByRole('heading', { level: 3, name: 'Code of conduct' }) });
  await expect(item.getByText(`Change requested: ${MESSAGE}`)).toBeVisible();
  await expect(candidate.getByText('Phoned: will bring')).toHaveCount(0);
  await expectAccessible(candidate);
  await item.getByRole('link', { name: 'Fix and resubmit: Code of conduct' }).click();
  const alert = candidate.getByRole('alert').filter({ hasText: 'Your compliance officer asks for a change' });
  await expect(alert.getByText(MESSAGE)).toBeVisible();
  await expect(candidate.getByRole('checkbox', { name: 'I have read and understood the code of conduct.' })).toBeChecked();
  await expectAccessible(candidate);

  // Submitting the form again answers the request.
  await candidate.getByRole('textbox', { name: 'Your full name' }).fill(person.name);
  await candidate.getByRole('button', { name: 'Use my typed name as my signature' }).click();
  await candidate.getByRole('button', { name: 'Submit' }).click();
  await expect(candidate.getByText('You have already submitted this form')).toBeVisible();
  await expect(candidate.getByText('Your compliance officer asks for a change')).toHaveCount(0);
  await candidate.goto('/compliance');
  await expect(item.getByRole('link', { name: 'View: Code of conduct' })).toBeVisible();
  await expect(candidate.getByText(/^Change requested/)).toHaveCount(0);
  await candidateContext.close();

  await page.reload();
  await expect(row.getByRole('button', { name: 'Request a change to Code of conduct' })).toBeVisible();
  await expect(row.getByText(MESSAGE)).toHaveCount(0);
  await expect(notes.getByText('Phoned: will bring the DBS certificate on Monday.')).toBeVisible();
});
