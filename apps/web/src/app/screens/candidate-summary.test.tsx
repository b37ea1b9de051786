import { TOKEN_STORAGE_KEY, type TRetentionResponse } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { json } from '@/test/media-fixtures';
import { renderRouter } from '@/test/render';
import { Component as CandidateSummary } from './candidate-summary';

const compliance = {
  candidate: { id: 'c1', name: 'Rahima Begum', email: 'rahima@example.com' },
  data: [],
  summary: { approved: 0, missing: 0, awaiting_review: 0, expiring: 0, total: 0 },
  progress: { done: 0, total: 0 },
  history_flags: [
    { code: 'not_working', from: '2024-02-01', to: '2024-09-30', detail: 'Caring for my father' },
    { code: 'no_children_employer_reference', from: '2019-01-01', to: null, detail: 'Oak School' },
  ],
};

const record: TRetentionResponse = {
  last_service_on: '2026-01-31',
  closed_unplaced_on: null,
  legal_hold: null,
  submissions: [
    {
      id: 's1',
      form_key: 'compliance-docs/dbs-check',
      version: 1,
      status: 'approved',
      submitted_at: '2025-01-10T10:00:00Z',
      retention_class: 'dbs_certificate',
      label: 'rules.retention.dbs_certificate',
      deletes: 'files',
      retain_until: '2025-07-12',
      purged_at: '2025-07-13T02:00:00Z',
      tombstone: {
        form_key: 'compliance-docs/dbs-check',
        title: 'DBS Check',
        version: 1,
        submitted_at: '2025-01-10T10:00:00Z',
        reviewed_at: '2025-01-12T10:00:00Z',
        reviewer_name: 'Olivia Officer',
        status: 'approved',
        check: null,
        retention_class: 'dbs_certificate',
        rule: 'rules.retention.dbs_certificate',
        retain_until: '2025-07-12',
        deleted_at: '2025-07-13T02:00:00Z',
        deletes: 'files',
        deleted: { files: ['certificate.pdf'], answers: [], signature_image: true, typed_name: false },
      },
    },
    {
      id: 's2',
      form_key: 'compliance-docs/right-to-work',
      version: 1,
      status: 'approved',
      submitted_at: '2025-01-10T10:00:00Z',
      retention_class: 'right_to_work',
      label: 'rules.retention.right_to_work',
      deletes: 'all',
      retain_until: '2028-01-31',
      purged_at: null,
      tombstone: null,
    },
  ],
};

/** A candidate who has registered and submitted nothing: every form the rules require is not started. */
const notStarted = (key: string, title: string) => ({
  key,
  group: key.split('/')[0],
  slug: key.split('/')[1],
  title,
  status: 'not_started',
  submitted_at: null,
  reviewed_at: null,
  expires_at: null,
  reason: null,
  expiring_soon: false,
  change_request: null,
  requirement: 'required',
  why: 'Required for everyone',
  due_at: null,
  retain_until: null,
  subject: key,
  section: 'identity_and_right_to_work',
  submission_id: null,
});
const nothingSubmitted = {
  candidate: { id: 'c2', name: 'Nadia Islam', email: 'nadia@example.com' },
  data: [notStarted('compliance-docs/proof-of-id', 'Proof of ID'), notStarted('compliance-docs/right-to-work', 'Right to work')],
  summary: { approved: 0, missing: 2, awaiting_review: 0, expiring: 0, total: 2 },
  progress: { done: 0, total: 2 },
  history_flags: [],
};

let calls: Array<{ method: string; path: string; body: unknown }> = [];

function renderSummary(id = 'c1') {
  const router = createMemoryRouter([{ path: '/admin/documents/candidate/:id', element: <CandidateSummary /> }], {
    initialEntries: [`/admin/documents/candidate/${id}`],
  });
  renderRouter(router);
}

describe('candidate summary', () => {
  beforeEach(async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
    calls = [];
    let current = record;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const path = String(url).replace(/^.*\/api\/v1/, '');
        const method = init.method ?? 'GET';
        const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
        calls.push({ method, path, body });
        if (path === '/admin/candidates/c1/compliance') return json(200, compliance);
        if (path === '/admin/candidates/c2/compliance') return json(200, nothingSubmitted);
        if (path === '/admin/users/c2/retention') return json(200, { last_service_on: null, closed_unplaced_on: null, legal_hold: null, submissions: [] });
        if (path === '/admin/users/c1/retention' && method === 'GET') return json(200, current);
        if (path === '/admin/users/c1/retention' && method === 'PUT') {
          current = { ...current, ...body };
          return json(200, current);
        }
        if (path === '/admin/users/c1/legal-hold' && method === 'PUT') {
          current = { ...current, legal_hold: { reason: body.reason, by_name: 'Olivia Officer', at: '2026-02-01T09:00:00Z' } };
          return json(200, current);
        }
        if (path === '/admin/users/c1/legal-hold' && method === 'DELETE') {
          current = { ...current, legal_hold: null };
          return json(200, current);
        }
        return json(404, {});
      }),
    );
  });

  it('shows a candidate who has submitted nothing: every required form missing, none to open, and the pack', async () => {
    renderSummary('c2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Compliance of Nadia Islam' })).toBeTruthy();
    expect(screen.getByText('0 of 2 forms approved')).toBeTruthy();
    const documents = within(screen.getByRole('region', { name: 'Compliance documents' }));
    expect(documents.getByText('Proof of ID')).toBeTruthy();
    expect(documents.queryByRole('link')).toBeNull();
    expect(screen.getByRole('region', { name: 'Pack for an auditor' })).toBeTruthy();
    await screen.findByRole('region', { name: 'Records and retention' });
  });

  it('flags what to look into in the last 5 years, in the officer language', async () => {
    renderSummary();
    const card = within(await screen.findByRole('region', { name: 'History and references' }));
    expect(card.getByText('Not in work from 2024-02-01 to 2024-09-30: Caring for my father')).toBeTruthy();
    expect(card.getByText('No reference from the last employer where they worked with children (Oak School).')).toBeTruthy();
    await i18n.changeLanguage('bn');
    expect(await screen.findByText('যেখানে শেষবার শিশুদের সাথে কাজ করেছেন সেই নিয়োগকর্তার (Oak School) কাছ থেকে কোনো রেফারেন্স নেই।')).toBeTruthy();
  });

  it('lists each submission with its retention and the tombstone of a purged one', async () => {
    renderSummary();
    const card = within(await screen.findByRole('region', { name: 'Records and retention' }));
    await card.findByText('DBS certificate copy');
    expect(card.getAllByText('Right to work')).toHaveLength(2);
    expect(card.getByText(/^Deleted on/)).toBeTruthy();
    expect(card.getByText(/Deleted: the evidence files and the signature image\. Kept: submitted .*, Approved, reviewed by Olivia Officer\./)).toBeTruthy();
    expect(card.getByText('Kept')).toBeTruthy();
    expect((card.getByLabelText(/Last day of work through the agency/) as HTMLInputElement).value).toBe('2026-01-31');
  });

  it('refuses a future date with the contract’s message, and saves the dates (an empty one as null)', async () => {
    renderSummary();
    const card = within(await screen.findByRole('region', { name: 'Records and retention' }));
    const lastDay = (await card.findByLabelText(/Last day of work through the agency/)) as HTMLInputElement;
    fireEvent.change(lastDay, { target: { value: '2999-01-01' } });
    fireEvent.click(card.getByRole('button', { name: 'Save dates' }));
    expect(await card.findByText('This date cannot be in the future')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(lastDay, { target: { value: '2026-02-15' } });
    fireEvent.click(card.getByRole('button', { name: 'Save dates' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.path.endsWith('/retention'))).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ last_service_on: '2026-02-15', closed_unplaced_on: null });
  });

  it('places a legal hold with a reason, shows it, and lifts it', async () => {
    renderSummary();
    const card = within(await screen.findByRole('region', { name: 'Records and retention' }));
    fireEvent.click(await card.findByRole('button', { name: 'Place legal hold' }));
    expect(await card.findByText('Write why the records must be kept')).toBeTruthy();
    fireEvent.change(card.getByLabelText('Reason for the hold'), { target: { value: 'Tribunal claim' } });
    fireEvent.click(card.getByRole('button', { name: 'Place legal hold' }));
    expect(await card.findByText(/by Olivia Officer: Tribunal claim/)).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/legal-hold'))?.body).toEqual({ reason: 'Tribunal claim' });
    fireEvent.click(card.getByRole('button', { name: 'Lift legal hold' }));
    await card.findByRole('button', { name: 'Place legal hold' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('speaks Bengali', async () => {
    await i18n.changeLanguage('bn');
    renderSummary();
    const card = within(await screen.findByRole('region', { name: 'রেকর্ড ও সংরক্ষণ' }));
    await card.findByText('ডিবিএস সার্টিফিকেটের কপি');
    expect(card.getByRole('button', { name: 'আইনি স্থগিতাদেশ দিন' })).toBeTruthy();
  });
});
