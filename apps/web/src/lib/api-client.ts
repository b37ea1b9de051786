import { AUTH_ERROR_CODES, ZApiError } from '@portal/contract';
import i18n from '@/i18n';
import { confirmIdentity, enrolmentRequired } from './auth-interrupts';
import { API_BASE, apiHeaders, takeEarlyResponse } from './early-requests';
import { ApiError } from './http-error';
import { clearSession, getToken } from './session';

/** Anything with a zod-like parse; used to check the shape of an answer. */
interface Parser<T> {
  parse(data: unknown): T;
}

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData as multipart (the browser sets the boundary). */
  body?: unknown;
  schema?: Parser<T>;
  /**
   * false: a 403 reauth_required is thrown like any other error instead of asking the person to confirm
   * it is them (the re-authentication calls themselves use this).
   */
  reauth?: boolean;
  /**
   * A credential for this call instead of the stored session (the media manager opened from a legacy link
   * holds one limited to the media library); its 401 leaves the stored session alone.
   */
  token?: string;
}

const buildHeaders = (token: string | null, hasBody: boolean): Headers => apiHeaders(token, i18n.language, hasBody);

async function readError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const parsed = ZApiError.safeParse(body);
  if (parsed.success) return new ApiError(parsed.data);
  return new ApiError({
    statusCode: response.status,
    error: response.statusText,
    message: i18n.t('errors.something_wrong'),
  });
}

/** One attempt at a call: the language, JSON and bearer-token headers, and the answer checked. */
async function sendRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const token = options.token ?? getToken();
  const { body } = options;
  const json = body !== undefined && !(body instanceof FormData);
  const method = options.method ?? 'GET';
  // The entry may have asked for this already, with this credential (lib/early-requests.ts).
  const early = method === 'GET' && !options.token ? takeEarlyResponse(path, token, i18n.language) : null;
  let response: Response;
  try {
    response = await (early ??
      fetch(API_BASE + path, {
        method,
        headers: buildHeaders(token, json),
        body: body instanceof FormData ? body : json ? JSON.stringify(body) : undefined,
        credentials: 'same-origin',
      }));
  } catch {
    throw new ApiError({ statusCode: 503, error: 'Network Error', message: i18n.t('errors.service_unavailable') });
  }
  if (!response.ok) {
    if (response.status === 401 && token && !options.token) clearSession();
    throw await readError(response);
  }
  if (response.status === 204 || !options.schema) return undefined as T;
  return options.schema.parse(await response.json());
}

const isForbiddenBecause = (error: unknown, code: string): error is ApiError =>
  error instanceof ApiError && error.statusCode === 403 && error.code === code;

/**
 * Calls the API with the language, JSON and bearer-token headers every request needs.
 *
 * A sensitive change the session has not recently proven itself for (403 reauth_required) opens the
 * "Confirm it's you" dialog and, once the person has, is sent once more: the screen that made the call
 * only ever sees the final answer, and nothing typed into it is lost. Cancelling the dialog rejects with
 * the original error. A session that must first set up a second factor (403 mfa_enrolment_required) is
 * taken to that screen.
 */
export async function apiRequest<T = void>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  try {
    return await sendRequest(path, options);
  } catch (error) {
    if (isForbiddenBecause(error, AUTH_ERROR_CODES.mfaEnrolmentRequired)) enrolmentRequired();
    if (!isForbiddenBecause(error, AUTH_ERROR_CODES.reauthRequired) || options.reauth === false) throw error;
    if (!(await confirmIdentity())) throw error;
    return sendRequest(path, options);
  }
}

/** Downloads a protected file (e.g. GET /files/{id}) with the bearer token; shown through an object URL. */
export async function apiBlob(path: string): Promise<Blob> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(API_BASE + path, { headers: buildHeaders(token, false), credentials: 'same-origin' });
  } catch {
    throw new ApiError({ statusCode: 503, error: 'Network Error', message: i18n.t('errors.service_unavailable') });
  }
  if (!response.ok) {
    if (response.status === 401 && token) clearSession();
    throw await readError(response);
  }
  return response.blob();
}

/**
 * Where and with which headers to send a request made without fetch: uploads use
 * XMLHttpRequest because only it reports upload progress.
 */
export function apiTarget(path: string, token?: string): { url: string; headers: Headers } {
  return { url: API_BASE + path, headers: buildHeaders(token ?? getToken(), false) };
}

/** Turns a failed XMLHttpRequest's answer into the same ApiError fetch calls give. */
export function apiErrorFrom(status: number, body: string, token?: string): ApiError {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(body);
  } catch {
    // not JSON: a proxy's page or an empty body
  }
  const error = ZApiError.safeParse(parsed);
  if (status === 401 && getToken() && !token) clearSession();
  if (error.success) return new ApiError(error.data);
  return status === 0
    ? new ApiError({ statusCode: 503, error: 'Network Error', message: i18n.t('errors.service_unavailable') })
    : new ApiError({ statusCode: status, error: 'Error', message: i18n.t('errors.something_wrong') });
}
