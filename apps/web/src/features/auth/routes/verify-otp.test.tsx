import { TOKEN_STORAGE_KEY } from '@portal/contract';
import { fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { guard } from '@/app/guards/run-guards';
import { renderRouter } from '@/test/render';
import { Component as VerifyOtp } from './verify-otp';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const unverified = { id: 'u1', name: 'Asha', email: 'asha@example.com', phone: null, email_verified_at: null, phone_verified_at: null, created_at: '2025-01-01T00:00:00Z' };
const profile = (updated_at: string | null) => ({
  roles: updated_at ? ['teacher'] : [],
  settings: updated_at ? ['school'] : [],
  management: false,
  drives_for_work: false,
  lived_overseas: false,
  conditional_offer: false,
  updated_at,
});

/** Before the code is checked /me answers unverified, afterwards verified. */
function fakeApi({ permissions = [] as string[], profileSavedAt = null as string | null } = {}) {
  let verified = false;
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = String(url).replace(/^.*\/api\/v1/, '');
      sent.push(path);
      if (path === '/otp/verify') {
        verified = true;
        return json(200, { message: 'Verified' });
      }
      if (path === '/me') {
        const user = verified ? { ...unverified, email_verified_at: '2026-11-24T03:00:00Z' } : unverified;
        return json(200, { user, roles: [], permissions, scope: 'full', mfa: { required: false, enrolled: true } });
      }
      if (path === '/compliance/profile') return json(200, profile(profileSavedAt));
      return json(404, {});
    }),
  );
  return sent;
}

function renderFlow() {
  const router = createMemoryRouter(
    [
      { path: '/verify-otp/:channel', element: <VerifyOtp /> },
      // As in app/router.tsx: home (and /compliance) run the 'profile' step.
      { path: '/', loader: guard(['i18n', 'profile']), element: <p>Home</p> },
      { path: '/compliance/profile', element: <p>Which kinds of work?</p> },
    ],
    { initialEntries: ['/verify-otp/email'] },
  );
  renderRouter(router);
  return router;
}

async function enterCode() {
  fireEvent.change(await screen.findByLabelText(/^Verification code|^Code/), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('after verification', () => {
  beforeEach(async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
  });

  it('sends a candidate who has not said what work they want to the profile screen first', async () => {
    fakeApi();
    const router = renderFlow();
    await enterCode();
    expect(await screen.findByText('Which kinds of work?')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/compliance/profile');
  });

  it('takes a candidate who has answered home', async () => {
    fakeApi({ profileSavedAt: '2026-11-20T10:00:00Z' });
    const router = renderFlow();
    await enterCode();
    expect(await screen.findByText('Home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('never sends staff there, nor asks for their profile', async () => {
    const sent = fakeApi({ permissions: ['documents.review'] });
    renderFlow();
    await enterCode();
    expect(await screen.findByText('Home')).toBeTruthy();
    expect(sent).not.toContain('/compliance/profile');
  });
});
