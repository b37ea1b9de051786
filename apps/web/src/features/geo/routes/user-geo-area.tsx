import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useUserSummary } from '@/lib/user-summary';
import { GeoAreaForm } from '../components/geo-area-form';
import { Screen } from '@/components/screen';

/** /admin/user/geo_area/{id?}: an admin chooses the area of the user `id`. */
export function Component() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { data: user } = useUserSummary(id);

  if (!id) {
    return (
      <Screen title={t('geo.user_area.title_plain')}>
        <Text>{t('geo.user_area.no_user')}</Text>
        <Anchor component={Link} to="/admin/user/list">
          {t('geo.user_area.to_users')}
        </Anchor>
      </Screen>
    );
  }
  return (
    <Screen title={user ? t('geo.user_area.title', { name: user.name }) : t('geo.user_area.title_plain')} intro={t('geo.user_area.intro')} maw={640}>
      <Group>
        <Anchor component={Link} to={`/admin/user/address/${id}`}>
          {t('geo.user_area.addresses_link')}
        </Anchor>
      </Group>
      <GeoAreaForm key={id} owner={{ kind: 'user', userId: id }} />
    </Screen>
  );
}
