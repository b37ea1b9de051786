import { Badge } from '@mantine/core';
import type { TAdminUserStatus } from '@portal/contract';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<TAdminUserStatus, { color: string; text: string }> = {
  active: { color: 'brand', text: 'brand.9' },
  banned: { color: 'red', text: 'red.9' },
  // Yellow text is too pale on any light background; dark text on the yellow tint reads clearly.
  unverified: { color: 'yellow', text: 'dark.8' },
};

/** A light badge with dark text, so small text keeps a 4.5:1 contrast. */
export function StatusBadge({ status }: { status: TAdminUserStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOURS[status].color} variant="light" tt="none" c={COLOURS[status].text}>
      {t(`users.status.${status}`)}
    </Badge>
  );
}
