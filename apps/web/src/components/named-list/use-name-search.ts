import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useEffectEvent, useState } from 'react';
import { useNavigation, useSearchParams } from 'react-router';

const SEARCH_DELAY_MS = 300;

export interface NameSearch {
  page: number;
  /** The name filter in the address. */
  name: string;
  /** What the admin is typing; it reaches the address once they pause. */
  text: string;
  setText: (text: string) => void;
  setPage: (page: number) => void;
}

/** Page and search-by-name kept in the address (`?name=…&page=…`), typing debounced. */
export function useNameSearch(): NameSearch {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const name = searchParams.get('name') ?? '';
  const [text, setText] = useState(name);
  const [debounced] = useDebouncedValue(text, SEARCH_DELAY_MS);
  const navigating = useNavigation().state !== 'idle';

  const search = useEffectEvent((query: string) => {
    // A search that lands while the admin is already leaving (e.g. clicked Edit) must not pull them back.
    if (!navigating && query !== name) setSearchParams(query ? { name: query } : {});
  });
  useEffect(() => search(debounced.trim()), [debounced]);

  const setPage = (next: number) => setSearchParams({ ...(name ? { name } : {}), page: String(next) });
  return { page, name, text, setText, setPage };
}
