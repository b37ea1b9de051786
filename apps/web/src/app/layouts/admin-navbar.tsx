import { NavLink, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { visibleSidebarEntries } from '@/features/dashboard/sidebar-entries';
import { useSignOut } from '@/features/auth/use-sign-out';
import { useSession } from '@/lib/current-user';

/** Sidebar entries that are ready and allowed for the signed-in user. */
export function AdminNavbar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { signOut, pending } = useSignOut();
  const entries = visibleSidebarEntries(useSession()?.permissions ?? []);

  return (
    <ScrollArea>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {entries.map((entry) => (
          <li key={entry.label}>
            {entry.kind === 'logout' ? (
              <NavLink component="button" label={t(entry.label)} onClick={signOut} disabled={pending} />
            ) : (
              <NavLink
                component={Link}
                to={entry.to}
                label={t(entry.label)}
                active={pathname === entry.to}
                aria-current={pathname === entry.to ? 'page' : undefined}
                onClick={onNavigate}
              />
            )}
          </li>
        ))}
      </ul>
    </ScrollArea>
  );
}
