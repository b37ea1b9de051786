import { Alert, Button, Group, Loader, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { DEFAULT_DISPLAY_TIME_ZONE, type TAuditLogEntry } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pagination } from '@/components/pagination/pagination';
import { ApiError } from '@/lib/http-error';
import { siteQueryOptions, useDateFormat } from '@/lib/site';
import { useAuditActions, useAuditLog } from '../api';
import { toInstant, toLocalInput } from '../time-range';
import { LogData } from './log-data';
import { TimeRangeFields } from './time-range-fields';

function Person({ person }: { person: TAuditLogEntry['actor'] }) {
  if (!person) return <Text c="dimmed">—</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {person.name}
      </Text>
      <Text size="sm">{person.email}</Text>
    </Stack>
  );
}

/** The audit log: who did what to whom, newest first. */
export function AuditLogPanel() {
  const { t } = useTranslation();
  const format = useDateFormat();
  const timeZone = useQuery(siteQueryOptions).data?.display_time_zone ?? DEFAULT_DISPLAY_TIME_ZONE;
  const actions = useAuditActions();
  const [params, setParams] = useSearchParams();
  const applied = {
    page: Math.max(1, Number(params.get('page')) || 1),
    action: params.get('action') ?? '',
    actor: params.get('actor') ?? '',
    target: params.get('target') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
  const log = useAuditLog({ ...applied, from: applied.from || undefined, to: applied.to || undefined });
  const [draft, setDraft] = useState({
    action: applied.action,
    actor: applied.actor,
    target: applied.target,
    from: toLocalInput(applied.from, timeZone),
    to: toLocalInput(applied.to, timeZone),
  });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams({ tab: 'audit' });
    for (const key of ['action', 'actor', 'target'] as const) if (draft[key].trim()) next.set(key, draft[key].trim());
    const from = toInstant(draft.from, timeZone);
    const to = toInstant(draft.to, timeZone);
    if (from) next.set('from', from);
    if (to) next.set('to', to);
    setParams(next);
  };
  const fieldErrors = log.error instanceof ApiError ? log.error.errors : {};

  return (
    <Stack gap="md">
      <form onSubmit={apply} role="search" aria-label={t('logs.filters.audit_label')}>
        <Group align="end" gap="sm">
          <NativeSelect
            label={t('logs.filters.action')}
            value={draft.action}
            data={[{ value: '', label: t('logs.filters.any_action') }, ...(actions.data ?? [])]}
            onChange={(event) => setDraft({ ...draft, action: event.currentTarget.value })}
          />
          <TextInput
            type="search"
            label={t('logs.filters.actor')}
            description={t('logs.filters.actor_hint')}
            value={draft.actor}
            maxLength={200}
            onChange={(event) => setDraft({ ...draft, actor: event.currentTarget.value })}
          />
          <TextInput
            type="search"
            label={t('logs.filters.target')}
            description={t('logs.filters.target_hint')}
            value={draft.target}
            maxLength={200}
            onChange={(event) => setDraft({ ...draft, target: event.currentTarget.value })}
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
            <Table.ScrollContainer minWidth={880}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('logs.columns.time')}</Table.Th>
                    <Table.Th scope="col">{t('logs.columns.action')}</Table.Th>
                    <Table.Th scope="col">{t('logs.columns.actor')}</Table.Th>
                    <Table.Th scope="col">{t('logs.columns.target')}</Table.Th>
                    <Table.Th scope="col">{t('logs.columns.ip')}</Table.Th>
                    <Table.Th scope="col">{t('logs.columns.details')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {log.data.data.map((entry) => (
                    <Table.Tr key={entry.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.dateTime(entry.created_at)}</Table.Td>
                      <Table.Td>
                        <Text size="sm">{entry.summary}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Person person={entry.actor} />
                      </Table.Td>
                      <Table.Td>
                        {entry.target_user ? <Person person={entry.target_user} /> : <Text c="dimmed">—</Text>}
                      </Table.Td>
                      <Table.Td>{entry.ip ?? '—'}</Table.Td>
                      <Table.Td>
                        <LogData data={{ action: entry.action, target_type: entry.target_type, target_id: entry.target_id, ...entry.data }} />
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
