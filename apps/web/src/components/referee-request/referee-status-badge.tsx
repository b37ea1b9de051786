import { Badge } from '@mantine/core';
import type { TRefereeRequestStatus } from '@portal/contract';
import { useTranslation } from 'react-i18next';

/** Filled badges with automatic black or white text, so every pair passes WCAG AA contrast. */
const COLOURS: Record<TRefereeRequestStatus, string> = {
  sent: 'blue.8',
  opened: 'yellow.4',
  completed: 'brand.7',
  revoked: 'gray.7',
  expired: 'red.9',
};

export function RefereeStatusBadge({ status }: { status: TRefereeRequestStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOURS[status]} variant="filled" autoContrast>
      {t(`referees.status.${status}`)}
    </Badge>
  );
}
