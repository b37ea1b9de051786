/**
 * The API paths of the public lists the home page shows. The entry asks for the home page's before the app has
 * started (lib/early-requests.ts), and the API client takes that answer only for the same path: one definition keeps
 * the two the same. No imports: the entry runs before the framework has arrived.
 */
const PAGE_LIST_SIZE = 20;

export const pageListPath = (page: number): string => `/pages?page=${page}&per_page=${PAGE_LIST_SIZE}`;

export const newsListPath = (query: URLSearchParams): string => `/news?${query}`;

/** How many articles the home page shows. */
export const LATEST_NEWS_COUNT = 3;

export const latestNewsPath = (): string => newsListPath(new URLSearchParams({ page: '1', per_page: String(LATEST_NEWS_COUNT) }));
