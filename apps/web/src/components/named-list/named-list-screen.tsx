import { Group, Loader, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListScreen, type ListScreenProps } from '@/components/list-screen/list-screen';
import type { NameSearch } from './use-name-search';

interface NamedListScreenProps<T> {
  texts: { title: string; intro?: string; create: string; searchLabel: string; searchPlaceholder: string; empty: string };
  /** The create button shows only to those who may manage. */
  createTo?: string;
  search: NameSearch;
  list: ListScreenProps<T>['list'] & { isFetching: boolean };
  table: (items: T[]) => ReactNode;
  /** Dialogs the screen opens (e.g. the delete confirmation). */
  children?: ReactNode;
}

/** An admin list of named items (roles, permissions): the list screen with a search by name. */
export function NamedListScreen<T>({ texts, createTo, search, list, table, children }: NamedListScreenProps<T>) {
  const { t } = useTranslation();
  return (
    <ListScreen
      title={texts.title}
      intro={texts.intro}
      create={createTo ? { to: createTo, label: texts.create } : undefined}
      filters={
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
      }
      list={list}
      empty={texts.empty}
      table={table}
      onPageChange={search.setPage}
    >
      {children}
    </ListScreen>
  );
}
