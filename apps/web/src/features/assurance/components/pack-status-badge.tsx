import { Badge } from '@mantine/core';
import type { AssurancePackStatus } from '@portal/contract';
import { useTranslation } from 'react-i18next';

const COLORS: Record<AssurancePackStatus, string> = { current: 'green.9', revoked: 'red.9', expired: 'gray.8' };

export function PackStatusBadge({ status }: { status: AssurancePackStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="filled">
      {t(`assurance.pack_status.${status}`)}
    </Badge>
  );
}
