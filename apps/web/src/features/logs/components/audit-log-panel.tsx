import { NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import type { TAuditLogEntry } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useAuditActions, useAuditLog } from '../api';
import { LogPanel, useLogFilters } from './log-panel';

const FILTERS = ['action', 'actor', 'target'] as const;

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
  const actions = useAuditActions();
  const filters = useLogFilters('audit', FILTERS);
  const log = useAuditLog(filters.query);
  return (
    <LogPanel
      searchLabel={t('logs.filters.audit_label')}
      filters={filters}
      fields={
        <>
          <NativeSelect
            label={t('logs.filters.action')}
            value={filters.draft.action}
            data={[{ value: '', label: t('logs.filters.any_action') }, ...(actions.data ?? [])]}
            onChange={(event) => filters.change('action', event.currentTarget.value)}
          />
          <TextInput
            type="search"
            label={t('logs.filters.actor')}
            description={t('logs.filters.actor_hint')}
            value={filters.draft.actor}
            maxLength={200}
            onChange={(event) => filters.change('actor', event.currentTarget.value)}
          />
          <TextInput
            type="search"
            label={t('logs.filters.target')}
            description={t('logs.filters.target_hint')}
            value={filters.draft.target}
            maxLength={200}
            onChange={(event) => filters.change('target', event.currentTarget.value)}
          />
        </>
      }
      log={log}
      minWidth={880}
      columns={[t('logs.columns.action'), t('logs.columns.actor'), t('logs.columns.target'), t('logs.columns.ip')]}
      time={(entry) => entry.created_at}
      cells={(entry) => (
        <>
          <Table.Td>
            <Text size="sm">{entry.summary}</Text>
          </Table.Td>
          <Table.Td>
            <Person person={entry.actor} />
          </Table.Td>
          <Table.Td>{entry.target_user ? <Person person={entry.target_user} /> : <Text c="dimmed">—</Text>}</Table.Td>
          <Table.Td>{entry.ip ?? '—'}</Table.Td>
        </>
      )}
      details={(entry) => ({ action: entry.action, target_type: entry.target_type, target_id: entry.target_id, ...entry.data })}
    />
  );
}
