import { CRM_DEFAULT_MAPPING, TOKEN_STORAGE_KEY, type TCrmConnection } from '@portal/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { createBrowserRouter, createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { json } from '@/test/media-fixtures';
import { renderRouter, renderWithProviders } from '@/test/render';
import { Component as Connection } from './connection';
import { CONNECTED_CRM } from '@/test/crm-fixtures';

const notConnected: TCrmConnection = {
  configured: true,
  connected: false,
  instance_url: null,
  org_id: null,
  crm_user: null,
  connected_by: null,
  connected_at: null,
  last_error: null,
  reconnect_needed: false,
  api_usage: null,
};
const connected: TCrmConnection = { ...CONNECTED_CRM, api_usage: { used: 1234, limit: 15000, at: '2026-03-03T10:00:00Z' } };

let calls: Array<{ method: string; path: string; body: unknown }> = [];
let current: TCrmConnection;
let callbackAnswer: () => Response;

beforeEach(async () => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
  calls = [];
  current = notConnected;
  callbackAnswer = () => {
    current = connected;
    return json(200, connected);
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = String(url).replace(/^.*\/api\/v1/, '');
      const method = init.method ?? 'GET';
      calls.push({ method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      if (path === '/admin/crm/connection' && method === 'GET') return json(200, current);
      // The mapping card below reads where the portal writes.
      if (path === '/admin/crm/mapping' && method === 'GET') return json(200, { mapping: CRM_DEFAULT_MAPPING, is_default: true, updated_at: null });
      if (path === '/admin/crm/connection/callback' && method === 'POST') return callbackAnswer();
      // Answered with a failure: a success would send jsdom to Salesforce's sign-in page.
      if (path === '/admin/crm/connection/start' && method === 'POST') {
        return json(502, { statusCode: 502, error: 'Bad Gateway', message: 'Salesforce could not be reached.' });
      }
      if (path === '/admin/crm/connection' && method === 'DELETE') {
        current = notConnected;
        return new Response(null, { status: 204 });
      }
      return json(404, {});
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function renderAt(url: string) {
  renderRouter(createMemoryRouter([{ path: '/admin/user/connection', element: <Connection /> }], { initialEntries: [url] }));
}

describe('the CRM connection screen', () => {
  it('shows the connection the portal holds, and disconnects after a confirmation', async () => {
    current = connected;
    renderAt('/admin/user/connection');
    const section = within(await screen.findByRole('region', { name: 'Connected to Salesforce' }));
    expect(section.getByRole('rowheader', { name: 'Organisation id' }).nextElementSibling?.textContent).toBe('00D5g000001AbCdEAF');
    expect(section.getByText('Agency Integration (integration@agency.example)')).toBeTruthy();
    expect(section.getByText('Olivia Admin')).toBeTruthy();
    expect(section.getByText('https://agency.my.salesforce.com')).toBeTruthy();
    expect(section.getByRole('rowheader', { name: 'API use in the last 24 hours' }).nextElementSibling?.textContent).toMatch(/^1,234 of 15,000 calls \(as of /);
    expect(section.queryByRole('alert')).toBeNull();

    fireEvent.click(section.getByRole('button', { name: 'Disconnect' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Disconnect from Salesforce?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByRole('button', { name: 'Connect to Salesforce' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('says plainly when Salesforce no longer accepts the authorisation, with Connect at hand', async () => {
    current = { ...connected, reconnect_needed: true, api_usage: null };
    renderAt('/admin/user/connection');
    const section = within(await screen.findByRole('region', { name: 'Connected to Salesforce' }));
    const alert = within(section.getByRole('alert'));
    expect(alert.getByRole('heading', { level: 3, name: "Salesforce no longer accepts the portal's authorisation" })).toBeTruthy();
    expect(section.queryByRole('rowheader', { name: 'API use in the last 24 hours' })).toBeNull();
    fireEvent.click(alert.getByRole('button', { name: 'Connect to Salesforce again' }));
    expect(await screen.findByText('Salesforce could not be reached.')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/admin/crm/connection/start')).toEqual([{ method: 'POST', path: '/admin/crm/connection/start', body: undefined }]);
  });

  it('says which settings turn the CRM on when none is configured', async () => {
    current = { ...notConnected, configured: false };
    renderAt('/admin/user/connection');
    expect(await screen.findByRole('heading', { name: 'No CRM is set up on this server' })).toBeTruthy();
    expect(screen.getByText(/CRM_TOKEN_KEY: 32 random bytes in base64/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect to Salesforce' })).toBeNull();
  });

  it('as the callback, posts the code and state once, takes them out of the address bar, and shows the result', async () => {
    window.history.pushState(null, '', '/admin/user/connection?ebdlang=en&code=aPrx.abc%3D%3D&state=s7Xy_-9');
    const router = createBrowserRouter([{ path: '/admin/user/connection', element: <Connection /> }]);
    renderWithProviders(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
    expect(await screen.findByText('Connected to Salesforce as Agency Integration.')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/admin/crm/connection/callback')).toEqual([
      { method: 'POST', path: '/admin/crm/connection/callback', body: { code: 'aPrx.abc==', state: 's7Xy_-9' } },
    ]);
    expect(window.location.pathname).toBe('/admin/user/connection');
    expect(window.location.search).toBe('?ebdlang=en');
    expect(await screen.findByRole('region', { name: 'Connected to Salesforce' })).toBeTruthy();
    router.dispose();
  });

  it('shows the server’s translated refusal, and Salesforce’s own refusal without its free text', async () => {
    await i18n.changeLanguage('bn');
    callbackAnswer = () => json(400, { statusCode: 400, error: 'Bad Request', message: 'এই Salesforce সাইন-ইনটি সম্পূর্ণ করা যাচ্ছে না' });
    renderAt('/admin/user/connection?code=abc&state=def');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('এই Salesforce সাইন-ইনটি সম্পূর্ণ করা যাচ্ছে না'));
    expect(await screen.findByRole('button', { name: 'Salesforce-এর সঙ্গে সংযুক্ত করুন' })).toBeTruthy();
  });

  it('reports a sign-in refused at Salesforce without asking the server', async () => {
    renderAt('/admin/user/connection?error=access_denied&error_description=Call+0800+now&state=def');
    expect(await screen.findByText('Access was not allowed in Salesforce, so nothing was connected.')).toBeTruthy();
    expect(screen.queryByText(/0800/)).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
