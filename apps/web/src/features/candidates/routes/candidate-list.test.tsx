import { TOKEN_STORAGE_KEY, type TCandidateList } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '@/test/media-fixtures';
import { renderRouter } from '@/test/render';
import { Component as CandidateList } from './candidate-list';

const page: TCandidateList = {
  data: [
    {
      id: 'c1',
      name: 'Nadia Islam',
      email: 'nadia@example.com',
      progress: { done: 0, total: 16 },
      next_deadline: null,
      last_activity: null,
      attention: [],
    },
    {
      id: 'c2',
      name: 'Esha Khan',
      email: 'esha@example.com',
      progress: { done: 3, total: 16 },
      next_deadline: '2026-12-01',
      last_activity: '2026-11-20T10:00:00Z',
      attention: ['expiring', 'awaiting_review'],
    },
  ],
  meta: { current_page: 1, last_page: 1, per_page: 20, total: 2, from: 1, to: 2 },
};

let calls: Array<{ method: string; path: string; body: unknown }> = [];

function renderList(url = '/admin/candidates') {
  const router = createMemoryRouter([{ path: '/admin/candidates', element: <CandidateList /> }], { initialEntries: [url] });
  renderRouter(router);
  return router;
}

describe('candidates list', () => {
  beforeEach(async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
    calls = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const path = String(url).replace(/^.*\/api\/v1/, '');
        const method = init.method ?? 'GET';
        calls.push({ method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
        if (path.startsWith('/admin/candidates?attention=rejected')) return json(200, { ...page, data: [], meta: { ...page.meta, total: 0, from: null, to: null } });
        if (path.startsWith('/admin/candidates?')) return json(200, page);
        if (path === '/admin/candidates/remind') return json(200, { reminded: 1, nothing_to_do: [] });
        if (path.startsWith('/geo-areas')) return json(200, { data: [] });
        return json(404, {});
      }),
    );
  });

  it('shows each candidate with progress, flags and links to their user screen and compliance summary', async () => {
    renderList('/admin/candidates?attention=expiring');
    const row = (await screen.findByRole('link', { name: 'Esha Khan' })).closest('tr')!;
    expect(screen.getByRole('link', { name: 'Esha Khan' }).getAttribute('href')).toBe('/admin/user/c2');
    expect(within(row).getByRole('link', { name: 'Compliance summary' }).getAttribute('href')).toBe('/admin/documents/candidate/c2');
    expect(within(row).getByText('3 / 16')).toBeTruthy();
    expect(within(row).getByText('Expiring within 30 days')).toBeTruthy();
    expect(within(row).getByText('Awaiting review')).toBeTruthy();
    expect(calls.find((call) => call.path.startsWith('/admin/candidates?'))?.path).toBe('/admin/candidates?attention=expiring&page=1&per_page=20&sort=name&direction=asc');
    expect((screen.getByLabelText('Needs attention') as HTMLSelectElement).value).toBe('expiring');
  });

  it('sends a reminder to the chosen candidates', async () => {
    renderList();
    const send = await screen.findByRole('button', { name: 'Send reminder (0 selected)' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Nadia Islam' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send reminder (1 selected)' }));
    expect(await screen.findByText('A reminder is on its way to 1 candidate.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toEqual({ method: 'POST', path: '/admin/candidates/remind', body: { ids: ['c1'] } });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Send reminder (0 selected)' }) as HTMLButtonElement).disabled).toBe(true));
  });

  it('says when no candidate matches the filters', async () => {
    renderList('/admin/candidates?attention=rejected');
    expect(await screen.findByText('No candidates match these filters.')).toBeTruthy();
  });
});
