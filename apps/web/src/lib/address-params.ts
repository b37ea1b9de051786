import { useMemo, useRef } from 'react';
import { useSearchParams, type URLSearchParamsInit } from 'react-router';

/** A change to a screen's address-bar state: the fields that change, or the next state made from the latest one. */
export type ParamsChange<T> = Partial<T> | ((latest: T) => T);

/** The state after a change. */
export const applyParamsChange = <T extends object>(latest: T, change: ParamsChange<T>): T =>
  typeof change === 'function' ? change(latest) : { ...latest, ...change };

/**
 * A screen's state kept in the address bar (filters, sort, page), so that Back, reload and shared links keep it.
 * `read` and `write` must be module-level functions (the state is read again only when the address changes).
 *
 * Every change is made from the latest state, not from the one on screen: the router runs the loaders and then
 * renders a new address in a transition, so for a moment the screen still shows the state before the last change.
 * A filter chosen in that moment (say, right after a search was applied) would otherwise be made from that older
 * state and undo the search.
 */
export function useAddressParams<T extends object>(
  read: (search: URLSearchParams) => T,
  write: (params: T) => URLSearchParamsInit,
): [T, (change: ParamsChange<T>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => read(searchParams), [read, searchParams]);
  // The last state asked for while the screen still shows `shownWith`; forgotten once a new address is shown.
  const pending = useRef<{ shownWith: URLSearchParams; next: T } | null>(null);

  const update = (change: ParamsChange<T>) => {
    const latest = pending.current?.shownWith === searchParams ? pending.current.next : params;
    const next = applyParamsChange(latest, change);
    pending.current = { shownWith: searchParams, next };
    setSearchParams(write(next));
  };
  return [params, update];
}

/** A list searched by one text and paged: `?q=…&page=…`. */
export interface SearchAndPage {
  q: string;
  page: number;
}

export const readSearchAndPage = (search: URLSearchParams): SearchAndPage => ({
  q: search.get('q') ?? '',
  page: Math.max(1, Number(search.get('page')) || 1),
});

export const writeSearchAndPage = ({ q, page }: SearchAndPage): Record<string, string> => ({
  ...(q ? { q } : {}),
  ...(page > 1 ? { page: String(page) } : {}),
});
