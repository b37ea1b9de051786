import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { can } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/lib/current-user';

/** The way to /admin/geo, which has no sidebar entry of its own: shown on the dashboard to holders of geo.manage. */
export function GeoAdminCard() {
  const { t } = useTranslation();
  const session = useSession();
  if (!can(session?.permissions, 'geo.manage')) return null;
  return (
    <Card withBorder padding="lg">
      <Stack gap="xs">
        <Title order={2} size="h3">
          {t('geo.admin.dashboard_title')}
        </Title>
        <Text>{t('geo.admin.dashboard_intro')}</Text>
        <Anchor component={Link} to="/admin/geo" fw={600}>
          {t('geo.admin.dashboard_link')}
        </Anchor>
      </Stack>
    </Card>
  );
}
