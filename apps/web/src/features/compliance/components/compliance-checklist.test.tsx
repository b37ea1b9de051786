import { TOKEN_STORAGE_KEY, type TChecklistItem, type TChecklistResponse } from '@portal/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { renderRouter } from '@/test/render';
import { ComplianceChecklist } from './compliance-checklist';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function item(key: string, title: string, rules: Pick<TChecklistItem, 'requirement' | 'why' | 'subject' | 'section'> & Partial<TChecklistItem>): TChecklistItem {
  const [group, slug] = key.split('/') as [TChecklistItem['group'], string];
  return {
    key,
    group,
    slug,
    title,
    status: 'not_started',
    submitted_at: null,
    reviewed_at: null,
    expires_at: null,
    reason: null,
    expiring_soon: false,
    change_request: null,
    due_at: null,
    retain_until: null,
    ...rules,
  };
}

const dbsWhy = 'Work with children is regulated activity: an enhanced DBS check with barred list is required [S1].';
const drivingWhy = 'You told us you will not drive for work.';

/** In the API's (registry) order, not the checklist's: the screen puts them in order. */
const checklist: TChecklistResponse = {
  data: [
    item('compliance-docs/dbs-check', 'DBS certificate', { requirement: 'required', why: dbsWhy, subject: 'dbs', section: 'criminal_record', status: 'submitted', submitted_at: '2026-11-01T10:00:00Z' }),
    item('compliance-docs/driving-documentation', 'Driving documents', { requirement: 'not_applicable', why: drivingWhy, subject: 'driving', section: 'role_checks' }),
    item('tempest-forms/code-of-conduct', 'Code of conduct', { requirement: 'required', why: 'Agency policy.', subject: 'tempest-forms/code-of-conduct', section: 'declarations' }),
    item('tempest-forms/dbs-check', 'DBS check', { requirement: 'required', why: dbsWhy, subject: 'dbs', section: 'criminal_record', status: 'approved', due_at: '2027-03-31' }),
    item('tempest-forms/driving-documentation', 'Driving details', { requirement: 'not_applicable', why: drivingWhy, subject: 'driving', section: 'role_checks' }),
    item('tempest-forms/fitness-to-teach', 'Fitness to teach', { requirement: 'not_applicable', why: 'Asked only after a conditional offer.', subject: 'tempest-forms/fitness-to-teach', section: 'role_checks' }),
    item('tempest-forms/qualification-check', 'Qualifications', { requirement: 'optional', why: 'A hirer may ask for them.', subject: 'tempest-forms/qualification-check', section: 'role_checks' }),
    item('tempest-forms/right-to-work', 'Right to work', { requirement: 'required', why: 'The law requires it [S2].', subject: 'right_to_work', section: 'identity_and_right_to_work', status: 'approved' }),
    item('compliance-docs/right-to-work', 'Right to work documents', { requirement: 'required', why: 'The law requires it [S2].', subject: 'right_to_work', section: 'identity_and_right_to_work', status: 'approved' }),
  ],
  progress: { done: 1, total: 3 },
};

function renderChecklist(answer: () => Response = () => json(200, checklist)) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (String(url).replace(/^.*\/api\/v1/, '') === '/compliance' ? answer() : json(404, {}))),
  );
  const router = createMemoryRouter([{ path: '/compliance', element: <ComplianceChecklist /> }], { initialEntries: ['/compliance'] });
  renderRouter(router);
}

describe('the grouped checklist', () => {
  beforeEach(async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
  });

  it('shows a placeholder of about its size while loading', () => {
    renderChecklist(() => new Promise<Response>(() => {}) as unknown as Response);
    expect(screen.getByRole('status').textContent).toBe('Loading your checklist');
  });

  it('puts required items by section in order, then the optional ones, then those not needed', async () => {
    renderChecklist();
    await screen.findByRole('heading', { level: 2, name: 'Your progress' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Your progress',
      'Identity and right to work',
      'Criminal record and safeguarding checks',
      'Declarations and agreements',
      'Optional',
      'Not needed for your work (2)',
    ]);
    // Progress counts required items only, as the API says.
    screen.getByText('1 of 3 items approved');
    expect(screen.getByRole('progressbar', { name: 'Progress: 33% approved' })).toBeTruthy();
    // The next thing to do is a required one (the code of conduct), never the optional qualifications.
    screen.getByText('Next: Code of conduct');
    expect(screen.getByRole('link', { name: 'Change your work' }).getAttribute('href')).toBe('/compliance/profile');
    // Each item says why it is asked for.
    screen.getByText('A hirer may ask for them.');
  });

  it('shows a pair of forms as one item with two steps, each with its own state and link, and the due date', async () => {
    renderChecklist();
    const title = await screen.findByRole('heading', { level: 3, name: 'DBS check' });
    const card = title.closest('li')!;
    within(card).getByText(dbsWhy);
    within(card).getByText('Due by 31 March 2027');
    const steps = within(within(card).getByRole('list', { name: 'Steps for DBS check' })).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual(['Step 1: DBS check', 'Step 2: DBS certificate']);
    within(steps[0]!).getByText('Approved');
    expect(within(steps[0]!).getByRole('link', { name: 'View: DBS check' }).getAttribute('href')).toBe('/tempest-forms/dbs-check');
    within(steps[1]!).getByText('Submitted');
    expect(within(steps[1]!).getByRole('link', { name: 'View: DBS certificate' }).getAttribute('href')).toBe('/compliance-docs/dbs-check');
    // The pair's name is the title; the forms' own titles are not items of their own.
    expect(screen.queryByRole('heading', { level: 3, name: 'DBS certificate' })).toBeNull();
  });

  it('folds the items the work does not need, each with its reason', async () => {
    renderChecklist();
    const fold = await screen.findByRole('button', { name: 'Not needed for your work (2)' });
    expect(fold.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(fold);
    expect(fold.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(fold.getAttribute('aria-controls') ?? '')!;
    await within(panel).findByRole('heading', { level: 3, name: 'Driving' });
    within(panel).getByText(drivingWhy);
    within(panel).getByRole('heading', { level: 3, name: 'Fitness to teach' });
    within(panel).getByText('Asked only after a conditional offer.');
  });

  it('speaks Bengali: section titles and dates', async () => {
    await i18n.changeLanguage('bn');
    renderChecklist();
    await screen.findByRole('heading', { level: 3, name: 'ডিবিএস যাচাই' });
    expect(screen.getByText(/৩১ মার্চ, ২০২৭|৩১ মার্চ ২০২৭/)).toBeTruthy();
  });
});

describe('an officer’s change request', () => {
  beforeEach(async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
  });

  const withRequest: TChecklistResponse = {
    ...checklist,
    data: checklist.data.map((entry) =>
      entry.key === 'tempest-forms/code-of-conduct'
        ? { ...entry, status: 'approved', change_request: { id: 'r1', message: 'Sign with your full name', requested_at: '2026-11-20T10:00:00Z' } }
        : entry,
    ),
  };

  it('shows on its item in the officer’s words, and the item opens to be fixed although approved', async () => {
    renderChecklist(() => json(200, withRequest));
    const card = (await screen.findByRole('heading', { level: 3, name: 'Code of conduct' })).closest('li')!;
    within(card).getByText('Change requested: Sign with your full name');
    expect(within(card).getByRole('link', { name: 'Fix and resubmit: Code of conduct' }).getAttribute('href')).toBe('/tempest-forms/code-of-conduct');
    // Items without a request say nothing of one.
    expect(screen.getAllByText(/^Change requested/)).toHaveLength(1);
  });

  it('speaks Bengali around the officer’s words', async () => {
    await i18n.changeLanguage('bn');
    renderChecklist(() => json(200, withRequest));
    expect(await screen.findByText('পরিবর্তনের অনুরোধ: Sign with your full name')).toBeTruthy();
  });
});
