import { CRM_DEFAULT_MAPPING, TOKEN_STORAGE_KEY, type TCrmConnection, type TCrmPreflight } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { queryClient } from '@/lib/query-client';
import { CONNECTED_CRM } from '@/test/crm-fixtures';
import { json } from '@/test/media-fixtures';
import { renderRouter } from '@/test/render';
import { Component as Connection } from '../routes/connection';

type PreflightObject = TCrmPreflight['objects'][number];
const object = (role: PreflightObject['role'], name: string, externalId: string, extra: Partial<PreflightObject> = {}): PreflightObject => ({
  role,
  object: name,
  found: true,
  writable: true,
  missing_fields: [],
  read_only_fields: [],
  external_id: { field: externalId, ok: true },
  ...extra,
});
const recordType = (reference_type: string, developer_name: string, found = true, available = true) => ({ reference_type, developer_name, found, available });

const allOk: TCrmPreflight = {
  checked_at: '2026-03-05T09:15:00Z',
  ok: true,
  objects: [
    object('contact', 'Contact', 'Portal_Id__c'),
    object('item', 'Compliance_Item__c', 'Portal_Item_Id__c'),
    object('reference', 'Reference__c', 'Portal_Reference_Id__c'),
  ],
  record_types: [recordType('academic', 'Academic'), recordType('character', 'Character'), recordType('professional', 'Professional')],
  files_writable: true,
};
const withProblems: TCrmPreflight = {
  ...allOk,
  ok: false,
  objects: [
    object('contact', 'Contact', 'Portal_Id__c', { missing_fields: ['Progress__c'], external_id: { field: 'Portal_Id__c', ok: false } }),
    object('item', 'Compliance_Item__c', 'Portal_Item_Id__c', {
      found: false,
      writable: false,
      missing_fields: ['Portal_Item_Id__c', 'Status__c'],
      external_id: { field: 'Portal_Item_Id__c', ok: false },
    }),
    object('reference', 'Reference__c', 'Portal_Reference_Id__c', { writable: false, read_only_fields: ['Status__c', 'Completed_At__c'] }),
  ],
  record_types: [recordType('academic', 'Academic'), recordType('character', 'Character_Ref', true, false), recordType('professional', 'Professional', false, false)],
  files_writable: false,
};

let calls: Array<{ method: string; path: string }> = [];
let connection: TCrmConnection;
let preflight: () => Response;

beforeEach(async () => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
  calls = [];
  connection = CONNECTED_CRM;
  preflight = () => json(200, allOk);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = String(url).replace(/^.*\/api\/v1/, '');
      const method = init.method ?? 'GET';
      calls.push({ method, path });
      if (path === '/admin/crm/connection' && method === 'GET') return json(200, connection);
      // The mapping card below reads where the portal writes.
      if (path === '/admin/crm/mapping' && method === 'GET') return json(200, { mapping: CRM_DEFAULT_MAPPING, is_default: true, updated_at: null });
      if (path === '/admin/crm/preflight' && method === 'GET') return preflight();
      return json(404, {});
    }),
  );
});

const preflightCalls = () => calls.filter((c) => c.path === '/admin/crm/preflight');

async function renderCard() {
  renderRouter(createMemoryRouter([{ path: '/admin/user/connection', element: <Connection /> }], { initialEntries: ['/admin/user/connection'] }));
  return within(await screen.findByRole('region', { name: 'What this connection can write' }));
}

/** The result cell of the row whose header is `name`. */
function resultOf(card: ReturnType<typeof within>, name: string) {
  const row = card.getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
}

describe('the pre-flight card on the CRM connection screen', () => {
  it('runs the check only when asked, and says when everything is in place', async () => {
    const card = await renderCard();
    expect(card.getByText(/reads Salesforce's description of the objects the portal writes to/)).toBeTruthy();
    expect(preflightCalls()).toEqual([]);

    fireEvent.click(card.getByRole('button', { name: 'Check now' }));
    const status = await card.findByRole('status');
    expect(status.textContent).toContain('Everything the portal writes is in place');
    expect(status.textContent).toMatch(/Checked on .+/);
    expect(preflightCalls()).toHaveLength(1);

    expect(card.getByRole('heading', { level: 3, name: 'Objects' })).toBeTruthy();
    expect(resultOf(card, "Candidate's Contact").getByText('Contact')).toBeTruthy();
    expect(resultOf(card, "Candidate's Contact").getByText('In place')).toBeTruthy();
    expect(resultOf(card, 'Compliance items').getByText('Compliance_Item__c')).toBeTruthy();
    expect(resultOf(card, 'References').getByText('In place')).toBeTruthy();
    for (const type of ['Academic', 'Character', 'Professional']) expect(resultOf(card, type).getByText('Available')).toBeTruthy();
    expect(card.getByText('Can attach files (ContentVersion)').nextElementSibling?.textContent).toBe('Yes');
    expect(card.queryByText('Needs attention')).toBeNull();
  });

  it('says each problem in words', async () => {
    preflight = () => json(200, withProblems);
    const card = await renderCard();
    fireEvent.click(card.getByRole('button', { name: 'Check now' }));
    expect((await card.findByRole('status')).textContent).toContain('Some of what the portal writes is missing');

    const contact = resultOf(card, "Candidate's Contact");
    expect(contact.getByText('Needs attention')).toBeTruthy();
    expect(contact.getByText('Fields it does not have, or the Salesforce user cannot see: Progress__c')).toBeTruthy();
    expect(contact.getByText('The upsert key field Portal_Id__c is not marked as an External ID.')).toBeTruthy();

    // An object the user cannot see says only that: its fields cannot be read.
    const items = resultOf(card, 'Compliance items');
    expect(items.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'The object is not in Salesforce, or the Salesforce user cannot see it.',
    ]);

    const references = resultOf(card, 'References');
    expect(references.getByText('The Salesforce user cannot create or update its records.')).toBeTruthy();
    expect(references.getByText('Fields the Salesforce user can read but not write: Status__c, Completed_At__c')).toBeTruthy();

    expect(resultOf(card, 'Academic').getByText('Available')).toBeTruthy();
    expect(resultOf(card, 'Character').getByText('Character_Ref')).toBeTruthy();
    expect(resultOf(card, 'Character').getByText("Found, but inactive or not assigned to the Salesforce user's profile")).toBeTruthy();
    expect(resultOf(card, 'Professional').getByText('Not found')).toBeTruthy();
    expect(card.getByText('Can attach files (ContentVersion)').nextElementSibling?.textContent).toBe('No: the Salesforce user cannot create files');
  });

  it('names the reference types in Bengali', async () => {
    await i18n.changeLanguage('bn');
    preflight = () => json(200, withProblems);
    renderRouter(createMemoryRouter([{ path: '/admin/user/connection', element: <Connection /> }], { initialEntries: ['/admin/user/connection'] }));
    const card = within(await screen.findByRole('region', { name: 'এই সংযোগ কী কী লিখতে পারে' }));
    fireEvent.click(card.getByRole('button', { name: 'এখনই যাচাই করুন' }));
    expect((await card.findByRole('status')).textContent).toContain('পোর্টাল যা লেখে তার কিছু অংশ নেই');
    expect(resultOf(card, 'শিক্ষাগত').getByText('ব্যবহারযোগ্য')).toBeTruthy();
    expect(resultOf(card, 'চারিত্রিক').getByText('Character_Ref')).toBeTruthy();
    expect(resultOf(card, 'পেশাগত').getByText('পাওয়া যায়নি')).toBeTruthy();
    expect(resultOf(card, 'প্রার্থীর কনট্যাক্ট').getByText('Contact')).toBeTruthy();
  });

  it('shows the server’s message when Salesforce refuses or cannot be reached, and hides the result before it', async () => {
    const card = await renderCard();
    fireEvent.click(card.getByRole('button', { name: 'Check now' }));
    expect(await card.findByText('Everything the portal writes is in place')).toBeTruthy();

    preflight = () => json(502, { statusCode: 502, error: 'Bad Gateway', message: 'Salesforce could not be reached, or its answer was not understood.' });
    fireEvent.click(card.getByRole('button', { name: 'Check now' }));
    expect((await card.findByRole('alert')).textContent).toBe('Salesforce could not be reached, or its answer was not understood.');
    expect(card.queryByText('Everything the portal writes is in place')).toBeNull();
    // Not retried: each check costs Salesforce API calls.
    expect(preflightCalls()).toHaveLength(2);
  });

  it('shows the server’s message when the portal is not connected, and reads the connection again', async () => {
    preflight = () => json(409, { statusCode: 409, error: 'Conflict', message: 'The portal is not connected to Salesforce.' });
    const card = await renderCard();
    const connectionReads = calls.filter((c) => c.path === '/admin/crm/connection').length;
    fireEvent.click(card.getByRole('button', { name: 'Check now' }));
    expect((await card.findByRole('alert')).textContent).toBe('The portal is not connected to Salesforce.');
    await waitFor(() => expect(calls.filter((c) => c.path === '/admin/crm/connection').length).toBeGreaterThan(connectionReads));
    expect(card.queryByRole('status')).toBeNull();
  });

  it('is not shown when the portal is not connected, or Salesforce no longer accepts the authorisation', async () => {
    connection = { ...CONNECTED_CRM, reconnect_needed: true };
    const view = renderRouter(
      createMemoryRouter([{ path: '/admin/user/connection', element: <Connection /> }], { initialEntries: ['/admin/user/connection'] }),
    );
    expect(await screen.findByRole('region', { name: 'Connected to Salesforce' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'What this connection can write' })).toBeNull();
    view.unmount();

    queryClient.clear();
    connection = { ...CONNECTED_CRM, connected: false, instance_url: null, org_id: null, crm_user: null, connected_by: null, connected_at: null };
    renderRouter(createMemoryRouter([{ path: '/admin/user/connection', element: <Connection /> }], { initialEntries: ['/admin/user/connection'] }));
    expect(await screen.findByRole('button', { name: 'Connect to Salesforce' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'What this connection can write' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Check now' })).toBeNull();
    expect(preflightCalls()).toEqual([]);
  });
});
