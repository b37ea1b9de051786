import { TOKEN_STORAGE_KEY, type TCrmConnection, type TCrmContact, type TCrmContactSearch, type TCrmSyncStatus, type TCrmUserLink } from '@portal/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { json } from '@/test/media-fixtures';
import { renderRouter } from '@/test/render';
import { UserCrmPanel } from './user-crm-panel';
import { CONNECTED_CRM } from '@/test/crm-fixtures';

const connected = CONNECTED_CRM;
const rahima: TCrmContact = {
  id: '0035g00000AbCdEAAZ',
  name: 'Rahima Begum',
  email: 'rahima@example.com',
  phone: '+8801711000000',
  account: 'Dhaka Academy',
  url: 'https://agency.my.salesforce.com/lightning/r/Contact/0035g00000AbCdEAAZ/view',
};
const otherRahima: TCrmContact = { ...rahima, id: '0035g00000ZzZzZAAZ', name: 'Rahima B.', email: 'rahima@old.example', account: null, url: 'https://agency.my.salesforce.com/x' };
const unlinked: TCrmUserLink = { crm_id: null, crm_url: null, linked_by: null, linked_at: null };
const linkTo = (contact: TCrmContact): TCrmUserLink => ({
  crm_id: contact.id,
  crm_url: contact.url,
  linked_by: { id: 'u1', name: 'Olivia Admin' },
  linked_at: '2026-03-04T08:00:00Z',
});
const sync = (state: TCrmSyncStatus['state'], extra: Partial<TCrmSyncStatus> = {}): TCrmSyncStatus => ({
  state,
  last_synced_at: null,
  last_error: null,
  last_error_code: null,
  attempts: 0,
  next_attempt_at: null,
  ...extra,
});

let calls: Array<{ method: string; path: string; body: unknown }> = [];
let connection: TCrmConnection;
let link: TCrmUserLink;
let search: (q: string | null) => TCrmContactSearch;
let putAnswer: (crmId: string) => Response;
let createAnswer: () => Response;
/** Each GET of the sync status takes the next answer; the last one stays. */
let syncAnswers: TCrmSyncStatus[];

beforeEach(async () => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
  calls = [];
  connection = connected;
  link = unlinked;
  search = (q) => (q ? { contacts: [otherRahima], proposed: null } : { contacts: [rahima], proposed: rahima });
  putAnswer = (crmId) => {
    link = linkTo(crmId === rahima.id ? rahima : otherRahima);
    return json(200, link);
  };
  createAnswer = () => {
    link = linkTo({ ...rahima, id: '0035g00000NeWwWAAZ', url: 'https://agency.my.salesforce.com/new' });
    return json(201, link);
  };
  syncAnswers = [sync('idle')];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const address = new URL(String(url), 'http://localhost');
      const path = address.pathname.replace(/^.*\/api\/v1/, '') + address.search;
      const method = init.method ?? 'GET';
      calls.push({ method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      if (path === '/admin/crm/connection' && method === 'GET') return json(200, connection);
      if (path === '/admin/users/c1/crm-link' && method === 'GET') return json(200, link);
      if (path === '/admin/users/c1/crm-link' && method === 'PUT') return putAnswer((JSON.parse(String(init.body)) as { crm_id: string }).crm_id);
      if (path === '/admin/users/c1/crm-link' && method === 'DELETE') {
        link = unlinked;
        return new Response(null, { status: 204 });
      }
      if (address.pathname.endsWith('/admin/users/c1/crm-contacts') && method === 'GET') return json(200, search(address.searchParams.get('q')));
      if (path === '/admin/users/c1/crm-contacts' && method === 'POST') return createAnswer();
      if (path === '/admin/users/c1/crm-sync' && method === 'POST') {
        syncAnswers = [sync('running'), sync('done', { last_synced_at: '2026-03-04T08:05:00Z' })];
        return json(202, sync('queued'));
      }
      if (path === '/admin/users/c1/crm-sync' && method === 'GET') return json(200, syncAnswers.length > 1 ? syncAnswers.shift() : syncAnswers[0]);
      return json(404, {});
    }),
  );
});

function renderPanel() {
  renderRouter(
    createMemoryRouter(
      [
        { path: '/admin/user/connection', element: <p>The connection screen</p> },
        { path: '/admin/user/:id', element: <UserCrmPanel userId="c1" /> },
      ],
      { initialEntries: ['/admin/user/c1'] },
    ),
  );
}
const panel = async () => within(await screen.findByRole('region', { name: 'CRM' }));
const requests = (method: string, start: string) => calls.filter((c) => c.method === method && c.path.startsWith(start));

describe('the CRM card of a user', () => {
  it('shows the linked Contact, opens it in Salesforce, and follows Sync now until it is done', async () => {
    link = linkTo(rahima);
    renderPanel();
    const card = await panel();
    const open = await card.findByRole('link', { name: 'Open in Salesforce (opens in a new tab)' });
    expect(open.getAttribute('href')).toBe(rahima.url);
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('rel')).toContain('noopener');
    expect(card.getByText(rahima.id)).toBeTruthy();
    expect(card.getByText('Olivia Admin')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Unlink' })).toBeTruthy();
    expect(card.queryByRole('region', { name: 'Find a Contact' })).toBeNull();

    const syncSection = within(card.getByRole('region', { name: 'Sync' }));
    expect((await syncSection.findByRole('status')).textContent).toBe('Never synced');
    fireEvent.click(syncSection.getByRole('button', { name: 'Sync now' }));
    expect(await syncSection.findByText('Waiting to sync')).toBeTruthy();
    // Read again every two seconds while queued or running, then no more.
    await waitFor(() => expect(syncSection.getByRole('status').textContent).toBe('Synced'), { timeout: 8000 });
    expect(requests('POST', '/admin/users/c1/crm-sync')).toHaveLength(1);
    const reads = requests('GET', '/admin/users/c1/crm-sync').length;
    expect(reads).toBeGreaterThanOrEqual(3);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(requests('GET', '/admin/users/c1/crm-sync')).toHaveLength(reads);
    expect(syncSection.queryByText('Never')).toBeNull();
  }, 20_000);

  it('shows a failed sync with Salesforce’s error and its code', async () => {
    link = linkTo(rahima);
    syncAnswers = [sync('failed', { last_error: 'INVALID_EMAIL_ADDRESS: Email: invalid email address', last_error_code: 'INVALID_EMAIL_ADDRESS', attempts: 5 })];
    renderPanel();
    const card = await panel();
    expect((await card.findByRole('status')).textContent).toBe('Failed');
    expect(card.getByText('Last error (INVALID_EMAIL_ADDRESS)')).toBeTruthy();
    expect(card.getByText('INVALID_EMAIL_ADDRESS: Email: invalid email address')).toBeTruthy();
  });

  it('explains the codes an admin can act on, in the admin\'s language, above Salesforce\'s own words', async () => {
    link = linkTo(rahima);
    const message = 'MULTIPLE_MATCHES: several Contacts hold this portal user id in Portal_User_Id__c';
    syncAnswers = [sync('failed', { last_error: message, last_error_code: 'MULTIPLE_MATCHES', attempts: 1 })];
    renderPanel();
    const card = await panel();
    expect(await card.findByText('Several Contacts in Salesforce hold this person\'s portal id. Link the right one above; the sync then writes to it.')).toBeTruthy();
    expect(card.getByText(message)).toBeTruthy();
    cleanup();
    await i18n.changeLanguage('bn');
    renderPanel();
    const bengali = within(await screen.findByRole('region', { name: 'সিআরএম' }));
    expect(await bengali.findByText('Salesforce-এ একাধিক কনট্যাক্টে এই ব্যক্তির পোর্টাল আইডি আছে। ওপরে সঠিকটি যুক্ত করুন; তারপর সিঙ্ক সেটিতেই লিখবে।')).toBeTruthy();
  });

  it('unlinks after a confirmation, and then offers the search', async () => {
    link = linkTo(rahima);
    renderPanel();
    const card = await panel();
    fireEvent.click(await card.findByRole('button', { name: 'Unlink' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Unlink this Contact?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Unlink' }));
    expect(await card.findByRole('region', { name: 'Find a Contact' })).toBeTruthy();
    expect(requests('DELETE', '/admin/users/c1/crm-link')).toHaveLength(1);
  });

  it('proposes the Contact with the user’s email and links it', async () => {
    renderPanel();
    const card = await panel();
    const proposed = within(await card.findByRole('region', { name: 'Proposed match' }));
    expect(proposed.getByText('Rahima Begum')).toBeTruthy();
    expect(proposed.getByText('rahima@example.com')).toBeTruthy();
    expect(proposed.getByText('Dhaka Academy')).toBeTruthy();
    expect(requests('GET', '/admin/users/c1/crm-contacts').map((c) => c.path)).toEqual(['/admin/users/c1/crm-contacts']);

    fireEvent.click(proposed.getByRole('button', { name: 'Link Rahima Begum' }));
    expect(await card.findByRole('link', { name: /^Open in Salesforce/ })).toBeTruthy();
    expect(requests('PUT', '/admin/users/c1/crm-link').map((c) => c.body)).toEqual([{ crm_id: rahima.id }]);
  });

  it('searches by what was typed and links a result', async () => {
    renderPanel();
    const card = await panel();
    expect(await card.findByRole('table', { name: 'Contacts matching this person\'s email or name' })).toBeTruthy();
    fireEvent.change(card.getByRole('searchbox', { name: 'Email or name' }), { target: { value: ' rahima@old.example ' } });
    fireEvent.click(card.getByRole('button', { name: 'Search' }));
    const table = within(await card.findByRole('table', { name: 'Contacts matching “rahima@old.example”' }));
    expect(requests('GET', '/admin/users/c1/crm-contacts?').map((c) => c.path)).toEqual(['/admin/users/c1/crm-contacts?q=rahima%40old.example']);
    // The proposed match of the user's own search stays on screen.
    expect(card.getByRole('region', { name: 'Proposed match' })).toBeTruthy();

    fireEvent.click(table.getByRole('button', { name: 'Link Rahima B.' }));
    expect(await card.findByRole('link', { name: /^Open in Salesforce/ })).toBeTruthy();
    expect(requests('PUT', '/admin/users/c1/crm-link').map((c) => c.body)).toEqual([{ crm_id: otherRahima.id }]);
  });

  it('checks the search’s length with the contract’s message', async () => {
    renderPanel();
    const card = await panel();
    fireEvent.change(await card.findByRole('searchbox', { name: 'Email or name' }), { target: { value: 'x'.repeat(101) } });
    fireEvent.click(card.getByRole('button', { name: 'Search' }));
    expect(await card.findByText('Search for at most 100 characters')).toBeTruthy();
    expect(requests('GET', '/admin/users/c1/crm-contacts?')).toEqual([]);
  });

  it('creates a Contact in Salesforce and shows it linked', async () => {
    search = () => ({ contacts: [], proposed: null });
    renderPanel();
    const card = await panel();
    expect(await card.findByText('No Contacts found.')).toBeTruthy();
    expect(card.queryByRole('region', { name: 'Proposed match' })).toBeNull();
    fireEvent.click(card.getByRole('button', { name: 'Create a Contact in Salesforce' }));
    expect(await card.findByText('0035g00000NeWwWAAZ')).toBeTruthy();
    expect(requests('POST', '/admin/users/c1/crm-contacts')).toEqual([{ method: 'POST', path: '/admin/users/c1/crm-contacts', body: undefined }]);
  });

  it('shows the server’s message when Salesforce has no such Contact, or one already exists', async () => {
    putAnswer = () =>
      json(422, { statusCode: 422, error: 'Unprocessable Entity', message: 'Salesforce has no Contact with this id that the connected user can see' });
    createAnswer = () =>
      json(409, { statusCode: 409, error: 'Conflict', message: 'Salesforce already holds a Contact for this user; search and link it instead' });
    renderPanel();
    const card = await panel();
    fireEvent.click(within(await card.findByRole('region', { name: 'Proposed match' })).getByRole('button', { name: 'Link Rahima Begum' }));
    expect((await card.findByRole('alert')).textContent).toBe('Salesforce has no Contact with this id that the connected user can see');
    fireEvent.click(card.getByRole('button', { name: 'Create a Contact in Salesforce' }));
    await waitFor(() => expect(card.getByRole('alert').textContent).toBe('Salesforce already holds a Contact for this user; search and link it instead'));
    expect(card.queryByRole('link', { name: /^Open in Salesforce/ })).toBeNull();
  });

  it('points to the connection screen when Salesforce no longer accepts the authorisation', async () => {
    connection = { ...connected, reconnect_needed: true };
    renderPanel();
    const card = await panel();
    expect(card.getByText(/no longer accepts the portal's authorisation/)).toBeTruthy();
    fireEvent.click(card.getByRole('link', { name: 'Go to the CRM connection' }));
    expect(await screen.findByText('The connection screen')).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/admin/users/'))).toBe(false);
  });

  it('says when the portal is not connected', async () => {
    connection = { ...connected, connected: false, instance_url: null, org_id: null, crm_user: null, connected_by: null, connected_at: null };
    renderPanel();
    const card = await panel();
    expect(card.getByText('The portal is not connected to Salesforce, so this person cannot be linked to a Contact or synced.')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Go to the CRM connection' }).getAttribute('href')).toBe('/admin/user/connection');
  });

  it('is absent when no CRM is configured', async () => {
    connection = { ...connected, configured: false, connected: false };
    renderPanel();
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['/admin/crm/connection']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'CRM' })).toBeNull();
  });

  it('speaks Bengali', async () => {
    await i18n.changeLanguage('bn');
    link = linkTo(rahima);
    renderPanel();
    const card = within(await screen.findByRole('region', { name: 'সিআরএম' }));
    expect(await card.findByRole('link', { name: 'Salesforce-এ খুলুন (নতুন ট্যাবে খোলে)' })).toBeTruthy();
    expect(card.getByRole('button', { name: 'এখনই সিঙ্ক করুন' })).toBeTruthy();
    expect((await card.findByRole('status')).textContent).toBe('কখনো সিঙ্ক হয়নি');
  });
});
