import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Screen } from '@/components/screen';

/** An admin address screen opened without a user id: point to the user list. */
export function NoUser({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Screen title={title}>
      <Text>{t('addresses.admin.no_user')}</Text>
      <Anchor component={Link} to="/admin/user/list">
        {t('addresses.admin.to_users')}
      </Anchor>
    </Screen>
  );
}
