import { Alert } from '@mantine/core';
import type { TSubmission } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { localiseDigits } from '@/lib/numbers';

/** Why an open form needs the candidate again: refused with a reason, expired, or changes asked for (a reopening, or a draft answering a refusal). */
export function SubmissionStateAlert({ submission }: { submission: TSubmission }) {
  const { t } = useTranslation();
  const { status, reason, expires_at: expiresAt } = submission;
  if (status === 'rejected') {
    return (
      <Alert color="red" variant="light" title={t('compliance.state.rejected_title')}>
        {reason ? t('compliance.state.rejected_reason', { reason }) : t('compliance.state.rejected')}
      </Alert>
    );
  }
  if (status === 'expired') {
    return (
      <Alert color="orange" variant="light" title={t('compliance.state.expired_title')}>
        {expiresAt ? t('compliance.state.expired_on', { date: localiseDigits(expiresAt) }) : t('compliance.state.expired')}
      </Alert>
    );
  }
  if (status === 'draft' && reason) {
    return (
      <Alert color="orange" variant="light" title={t('compliance.state.changes_title')}>
        {t('compliance.state.changes_reason', { reason })}
      </Alert>
    );
  }
  return null;
}
