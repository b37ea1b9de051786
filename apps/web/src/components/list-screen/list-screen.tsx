import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { TListMeta } from '@portal/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Pagination } from '@/components/pagination/pagination';

export interface ListScreenProps<T> {
  title: string;
  intro?: string;
  /** Left out for those who may not create. */
  create?: { to: string; label: string };
  /** The search box and filters (a group with role="search"). */
  filters: ReactNode;
  list: { isError: boolean; error: Error | null; data?: { data: T[]; meta: TListMeta } };
  empty: string;
  table: (items: T[]) => ReactNode;
  onPageChange: (page: number) => void;
  /** Dialogs the screen opens (e.g. the delete confirmation). */
  children?: ReactNode;
}

/** An admin list: title and create button, filters, the page's table (or why there is none), pagination. */
export function ListScreen<T>({ title, intro, create, filters, list, empty, table, onPageChange, children }: ListScreenProps<T>) {
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{title}</Title>
        {create && (
          <Button component={Link} to={create.to}>
            {create.label}
          </Button>
        )}
      </Group>
      {intro && <Text>{intro}</Text>}
      {filters}
      {list.isError && (
        <Alert color="red" role="alert">
          {list.error?.message}
        </Alert>
      )}
      {list.data && (
        <>
          {list.data.data.length === 0 ? <Text>{empty}</Text> : table(list.data.data)}
          <Pagination meta={list.data.meta} onPageChange={onPageChange} />
        </>
      )}
      {children}
    </Stack>
  );
}
