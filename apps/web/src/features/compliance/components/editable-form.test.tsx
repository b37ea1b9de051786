import { getFormDefinitionByKey, TOKEN_STORAGE_KEY, type TSubmission } from '@portal/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '@/test/media-fixtures';
import { renderWithProviders } from '@/test/render';
import { submissionOf } from '@/test/submission-fixtures';
import { readLocalDraft } from '../draft-store';
import { EditableForm } from './editable-form';

const KEY = 'tempest-forms/candidate-declaration';
const definition = getFormDefinitionByKey(KEY)!;
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const submission = (status: TSubmission['status'], answers: TSubmission['answers']) => submissionOf(KEY, status, answers);

function fakeApi() {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = String(url).replace(/^.*\/api\/v1/, '');
      const method = init?.method ?? 'GET';
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method, path, body });
      if (path === `/forms/${KEY}/draft` && method === 'PUT') return json(200, { submission: submission('draft', {}) });
      if (path === `/forms/${KEY}/submit` && method === 'POST') return json(201, { submission: submission('submitted', {}) });
      return json(404, {});
    }),
  );
  return sent;
}

const renderForm = (server: TSubmission | null = null) =>
  renderWithProviders(<EditableForm definition={definition} submission={server} userId="u1" />);
const nameField = () => screen.getByRole<HTMLInputElement>('textbox', { name: /Your full name/ });

describe('EditableForm: the signature survives a reload', () => {
  beforeEach(() => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
    // jsdom draws nothing: the pad's image is what a browser's canvas would give.
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PNG);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('keeps the typed name and the signature on the device, shows them again after a reload, and submits them', async () => {
    const sent = fakeApi();
    const first = renderForm();
    fireEvent.click(screen.getByRole('checkbox', { name: /All the information I have given/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /I will tell the agency immediately/ }));
    fireEvent.change(nameField(), { target: { value: 'Ada Lovelace' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use my typed name as my signature' }));
    screen.getByRole('img', { name: 'Signature pad with your signature' });
    expect(readLocalDraft('u1', KEY)?.signature).toEqual({ full_name: 'Ada Lovelace', image: PNG });

    // The tab is killed: the form goes, what is stored on the device stays.
    first.unmount();
    await waitFor(() => expect(readLocalDraft('u1', KEY)?.synced).toBe(true));
    const draftPuts = sent.filter((request) => request.method === 'PUT');
    expect(draftPuts.length).toBeGreaterThan(0);
    for (const put of draftPuts) expect(put.body).toEqual({ answers: expect.any(Object) as unknown });

    renderForm();
    expect(nameField().value).toBe('Ada Lovelace');
    screen.getByRole('img', { name: 'Signature pad with your signature' });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Clear signature' }).disabled).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'POST')).toBe(true));
    const post = sent.find((request) => request.method === 'POST');
    expect(post?.body).toMatchObject({
      answers: { information_true: true, will_report_changes: true },
      signature: { full_name: 'Ada Lovelace', image: PNG },
    });
    await waitFor(() => expect(readLocalDraft('u1', KEY)).toBeNull());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(readLocalDraft('u1', KEY)).toBeNull();
  });

  it("restores the device's signature with the server's draft when that draft is this device's last save", () => {
    fakeApi();
    const answers = { information_true: true, will_report_changes: true };
    localStorage.setItem(
      `compliance-draft:u1:${KEY}`,
      JSON.stringify({ answers, changed_at: 1, synced: true, signature: { full_name: 'Ada Lovelace', image: PNG } }),
    );
    renderForm(submission('draft', answers));
    expect(nameField().value).toBe('Ada Lovelace');
    screen.getByRole('img', { name: 'Signature pad with your signature' });
  });

  it('opens unsigned when the stored image is not a PNG data URL', () => {
    fakeApi();
    localStorage.setItem(
      `compliance-draft:u1:${KEY}`,
      JSON.stringify({ answers: {}, changed_at: 1, synced: false, signature: { full_name: 'Ada', image: 'javascript:alert(1)' } }),
    );
    renderForm();
    expect(nameField().value).toBe('Ada');
    screen.getByRole('img', { name: /Signature pad, empty/ });
  });
});

describe('EditableForm: the problem summary', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PNG);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('counts down as answers are fixed and goes when none is left', async () => {
    fakeApi();
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('alert', { name: 'Some answers need your attention' });
    const before = Number(/\d+/.exec(summary.textContent ?? '')?.[0]);
    expect(before).toBeGreaterThan(1);

    fireEvent.click(screen.getByRole('checkbox', { name: /All the information I have given/ }));
    await waitFor(() => expect(summary.textContent).toContain(`${before - 1} answer`));

    fireEvent.click(screen.getByRole('checkbox', { name: /I will tell the agency immediately/ }));
    fireEvent.change(nameField(), { target: { value: 'Ada Lovelace' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use my typed name as my signature' }));
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'Some answers need your attention' })).toBeNull());
  });
});
