import { useAddressParams } from '@/lib/address-params';
import { useTypedParam } from '@/lib/typed-param';

export interface NameSearch {
  page: number;
  /** The name filter in the address. */
  name: string;
  /** What the admin is typing; it reaches the address once they pause. */
  text: string;
  setText: (text: string) => void;
  setPage: (page: number) => void;
}

interface NameAndPage {
  name: string;
  page: number;
}

const readNameAndPage = (search: URLSearchParams): NameAndPage => ({
  name: search.get('name') ?? '',
  page: Math.max(1, Number(search.get('page')) || 1),
});

const writeNameAndPage = ({ name, page }: NameAndPage): Record<string, string> => ({
  ...(name ? { name } : {}),
  ...(page > 1 ? { page: String(page) } : {}),
});

/** Page and search-by-name kept in the address (`?name=…&page=…`), typing debounced. */
export function useNameSearch(): NameSearch {
  const [{ name, page }, update] = useAddressParams(readNameAndPage, writeNameAndPage);
  const [text, setText] = useTypedParam(name, (query) => update({ name: query, page: 1 }));
  return { page, name, text, setText, setPage: (next) => update({ page: next }) };
}
