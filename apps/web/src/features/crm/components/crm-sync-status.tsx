import { Alert, Badge, Button, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CrmSyncState } from '@portal/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/numbers';
import { useDateFormat } from '@/lib/site';
import { DetailItem } from '@/components/detail-item';
import { useCrmSyncStatus, useStartCrmSync } from '../api';
import { FailureAlert } from './failure-alert';
import { notifyDone } from '@/lib/notify';

/** The tint says the state at a glance; the words say it, in dark text that keeps 4.5:1 on every tint. */
const COLOURS: Record<CrmSyncState, string> = { idle: 'gray', queued: 'blue', running: 'blue', failed: 'red', done: 'green' };

/**
 * Error codes whose meaning the screen explains in the admin's language, with what to do; Salesforce's own message
 * follows as it came (it is English and may name a field).
 */
const EXPLAINED = [
  'reconnect_needed',
  'MULTIPLE_MATCHES',
  'CONTACT_LINKED_ELSEWHERE',
  'RECORD_TYPE_MISSING',
  'INVALID_FIELD',
  'INVALID_CROSS_REFERENCE_KEY',
  'REQUEST_LIMIT_EXCEEDED',
  'USER_GONE',
  'network',
  'timeout',
] as const;
type ExplainedCode = (typeof EXPLAINED)[number];
const isExplained = (code: string | null): code is ExplainedCode => (EXPLAINED as readonly (string | null)[]).includes(code);

/**
 * The linked user's sync: its state, when it last succeeded, Salesforce's last error with its code, and Sync now,
 * after which the state is read again every two seconds until the sync is neither queued nor running.
 */
export function CrmSyncStatus({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const headingId = useId();
  const status = useCrmSyncStatus(userId);
  const start = useStartCrmSync(userId);
  const data = status.data;

  const syncNow = () => start.mutate(undefined, { onSuccess: () => notifyDone(t('crmConnection.user.sync.queued')) });

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {t('crmConnection.user.sync.title')}
      </Title>
      {status.isPending && <Loader size="sm" aria-label={t('app.loading')} />}
      <FailureAlert error={status.error} />
      {data && (
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
          <DetailItem label={t('crmConnection.user.sync.state')}>
            {/* Announced when polling changes it. */}
            <span role="status">
              <Badge color={COLOURS[data.state]} c="dark.8" variant="light" tt="none" component="span">
                {t(`crmConnection.user.sync.states.${data.state}`)}
              </Badge>
            </span>
          </DetailItem>
          <DetailItem label={t('crmConnection.user.sync.last_synced')}>
            {data.last_synced_at ? dateTime(data.last_synced_at) : t('crmConnection.user.sync.never')}
          </DetailItem>
          {data.state === 'queued' && data.next_attempt_at && (
            <DetailItem label={t('crmConnection.user.sync.next_attempt')}>{dateTime(data.next_attempt_at)}</DetailItem>
          )}
          {data.attempts > 0 && <DetailItem label={t('crmConnection.user.sync.attempts')}>{formatNumber(data.attempts)}</DetailItem>}
        </SimpleGrid>
      )}
      {data?.last_error && (
        <Alert
          color={data.state === 'failed' ? 'red' : 'orange'}
          variant="light"
          title={
            data.last_error_code
              ? t('crmConnection.user.sync.last_error', { code: data.last_error_code })
              : t('crmConnection.user.sync.last_error_plain')
          }
        >
          <Stack gap="xs">
            {isExplained(data.last_error_code) && <Text>{t(`crmConnection.user.sync.explain.${data.last_error_code}`)}</Text>}
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {data.last_error}
            </Text>
          </Stack>
        </Alert>
      )}
      <FailureAlert error={start.error} />
      <Button
        variant="light"
        style={{ alignSelf: 'flex-start' }}
        onClick={syncNow}
        loading={start.isPending}
        disabled={status.isPending || data?.state === 'running'}
      >
        {t('crmConnection.user.sync.now')}
      </Button>
    </Stack>
  );
}
