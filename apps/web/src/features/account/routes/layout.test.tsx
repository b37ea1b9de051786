import type { TMeResponse } from '@portal/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import '@/i18n';
import { queryClient } from '@/lib/query-client';
import { ME_QUERY_KEY } from '@/lib/session';
import { renderRouter } from '@/test/render';
import { Component as AccountLayout } from './layout';

const session = (scope: TMeResponse['scope']): TMeResponse => ({
  user: { id: 'u1', name: 'Asha', email: 'asha@example.com', phone: null, email_verified_at: null, phone_verified_at: null, created_at: '2025-01-01T00:00:00Z' },
  roles: ['compliance-officer'],
  permissions: ['dashboard.view'],
  scope,
  mfa: { required: true, enrolled: scope === 'full' },
});

/** Stands in for a screen holding something shown once (the recovery codes). */
function Screen() {
  const [shown, setShown] = useState(false);
  return shown ? <p>Codes on screen</p> : <button onClick={() => setShown(true)}>Show codes</button>;
}

function renderLayout() {
  const router = createMemoryRouter([{ path: '/user', element: <AccountLayout />, children: [{ path: 'security', element: <Screen /> }] }], {
    initialEntries: ['/user/security'],
  });
  renderRouter(router);
}

describe('the account layout', () => {
  beforeEach(() => queryClient.clear());

  it('shows only the screen while a second step must be set up, then the menu, without restarting the screen', async () => {
    queryClient.setQueryData(ME_QUERY_KEY, session('mfa_enrolment'));
    renderLayout();
    expect(screen.queryByRole('navigation', { name: 'My account', hidden: true })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show codes' }));

    act(() => queryClient.setQueryData(ME_QUERY_KEY, session('full')));

    await waitFor(() => expect(screen.getAllByRole('navigation', { name: 'My account', hidden: true }).length).toBeGreaterThan(0));
    expect(screen.getByText('Codes on screen')).toBeTruthy();
  });
});
