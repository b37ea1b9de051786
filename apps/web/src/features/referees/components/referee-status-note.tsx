import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates';
import { useReferees } from '../api';
import { RefereeStatusBadge } from '@/components/referee-request/referee-status-badge';

/** In a checklist item of a reference: the referee request's state and its latest date. */
export function RefereeStatusNote({ formKey }: { formKey: string }) {
  const { t } = useTranslation();
  const referees = useReferees();
  const request = referees.data?.data.find((item) => item.key === formKey)?.request;
  if (!request) return null;
  const latest = request.completed_at ?? (request.status === 'revoked' ? request.revoked_at : null) ?? request.opened_at ?? request.sent_at;
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm">{t('referees.note.label')}</Text>
      <RefereeStatusBadge status={request.status} />
      <Text size="sm" c="dimmed">
        {formatDate(latest)}
      </Text>
    </Group>
  );
}
