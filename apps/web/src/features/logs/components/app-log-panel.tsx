import { Badge, NativeSelect, Table, Text, TextInput } from '@mantine/core';
import { LOG_LEVEL_NAMES, type LogLevel } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useAppLog } from '../api';
import { LogPanel, useLogFilters } from './log-panel';

// Dark shades: the badge text is in this colour and must keep a 4.5:1 contrast.
const LEVEL_COLOURS: Record<LogLevel, string> = { info: 'blue.9', warn: 'orange.9', error: 'red.9', fatal: 'grape.9' };
const FILTERS = ['level', 'msg'] as const;

/** The application log: warnings and worse plus notable events, newest first. */
export function AppLogPanel() {
  const { t } = useTranslation();
  const filters = useLogFilters('app', FILTERS);
  const log = useAppLog(filters.query);
  return (
    <LogPanel
      searchLabel={t('logs.filters.app_label')}
      filters={filters}
      fields={
        <>
          <NativeSelect
            label={t('logs.filters.level')}
            value={filters.draft.level}
            data={[{ value: '', label: t('logs.filters.any_level') }, ...LOG_LEVEL_NAMES.map((l) => ({ value: l, label: t(`logs.levels.${l}`) }))]}
            onChange={(event) => filters.change('level', event.currentTarget.value)}
          />
          <TextInput
            type="search"
            label={t('logs.filters.message')}
            value={filters.draft.msg}
            maxLength={200}
            onChange={(event) => filters.change('msg', event.currentTarget.value)}
          />
        </>
      }
      log={log}
      minWidth={720}
      columns={[t('logs.columns.level'), t('logs.columns.message'), t('logs.columns.request')]}
      time={(entry) => entry.time}
      cells={(entry) => (
        <>
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
        </>
      )}
      details={(entry) => entry.data}
    />
  );
}
