import { fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderRouter } from '@/test/render';
import { Component as Login } from './login';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const user = { id: 'u1', name: 'Asha', email: 'asha@example.com', phone: null, email_verified_at: null, phone_verified_at: null, created_at: '2025-01-01T00:00:00Z' };
const auth = (scope: 'full' | 'mfa_enrolment') => ({ access_token: 't-1', token_type: 'Bearer', expires_in: 3600, scope, user });

/** POST /login answers with a challenge; POST /login/mfa with whatever the test says next. */
function fakeApi(mfaAnswers: Response[], loginAnswer: unknown = { mfa_required: true, challenge: 'c-1', expires_in: 300, methods: ['totp', 'recovery_code'], passkey_options: null }) {
  const sent: Array<{ path: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = String(url).replace(/^.*\/api\/v1/, '');
      sent.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (path === '/login') return json(200, loginAnswer);
      if (path === '/login/mfa') return mfaAnswers.shift() ?? json(500, {});
      if (path === '/me') return json(200, { user, roles: [], permissions: [], scope: 'full', mfa: { required: false, enrolled: true } });
      return json(404, {});
    }),
  );
  return sent;
}

function renderLogin(url = '/login?redirect=%2Fcompliance-docs%2Fproof-of-id') {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <Login /> },
      { path: '*', element: <p>Arrived</p> },
    ],
    { initialEntries: [url] },
  );
  renderRouter(router);
  return router;
}

function signIn() {
  fireEvent.change(screen.getByLabelText(/^Email or mobile number/), { target: { value: 'asha@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'correct-horse-1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('/login with a second step', () => {

  it('asks for the authenticator code after the password, then goes where the person was going', async () => {
    const sent = fakeApi([json(200, auth('full'))]);
    const router = renderLogin();
    signIn();

    expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
    const code = screen.getByLabelText(/^6-digit code/);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Arrived')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/compliance-docs/proof-of-id');
    expect(sent.find((s) => s.path === '/login/mfa')?.body).toEqual({ challenge: 'c-1', method: 'totp', code: '123456' });
    expect(localStorage.getItem('access_token')).toContain('t-1');
  });

  it('shows a wrong code on the field and keeps the step', async () => {
    fakeApi([
      json(422, { statusCode: 422, error: 'Unprocessable Entity', message: 'The given data was invalid.', errors: { code: ['This code is not correct, or it has already been used'] } }),
    ]);
    renderLogin();
    signIn();
    fireEvent.change(await screen.findByLabelText(/^6-digit code/), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('This code is not correct, or it has already been used')).toBeTruthy();
    expect(screen.getByText('Second sign-in step')).toBeTruthy();
  });

  it('takes a recovery code instead', async () => {
    const sent = fakeApi([json(200, auth('full'))]);
    renderLogin();
    signIn();
    fireEvent.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    fireEvent.change(screen.getByLabelText(/^Recovery code/), { target: { value: 'abcde-12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Arrived')).toBeTruthy();
    expect(sent.find((s) => s.path === '/login/mfa')?.body).toEqual({ challenge: 'c-1', method: 'recovery_code', code: 'ABCDE-12345' });
  });

  it('goes back to the password with the reason when the challenge has expired, keeping what was typed', async () => {
    fakeApi([json(401, { statusCode: 401, error: 'Unauthorized', message: 'This sign-in has expired. Please sign in again.' })]);
    renderLogin();
    signIn();
    fireEvent.change(await screen.findByLabelText(/^6-digit code/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await screen.findByRole('alert')).textContent).toBe('This sign-in has expired. Please sign in again.');
    expect((screen.getByLabelText(/^Email or mobile number/) as HTMLInputElement).value).toBe('asha@example.com');
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('correct-horse-1');
  });

  it('sends a session that must set up a second step to the security screen, keeping the redirect', async () => {
    fakeApi([], auth('mfa_enrolment'));
    const router = renderLogin('/login?redirect=%2Fadmin');
    signIn();
    expect(await screen.findByText('Arrived')).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe('/user/security?redirect=%2Fadmin');
  });
});

describe('/login: where signing in leads without a ?redirect=', () => {
  const officer = { roles: ['compliance-officer'], permissions: ['dashboard.view', 'users.view', 'documents.review'] };
  const candidate = { roles: ['candidate'], permissions: [] };

  /** POST /login signs straight in (no second step); GET /me answers with these roles and permissions. */
  function fakeSignIn(me: { roles: string[]; permissions: string[] }, scope: 'full' | 'mfa_enrolment' = 'full') {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const path = String(url).replace(/^.*\/api\/v1/, '');
        if (path === '/login') return json(200, auth(scope));
        if (path === '/me') return json(200, { user, ...me, scope, mfa: { required: scope === 'mfa_enrolment', enrolled: false } });
        return json(404, {});
      }),
    );
  }


  it('takes staff to the dashboard', async () => {
    fakeSignIn(officer);
    const router = renderLogin('/login');
    signIn();
    expect(await screen.findByText('Arrived')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('takes a candidate home', async () => {
    fakeSignIn(candidate);
    const router = renderLogin('/login');
    signIn();
    await screen.findByText('Arrived');
    expect(router.state.location.pathname).toBe('/');
  });

  it('takes staff who are also candidates home', async () => {
    fakeSignIn({ roles: ['compliance-officer', 'candidate'], permissions: officer.permissions });
    const router = renderLogin('/login');
    signIn();
    await screen.findByText('Arrived');
    expect(router.state.location.pathname).toBe('/');
  });

  it('still follows an explicit redirect for staff', async () => {
    fakeSignIn(officer);
    const router = renderLogin('/login?redirect=%2Fuser%2Fprofile');
    signIn();
    await screen.findByText('Arrived');
    expect(router.state.location.pathname).toBe('/user/profile');
  });

  it('sends staff who must set up a second step to the security screen, then on to the dashboard', async () => {
    fakeSignIn(officer, 'mfa_enrolment');
    const router = renderLogin('/login');
    signIn();
    await screen.findByText('Arrived');
    expect(router.state.location.pathname + router.state.location.search).toBe('/user/security?redirect=%2Fadmin');
  });
});
