import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { json, listMeta } from '@/test/media-fixtures';
import { renderRouter } from '@/test/render';
import { Component as Logs } from './logs';

const appEntry = { id: 'a1', level: 'warn', time: '2026-11-24T10:00:00Z', msg: 'Slow request', req_id: 'req-1', data: { ms: 900 } };
const auditEntry = {
  id: 'e1',
  action: 'user.banned',
  summary: 'Asha banned Rahim',
  actor: { id: 'u1', name: 'Asha', email: 'asha@example.com' },
  target_user: { id: 'u2', name: 'Rahim', email: 'rahim@example.com' },
  target_type: 'user',
  target_id: 'u2',
  ip: '192.0.2.1',
  data: null,
  created_at: '2026-11-24T11:00:00Z',
};

function fakeApi() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = String(url).replace(/^.*\/api\/v1/, '');
      asked.push(path);
      if (path.startsWith('/admin/logs/app?')) return json(200, { data: [appEntry], meta: listMeta(1) });
      if (path === '/admin/logs/audit/actions') return json(200, { data: [{ value: 'user.banned', label: 'User banned' }] });
      if (path.startsWith('/admin/logs/audit?')) return json(200, { data: [auditEntry], meta: listMeta(1) });
      return json(404, {});
    }),
  );
  return asked;
}

function renderLogs(url: string) {
  const router = createMemoryRouter([{ path: '/admin/logs', element: <Logs /> }], { initialEntries: [url] });
  renderRouter(router);
  return router;
}

describe('/admin/logs', () => {
  it('lists the application log and applies its filters through the address', async () => {
    const asked = fakeApi();
    const router = renderLogs('/admin/logs');
    expect(await screen.findByText('Slow request')).toBeTruthy();
    expect(screen.getByText('req-1')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: i18n.t('logs.filters.message') }), { target: { value: '  slow ' } });
    fireEvent.click(screen.getByRole('button', { name: i18n.t('logs.filters.apply') }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=app&msg=slow'));
    await waitFor(() => expect(asked).toContain('/admin/logs/app?per_page=25&msg=slow&page=1'));
  });

  it('lists the audit log: who did what to whom, from where', async () => {
    const asked = fakeApi();
    const router = renderLogs('/admin/logs?tab=audit&actor=asha');
    expect(await screen.findByText('Asha banned Rahim')).toBeTruthy();
    expect(screen.getByText('rahim@example.com')).toBeTruthy();
    expect(screen.getByText('192.0.2.1')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: new RegExp(i18n.t('logs.filters.actor')) }) as HTMLInputElement).value).toBe('asha');
    expect(asked.some((path) => path.startsWith('/admin/logs/audit?') && path.includes('actor=asha'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: i18n.t('logs.filters.apply') }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=audit&actor=asha'));
  });
});
