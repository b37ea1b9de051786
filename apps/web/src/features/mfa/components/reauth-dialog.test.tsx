import { MantineProvider } from '@mantine/core';
import { TOKEN_STORAGE_KEY } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { apiRequest } from '@/lib/api-client';
import { ReauthDialog } from './reauth-dialog';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Sent {
  path: string;
  method: string;
  body: unknown;
}

/** A fake API: removing the authenticator app needs a recent proof, which the right password gives. */
function fakeApi(methods: string[] = ['password']) {
  const sent: Sent[] = [];
  let proven = false;
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = String(url).replace(/^.*\/api\/v1/, '');
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ path, method: init?.method ?? 'GET', body });
    if (path === '/account/reauth/options') return json(200, { methods, passkey_options: null });
    if (path === '/account/reauth') {
      const proof = body as { method: string; password?: string; code?: string };
      if (proof.password === 'right-password' || proof.code === '123456') {
        proven = true;
        return new Response(null, { status: 204 });
      }
      const field = proof.method === 'password' ? 'password' : 'code';
      const message = proof.method === 'password' ? 'The password is not correct' : 'This code is not correct, or it has already been used';
      return json(422, { statusCode: 422, error: 'Unprocessable Entity', message: 'The given data was invalid.', errors: { [field]: [message] } });
    }
    if (!proven) return json(403, { statusCode: 403, error: 'Forbidden', message: 'Confirm it is you', code: 'reauth_required' });
    return json(200, { removed: true });
  });
  vi.stubGlobal('fetch', fetchMock);
  return sent;
}

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <ReauthDialog />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const removeApp = () => apiRequest('/account/mfa/totp', { method: 'DELETE', schema: { parse: (data) => data } });

describe('"Confirm it\'s you" dialog', () => {
  beforeEach(async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('opens on reauth_required, shows a wrong password on its field, then sends the change again once', async () => {
    const sent = fakeApi();
    renderDialog();
    const change = removeApp();

    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(dialog.textContent).toContain('You will not be asked again for the next 5 minutes.');
    const password = await screen.findByLabelText(/^Password/);
    fireEvent.change(password, { target: { value: 'wrong-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The password is not correct')).toBeTruthy();

    fireEvent.change(password, { target: { value: 'right-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    await expect(change).resolves.toEqual({ removed: true });
    const changes = sent.filter((s) => s.path === '/account/mfa/totp');
    expect(changes).toHaveLength(2);
    expect(changes.every((s) => s.method === 'DELETE')).toBe(true);
    expect(sent.filter((s) => s.path === '/account/reauth').map((s) => s.body)).toEqual([
      { method: 'password', password: 'wrong-password' },
      { method: 'password', password: 'right-password' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers the authenticator code when the account has one', async () => {
    const sent = fakeApi(['password', 'totp', 'recovery_code']);
    renderDialog();
    const change = removeApp();

    fireEvent.click(await screen.findByRole('button', { name: 'Use your authenticator app instead' }));
    fireEvent.change(screen.getByLabelText(/^6-digit code/), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    await expect(change).resolves.toEqual({ removed: true });
    expect(sent.find((s) => s.path === '/account/reauth')?.body).toEqual({ method: 'totp', code: '123456' });
  });

  it('rejects the change with the original refusal when cancelled', async () => {
    const sent = fakeApi();
    renderDialog();
    const change = removeApp();

    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    await expect(change).rejects.toMatchObject({ statusCode: 403, code: 'reauth_required' });
    expect(sent.filter((s) => s.path === '/account/mfa/totp')).toHaveLength(1);
  });

  it('speaks Bengali', async () => {
    await i18n.changeLanguage('bn');
    fakeApi();
    renderDialog();
    const change = removeApp();
    expect(await screen.findByRole('dialog', { name: 'আপনার পরিচয় নিশ্চিত করুন' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'বাতিল করুন' }));
    await expect(change).rejects.toBeTruthy();
  });
});
