import { Readable } from 'node:stream';

/** The REST API version the portal speaks (Winter '25): sObject Collections upsert needs v46 or later. */
export const SALESFORCE_API_VERSION = 'v62.0';
/** Longest the portal waits for one REST call; a file upload is given longer. */
const TIMEOUT_MS = 30_000;
const UPLOAD_TIMEOUT_MS = 10 * 60_000;
/** Salesforce's messages are shown to admins and kept on the sync: a line, not a page. */
const MESSAGE_MAX = 500;

/** Error codes worth trying again later: Salesforce is busy, limited or down, not refusing the data. */
const TRANSIENT_CODES = new Set(['REQUEST_LIMIT_EXCEEDED', 'UNABLE_TO_LOCK_ROW', 'SERVER_UNAVAILABLE', 'network', 'timeout']);

/**
 * A REST call Salesforce refused or did not answer. `code` is Salesforce's errorCode (INVALID_FIELD,
 * REQUEST_LIMIT_EXCEEDED…) or the portal's (`network`, `timeout`, `http_503`, `multiple_matches`); `transient`
 * says whether trying again later can help. The message never holds a token.
 */
export class SalesforceApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly description: string,
  ) {
    super(`${code}: ${description}`);
    this.name = 'SalesforceApiError';
  }

  get transient(): boolean {
    return TRANSIENT_CODES.has(this.code) || this.status >= 500;
  }

  /** Salesforce no longer accepts the access token: refresh it and try once more. */
  get expiredSession(): boolean {
    return this.status === 401;
  }
}

/** The org's rolling 24-hour API use, from a `Sforce-Limit-Info: api-usage=18/15000` header. */
export interface ApiUsage {
  used: number;
  limit: number;
}

export function parseLimitInfo(header: string | null): ApiUsage | null {
  const match = /api-usage=(\d+)\/(\d+)/.exec(header ?? '');
  return match ? { used: Number(match[1]), limit: Number(match[2]) } : null;
}

/** Gives the current access token, or a fresh one when `renew` (the last one was refused). */
export type AccessTokens = (renew: boolean) => Promise<{ accessToken: string; instanceUrl: string }>;

/** A body sent as it is read (a file), made again for the retry after a refreshed token. */
export interface StreamedBody {
  contentType: string;
  open: () => Readable;
}

/** The first error of Salesforce's error array (`[{ errorCode, message }]`), or of an OAuth-style object. */
function errorOf(status: number, body: unknown): SalesforceApiError {
  const first = Array.isArray(body) ? (body[0] as Record<string, unknown> | undefined) : (body as Record<string, unknown> | null);
  const code = typeof first?.errorCode === 'string' ? first.errorCode : typeof first?.error === 'string' ? first.error : `http_${status}`;
  const message = typeof first?.message === 'string' ? first.message : typeof first?.error_description === 'string' ? first.error_description : 'Salesforce answered with an error';
  return new SalesforceApiError(status, code, message.slice(0, MESSAGE_MAX));
}

/**
 * Salesforce's REST API for one connected org, over fetch: JSON calls, SOQL queries and streamed multipart
 * uploads. A 401 gets one retry with a renewed access token; every answer's Sforce-Limit-Info is kept as `usage`.
 */
export class SalesforceApi {
  usage: ApiUsage | null = null;

  constructor(private readonly tokens: AccessTokens) {}

  /** A JSON call to a path under /services/data/vXX.X; the answer's status and parsed body. */
  async json(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
    return this.call(method, path, body === undefined ? undefined : { contentType: 'application/json', payload: JSON.stringify(body) }, TIMEOUT_MS);
  }

  /** Every record a SOQL query selects (it follows nextRecordsUrl). */
  async query<T>(soql: string): Promise<T[]> {
    const records: T[] = [];
    let next: string | null = `/query?q=${encodeURIComponent(soql)}`;
    while (next) {
      const { body } = await this.json('GET', next);
      const page = body as { records?: T[]; nextRecordsUrl?: string; done?: boolean };
      records.push(...(page.records ?? []));
      next = page.done === false && page.nextRecordsUrl ? page.nextRecordsUrl.replace(/^\/services\/data\/v[\d.]+/, '') : null;
    }
    return records;
  }

  /** A streamed body (a multipart file upload); it is opened again for the retry after a refreshed token. */
  async stream(method: string, path: string, body: StreamedBody): Promise<{ status: number; body: unknown }> {
    return this.call(method, path, { contentType: body.contentType, payload: body.open }, UPLOAD_TIMEOUT_MS);
  }

  private async call(
    method: string,
    path: string,
    body: { contentType: string; payload: string | (() => Readable) } | undefined,
    timeoutMs: number,
  ): Promise<{ status: number; body: unknown }> {
    let renew = false;
    for (;;) {
      const { accessToken, instanceUrl } = await this.tokens(renew);
      const url = path.startsWith('/services/') ? `${instanceUrl}${path}` : `${instanceUrl}/services/data/${SALESFORCE_API_VERSION}${path}`;
      const payload = typeof body?.payload === 'function' ? (Readable.toWeb(body.payload()) as ReadableStream) : body?.payload;
      let response: Response;
      try {
        response = await fetch(url, {
          method,
          headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json', ...(body ? { 'content-type': body.contentType } : {}) },
          body: payload,
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
          ...(typeof body?.payload === 'function' ? { duplex: 'half' } : {}),
        } as RequestInit);
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new SalesforceApiError(0, timedOut ? 'timeout' : 'network', timedOut ? 'no answer in time' : 'could not connect');
      }
      this.usage = parseLimitInfo(response.headers.get('sforce-limit-info')) ?? this.usage;
      const text = await response.text().catch(() => '');
      let parsed: unknown;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = null;
      }
      // 300: an upsert whose external id several records hold; the caller decides what that means.
      if (response.ok || response.status === 300) return { status: response.status, body: parsed };
      const error = errorOf(response.status, parsed);
      if (error.expiredSession && !renew) {
        renew = true;
        continue;
      }
      throw error;
    }
  }
}
