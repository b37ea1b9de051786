import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const SHORTCUTS = [
  { to: '/user/profile', label: 'account.menu.profile' },
  { to: '/user/edit-profile-pic', label: 'account.menu.profile_picture' },
  { to: '/user/change-password', label: 'account.menu.change_password' },
  { to: '/user/security', label: 'account.menu.security' },
  { to: '/user/change-email', label: 'account.menu.change_email' },
  { to: '/user/change-phone', label: 'account.menu.change_phone' },
] as const;

/** The header's "My account" menu: the signed-in person's name opens shortcuts to their account screens. */
export function AccountMenu({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" size="compact-md" aria-label={`${name}, ${t('account.menu.trigger')}`}>
          {name}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('account.menu.trigger')}</Menu.Label>
        {SHORTCUTS.map((item) => (
          <Menu.Item key={item.to} component={Link} to={item.to}>
            {t(item.label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
