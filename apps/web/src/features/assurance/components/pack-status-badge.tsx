import { Badge } from '@mantine/core';
import type { AssurancePackStatus } from '@portal/contract';
import { useTranslation } from 'react-i18next';

/** Filled badges with automatic black or white text, like the submission status badges. */
const COLORS: Record<AssurancePackStatus, string> = { current: 'brand.7', revoked: 'red.9', expired: 'gray.7' };

export function PackStatusBadge({ status }: { status: AssurancePackStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="filled" autoContrast>
      {t(`assurance.pack_status.${status}`)}
    </Badge>
  );
}
