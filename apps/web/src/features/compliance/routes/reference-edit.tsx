import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { TChecklistItem } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/lib/dates';
import { HttpError } from '@/lib/http-error';
import { useChecklist, useFormSubmission } from '../api';
import { SubmissionStatusBadge } from '@/components/submission-status-badge';

const OPEN_LABEL = {
  draft: 'compliance.actions.continue',
  rejected: 'compliance.actions.fix',
  expired: 'compliance.actions.renew',
  submitted: 'compliance.actions.view',
  approved: 'compliance.actions.view',
  not_started: 'compliance.actions.start',
} as const;

/** One reference the candidate has begun, with the referee it names. */
function ReferenceRow({ item }: { item: TChecklistItem }) {
  const { t } = useTranslation();
  const form = useFormSubmission(item.key);
  const referee = form.data?.submission?.answers.referee_name;
  return (
    <Card withBorder padding="md" component="li">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={4}>
          <Text fw={700}>{item.title}</Text>
          <Text size="sm">
            {typeof referee === 'string' && referee
              ? t('compliance.references.referee', { name: referee })
              : t('compliance.references.referee_unnamed')}
          </Text>
          <SubmissionStatusBadge status={item.status} expiringSoon={item.expiring_soon} />
          {item.submitted_at && (
            <Text size="sm" c="dimmed">
              {t('compliance.checklist.submitted_on', { date: formatDate(item.submitted_at) })}
            </Text>
          )}
        </Stack>
        <Button
          component={Link}
          to={`/${item.key}`}
          variant="default"
          aria-label={`${t(OPEN_LABEL[item.status])}: ${item.title}`}
        >
          {t(OPEN_LABEL[item.status])}
        </Button>
      </Group>
    </Card>
  );
}

/** /references/edit (and the older /references/edit_old): the references the candidate has begun, to open one. */
export function Component() {
  const { t } = useTranslation();
  const checklist = useChecklist();
  const started = checklist.data?.data.filter((item) => item.group === 'references' && item.status !== 'not_started') ?? [];

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/compliance" size="sm">
        {t('compliance.form.back')}
      </Anchor>
      <Stack gap="xs">
        <Title order={1}>{t('compliance.references.edit_title')}</Title>
        <Text>{t('compliance.references.edit_intro')}</Text>
      </Stack>
      {checklist.isPending && <Loader aria-label={t('compliance.checklist.loading')} />}
      {checklist.isError && (
        <Alert color="red" role="alert">
          {checklist.error instanceof HttpError ? checklist.error.message : t('errors.something_wrong')}
        </Alert>
      )}
      {checklist.isSuccess && started.length === 0 && <Text>{t('compliance.references.none_yet')}</Text>}
      {started.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {started.map((item) => (
            <ReferenceRow key={item.key} item={item} />
          ))}
        </Stack>
      )}
      <Group>
        <Button component={Link} to="/references/create">
          {t('compliance.references.add')}
        </Button>
      </Group>
    </Stack>
  );
}
