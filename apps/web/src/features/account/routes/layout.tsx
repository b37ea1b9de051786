import { Box, Button, Collapse, Grid, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useSession } from '@/lib/current-user';
import { isEntryActive, visibleUserMenu, type UserMenuSection } from '../user-menu';

function MenuSection({ section, pathname }: { section: UserMenuSection; pathname: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Stack gap={2}>
      <Text id={titleId} size="sm" fw={700} c="gray.8" px="sm">
        {t(section.title)}
      </Text>
      <ul aria-labelledby={titleId} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {section.entries.map((entry) => {
          const active = isEntryActive(entry, pathname);
          return (
            <li key={entry.to}>
              <NavLink component={Link} to={entry.to} label={t(entry.label)} active={active} aria-current={active ? 'page' : undefined} />
            </li>
          );
        })}
      </ul>
    </Stack>
  );
}

function AccountNav({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  return (
    <Stack component="nav" aria-label={t('account.menu.nav_label')} gap="md">
      {visibleUserMenu().map((section) => (
        <MenuSection key={section.title} section={section} pathname={pathname} />
      ))}
    </Stack>
  );
}

/** The menu beside the screen; on narrow screens folded away behind a button, so the screen comes first. */
function MenuColumn({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const menuId = useId();
  const [opened, { toggle, close }] = useDisclosure(false);
  useEffect(close, [pathname, close]);
  return (
    <>
      <Box hiddenFrom="sm">
        <Button variant="default" fullWidth onClick={toggle} aria-expanded={opened} aria-controls={menuId}>
          {t('account.menu.toggle')}
        </Button>
        <Collapse expanded={opened} id={menuId} mt="sm">
          <AccountNav pathname={pathname} />
        </Collapse>
      </Box>
      <Box visibleFrom="sm">
        <AccountNav pathname={pathname} />
      </Box>
    </>
  );
}

/**
 * The /user/... screens: the account menu beside the screen. On narrow screens the menu folds away
 * behind a button, so the screen itself comes first. A session that must first set up a second step
 * can reach nothing else, so it gets the screen alone.
 */
export function Component() {
  const { pathname } = useLocation();
  const enrolling = useSession()?.scope === 'mfa_enrolment';

  // The screen keeps its place in the tree when the menu appears (the session becoming full mid-way
  // through setting up a factor must not restart that screen and lose its recovery codes).
  return (
    <Grid gap="xl">
      {!enrolling && (
        <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
          <MenuColumn pathname={pathname} />
        </Grid.Col>
      )}
      <Grid.Col span={enrolling ? 12 : { base: 12, sm: 8, md: 9 }}>
        <Outlet />
      </Grid.Col>
    </Grid>
  );
}
