import { Alert, Button, Card, Group, Loader, Progress, Stack, Text, Title } from '@mantine/core';
import { FORM_GROUPS, type TChecklistItem, type TSubmissionStatus } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RefereeStatusNote } from '@/features/referees';
import { formatDate } from '@/lib/dates';
import { HttpError } from '@/lib/http-error';
import { useChecklist } from '../api';
import { StatusBadge } from './status-badge';

const ACTIONS: Record<TSubmissionStatus, 'start' | 'continue' | 'view' | 'fix' | 'renew'> = {
  not_started: 'start',
  draft: 'continue',
  submitted: 'view',
  approved: 'view',
  rejected: 'fix',
  expired: 'renew',
};

/** Most urgent first: what was refused or ran out, then what was begun, then what was never opened. */
const URGENCY: readonly TSubmissionStatus[] = ['rejected', 'expired', 'draft', 'not_started'];

export function nextStep(items: readonly TChecklistItem[]): TChecklistItem | undefined {
  for (const status of URGENCY) {
    const item = items.find((candidate) => candidate.status === status);
    if (item) return item;
  }
  return undefined;
}

function ItemDetails({ item }: { item: TChecklistItem }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      {item.status === 'rejected' && item.reason && (
        <Text size="sm" c="red.9">
          {t('compliance.checklist.rejected_reason', { reason: item.reason })}
        </Text>
      )}
      {item.status === 'draft' && item.reason && (
        <Text size="sm" c="orange.9">
          {t('compliance.checklist.changes_reason', { reason: item.reason })}
        </Text>
      )}
      {item.submitted_at && item.status !== 'draft' && (
        <Text size="sm" c="dimmed">
          {t('compliance.checklist.submitted_on', { date: formatDate(item.submitted_at) })}
        </Text>
      )}
      {item.expires_at && (
        <Text size="sm" c={item.status === 'expired' || item.expiring_soon ? 'orange.9' : 'dimmed'}>
          {t(item.status === 'expired' ? 'compliance.checklist.expired_on' : 'compliance.checklist.expires_on', { date: item.expires_at })}
        </Text>
      )}
      {item.group === 'references' && item.status !== 'not_started' && item.status !== 'draft' && <RefereeStatusNote formKey={item.key} />}
    </Stack>
  );
}

function ChecklistRow({ item }: { item: TChecklistItem }) {
  const { t } = useTranslation();
  const action = ACTIONS[item.status];
  return (
    <Card withBorder padding="sm" component="li">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 16rem' }}>
          <Text fw={600}>{item.title}</Text>
          <StatusBadge status={item.status} expiringSoon={item.expiring_soon} />
          <ItemDetails item={item} />
        </Stack>
        <Button
          component={Link}
          to={`/${item.key}`}
          variant={action === 'view' ? 'default' : 'filled'}
          color={action === 'fix' ? 'red.9' : undefined}
          aria-label={`${t(`compliance.actions.${action}`)}: ${item.title}`}
        >
          {t(`compliance.actions.${action}`)}
        </Button>
      </Group>
    </Card>
  );
}

/** The candidate's compliance pack: progress, the next thing to do, and every item by group. */
export function ComplianceChecklist() {
  const { t } = useTranslation();
  const checklist = useChecklist();

  if (checklist.isPending) return <Loader aria-label={t('compliance.checklist.loading')} />;
  if (checklist.isError) {
    return (
      <Alert color="red" role="alert" title={t('compliance.checklist.load_failed')}>
        {checklist.error instanceof HttpError ? checklist.error.message : t('errors.something_wrong')}
      </Alert>
    );
  }
  const { data: items, progress } = checklist.data;
  const next = nextStep(items);
  const percent = progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" component="section" aria-labelledby="compliance-progress-title">
        <Stack gap="sm">
          <Title order={2} size="h3" id="compliance-progress-title">
            {t('compliance.checklist.progress_title')}
          </Title>
          <Text>{t('compliance.checklist.progress', { done: progress.done, total: progress.total })}</Text>
          <Progress value={percent} size="lg" aria-label={t('compliance.checklist.progress_label', { percent })} />
          {next ? (
            <Group justify="space-between" wrap="wrap">
              <Text>{t('compliance.checklist.next', { title: next.title })}</Text>
              <Button
                component={Link}
                to={`/${next.key}`}
                aria-label={`${t(`compliance.actions.${ACTIONS[next.status]}`)}: ${next.title}`}
              >
                {t(`compliance.actions.${ACTIONS[next.status]}`)}
              </Button>
            </Group>
          ) : (
            <Text>{t('compliance.checklist.all_in')}</Text>
          )}
        </Stack>
      </Card>
      {FORM_GROUPS.map((group) => {
        const inGroup = items.filter((item) => item.group === group);
        if (inGroup.length === 0) return null;
        return (
          <Stack key={group} gap="sm" component="section" aria-labelledby={`compliance-group-${group}`}>
            <Title order={2} size="h3" id={`compliance-group-${group}`}>
              {t(`compliance.groups.${group}`)}
            </Title>
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {inGroup.map((item) => (
                <ChecklistRow key={item.key} item={item} />
              ))}
            </Stack>
          </Stack>
        );
      })}
    </Stack>
  );
}
