import { Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { TSubmissionReview } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateFormat } from '@/lib/site';
import { SubmissionStatusBadge } from '@/components/submission-status-badge';

/** Every version of this form by this candidate, and every event of each, with who acted, when and why. */
export function ReviewHistory({ submission }: { submission: TSubmissionReview }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="history-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="versions-title">
          {t('documents.history.versions_title')}
        </Title>
        <List listStyleType="none" spacing="xs" aria-labelledby="versions-title">
          {submission.versions.map((version) => (
            <List.Item key={version.id}>
              <Group gap="xs">
                {version.id === submission.id ? (
                  <Text fw={700}>{t('documents.history.version', { version: version.version })}</Text>
                ) : (
                  <Anchor component={Link} to={`/admin/documents/${version.id}`}>
                    {t('documents.history.version', { version: version.version })}
                  </Anchor>
                )}
                {version.current && <Badge variant="outline" color="gray.8">{t('documents.history.current')}</Badge>}
                <SubmissionStatusBadge wording="documents" status={version.status} />
                {version.submitted_at && <Text size="sm">{t('documents.history.submitted_on', { date: format.dateTime(version.submitted_at) })}</Text>}
              </Group>
            </List.Item>
          ))}
        </List>
        <Title order={2} size="h4" id="history-title">
          {t('documents.history.history_title')}
        </Title>
        {submission.history.length === 0 ? (
          <Text>{t('documents.history.empty')}</Text>
        ) : (
          <List listStyleType="none" spacing="sm" aria-labelledby="history-title">
            {submission.history.map((event, index) => (
              <List.Item key={`${event.created_at}-${index}`}>
                <Text fw={600}>
                  {t('documents.history.event', { action: t(`documents.history.actions.${event.action}`), version: event.version })}
                </Text>
                <Text size="sm">
                  {format.dateTime(event.created_at)} · {event.actor ? t('documents.history.by', { name: event.actor.name }) : t('documents.history.by_system')}
                </Text>
                {event.reason && <Text size="sm">{t('documents.history.reason', { reason: event.reason })}</Text>}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
