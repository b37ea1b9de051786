import type { Page } from '@playwright/test';
import { answerWorkProfile, PDF, PNG, signUpCandidate, signUpUnprofiledCandidate, TEACHER_IN_SCHOOLS, uploadFile, yearsFromToday } from './support/compliance';
import { expect, expectAccessible, newPerson, registerViaApi, test } from './support/fixtures';
import { signInAdmin } from './support/staff';

// Issue 9 (UK rules): the work profile decides the checklist; right to work by share code and the officer's check.
test.describe.configure({ timeout: 180_000 });

const HOUSEHOLD_FORM = 'Disqualification by association';
const HOUSEHOLD_QUESTION =
  'Does anyone who lives or works in your household have a conviction, caution or order that would disqualify them from working with children?';

/** A 'YYYY-MM-DD' day as the candidate's checklist writes it in English, e.g. '24 November 2027'. */
function inWords(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year!, month! - 1, date!)),
  );
}

/** One item of the checklist (a card), found by its title. */
function checklistItem(page: Page, title: string) {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
}

test('a teacher in schools sees only what applies, proves the right to work by share code, and the officer’s check sets the follow-up date', async ({
  page,
  browser,
}) => {
  const person = await signUpUnprofiledCandidate(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Your work' })).toBeVisible();
  await expectAccessible(page);
  await answerWorkProfile(page, TEACHER_IN_SCHOOLS);
  await expectAccessible(page);

  // Required items by section, optional apart: the household question is in neither.
  const main = page.getByRole('main');
  await expect(main.getByRole('region', { name: 'Identity and right to work' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Qualifications and fitness for the role' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Optional' })).toBeVisible();
  await expect(main.getByRole('heading', { name: HOUSEHOLD_FORM, exact: true })).toHaveCount(0);

  // It is folded away with the others this work does not need, with the reason.
  const notNeeded = main.getByRole('button', { name: 'Not needed for your work (6)' });
  await expect(notNeeded).toHaveAttribute('aria-expanded', 'false');
  await notNeeded.click();
  const household = checklistItem(page, HOUSEHOLD_FORM);
  await expect(household).toBeVisible();
  await expect(household.getByText(/^Schools and nurseries must not ask about people you live with/)).toBeVisible();
  await expectAccessible(page);

  // Right to work is one item with two steps: the declaration and the document.
  const rightToWork = checklistItem(page, 'Right to work');
  await expect(rightToWork).toHaveCount(1);
  const steps = rightToWork.getByRole('list', { name: 'Steps for Right to work' }).getByRole('listitem');
  await expect(steps).toHaveCount(2);
  await expect(steps.nth(0)).toContainText('Step 1: Right to work declaration');
  await expect(steps.nth(1)).toContainText('Step 2: Right to work');

  // The document step, by share code: someone who is neither British nor Irish, with a visa.
  await rightToWork.getByRole('link', { name: 'Start: Right to work', exact: true }).click();
  await expect(page).toHaveURL('/compliance-docs/right-to-work');
  await expect(page.getByRole('heading', { level: 1, name: 'Right to work' })).toBeVisible();
  const nationality = page.getByRole('combobox', { name: 'Nationality', exact: true });
  await nationality.fill('India');
  await page.getByRole('option', { name: 'India', exact: true }).click();
  await expect(nationality).toHaveValue('India');
  const documentType = page.getByRole('combobox', { name: 'Document type', exact: true });
  await documentType.click();
  await page.getByRole('option', { name: 'Visa', exact: true }).click();
  await expect(documentType).toHaveValue('Visa');
  await expect(page.getByRole('textbox', { name: 'Share code' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Copy of the document' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Share code' }).fill('W12 3AB 45C');
  await page.getByLabel('Date of birth').fill('1990-04-12');
  // The declaration is signed with the typed name.
  await expect(page.getByRole('region', { name: 'Declaration' }).getByText(/^I confirm that the documents I have uploaded are genuine/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Your full name' }).fill(person.name);
  await page.getByRole('button', { name: 'Use my typed name as my signature' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('You have already submitted this form')).toBeVisible();
  await expect(page.getByText(`Signed by ${person.name}`)).toBeVisible();

  // The officer opens that submission and records the Home Office online check: permission for a year.
  const officerContext = await browser.newContext();
  const officer = await officerContext.newPage();
  await signInAdmin(officer);
  await officer.goto(`/admin/documents?q=${encodeURIComponent(person.email)}`);
  await officer.getByRole('table').getByRole('link', { name: 'Right to work', exact: true }).click();
  await expect(officer.getByRole('heading', { level: 1, name: `Right to work: ${person.name}` })).toBeVisible();
  const checks = officer.getByRole('region', { name: 'Right to work check' });
  await expect(checks.getByText('No check recorded yet.')).toBeVisible();
  const record = checks.getByRole('form', { name: 'Record a check' });
  await record.getByRole('combobox', { name: 'How it was checked' }).selectOption({ label: "Home Office online check with the candidate's share code" });
  await record.getByRole('combobox', { name: 'Result' }).selectOption({ label: 'Time-limited permission: check again when it ends' });
  const permissionEnds = yearsFromToday(1);
  await record.getByLabel('Permission ends on').fill(permissionEnds);
  await record.getByRole('textbox', { name: /^Reference/ }).fill('W12 3AB 45C');
  await expectAccessible(officer);
  await record.getByRole('button', { name: 'Save the check' }).click();
  await expect(officer.getByText('Check recorded')).toBeVisible();
  // The site shows dates as YYYY-MM-DD; the follow-up is the day the permission ends.
  await expect(checks.getByText(`Follow-up check due by ${permissionEnds}`)).toBeVisible();
  // The check as recorded, with the checker's name (a fresh form to record another sits below it).
  const recorded = checks.getByRole('listitem');
  await expect(recorded).toHaveCount(1);
  await expect(recorded.getByText('Time-limited permission: check again when it ends')).toBeVisible();
  await expect(recorded.getByText(/^Super Admin checked on \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  await expect(recorded.getByText(`Permission ends on: ${permissionEnds}`)).toBeVisible();
  await expectAccessible(officer);
  await officerContext.close();

  // The candidate's checklist shows the date on the right-to-work item.
  await page.goto('/compliance');
  await expect(checklistItem(page, 'Right to work').getByText(`Due by ${inWords(permissionEnds)}`, { exact: true })).toBeVisible();
});

test('a childminder is asked the household question: the declaration is required and opens on it', async ({ page }) => {
  await signUpCandidate(page, {
    roles: ['Early years practitioner'],
    settings: ['Childminding or childcare in a home'],
    management: false,
    drivesForWork: false,
    livedOverseas: false,
  });
  const safeguarding = page.getByRole('main').getByRole('region', { name: 'Criminal record and safeguarding checks' });
  const household = safeguarding.getByRole('listitem').filter({ has: page.getByRole('heading', { name: HOUSEHOLD_FORM, exact: true }) });
  await expect(household).toBeVisible();
  await expect(household.getByText(/^You will work in childcare in a home, where the law asks about people who live or work there/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('region', { name: 'Optional' }).getByRole('heading', { name: HOUSEHOLD_FORM })).toHaveCount(0);
  await expectAccessible(page);

  await household.getByRole('link', { name: `Start: ${HOUSEHOLD_FORM}` }).click();
  await expect(page).toHaveURL('/tempest-forms/disqualification-by-association-declaration');
  await expect(page.getByRole('heading', { level: 1, name: HOUSEHOLD_FORM })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: HOUSEHOLD_QUESTION })).toBeVisible();
  await expectAccessible(page);
});

test('in Bengali: the work profile screen speaks Bengali and will not save without a kind of work', async ({ page }) => {
  await signUpUnprofiledCandidate(page);
  await page.getByRole('group', { name: 'Language' }).getByRole('link', { name: 'বাংলা' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'আপনার কাজ' })).toBeVisible();
  const roles = page.getByRole('group', { name: 'আপনি কোন কোন ধরনের কাজ খুঁজছেন?' });
  await expect(roles.getByRole('checkbox', { name: 'শিক্ষক', exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'আপনি কোথায় কাজ করতে চান?' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'সংরক্ষণ করুন এবং আপনার চেকলিস্ট দেখুন' }).click();
  await expect(page.getByText('অন্তত এক ধরনের কাজ বেছে নিন', { exact: true })).toBeVisible();
  await expect(page.getByText('হ্যাঁ অথবা না বেছে নিন', { exact: true })).toHaveCount(3);
  await expect(page).toHaveURL(/\/compliance\/profile/);
  await expectAccessible(page);
});

test('an overseas police check without a certificate is approved only on the officer’s recorded risk assessment', async ({ page }) => {
  // The candidate's side, through the API: one country gives no certificate, with the reason and other evidence.
  const person = newPerson();
  const token = await registerViaApi(page, person);
  const sent = await page.request.post('/api/v1/forms/compliance-docs/oversieas-police-check/submit', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      answers: {
        lived_abroad: true,
        countries: [
          {
            country: 'SY',
            from: yearsFromToday(-4),
            to: yearsFromToday(-3),
            has_certificate: false,
            unavailable_reason: 'No certificates are issued to people who have left.',
            alternative_evidence: 'References from the two schools I taught at there.',
          },
        ],
        taught_abroad: false,
      },
      signature: { full_name: person.name, image: `data:image/png;base64,${PNG.toString('base64')}` },
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await signInAdmin(page);
  await page.goto(`/admin/documents?q=${encodeURIComponent(person.email)}`);
  // The queue already says this one waits for a risk assessment.
  await expect(page.getByRole('table').getByText('Risk assessment needed before approval')).toBeVisible();
  await page.getByRole('table').getByRole('link', { name: 'Overseas police check', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Overseas police check: ${person.name}` })).toBeVisible();
  // The officer reads the candidate's answers about the candidate, and may not approve yet, being told why.
  await expect(page.getByText('Why the candidate cannot get a certificate', { exact: true })).toBeVisible();
  const decision = page.getByRole('region', { name: 'Decision' });
  await expect(decision.getByText(/record a risk assessment that lets the candidate go ahead before approving/)).toBeVisible();
  await expect(decision.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await expectAccessible(page);

  const assessment = page.getByRole('region', { name: 'Safeguarding risk assessment' });
  const record = assessment.getByRole('form', { name: 'Record a check' });
  await record.getByRole('combobox', { name: 'Decision' }).selectOption({ label: 'Go ahead with the safeguards below' });
  await record.getByRole('textbox', { name: /^What was weighed/ }).fill('Both school references taken up by phone with the head teachers.');
  await record.getByRole('button', { name: 'Save the check' }).click();
  await expect(record.getByText('Say which safeguards apply')).toBeVisible();
  await record.getByRole('textbox', { name: /^Safeguards/ }).fill('Supervised for the first month.');
  await expectAccessible(page);
  await record.getByRole('button', { name: 'Save the check' }).click();
  await expect(page.getByText('Check recorded')).toBeVisible();
  await expect(assessment.getByRole('listitem').getByText('Safeguards while the candidate works: Supervised for the first month.')).toBeVisible();

  await decision.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('The form has been approved and the candidate told.')).toBeVisible();
});

test('a DBS certificate past the agency’s re-check is shown expired to the officer, who can only reopen it', async ({ page }) => {
  // The candidate's side, through the API: a certificate issued two years ago, not on the Update Service.
  const person = newPerson();
  const token = await registerViaApi(page, person);
  const copy = await uploadFile(page.request, token, 'dbs-certificate.pdf', 'application/pdf', PDF);
  const sent = await page.request.post('/api/v1/forms/compliance-docs/dbs-check/submit', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      answers: {
        certificate_number: '001234567890',
        issue_date: yearsFromToday(-2),
        workforce: 'child-workforce',
        position_applied_for: 'Supply teacher',
        barred_lists: ['children'],
        level: 'enhanced-barred-list',
        dbs_clear: 'yes',
        on_update_service: false,
        certificate_files: [copy],
      },
      signature: { full_name: person.name, image: `data:image/png;base64,${PNG.toString('base64')}` },
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await signInAdmin(page);
  await page.goto(`/admin/documents?q=${encodeURIComponent(person.email)}`);
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: 'DBS certificate' })).toContainText('Expired');
  await page.getByRole('table').getByRole('link', { name: 'DBS certificate', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `DBS certificate: ${person.name}` })).toBeVisible();
  // The review screen says what the queue says, and offers only what the server allows.
  const decision = page.getByRole('region', { name: 'Decision' });
  await expect(decision.getByText('This version no longer counts, so it cannot be approved. Reopen it so the candidate can send a new one.')).toBeVisible();
  await expect(decision.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expectAccessible(page);

  await decision.getByRole('button', { name: 'Reopen for changes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reopen this form' });
  await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('Please send a certificate from the last 12 months, or join the Update Service.');
  await dialog.getByRole('button', { name: 'Reopen for changes' }).click();
  await expect(page.getByText('The form has been reopened and the candidate told.')).toBeVisible();
});
