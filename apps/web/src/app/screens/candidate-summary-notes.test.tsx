import { TOKEN_STORAGE_KEY, type TCandidateNote, type TOpenChangeRequest } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '@/test/media-fixtures';
import { renderRouter } from '@/test/render';
import { Component as CandidateSummary } from './candidate-summary';

const item = (key: string, title: string, changeRequest: TOpenChangeRequest | null) => ({
  key,
  group: key.split('/')[0],
  slug: key.split('/')[1],
  title,
  status: 'approved',
  submitted_at: '2026-11-01T10:00:00Z',
  reviewed_at: '2026-11-02T10:00:00Z',
  expires_at: null,
  reason: null,
  expiring_soon: false,
  change_request: changeRequest,
  requirement: 'required',
  why: 'Required for everyone',
  due_at: null,
  retain_until: null,
  subject: key,
  section: 'declarations',
  submission_id: `s-${key}`,
});

const DECLARATION = 'tempest-forms/candidate-declaration';
let openRequest: TOpenChangeRequest | null;
let notes: TCandidateNote[];
let calls: Array<{ method: string; path: string; body: unknown }>;
/** What the next POST answers, when not the usual 201. */
let refusal: { status: number; body: unknown } | null;

function compliance() {
  return {
    candidate: { id: 'c1', name: 'Rahima Begum', email: 'rahima@example.com' },
    data: [item(DECLARATION, 'Candidate declaration', openRequest)],
    summary: { approved: 1, missing: 0, awaiting_review: 0, expiring: 0, total: 1 },
    progress: { done: 1, total: 1 },
    history_flags: [],
  };
}

function renderSummary() {
  const router = createMemoryRouter([{ path: '/admin/documents/candidate/:id', element: <CandidateSummary /> }], {
    initialEntries: ['/admin/documents/candidate/c1'],
  });
  renderRouter(router);
}

describe('notes and change requests on the candidate summary', () => {
  beforeEach(async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
    calls = [];
    refusal = null;
    openRequest = null;
    notes = [{ id: 'n1', body: 'Called about the DBS', author: { id: 'o1', name: 'Olivia Officer' }, created_at: '2026-11-20T10:00:00Z' }];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const path = String(url).replace(/^.*\/api\/v1/, '');
        const method = init.method ?? 'GET';
        const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
        calls.push({ method, path, body });
        if (method === 'POST' && refusal) return json(refusal.status, refusal.body);
        if (path === '/admin/candidates/c1/compliance') return json(200, compliance());
        if (path === '/admin/candidates/c1/notes' && method === 'GET') return json(200, { data: notes });
        if (path === '/admin/candidates/c1/notes' && method === 'POST') {
          const note = { id: `n${notes.length + 1}`, body: body.body, author: { id: 'o1', name: 'Olivia Officer' }, created_at: '2026-11-21T09:30:00Z' };
          notes = [note, ...notes];
          return json(201, note);
        }
        if (path === '/admin/candidates/c1/change-requests' && method === 'POST') {
          openRequest = { id: 'r1', message: body.message, requested_at: '2026-11-21T09:30:00Z' };
          return json(201, { ...openRequest, form_key: body.form_key, title: 'Candidate declaration', requested_by: null, resolved_at: null, resolved_by_submission_id: null });
        }
        if (path === '/admin/candidates/c1/change-requests/r1' && method === 'DELETE') {
          openRequest = null;
          return new Response(null, { status: 204 });
        }
        if (path === '/admin/users/c1/retention') return json(200, { last_service_on: null, closed_unplaced_on: null, legal_hold: null, submissions: [] });
        return json(404, {});
      }),
    );
  });

  it('lists notes with author and time, refuses an empty one in the browser, and adds one', async () => {
    renderSummary();
    const card = within(await screen.findByRole('region', { name: 'Notes' }));
    card.getByText(/The candidate never sees them/);
    await card.findByText('Called about the DBS');
    card.getByText(/^Written by Olivia Officer on /);
    fireEvent.click(card.getByRole('button', { name: 'Add note' }));
    expect(await card.findByText('Write the note')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(card.getByLabelText(/New note/), { target: { value: '  Will send the DBS on Monday  ' } });
    fireEvent.click(card.getByRole('button', { name: 'Add note' }));
    await card.findByText('Will send the DBS on Monday');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ body: 'Will send the DBS on Monday' });
    const listed = within(card.getByRole('list', { name: 'Notes, newest first' })).getAllByRole('listitem');
    expect(listed.map((entry) => entry.lastChild?.textContent)).toEqual(['Will send the DBS on Monday', 'Called about the DBS']);
    expect((card.getByLabelText(/New note/) as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the API’s refusal on the field', async () => {
    renderSummary();
    const card = within(await screen.findByRole('region', { name: 'Notes' }));
    refusal = { status: 422, body: { statusCode: 422, error: 'Unprocessable Entity', message: 'Check the form', errors: { body: ['Write at most 4000 characters'] } } };
    fireEvent.change(card.getByLabelText(/New note/), { target: { value: 'Long' } });
    fireEvent.click(card.getByRole('button', { name: 'Add note' }));
    expect(await card.findByText('Write at most 4000 characters')).toBeTruthy();
  });

  it('requests a change on an item (not a rejection), shows it open, and withdraws it', async () => {
    renderSummary();
    fireEvent.click(await screen.findByRole('button', { name: 'Request a change to Candidate declaration' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Request a change: Candidate declaration' }));
    dialog.getByText(/This is not a rejection/);
    fireEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    expect(await dialog.findByText('Write what the candidate should change')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('What should the candidate change?'), { target: { value: 'Sign with your full name' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/Change requested on .*: Sign with your full name/)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ form_key: DECLARATION, message: 'Sign with your full name' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw the change request for Candidate declaration' }));
    expect(await screen.findByRole('button', { name: 'Request a change to Candidate declaration' })).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/admin/candidates/c1/change-requests/r1')).toBe(true);
  });

  it('keeps the dialog open with the API’s refusal when a request is already open', async () => {
    renderSummary();
    fireEvent.click(await screen.findByRole('button', { name: 'Request a change to Candidate declaration' }));
    const dialog = within(await screen.findByRole('dialog'));
    refusal = { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'A change to this item is already requested.' } };
    fireEvent.change(dialog.getByLabelText('What should the candidate change?'), { target: { value: 'Again' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    expect(await dialog.findByText('A change to this item is already requested.')).toBeTruthy();
  });
});
