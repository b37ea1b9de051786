import { Alert, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TListMeta } from '@portal/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pagination } from '@/components/pagination/pagination';
import type { NameSearch } from './use-name-search';

interface NamedListScreenProps<T> {
  texts: { title: string; intro?: string; create: string; searchLabel: string; searchPlaceholder: string; empty: string };
  /** The create button shows only to those who may manage. */
  createTo?: string;
  search: NameSearch;
  list: { isFetching: boolean; isError: boolean; error: Error | null; data?: { data: T[]; meta: TListMeta } };
  table: (items: T[]) => ReactNode;
  /** Dialogs the screen opens (e.g. the delete confirmation). */
  children?: ReactNode;
}

/** An admin list of named items: title, create button, search by name, table, pagination. */
export function NamedListScreen<T>({ texts, createTo, search, list, table, children }: NamedListScreenProps<T>) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{texts.title}</Title>
        {createTo && (
          <Button component={Link} to={createTo}>
            {texts.create}
          </Button>
        )}
      </Group>
      {texts.intro && <Text>{texts.intro}</Text>}
      <Group align="end" gap="sm" role="search">
        <TextInput
          type="search"
          label={texts.searchLabel}
          placeholder={texts.searchPlaceholder}
          value={search.text}
          maxLength={100}
          onChange={(event) => search.setText(event.currentTarget.value)}
          w={280}
        />
        {list.isFetching && <Loader size="sm" aria-label={t('app.loading')} />}
      </Group>
      {list.isError && (
        <Alert color="red" role="alert">
          {list.error?.message}
        </Alert>
      )}
      {list.data && (
        <>
          {list.data.data.length === 0 ? <Text>{texts.empty}</Text> : table(list.data.data)}
          <Pagination meta={list.data.meta} onPageChange={search.setPage} />
        </>
      )}
      {children}
    </Stack>
  );
}
