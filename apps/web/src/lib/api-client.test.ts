import { TOKEN_STORAGE_KEY } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/i18n';
import { apiRequest } from './api-client';
import { setEnrolmentHandler, setReauthHandler } from './auth-interrupts';
import { ApiError } from './http-error';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const reauthRequired = () =>
  json(403, { statusCode: 403, error: 'Forbidden', message: 'Confirm it is you', code: 'reauth_required' });

const schema = { parse: (data: unknown) => data as { ok: boolean } };

async function caught(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('apiRequest and "Confirm it\'s you"', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let removeHandler: () => void = () => {};

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
  });
  afterEach(() => {
    removeHandler();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('asks once, then sends the same request again and answers with its result', async () => {
    const dialog = vi.fn(async () => true);
    removeHandler = setReauthHandler(dialog);
    fetchMock.mockResolvedValueOnce(reauthRequired()).mockResolvedValueOnce(json(200, { ok: true }));

    const answer = await apiRequest('/admin/roles/1', { method: 'PATCH', body: { name: 'x' }, schema });

    expect(answer).toEqual({ ok: true });
    expect(dialog).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [first, second] = fetchMock.mock.calls;
    expect(second?.[0]).toBe(first?.[0]);
    expect(second?.[1]?.method).toBe('PATCH');
    expect(second?.[1]?.body).toBe(JSON.stringify({ name: 'x' }));
  });

  it('rejects with the original error when the person cancels, without sending again', async () => {
    removeHandler = setReauthHandler(async () => false);
    fetchMock.mockResolvedValueOnce(reauthRequired());

    const error = await caught(apiRequest('/account/mfa/totp', { method: 'DELETE' }));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 403, code: 'reauth_required', message: 'Confirm it is you' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries only once: a second refusal is the answer', async () => {
    const dialog = vi.fn(async () => true);
    removeHandler = setReauthHandler(dialog);
    fetchMock.mockResolvedValueOnce(reauthRequired()).mockResolvedValueOnce(reauthRequired());

    const error = await caught(apiRequest('/admin/users/1/mfa', { method: 'DELETE' }));

    expect(error).toMatchObject({ statusCode: 403, code: 'reauth_required' });
    expect(dialog).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('leaves any other 403 alone', async () => {
    const dialog = vi.fn(async () => true);
    removeHandler = setReauthHandler(dialog);
    fetchMock.mockResolvedValueOnce(json(403, { statusCode: 403, error: 'Forbidden', message: 'You do not have permission to do this' }));

    const error = await caught(apiRequest('/admin/roles'));

    expect(error).toMatchObject({ statusCode: 403, message: 'You do not have permission to do this', code: undefined });
    expect(dialog).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not ask for calls that opt out (the re-authentication calls themselves)', async () => {
    const dialog = vi.fn(async () => true);
    removeHandler = setReauthHandler(dialog);
    fetchMock.mockResolvedValueOnce(reauthRequired());

    await expect(apiRequest('/account/reauth', { method: 'POST', body: {}, reauth: false })).rejects.toMatchObject({ code: 'reauth_required' });
    expect(dialog).not.toHaveBeenCalled();
  });

  it('shows one dialog for calls refused together, and sends each again', async () => {
    let confirm: (value: boolean) => void = () => {};
    const dialog = vi.fn(() => new Promise<boolean>((resolve) => (confirm = resolve)));
    removeHandler = setReauthHandler(dialog);
    fetchMock
      .mockResolvedValueOnce(reauthRequired())
      .mockResolvedValueOnce(reauthRequired())
      .mockResolvedValueOnce(json(200, { ok: true }))
      .mockResolvedValueOnce(json(200, { ok: true }));

    const both = Promise.all([apiRequest('/a', { method: 'POST', schema }), apiRequest('/b', { method: 'POST', schema })]);
    await vi.waitFor(() => expect(dialog).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    confirm(true);

    expect(await both).toEqual([{ ok: true }, { ok: true }]);
    expect(dialog).toHaveBeenCalledTimes(1);
  });

  it('without a dialog installed, the refusal stands', async () => {
    fetchMock.mockResolvedValueOnce(reauthRequired());
    await expect(apiRequest('/account/mfa/recovery-codes', { method: 'POST' })).rejects.toMatchObject({ code: 'reauth_required' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reports a session that must first set up a second factor, and still rejects', async () => {
    const enrolment = vi.fn();
    const remove = setEnrolmentHandler(enrolment);
    fetchMock.mockResolvedValueOnce(
      json(403, { statusCode: 403, error: 'Forbidden', message: 'Your role requires a second sign-in step.', code: 'mfa_enrolment_required' }),
    );

    await expect(apiRequest('/compliance/checklist')).rejects.toMatchObject({ code: 'mfa_enrolment_required' });
    expect(enrolment).toHaveBeenCalledTimes(1);
    remove();
  });
});

describe('apiRequest bodies', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sends a FormData as it is, leaving the multipart type and boundary to the browser', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    const body = new FormData();
    body.append('file', new Blob(['x'], { type: 'image/png' }), 'avatar.png');
    await apiRequest('/account/avatar', { method: 'POST', body, schema });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(body);
    const headers = new Headers(init?.headers);
    expect(headers.has('Content-Type')).toBe(false);
    expect(headers.get('Authorization')).toBe('Bearer token');
  });

  it('sends anything else as JSON', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await apiRequest('/account/profile', { method: 'PATCH', body: { name: 'Asha' }, schema });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"name":"Asha"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });
});
