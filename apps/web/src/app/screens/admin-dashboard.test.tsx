import { TOKEN_STORAGE_KEY } from '@portal/contract';
import { screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { ME_QUERY_KEY } from '@/lib/session';
import { json } from '@/test/media-fixtures';
import { renderRouter } from '@/test/render';
import { OFFICER_SESSION } from '@/test/sessions';
import { Component as Dashboard } from './admin-dashboard';

const week = { week_start: '2026-11-23' };
const compliance = {
  counts: { awaiting_review: 4, rejected: 1, expiring: 2, expired: 0, follow_up_due: 3, references_outstanding: 5, compliant: 7 },
  candidates: 20,
  time_zone: 'Europe/London',
  review_throughput: [{ ...week, approved: 2, rejected: 1 }],
  time_to_compliant: [{ ...week, candidates: 1, median_days: 9 }],
  computed_at: '2026-11-24T10:00:00Z',
};
const summary = { users: { total: 3, verified: 2, unverified: 1, banned: 0 }, users_by_role: [] };
const stats = {
  range: { name: 'this_week', time_zone: 'Europe/London', first_day: '2026-11-23', last_day: '2026-11-29' },
  registrations_per_day: [{ date: '2026-11-23', count: 1 }],
  registrations_per_week: [{ week_start: '2026-11-23', count: 1 }],
  verification: { verified: 1, unverified: 0 },
  computed_at: '2026-11-24T10:00:00Z',
};

let paths: string[] = [];

function renderDashboard(permissions: string[]) {
  queryClient.setQueryData(ME_QUERY_KEY, { ...OFFICER_SESSION, permissions });
  renderRouter(createMemoryRouter([{ path: '/admin', element: <Dashboard /> }], { initialEntries: ['/admin'] }));
}

describe('dashboard', () => {
  beforeEach(async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
    paths = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const path = String(url).replace(/^.*\/api\/v1/, '');
        paths.push(path);
        if (path === '/admin/dashboard') return json(200, summary);
        if (path.startsWith('/admin/dashboard/stats')) return json(200, stats);
        if (path === '/admin/dashboard/compliance') return json(200, compliance);
        return json(404, {});
      }),
    );
  });

  it('shows reviewers the compliance figures, each opening the filtered list', async () => {
    renderDashboard(['dashboard.view', 'documents.review']);
    const link = await screen.findByRole('link', { name: 'Fully compliant: 7 candidates. Open the list' });
    expect(link.getAttribute('href')).toBe('/admin/candidates?attention=compliant');
    expect(screen.getByRole('heading', { name: 'Reviews per week' })).toBeTruthy();
  });

  it('neither shows nor asks for them without documents.review', async () => {
    renderDashboard(['dashboard.view']);
    expect(await screen.findByRole('heading', { name: 'Registrations per day' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: "Candidates' compliance" })).toBeNull();
    expect(paths).not.toContain('/admin/dashboard/compliance');
  });
});
