import { Anchor, Button, Container, Group } from '@mantine/core';
import { can } from '@portal/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LanguageSwitcher } from '@/components/language-switcher';
import { AccountMenu } from '@/features/account/components/account-menu';
import { useSignOut } from '@/features/auth/use-sign-out';
import { useSession } from '@/lib/current-user';
import classes from './layout.module.css';

function NavItem({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={NavLink} to={to} end variant="subtle" size="compact-md" className={classes.navItem}>
      {children}
    </Button>
  );
}

export function SiteHeader() {
  const { t } = useTranslation();
  const session = useSession();
  const { signOut, pending } = useSignOut();

  return (
    <header className={classes.header}>
      <Container size="lg" py="sm">
        <Group justify="space-between" gap="sm">
          <Anchor component={Link} to="/" fw={700} fz="lg" c="brand.8" underline="never">
            {t('app.brand')}
          </Anchor>
          <Group component="nav" aria-label={t('nav.main_label')} gap={4}>
            <NavItem to="/">{t('nav.home')}</NavItem>
            <NavItem to="/news">{t('nav.news')}</NavItem>
            <NavItem to="/contact">{t('nav.contact')}</NavItem>
            {session && can(session.permissions, 'dashboard.view') && (
              <NavItem to="/admin">{t('nav.dashboard')}</NavItem>
            )}
            {!session && <NavItem to="/login">{t('nav.login')}</NavItem>}
            {!session && <NavItem to="/register_">{t('nav.register')}</NavItem>}
          </Group>
          <Group gap="sm">
            {session && (
              <Group gap="xs" role="group" aria-label={t('nav.account_label')}>
                <AccountMenu name={session.user.name} />
                <Button variant="default" size="compact-md" onClick={signOut} loading={pending}>
                  {t('nav.logout')}
                </Button>
              </Group>
            )}
            <LanguageSwitcher />
          </Group>
        </Group>
      </Container>
    </header>
  );
}
