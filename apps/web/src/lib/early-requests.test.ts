import { TOKEN_STORAGE_KEY } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newsListQuery, pageListQuery } from '@/features/content/api';
import { LATEST_NEWS_COUNT, latestNewsPath, pageListPath } from '@/features/content/paths';
import i18n from '@/i18n';
import { apiRequest } from './api-client';
import { rememberChecklistHome, sendEarlyRequests, takeEarlyResponse } from './early-requests';
import { queryClient } from './query-client';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const schema = { parse: (data: unknown) => data as { user: string } };

describe('requests sent by the entry before the app has started', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const sentPaths = () => fetchMock.mock.calls.map(([url]) => String(url));

  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => json({ user: 'early' }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    // Whatever a test left unanswered is taken, so the next one starts with nothing sent.
    for (const path of ['/me', '/compliance/profile', '/compliance', latestNewsPath(), pageListPath(1)]) takeEarlyResponse(path, null, '');
    queryClient.clear();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    localStorage.clear();
  });

  it('without a session, asks only for the home page\'s news and pages, on the home page', () => {
    rememberChecklistHome(true);
    sendEarlyRequests('/compliance', 'en');
    sendEarlyRequests('/news', 'en');
    expect(fetchMock).not.toHaveBeenCalled();

    sendEarlyRequests('/', 'bn');
    expect(sentPaths()).toEqual(['/api/v1/news?page=1&per_page=3', '/api/v1/pages?page=1&per_page=20']);
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBeNull();
    expect(headers.get('ebdlang')).toBe('bn');
  });

  it('asks for the session on any page, and for the work profile and checklist on a candidate\'s home only', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token-1');
    sendEarlyRequests('/news', 'en');
    expect(sentPaths()).toEqual(['/api/v1/me']);

    fetchMock.mockClear();
    sendEarlyRequests('/', 'en');
    expect(sentPaths()).toEqual(['/api/v1/me', '/api/v1/news?page=1&per_page=3', '/api/v1/pages?page=1&per_page=20']);

    fetchMock.mockClear();
    rememberChecklistHome(true);
    sendEarlyRequests('/compliance', 'bn');
    expect(sentPaths()).toEqual(['/api/v1/me', '/api/v1/compliance/profile', '/api/v1/compliance']);
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('ebdlang')).toBe('bn');
  });

  it('gives an answer once, and only for the same session and language', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token-1');
    sendEarlyRequests('/', 'en');
    expect(takeEarlyResponse('/me', 'token-2', 'en')).toBeNull();
    // Refused answers are dropped, not kept for a later caller.
    expect(takeEarlyResponse('/me', 'token-1', 'en')).toBeNull();

    sendEarlyRequests('/', 'en');
    expect(takeEarlyResponse('/me', 'token-1', 'bn')).toBeNull();

    sendEarlyRequests('/', 'en');
    expect(takeEarlyResponse('/me', 'token-1', 'en')).not.toBeNull();
    expect(takeEarlyResponse('/me', 'token-1', 'en')).toBeNull();
  });

  it('does not give an answer asked for more than fifteen seconds ago', () => {
    vi.useFakeTimers();
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token-1');
    sendEarlyRequests('/', 'en');
    vi.advanceTimersByTime(15_001);
    expect(takeEarlyResponse('/me', 'token-1', 'en')).toBeNull();
  });

  it('is what the API client answers with, instead of asking again; a second call asks the server', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token-1');
    sendEarlyRequests('/news', i18n.language);
    fetchMock.mockImplementation(async () => json({ user: 'asked again' }));

    expect(await apiRequest('/me', { schema })).toEqual({ user: 'early' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await apiRequest('/me', { schema })).toEqual({ user: 'asked again' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not used by a call made with a credential of its own', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token-1');
    sendEarlyRequests('/news', i18n.language);
    fetchMock.mockImplementation(async () => json({ user: 'media manager' }));

    expect(await apiRequest('/me', { schema, token: 'media-token' })).toEqual({ user: 'media manager' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('answers the home page\'s news and pages queries, which then ask the server nothing', async () => {
    const meta = { current_page: 1, last_page: 1, per_page: 3, total: 0, from: null, to: null };
    fetchMock.mockImplementation(async () => json({ data: [], meta }));
    sendEarlyRequests('/', i18n.language);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    const noFilters = { page: 1, q: '', category: '', tag: '', geo: [] };
    expect(await queryClient.fetchQuery(newsListQuery(noFilters, LATEST_NEWS_COUNT))).toEqual({ data: [], meta });
    expect(await queryClient.fetchQuery(pageListQuery(1))).toEqual({ data: [], meta });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
