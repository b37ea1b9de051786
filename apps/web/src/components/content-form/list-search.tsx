import { Loader, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

const SEARCH_DELAY_MS = 300;

interface ListSearchProps {
  label: string;
  value: string;
  fetching: boolean;
  onSearch: (q: string) => void;
}

/** A list's search box: applied a moment after typing stops, so each key press is not a request. */
export function ListSearch({ label, value, fetching, onSearch }: ListSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text, SEARCH_DELAY_MS);
  const navigating = useNavigation().state !== 'idle';
  const search = useEffectEvent((query: string) => {
    // A search that lands while the admin is already leaving (e.g. clicked Edit) must not pull them back.
    if (!navigating && query !== value) onSearch(query);
  });
  useEffect(() => search(debounced.trim()), [debounced]);

  return (
    <TextInput
      type="search"
      label={label}
      value={text}
      maxLength={100}
      onChange={(event) => setText(event.currentTarget.value)}
      w={280}
      rightSection={fetching ? <Loader size="xs" aria-label={t('app.loading')} /> : null}
    />
  );
}
