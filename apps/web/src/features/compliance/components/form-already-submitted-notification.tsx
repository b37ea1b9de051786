import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import type { TSubmissionStatus } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { localiseDigits } from '@/lib/numbers';
import { Link } from 'react-router';
import { formatDate } from '@/lib/dates';
import { SubmissionStatusBadge } from '@/components/submission-status-badge';

interface FormAlreadySubmittedNotificationProps {
  /** The submission's status; absent when the notice is shown on its own. */
  status?: TSubmissionStatus;
  submittedAt?: string | null;
  reviewedAt?: string | null;
  /** 'YYYY-MM-DD' */
  expiresAt?: string | null;
  expiringSoon?: boolean;
}

/** Tells the candidate that this form is already in: what happens next, and that it cannot be changed now. */
export function FormAlreadySubmittedNotification({ status, submittedAt, reviewedAt, expiresAt, expiringSoon }: FormAlreadySubmittedNotificationProps) {
  const { t } = useTranslation();
  const approved = status === 'approved';
  return (
    <Alert color={approved ? 'brand' : 'blue'} variant="light" title={t('compliance.notice.title')} role="status" aria-live="polite">
      <Stack gap="xs">
        {status && (
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {t('compliance.notice.status')}
            </Text>
            <SubmissionStatusBadge status={status} expiringSoon={expiringSoon} />
          </Group>
        )}
        {submittedAt && <Text size="sm">{t('compliance.notice.submitted_on', { date: formatDate(submittedAt) })}</Text>}
        {approved && reviewedAt && <Text size="sm">{t('compliance.notice.approved_on', { date: formatDate(reviewedAt) })}</Text>}
        {expiresAt && <Text size="sm">{t('compliance.notice.expires_on', { date: localiseDigits(expiresAt) })}</Text>}
        <Text size="sm">{t(approved ? 'compliance.notice.approved_body' : 'compliance.notice.body')}</Text>
        <Anchor component={Link} to="/compliance" size="sm" c="brand.8">
          {t('compliance.notice.back')}
        </Anchor>
      </Stack>
    </Alert>
  );
}
