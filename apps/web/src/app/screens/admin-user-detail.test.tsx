import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { TOKEN_STORAGE_KEY, type TAdminUserDetail, type TCrmSyncStatus, type TCrmUserLink, type TMeResponse } from '@portal/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { queryClient } from '@/lib/query-client';
import { ME_QUERY_KEY } from '@/lib/session';
import { Component as UserDetail } from './admin-user-detail';
import { CONNECTED_CRM } from '@/test/crm-fixtures';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const candidate: TAdminUserDetail = {
  id: 'c1',
  name: 'Rahima Begum',
  email: 'rahima@example.com',
  phone: null,
  roles: ['candidate'],
  status: 'active',
  email_verified_at: '2026-11-01T10:00:00Z',
  phone_verified_at: null,
  banned_at: null,
  created_at: '2026-11-01T09:00:00Z',
  ban_reason: null,
  date_of_birth: null,
  gender: null,
  intro_bio: null,
  updated_at: '2026-11-01T10:00:00Z',
};
const profile = {
  roles: ['teaching_assistant'],
  settings: ['academy'],
  management: false,
  drives_for_work: false,
  lived_overseas: false,
  conditional_offer: false,
  updated_at: '2026-11-20T10:00:00Z',
};

const crmConnection = CONNECTED_CRM;
const crmLink: TCrmUserLink = {
  crm_id: '0035g00000AbCdEAAZ',
  crm_url: 'https://agency.my.salesforce.com/lightning/r/Contact/0035g00000AbCdEAAZ/view',
  linked_by: { id: 'u1', name: 'Olivia Admin' },
  linked_at: '2026-03-04T08:00:00Z',
};
const crmSync: TCrmSyncStatus = {
  state: 'done',
  last_synced_at: '2026-03-04T08:05:00Z',
  last_error: null,
  last_error_code: null,
  attempts: 0,
  next_attempt_at: null,
};

function signInAs(permissions: string[]) {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
  const session: TMeResponse = {
    user: { id: 'officer', name: 'Officer', email: 'officer@example.com', phone: null, email_verified_at: '2026-01-01T00:00:00Z', phone_verified_at: null, created_at: '2025-01-01T00:00:00Z' },
    roles: ['compliance-officer'],
    permissions,
    scope: 'full',
    mfa: { required: true, enrolled: true },
  };
  queryClient.setQueryData(ME_QUERY_KEY, session);
}

function fakeApi(shown: TAdminUserDetail = candidate) {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = String(url).replace(/^.*\/api\/v1/, '');
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method, path, body });
      if (path === '/admin/users/c1') return json(200, { user: shown });
      if (path === '/admin/users/c1/mfa') return json(200, { totp: false, passkeys: [], recovery_codes_left: 0 });
      if (path === '/admin/users/c1/compliance-profile' && method === 'GET') return json(200, profile);
      if (path === '/admin/users/c1/compliance-profile' && method === 'PUT') return json(200, { ...profile, ...body, updated_at: '2026-11-24T04:00:00Z' });
      if (path === '/admin/crm/connection') return json(200, crmConnection);
      if (path === '/admin/users/c1/crm-link') return json(200, crmLink);
      if (path === '/admin/users/c1/crm-sync') return json(200, crmSync);
      return json(404, {});
    }),
  );
  return sent;
}

function renderScreen() {
  const router = createMemoryRouter([{ path: '/admin/user/:id', element: <UserDetail /> }], { initialEntries: ['/admin/user/c1'] });
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <Notifications />
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const workProfileCard = async () => (await screen.findByRole('heading', { level: 2, name: 'Work profile' })).closest('.mantine-Paper-root') as HTMLElement;

describe('/admin/user/{id}: work profile', () => {

  it('lets a compliance officer see the candidate\'s answers and record a conditional offer', async () => {
    signInAs(['dashboard.view', 'users.view', 'documents.review']);
    const sent = fakeApi();
    renderScreen();
    const card = await workProfileCard();
    // The candidate's own questions, as they answered them...
    expect(((await within(card).findByLabelText('Teaching assistant')) as HTMLInputElement).checked).toBe(true);
    expect((within(card).getByLabelText('Academy') as HTMLInputElement).checked).toBe(true);
    // ...and the fact only staff record.
    const offer = within(within(card).getByRole('group', { name: 'For staff' })).getByRole('switch', { name: /^Conditional offer made/ }) as HTMLInputElement;
    expect(offer.checked).toBe(false);
    fireEvent.click(offer);
    fireEvent.click(within(card).getByRole('button', { name: 'Save work profile' }));

    expect(await screen.findByText("Work profile saved. The candidate's checklist now follows it.")).toBeTruthy();
    const put = sent.find((request) => request.method === 'PUT');
    expect(put?.path).toBe('/admin/users/c1/compliance-profile');
    expect(put?.body).toEqual({
      roles: ['teaching_assistant'],
      settings: ['academy'],
      management: false,
      drives_for_work: false,
      lived_overseas: false,
      conditional_offer: true,
    });
    await waitFor(() => expect((within(card).getByRole('switch', { name: /^Conditional offer made/ }) as HTMLInputElement).checked).toBe(true));
  });

  it('is not shown to those who may not review compliance', async () => {
    signInAs(['dashboard.view', 'users.view', 'users.update']);
    const sent = fakeApi();
    renderScreen();
    await screen.findByRole('heading', { level: 1, name: 'Rahima Begum' });
    expect(screen.queryByRole('heading', { name: 'Work profile' })).toBeNull();
    expect(sent.map((request) => request.path)).not.toContain('/admin/users/c1/compliance-profile');
  });
});

describe('/admin/user/{id}: CRM', () => {

  it('shows the linked Salesforce Contact and its sync to holders of crm.connect', async () => {
    signInAs(['dashboard.view', 'users.view', 'crm.connect']);
    fakeApi();
    renderScreen();
    const card = within(await screen.findByRole('region', { name: 'CRM' }));
    expect(await card.findByRole('link', { name: 'Open in Salesforce (opens in a new tab)' })).toBeTruthy();
    expect(card.getByRole('button', { name: 'Unlink' })).toBeTruthy();
    expect((await card.findByRole('status')).textContent).toBe('Synced');
    expect(card.getByRole('button', { name: 'Sync now' })).toBeTruthy();
  });

  it('is not shown, nor the CRM asked, without crm.connect', async () => {
    signInAs(['dashboard.view', 'users.view', 'users.update', 'documents.review']);
    const sent = fakeApi();
    renderScreen();
    await screen.findByRole('heading', { level: 1, name: 'Rahima Begum' });
    await screen.findByRole('heading', { level: 2, name: 'Work profile' });
    expect(screen.queryByRole('region', { name: 'CRM' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'CRM' })).toBeNull();
    expect(sent.filter((request) => request.path.includes('crm'))).toEqual([]);
  });
});

describe('/admin/user/{id}: the way to the candidate\'s compliance', () => {

  it('links a compliance officer to the summary of a candidate, and offers the pack', async () => {
    signInAs(['dashboard.view', 'users.view', 'documents.review']);
    fakeApi();
    renderScreen();
    const link = await screen.findByRole('link', { name: 'Compliance' });
    expect(link.getAttribute('href')).toBe('/admin/documents/candidate/c1');
    const pack = within(screen.getByRole('region', { name: 'Pack for an auditor' }));
    expect(pack.getByRole('button', { name: 'Download ZIP' })).toBeTruthy();
    expect(pack.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
  });

  it('is not offered to those who may not review compliance', async () => {
    signInAs(['dashboard.view', 'users.view', 'users.update']);
    fakeApi();
    renderScreen();
    await screen.findByRole('heading', { level: 1, name: 'Rahima Begum' });
    expect(screen.queryByRole('link', { name: 'Compliance' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Pack for an auditor' })).toBeNull();
  });

  it('is not offered for a user who is not a candidate', async () => {
    signInAs(['dashboard.view', 'users.view', 'documents.review']);
    fakeApi({ ...candidate, roles: ['compliance-officer'] });
    renderScreen();
    await screen.findByRole('heading', { level: 1, name: 'Rahima Begum' });
    expect(screen.queryByRole('link', { name: 'Compliance' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Pack for an auditor' })).toBeNull();
  });

  it('speaks Bengali', async () => {
    await i18n.changeLanguage('bn');
    signInAs(['dashboard.view', 'users.view', 'documents.review']);
    fakeApi();
    renderScreen();
    expect((await screen.findByRole('link', { name: 'কমপ্লায়েন্স' })).getAttribute('href')).toBe('/admin/documents/candidate/c1');
    expect(screen.getByRole('region', { name: 'নিরীক্ষকের জন্য প্যাক' })).toBeTruthy();
  });
});
