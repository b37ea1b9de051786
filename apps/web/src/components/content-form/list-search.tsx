import { Loader, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTypedParam } from '@/lib/typed-param';

interface ListSearchProps {
  label: string;
  value: string;
  fetching: boolean;
  onSearch: (q: string) => void;
}

/** A list's search box: applied a moment after typing stops, so each key press is not a request. */
export function ListSearch({ label, value, fetching, onSearch }: ListSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useTypedParam(value, onSearch);

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
