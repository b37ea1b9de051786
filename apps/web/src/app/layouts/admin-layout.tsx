import { Anchor, AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageSwitcher } from '@/components/language-switcher';
import { MAIN_CONTENT_ID } from '@/components/skip-link';
import { useSession } from '@/lib/current-user';
import { AdminNavbar } from './admin-navbar';

/** Administration screens: header, permission-filtered sidebar, content. */
export function Component() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure();
  const session = useSession();

  // Only the media manager opens without a sign-in (a legacy editor link): it gets the page to itself.
  if (!session) {
    return (
      <AppShell header={{ height: 60 }} padding="md">
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between">
            <Text fw={700} fz="lg" c="brand.8">
              {t('app.brand')}
            </Text>
            <LanguageSwitcher />
          </Group>
        </AppShell.Header>
        <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
          <Outlet />
        </AppShell.Main>
      </AppShell>
    );
  }

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group gap="sm">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('admin.toggle_nav')} />
            <Anchor component={Link} to="/admin" fw={700} fz="lg" c="brand.8" underline="never">
              {t('app.brand')}
            </Anchor>
          </Group>
          <Group gap="sm">
            {session && (
              <Text fw={600} visibleFrom="sm">
                {session.user.name}
              </Text>
            )}
            <LanguageSwitcher />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('admin.nav_label')}>
        <AdminNavbar onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
