import { Alert, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { DEFAULT_DISPLAY_TIME_ZONE, type TListMeta } from '@portal/contract';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pagination } from '@/components/pagination/pagination';
import { ApiError } from '@/lib/http-error';
import { siteQueryOptions, useDateFormat } from '@/lib/site';
import { toInstant, toLocalInput } from '../time-range';
import { LogData } from './log-data';
import { TimeRangeFields } from './time-range-fields';

type Tab = 'app' | 'audit';

/**
 * A log tab's filters: those applied are in the address (with the page and the time range, as instants), those being
 * typed are a draft until Apply. `keys` are the tab's own filters, named as in the address and the API's query.
 */
export function useLogFilters<Key extends string>(tab: Tab, keys: readonly Key[]) {
  const timeZone = useQuery(siteQueryOptions).data?.display_time_zone ?? DEFAULT_DISPLAY_TIME_ZONE;
  const [params, setParams] = useSearchParams();
  const applied = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<Key, string>;
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const [draft, setDraft] = useState<Record<Key | 'from' | 'to', string>>({
    ...applied,
    from: toLocalInput(from, timeZone),
    to: toLocalInput(to, timeZone),
  });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams({ tab });
    for (const key of keys) if (draft[key].trim()) next.set(key, draft[key].trim());
    const fromInstant = toInstant(draft.from, timeZone);
    const toInstantValue = toInstant(draft.to, timeZone);
    if (fromInstant) next.set('from', fromInstant);
    if (toInstantValue) next.set('to', toInstantValue);
    setParams(next);
  };

  const goToPage = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };

  return {
    query: { ...applied, page: Math.max(1, Number(params.get('page')) || 1), from: from || undefined, to: to || undefined },
    draft,
    change: (key: Key, value: string) => setDraft((current) => ({ ...current, [key]: value })),
    setRange: (range: { from: string; to: string }) => setDraft((current) => ({ ...current, ...range })),
    apply,
    goToPage,
    timeZone,
  };
}

/** What the panel needs of useLogFilters. */
interface LogPanelFilters {
  draft: { from: string; to: string };
  setRange: (range: { from: string; to: string }) => void;
  apply: (event: FormEvent) => void;
  goToPage: (page: number) => void;
  timeZone: string;
}

interface LogPanelProps<Entry extends { id: string }> {
  /** What the filter form is called, for a screen reader's list of landmarks. */
  searchLabel: string;
  filters: LogPanelFilters;
  /** The tab's own filter fields, before the time range. */
  fields: ReactNode;
  log: UseQueryResult<{ data: Entry[]; meta: TListMeta }>;
  minWidth: number;
  /** The headings between Time and Details. */
  columns: readonly string[];
  time: (entry: Entry) => string;
  /** The cells between the time and the details. */
  cells: (entry: Entry) => ReactNode;
  details: (entry: Entry) => Record<string, unknown> | null;
}

/** One tab of /admin/logs: its filters, the time zone the times are in, the entries newest first, and the pages. */
export function LogPanel<Entry extends { id: string }>({ searchLabel, filters, fields, log, minWidth, columns, time, cells, details }: LogPanelProps<Entry>) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const fieldErrors = log.error instanceof ApiError ? log.error.errors : {};

  return (
    <Stack gap="md">
      <form onSubmit={filters.apply} role="search" aria-label={searchLabel}>
        <Group align="end" gap="sm">
          {fields}
          <TimeRangeFields
            from={filters.draft.from}
            to={filters.draft.to}
            toError={fieldErrors.to?.[0]}
            onChange={filters.setRange}
          />
          <Button type="submit">{t('logs.filters.apply')}</Button>
          {log.isFetching && <Loader size="sm" aria-label={t('app.loading')} />}
        </Group>
      </form>
      <Text size="sm">{t('logs.time_zone_note', { zone: format.zoneName(filters.timeZone) })}</Text>
      {log.isError && (
        <Alert color="red" role="alert">
          {Object.values(fieldErrors).flat().join(' ') || log.error.message}
        </Alert>
      )}
      {log.data && (
        <>
          {log.data.data.length === 0 ? (
            <Text>{t('logs.empty')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={minWidth}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('logs.columns.time')}</Table.Th>
                    {columns.map((column) => (
                      <Table.Th key={column} scope="col">
                        {column}
                      </Table.Th>
                    ))}
                    <Table.Th scope="col">{t('logs.columns.details')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {log.data.data.map((entry) => (
                    <Table.Tr key={entry.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.dateTime(time(entry))}</Table.Td>
                      {cells(entry)}
                      <Table.Td>
                        <LogData data={details(entry)} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Pagination meta={log.data.meta} onPageChange={filters.goToPage} />
        </>
      )}
    </Stack>
  );
}
