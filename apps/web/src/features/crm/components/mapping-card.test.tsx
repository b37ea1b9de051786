import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { CRM_DEFAULT_MAPPING, TOKEN_STORAGE_KEY, type TCrmConnection, type TCrmMapping, type TCrmMappingResponse, type TCrmPreflight } from '@portal/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { queryClient } from '@/lib/query-client';
import { CONNECTED_CRM } from '@/test/crm-fixtures';
import { json } from '@/test/media-fixtures';
import { Component as Connection } from '../routes/connection';

const NOT_CONNECTED: TCrmConnection = {
  ...CONNECTED_CRM,
  connected: false,
  instance_url: null,
  org_id: null,
  crm_user: null,
  connected_by: null,
  connected_at: null,
};
const DEFAULTS: TCrmMappingResponse = { mapping: CRM_DEFAULT_MAPPING, is_default: true, updated_at: null };
const CHANGED: TCrmMapping = {
  ...CRM_DEFAULT_MAPPING,
  contact: { ...CRM_DEFAULT_MAPPING.contact, status: 'Compliance_Status__c' },
  item: { ...CRM_DEFAULT_MAPPING.item, object: 'Compliance_Record__c' },
  reference: { ...CRM_DEFAULT_MAPPING.reference, record_types: { ...CRM_DEFAULT_MAPPING.reference.record_types, academic: 'Education' } },
};
const PREFLIGHT: TCrmPreflight = {
  checked_at: '2026-03-05T09:15:00Z',
  ok: true,
  objects: [],
  record_types: [],
  files_writable: true,
};
const SAVED_AT = '2026-03-06T11:00:00Z';

let calls: Array<{ method: string; path: string; body: unknown }> = [];
let connection: TCrmConnection;
let mapping: TCrmMappingResponse;
let putAnswer: (body: TCrmMapping) => Response;

beforeEach(async () => {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
  calls = [];
  connection = CONNECTED_CRM;
  mapping = DEFAULTS;
  putAnswer = (body) => {
    mapping = { mapping: body, is_default: JSON.stringify(body) === JSON.stringify(CRM_DEFAULT_MAPPING), updated_at: SAVED_AT };
    return json(200, mapping);
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = String(url).replace(/^.*\/api\/v1/, '');
      const method = init.method ?? 'GET';
      const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path, body });
      if (path === '/admin/crm/connection' && method === 'GET') return json(200, connection);
      if (path === '/admin/crm/mapping' && method === 'GET') return json(200, mapping);
      if (path === '/admin/crm/mapping' && method === 'PUT') return putAnswer(body as TCrmMapping);
      if (path === '/admin/crm/preflight' && method === 'GET') return json(200, PREFLIGHT);
      return json(404, {});
    }),
  );
});

const puts = () => calls.filter((c) => c.path === '/admin/crm/mapping' && c.method === 'PUT');

function renderScreen() {
  const router = createMemoryRouter([{ path: '/admin/user/connection', element: <Connection /> }], { initialEntries: ['/admin/user/connection'] });
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <Notifications />
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

/** The card, once the mapping is in the form. */
async function renderCard(name = 'Where the portal writes in Salesforce') {
  renderScreen();
  const card = within(await screen.findByRole('region', { name }));
  await card.findAllByRole('group');
  return card;
}

/** An input of one fieldset, by its label. */
const input = (card: ReturnType<typeof within>, group: string, label: string) =>
  within(card.getByRole('group', { name: group })).getByRole('textbox', { name: label }) as HTMLInputElement;

/** What an input's aria-describedby points at: its description and its error. */
function description(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('where the portal writes in Salesforce, on the CRM connection screen', () => {
  it('loads the mapping in force and shows the defaults, each input labelled in words within its fieldset', async () => {
    const card = await renderCard();
    expect(card.getByText('Using the defaults')).toBeTruthy();
    expect(card.getByText(/These are Salesforce API names; the defaults are documented in the README\./)).toBeTruthy();
    expect(card.getByText(/press Check now in the card above/)).toBeTruthy();
    expect(card.getByRole('heading', { level: 2, name: 'Where the portal writes in Salesforce' })).toBeTruthy();

    expect(input(card, "Candidate's Contact", 'External ID field holding the portal user id').value).toBe('Portal_User_Id__c');
    expect(input(card, "Candidate's Contact", 'Compliance status field').value).toBe('Portal_Compliance_Status__c');
    expect(input(card, "Candidate's Contact", 'Progress field').value).toBe('Portal_Compliance_Progress__c');
    expect(input(card, 'Compliance items', 'Object').value).toBe('Portal_Compliance_Item__c');
    expect(input(card, 'Compliance items', 'Reviewed on field').value).toBe('Reviewed_At__c');
    expect(input(card, 'References', 'Object').value).toBe('Reference__c');
    expect(input(card, 'References', "Referee's email field").value).toBe('Referee_Email__c');
    const recordTypes = 'Record type of each type of reference';
    expect(input(card, recordTypes, 'Academic').value).toBe('Academic');
    expect(input(card, recordTypes, 'Character').value).toBe('Character');
    expect(input(card, recordTypes, 'Professional').value).toBe('Professional');
    expect(description(input(card, 'Compliance items', 'Object'))).toContain('API name of the custom object (it ends in __c).');
    expect(description(input(card, recordTypes, 'Academic'))).toContain('DeveloperName of the record type');
    // Contact is Salesforce's own object: only its fields are asked for.
    expect(within(card.getByRole('group', { name: "Candidate's Contact" })).queryByRole('textbox', { name: 'Object' })).toBeNull();
  });

  it('says when a saved mapping was changed', async () => {
    mapping = { mapping: CHANGED, is_default: false, updated_at: '2026-03-04T08:00:00Z' };
    const card = await renderCard();
    expect(card.getByText(/^Changed on .+/)).toBeTruthy();
    expect(card.queryByText('Using the defaults')).toBeNull();
    expect(input(card, 'Compliance items', 'Object').value).toBe('Compliance_Record__c');
  });

  it('saves the whole mapping with the change, and clears a check made before it', async () => {
    const card = await renderCard();
    // A check of the old mapping…
    const preflightCard = within(screen.getByRole('region', { name: 'What this connection can write' }));
    fireEvent.click(preflightCard.getByRole('button', { name: 'Check now' }));
    expect(await preflightCard.findByText('Everything the portal writes is in place')).toBeTruthy();

    fireEvent.change(input(card, 'Compliance items', 'Object'), { target: { value: 'Compliance_Record__c' } });
    fireEvent.click(card.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved. The next syncs write to these objects and fields.')).toBeTruthy();
    expect(puts()).toEqual([
      {
        method: 'PUT',
        path: '/admin/crm/mapping',
        body: { ...CRM_DEFAULT_MAPPING, item: { ...CRM_DEFAULT_MAPPING.item, object: 'Compliance_Record__c' } },
      },
    ]);
    expect(await card.findByText(/^Changed on .+/)).toBeTruthy();
    // …is no longer shown: it was about other objects and fields.
    expect(preflightCard.queryByText('Everything the portal writes is in place')).toBeNull();
    expect(input(card, 'Compliance items', 'Object').value).toBe('Compliance_Record__c');
  });

  it('shows the server’s messages on the inputs they are about', async () => {
    putAnswer = () =>
      json(422, {
        statusCode: 422,
        error: 'Unprocessable Entity',
        message: 'The request is not valid',
        errors: {
          'item.object': ['This must be a custom object or field: its API name ends in __c'],
          'reference.record_types.academic': ["A record type's DeveloperName starts with a letter and has only letters, digits and underscores"],
        },
      });
    const card = await renderCard();
    fireEvent.click(card.getByRole('button', { name: 'Save' }));

    const academic = input(card, 'Record type of each type of reference', 'Academic');
    await waitFor(() => expect(academic.getAttribute('aria-invalid')).toBe('true'));
    expect(description(academic)).toContain("A record type's DeveloperName starts with a letter and has only letters, digits and underscores");
    const itemObject = input(card, 'Compliance items', 'Object');
    expect(itemObject.getAttribute('aria-invalid')).toBe('true');
    expect(description(itemObject)).toContain('This must be a custom object or field: its API name ends in __c');
    // Only those two: the references' object is fine.
    expect(input(card, 'References', 'Object').getAttribute('aria-invalid')).not.toBe('true');
    // Every message found its input, so there is no alert for the form.
    expect(card.queryByRole('alert')).toBeNull();
  });

  it('checks the names before saving, with the contract’s messages', async () => {
    const card = await renderCard();
    fireEvent.change(input(card, 'References', 'Object'), { target: { value: 'Reference' } });
    fireEvent.change(input(card, "Candidate's Contact", 'Progress field'), { target: { value: '1 Progress' } });
    fireEvent.click(card.getByRole('button', { name: 'Save' }));

    const object = input(card, 'References', 'Object');
    await waitFor(() => expect(object.getAttribute('aria-invalid')).toBe('true'));
    expect(description(object)).toContain('This must be a custom object or field: its API name ends in __c');
    expect(description(input(card, "Candidate's Contact", 'Progress field'))).toContain(
      'An API name starts with a letter and has only letters, digits and underscores (at most 80)',
    );
    expect(puts()).toEqual([]);
  });

  it('refills the form with the defaults on Restore the defaults, and saves them only on Save', async () => {
    mapping = { mapping: CHANGED, is_default: false, updated_at: '2026-03-04T08:00:00Z' };
    const card = await renderCard();
    expect(input(card, "Candidate's Contact", 'Compliance status field').value).toBe('Compliance_Status__c');

    fireEvent.click(card.getByRole('button', { name: 'Restore the defaults' }));
    expect(input(card, "Candidate's Contact", 'Compliance status field').value).toBe('Portal_Compliance_Status__c');
    expect(input(card, 'Compliance items', 'Object').value).toBe('Portal_Compliance_Item__c');
    expect(input(card, 'Record type of each type of reference', 'Academic').value).toBe('Academic');
    expect(card.getByRole('status').textContent).toBe('The defaults are filled in. Press Save to use them.');
    expect(puts()).toEqual([]);

    fireEvent.click(card.getByRole('button', { name: 'Save' }));
    expect(await card.findByText('Using the defaults')).toBeTruthy();
    expect(puts().map((c) => c.body)).toEqual([CRM_DEFAULT_MAPPING]);
    expect(card.getByRole('status').textContent).toBe('');
  });

  it('is there before connecting, and in Bengali', async () => {
    await i18n.changeLanguage('bn');
    connection = NOT_CONNECTED;
    const card = await renderCard('Salesforce-এ পোর্টাল কোথায় লেখে');
    expect(card.getByText(/Salesforce-এর সঙ্গে সংযুক্ত করে "এখনই যাচাই করুন" চাপুন/)).toBeTruthy();
    expect(input(card, 'প্রতিটি ধরনের রেফারেন্সের রেকর্ড টাইপ', 'শিক্ষাগত').value).toBe('Academic');

    fireEvent.change(input(card, 'কমপ্লায়েন্স আইটেম', 'অবজেক্ট'), { target: { value: 'Items' } });
    fireEvent.click(card.getByRole('button', { name: 'সংরক্ষণ করুন' }));
    const object = input(card, 'কমপ্লায়েন্স আইটেম', 'অবজেক্ট');
    await waitFor(() => expect(description(object)).toContain('এটি একটি কাস্টম অবজেক্ট বা ফিল্ড হতে হবে'));
    expect(puts()).toEqual([]);
  });

  it('is not shown when no CRM is configured', async () => {
    connection = { ...NOT_CONNECTED, configured: false };
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'No CRM is set up on this server' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Where the portal writes in Salesforce' })).toBeNull();
    expect(calls.filter((c) => c.path === '/admin/crm/mapping')).toEqual([]);
  });
});
