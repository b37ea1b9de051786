import { Badge } from '@mantine/core';
import type { TNewsStatus } from '@portal/contract';
import { useTranslation } from 'react-i18next';

/** Dark shades: the badge's white text keeps a 4.5:1 contrast. */
const COLORS: Record<TNewsStatus, string> = { draft: 'gray.7', scheduled: 'indigo.9', published: 'brand.8' };

export function NewsStatusBadge({ status }: { status: TNewsStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="filled">
      {t(`news.status.${status}`)}
    </Badge>
  );
}
