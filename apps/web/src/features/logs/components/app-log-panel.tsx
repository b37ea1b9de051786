import { Alert, Badge, Button, Group, Loader, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { DEFAULT_DISPLAY_TIME_ZONE, LOG_LEVEL_NAMES, type LogLevel } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pagination } from '@/components/pagination/pagination';
import { ApiError } from '@/lib/http-error';
import { siteQueryOptions, useDateFormat } from '@/lib/site';
import { useAppLog } from '../api';
import { toInstant, toLocalInput } from '../time-range';
import { LogData } from './log-data';
import { TimeRangeFields } from './time-range-fields';

// Dark shades: the badge text is in this colour and must keep a 4.5:1 contrast.
const LEVEL_COLOURS: Record<LogLevel, string> = { info: 'blue.9', warn: 'orange.9', error: 'red.9', fatal: 'grape.9' };

/** The application log: warnings and worse plus notable events, newest first. */
export function AppLogPanel() {
  const { t } = useTranslation();
  const format = useDateFormat();
  const timeZone = useQuery(siteQueryOptions).data?.display_time_zone ?? DEFAULT_DISPLAY_TIME_ZONE;
  const [params, setParams] = useSearchParams();
  const applied = {
    page: Math.max(1, Number(params.get('page')) || 1),
    level: params.get('level') ?? '',
    msg: params.get('msg') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
  const log = useAppLog({ ...applied, from: applied.from || undefined, to: applied.to || undefined });
  const [draft, setDraft] = useState({
    level: applied.level,
    msg: applied.msg,
    from: toLocalInput(applied.from, timeZone),
    to: toLocalInput(applied.to, timeZone),
  });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams({ tab: 'app' });
    if (draft.level) next.set('level', draft.level);
    if (draft.msg.trim()) next.set('msg', draft.msg.trim());
    const from = toInstant(draft.from, timeZone);
    const to = toInstant(draft.to, timeZone);
    if (from) next.set('from', from);
    if (to) next.set('to', to);
    setParams(next);
  };
  const fieldErrors = log.error instanceof ApiError ? log.error.errors : {};

  return (
    <Stack gap="md">
      <form onSubmit={apply} role="search" aria-label={t('logs.filters.app_label')}>
        <Group align="end" gap="sm">
          <NativeSelect
            label={t('logs.filters.level')}
            value={draft.level}
            data={[{ value: '', label: t('logs.filters.any_level') }, ...LOG_LEVEL_NAMES.map((l) => ({ value: l, label: t(`logs.levels.${l}`) }))]}
            onChange={(event) => setDraft({ ...draft, level: event.currentTarget.value })}
          />
          <TextInput
            type="search"
            label={t('logs.filters.message')}
            value={draft.msg}
            maxLength={200}
            onChange={(event) => setDraft({ ...draft, msg: event.currentTarget.value })}
          />
          <TimeRangeFields from={draft.from} to={draft.to} toError={fieldErrors.to?.[0]} onChange={(range) => setDraft({ ...draft, ...range })} />
          <Button type="submit">{t('logs.filters.apply')}</Button>
          {log.isFetching && <Loader size="sm" aria-label={t('app.loading')} />}
        </Group>
      </form>
      <Text size="sm">{t('logs.time_zone_note', { zone: format.zoneName(timeZone) })}</Text>
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
            <Table.ScrollContainer minWidth={720}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('logs.columns.time')}</Table.Th>
                    <Table.Th scope="col">{t('logs.columns.level')}</Table.Th>
                    <Table.Th scope="col">{t('logs.columns.message')}</Table.Th>
                    <Table.Th scope="col">{t('logs.columns.request')}</Table.Th>
                    <Table.Th scope="col">{t('logs.columns.details')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {log.data.data.map((entry) => (
                    <Table.Tr key={entry.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.dateTime(entry.time)}</Table.Td>
                      <Table.Td>
                        <Badge variant="outline" color={LEVEL_COLOURS[entry.level]} tt="none">
                          {t(`logs.levels.${entry.level}`)}
                        </Badge>
                      </Table.Td>
                      {/* The server's own log lines are written in English for whoever runs it, and are searched as written. */}
                      <Table.Td style={{ wordBreak: 'break-word' }} lang="en" translate="no">
                        {entry.msg}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" ff="monospace" translate="no">
                          {entry.req_id ?? '—'}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <LogData data={entry.data} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Pagination
            meta={log.data.meta}
            onPageChange={(page) => {
              const next = new URLSearchParams(params);
              next.set('page', String(page));
              setParams(next);
            }}
          />
        </>
      )}
    </Stack>
  );
}
