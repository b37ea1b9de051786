import { Anchor, Burger, Button, Container, Group, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { can } from '@portal/contract';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LanguageSwitcher } from '@/components/language-switcher';
import { useSignOut } from '@/features/auth/use-sign-out';
import { useSession } from '@/lib/current-user';
import classes from './layout.module.css';

const MENU_ID = 'site-menu';

// Loaded when first needed, not with every first page: the account menu (Mantine's Menu and its positioning
// library) once someone is signed in, the phone menu's drawer once it is opened.
const AccountMenu = lazy(() => import('@/features/account/components/account-menu').then((module) => ({ default: module.AccountMenu })));
const Drawer = lazy(() => import('./phone-menu-drawer'));

function NavItem({ to, children, onClick }: { to: string; children: ReactNode; onClick?: () => void }) {
  return (
    <Button component={NavLink} to={to} end variant="subtle" size="compact-md" className={classes.navItem} onClick={onClick}>
      {children}
    </Button>
  );
}

/** Where the header leads: the same links in the bar on a wide screen and in the phone menu. */
function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <>
      <NavItem to="/" onClick={onNavigate}>{t('nav.home')}</NavItem>
      <NavItem to="/news" onClick={onNavigate}>{t('nav.news')}</NavItem>
      <NavItem to="/contact" onClick={onNavigate}>{t('nav.contact')}</NavItem>
      {session && can(session.permissions, 'dashboard.view') && (
        <NavItem to="/admin" onClick={onNavigate}>{t('nav.dashboard')}</NavItem>
      )}
      {!session && <NavItem to="/login" onClick={onNavigate}>{t('nav.login')}</NavItem>}
      {!session && <NavItem to="/register_" onClick={onNavigate}>{t('nav.register')}</NavItem>}
    </>
  );
}

function AccountActions() {
  const { t } = useTranslation();
  const session = useSession();
  const { signOut, pending } = useSignOut();
  if (!session) return null;
  return (
    <Group gap="xs" role="group" aria-label={t('nav.account_label')}>
      {/* Until the menu's code is here, the same button, inert, so nothing moves when it arrives. */}
      <Suspense
        fallback={
          <Button variant="subtle" size="compact-md" disabled>
            {session.user.name}
          </Button>
        }
      >
        <AccountMenu name={session.user.name} />
      </Suspense>
      <Button variant="default" size="compact-md" onClick={signOut} loading={pending}>
        {t('nav.logout')}
      </Button>
    </Group>
  );
}

/**
 * Brand, navigation, account and language. On a phone the navigation and account actions fold into a menu behind
 * one button, so the header stays one row and the page starts where the thumb is.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const [menuOpened, menu] = useDisclosure(false);
  // The drawer is mounted from its first opening on, so later closings keep their transition and focus return.
  const [menuUsed, setMenuUsed] = useState(false);
  if (menuOpened && !menuUsed) setMenuUsed(true);
  // The bar's account actions exist only where the bar shows them (Mantine's sm and up, read at once so nothing
  // moves): on a phone they are in the menu, and the account menu's code is not fetched until it is opened.
  const wide = useMediaQuery('(min-width: 48em)', undefined, { getInitialValueInEffect: false });

  return (
    <header className={classes.header}>
      <Container size="lg" py="sm">
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={menuOpened}
              onClick={menu.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('nav.menu')}
              aria-expanded={menuOpened}
              aria-controls={MENU_ID}
            />
            <Anchor component={Link} to="/" fw={700} fz="lg" c="brand.8" underline="never">
              {t('app.brand')}
            </Anchor>
          </Group>
          <Group component="nav" aria-label={t('nav.main_label')} gap={4} visibleFrom="sm">
            <NavLinks />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Group visibleFrom="sm">{wide && <AccountActions />}</Group>
            <LanguageSwitcher />
          </Group>
        </Group>
      </Container>
      {menuUsed && (
        <Suspense fallback={null}>
          <Drawer
            opened={menuOpened}
            onClose={menu.close}
            id={MENU_ID}
            title={t('nav.menu')}
            size="xs"
            hiddenFrom="sm"
            closeButtonProps={{ 'aria-label': t('nav.close_menu') }}
          >
            <Stack gap="md">
              <Stack component="nav" aria-label={t('nav.main_label')} gap={4} align="flex-start">
                <NavLinks onNavigate={menu.close} />
              </Stack>
              <AccountActions />
            </Stack>
          </Drawer>
        </Suspense>
      )}
    </header>
  );
}
