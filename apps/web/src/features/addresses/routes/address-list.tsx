import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useUserSummary } from '@/lib/user-summary';
import { Screen } from '@/components/screen';
import { useHomeCountry } from '@/lib/site';
import { AddressList } from '../components/address-list';
import { NoUser } from '../components/no-user';
import { localCountryKey } from '../local-country';
import { useAddressRoute } from '../route-handle';

/** /user/address (one's own) and /admin/user/address/{id?} (the addresses of user `id`). */
export function Component() {
  const { t } = useTranslation();
  const home = useHomeCountry();
  const { audience } = useAddressRoute();
  const { id } = useParams();
  const userId = audience === 'admin' ? id : undefined;
  const { data: user } = useUserSummary(userId);

  if (audience === 'self') {
    return (
      <Screen title={t('addresses.list.title')} intro={t(`addresses.list.intro_${localCountryKey(home)}`)}>
        <AddressList owner={{ kind: 'self' }} />
      </Screen>
    );
  }
  if (!userId) return <NoUser title={t('addresses.list.title')} />;
  return (
    <Screen title={user ? t('addresses.list.title_of', { name: user.name }) : t('addresses.list.title')} intro={t(`addresses.list.intro_admin_${localCountryKey(home)}`)}>
      <Group>
        <Anchor component={Link} to={`/admin/user/geo_area/${userId}`}>
          {t('addresses.admin.geo_area_link')}
        </Anchor>
      </Group>
      <AddressList key={userId} owner={{ kind: 'user', userId }} />
    </Screen>
  );
}
