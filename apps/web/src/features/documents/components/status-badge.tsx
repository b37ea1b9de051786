import { Badge, Group } from '@mantine/core';
import type { TSubmissionStatus } from '@portal/contract';
import { useTranslation } from 'react-i18next';

/** Filled badges with automatic black or white text: every pair passes WCAG AA contrast. */
const COLOURS: Record<TSubmissionStatus, string> = {
  not_started: 'gray.7',
  draft: 'blue.8',
  submitted: 'yellow.4',
  approved: 'brand.7',
  rejected: 'red.9',
  expired: 'red.9',
};

/** A submission's state in words and colour (words first: colour alone says nothing to some). */
export function StatusBadge({ status, expiringSoon = false }: { status: TSubmissionStatus; expiringSoon?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color={COLOURS[status]} variant={status === 'not_started' ? 'outline' : 'filled'} autoContrast>
        {t(`documents.status.${status}`)}
      </Badge>
      {expiringSoon && (
        <Badge color="orange.4" variant="filled" autoContrast>
          {t('documents.status.expiring_soon')}
        </Badge>
      )}
    </Group>
  );
}
