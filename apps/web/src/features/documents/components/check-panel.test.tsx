import type { TSubmissionReview } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '@/i18n';
import { queryClient } from '@/lib/query-client';
import { ME_QUERY_KEY } from '@/lib/session';
import { siteQueryOptions } from '@/lib/site';
import { renderWithProviders } from '@/test/render';
import { OFFICER_SESSION } from '@/test/sessions';
import { CheckPanel } from './check-panel';


const submission = (overrides: Partial<TSubmissionReview> = {}) =>
  ({
    id: 's1',
    current: true,
    candidate: { id: 'candidate', name: 'Cara', email: 'c@example.com' },
    check_kinds: ['right_to_work'],
    risk_reason: null,
    checks: [],
    deadline: null,
    lawful_basis: 'Legal obligation (UK GDPR Article 6(1)(c))',
    ...overrides,
  }) as TSubmissionReview;

function renderPanel(value: TSubmissionReview) {
  renderWithProviders(<CheckPanel submission={value} />);
}

describe('the officer’s check panel', () => {
  beforeEach(() => {
    queryClient.setQueryData(ME_QUERY_KEY, OFFICER_SESSION);
    queryClient.setQueryData(siteQueryOptions.queryKey, { display_time_zone: 'Europe/London' } as never);
  });

  it('shows the follow-up date and why, the lawful basis and each check with its checker', () => {
    renderPanel(
      submission({
        deadline: { due_at: '2027-03-31', label: 'Check again before the permission to work ends' },
        checks: [
          {
            id: 'c1',
            kind: 'right_to_work',
            method: 'online',
            result: 'time_limited',
            checked_on: '2026-11-20',
            details: { permission_expiry_date: '2027-03-31', reference: 'W123AB45C' },
            checker_name: 'Olivia Officer',
            created_at: '2026-11-20T10:00:00Z',
          },
        ],
      }),
    );
    const panel = screen.getByRole('region', { name: 'Right to work check' });
    expect(within(panel).getByText('Follow-up check due by 2027-03-31')).toBeTruthy();
    expect(within(panel).getByText('Check again before the permission to work ends')).toBeTruthy();
    expect(within(panel).getByText('Legal obligation (UK GDPR Article 6(1)(c))')).toBeTruthy();
    expect(within(panel).getByText('Olivia Officer checked on 2026-11-20')).toBeTruthy();
    expect(within(panel).getByText('Reference (share code, IDSP report or PVN reference): W123AB45C')).toBeTruthy();
  });

  it('asks for the permission’s end only for a time-limited result, and sends nothing without it', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderPanel(submission());
    expect(screen.queryByLabelText(/Permission ends on/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Result'), { target: { value: 'time_limited' } });
    expect(screen.getByLabelText(/Permission ends on/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save the check' }));
    expect(await screen.findByText('Enter the day the permission ends')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers no form on one’s own documents or an earlier version', () => {
    renderPanel(submission({ candidate: { id: 'officer', name: 'Olivia', email: 'o@example.com' } }));
    expect(screen.queryByRole('button', { name: 'Save the check' })).toBeNull();
    expect(screen.getByText('No check recorded yet.')).toBeTruthy();
  });

  it('sends the chosen method and result to the server', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ error: 'x' }), { status: 500 }));
    vi.stubGlobal('fetch', fetch);
    renderPanel(submission());
    fireEvent.change(screen.getByLabelText('How it was checked'), { target: { value: 'manual' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the check' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/admin\/submissions\/s1\/checks$/);
    expect(JSON.parse(String(init.body))).toMatchObject({ kind: 'right_to_work', method: 'manual', result: 'continuous' });
  });

  it('records a DBS identity check with its route and the documents seen, refusing it without them', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ error: 'x' }), { status: 500 }));
    vi.stubGlobal('fetch', fetch);
    renderPanel(submission({ check_kinds: ['identity'], lawful_basis: null }));
    expect(screen.getByRole('region', { name: 'Identity check for the DBS application' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('How it was checked'), { target: { value: 'video_with_originals' } });
    fireEvent.change(screen.getByLabelText('DBS identity route'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the check' }));
    expect(await screen.findByText('List the documents you saw')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/Documents seen/), { target: { value: 'Bank statement; P60; council tax bill' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the check' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      kind: 'identity',
      method: 'video_with_originals',
      result: 'verified',
      checked_on: expect.any(String),
      route: '2',
      documents_seen: 'Bank statement; P60; council tax bill',
    });
  });

  it('asks what a register shows when it shows a restriction, and lists register checks with the registration number', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderPanel(
      submission({
        check_kinds: ['register'],
        checks: [
          {
            id: 'c2',
            kind: 'register',
            method: 'swe',
            result: 'restricted',
            checked_on: '2026-11-20',
            details: { notes: 'Conditions of practice order', reference: 'SW12345' },
            checker_name: 'Olivia Officer',
            created_at: '2026-11-20T10:00:00Z',
          },
        ],
      }),
    );
    const panel = screen.getByRole('region', { name: 'Register check' });
    const entry = within(within(panel).getByRole('list'));
    expect(entry.getByText('On the register with conditions, a sanction or a prohibition')).toBeTruthy();
    expect(entry.getByText('Social Work England register')).toBeTruthy();
    expect(entry.getByText('What the register shows: Conditions of practice order')).toBeTruthy();
    expect(entry.getByText('Registration number or TRN: SW12345')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Result'), { target: { value: 'restricted' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the check' }));
    expect(await screen.findByText('Say what the register shows')).toBeTruthy();
  });

  it('records a risk assessment: the decision is the officer’s to make, the evidence weighed always, safeguards for a conditional go-ahead', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ error: 'x' }), { status: 500 }));
    vi.stubGlobal('fetch', fetch);
    renderPanel(submission({ check_kinds: ['dbs_status', 'risk_assessment'], risk_reason: 'information_disclosed' }));
    const assessment = screen.getByRole('region', { name: 'Safeguarding risk assessment' });
    expect(within(assessment).getByText('The DBS certificate discloses convictions, cautions or other information', { selector: 'p' })).toBeTruthy();
    expect(within(assessment).getByLabelText('Why it is needed')).toHaveProperty('value', 'information_disclosed');
    expect(within(screen.getByRole('region', { name: 'DBS Update Service status check' })).queryByLabelText('Why it is needed')).toBeNull();
    const save = within(assessment).getByRole('button', { name: 'Save the check' });
    fireEvent.click(save);
    expect(await screen.findByText('Choose a decision from the list')).toBeTruthy();
    expect(screen.getByText('Say what was weighed')).toBeTruthy();
    expect(screen.queryByLabelText(/Safeguards while the candidate works/)).toBeNull();

    fireEvent.change(screen.getByLabelText('Decision'), { target: { value: 'proceed_with_safeguards' } });
    fireEvent.change(screen.getByLabelText(/What was weighed/), { target: { value: 'A caution from 2009, unrelated to children; the candidate’s account' } });
    fireEvent.click(save);
    expect(await screen.findByText('Say which safeguards apply')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/Safeguards while the candidate works/), { target: { value: 'Supervised for the first month' } });
    fireEvent.click(save);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      kind: 'risk_assessment',
      method: 'information_disclosed',
      result: 'proceed_with_safeguards',
      checked_on: expect.any(String),
      evidence_considered: 'A caution from 2009, unrelated to children; the candidate’s account',
      safeguards: 'Supervised for the first month',
    });
  });
});
