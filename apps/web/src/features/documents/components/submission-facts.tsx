import { Alert, Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TSubmissionReview } from '@portal/contract';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateFormat } from '@/lib/site';
import { SubmissionStatusBadge } from '@/components/submission-status-badge';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

/**
 * Some items never expire by themselves (right to work, for one): their next date is the follow-up check, so say
 * that instead of a bare 'None' that reads as if the candidate's own expiry date had been lost.
 */
function expiryText(submission: TSubmissionReview, t: TFunction, date: (value: string) => string): string {
  if (submission.expires_at) return date(submission.expires_at);
  if (submission.deadline) return t('documents.review.no_expiry_follow_up', { date: date(submission.deadline.due_at) });
  return t('documents.review.no_expiry');
}

/** Who, which version, in what state, and what the last review said. */
export function SubmissionFacts({ submission }: { submission: TSubmissionReview }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const none = t('documents.review.none');
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="facts-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="facts-title">
          {t('documents.review.details_title')}
        </Title>
        {!submission.current && <Alert color="yellow">{t('documents.review.earlier_version')}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} component="dl" m={0}>
          <Fact label={t('documents.review.candidate')}>
            <Anchor component={Link} to={`/admin/documents/candidate/${submission.candidate.id}`}>
              {submission.candidate.name}
            </Anchor>{' '}
            ({submission.candidate.email})
          </Fact>
          <Fact label={t('documents.columns.status')}>
            <SubmissionStatusBadge wording="documents" status={submission.status} expiringSoon={submission.expiring_soon} />
          </Fact>
          <Fact label={t('documents.review.version')}>
            {t('documents.review.version_value', { version: submission.version, definition: submission.definition_version })}
          </Fact>
          <Fact label={t('documents.review.submitted_at')}>{submission.submitted_at ? format.dateTime(submission.submitted_at) : none}</Fact>
          <Fact label={t('documents.review.reviewed')}>
            {submission.reviewed_at
              ? t('documents.review.reviewed_value', { date: format.dateTime(submission.reviewed_at), name: submission.reviewed_by?.name ?? none })
              : none}
          </Fact>
          <Fact label={t('documents.review.expires_at')}>{expiryText(submission, t, format.date)}</Fact>
        </SimpleGrid>
        {submission.reason && (
          <Fact label={t('documents.review.reason')}>
            <span style={{ whiteSpace: 'pre-line' }}>{submission.reason}</span>
          </Fact>
        )}
      </Stack>
    </Paper>
  );
}
