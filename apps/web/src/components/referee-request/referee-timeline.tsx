import { Text } from '@mantine/core';
import type { TRefereeRequest } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates';

/** When the request was sent, opened, answered or withdrawn, and until when its link works. */
export function RefereeTimeline({ request }: { request: TRefereeRequest }) {
  const { t } = useTranslation();
  const lines = [
    t('referees.timeline.sent', { email: request.referee_email, date: formatDate(request.sent_at) }),
    request.opened_at && t('referees.timeline.opened', { date: formatDate(request.opened_at) }),
    request.completed_at && t('referees.timeline.completed', { date: formatDate(request.completed_at) }),
    request.revoked_at && request.status === 'revoked' && t('referees.timeline.revoked', { date: formatDate(request.revoked_at) }),
    (request.status === 'sent' || request.status === 'opened') && t('referees.timeline.expires', { date: formatDate(request.expires_at) }),
    request.status === 'expired' && t('referees.timeline.expired', { date: formatDate(request.expires_at) }),
  ].filter((line): line is string => typeof line === 'string');
  return (
    <>
      {lines.map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
    </>
  );
}
