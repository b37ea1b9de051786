import { TOKEN_STORAGE_KEY, type TAssurancePack } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '@/test/media-fixtures';
import { renderRouter } from '@/test/render';
import { AssuranceCard } from './assurance-card';

const pack = (over: Partial<TAssurancePack> = {}): TAssurancePack => ({
  id: 'p1',
  status: 'current',
  school_name: 'Oakfield Primary School',
  school_urn: '123456',
  placement_start: '2026-12-01',
  issued_at: '2026-11-24T10:00:00Z',
  issued_by: 'Olivia Officer',
  link_expires_at: '2027-02-22T10:00:00Z',
  pdf_sha256: 'a'.repeat(64),
  csv_sha256: 'b'.repeat(64),
  revoked_at: null,
  revoked_reason: null,
  views: 2,
  ...over,
});

let calls: Array<{ method: string; path: string; body: unknown }> = [];
let packs: TAssurancePack[] = [];

function renderCard() {
  const router = createMemoryRouter([{ path: '/', element: <AssuranceCard candidateId="c1" /> }]);
  renderRouter(router);
}

describe('the assurance packs card', () => {
  beforeEach(async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
    calls = [];
    packs = [pack()];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const path = String(url).replace(/^.*\/api\/v1/, '');
        const method = init.method ?? 'GET';
        const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
        calls.push({ method, path, body });
        if (path === '/admin/candidates/c1/assurance-packs' && method === 'GET') return json(200, { data: packs });
        if (path === '/admin/candidates/c1/assurance-packs' && method === 'POST') {
          if (body.school_name === 'Bad') return json(422, { statusCode: 422, error: 'Unprocessable Entity', message: 'The given data was invalid.', errors: { school_urn: ['A URN is 6 or 7 digits'] } });
          const issued = pack({ id: 'p2', school_name: body.school_name, views: 0 });
          packs = [issued, ...packs];
          return json(201, { ...issued, verification_url: 'http://localhost/assurance/tok' });
        }
        if (path === '/admin/candidates/c1/assurance-packs/p1/revoke') {
          packs = packs.map((p) => (p.id === 'p1' ? { ...p, status: 'revoked', revoked_at: '2026-11-24T11:00:00Z', revoked_reason: body.reason } : p));
          return json(200, packs.find((p) => p.id === 'p1'));
        }
        return json(404, {});
      }),
    );
  });

  it('lists packs with status and views, and refuses an empty school name before sending', async () => {
    renderCard();
    const table = within(await screen.findByRole('table', { name: 'Assurance packs' }));
    expect(table.getByText('Oakfield Primary School')).toBeTruthy();
    expect(table.getByText('Current')).toBeTruthy();
    expect(table.getByText('2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Issue pack' }));
    expect(await screen.findByText('Enter the school’s name')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('issues a pack and shows the link once to copy; shows the server’s field errors', async () => {
    renderCard();
    await screen.findByRole('table', { name: 'Assurance packs' });
    fireEvent.change(screen.getByLabelText(/School name/), { target: { value: 'Bad' } });
    fireEvent.click(screen.getByRole('button', { name: 'Issue pack' }));
    expect(await screen.findByText('A URN is 6 or 7 digits')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/School name/), { target: { value: 'Elm Academy' } });
    fireEvent.change(screen.getByLabelText(/School URN/), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Issue pack' }));
    expect(await screen.findByText('http://localhost/assurance/tok')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').at(-1)).toMatchObject({ method: 'POST', body: { school_name: 'Elm Academy', school_urn: '654321' } });
    await waitFor(() => expect(screen.getByText('Elm Academy')).toBeTruthy());
  });

  it('revokes with a reason', async () => {
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke: Oakfield Primary School' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText(/Why/), { target: { value: 'Placement cancelled' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Revoke pack' }));
    expect(await screen.findByText(/Placement cancelled/)).toBeTruthy();
    expect(screen.getByText('Revoked')).toBeTruthy();
  });
});
