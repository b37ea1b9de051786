import '@fontsource/noto-sans-bengali/bengali-400.css';
import '@fontsource/noto-sans-bengali/bengali-700.css';
import './fonts.css';
import { MantineProvider, Notification, mergeThemeOverrides } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReauthDialog } from '@/features/mfa/components/reauth-dialog';
import { queryClient } from '@/lib/query-client';
import { NotificationToasts } from './notification-toasts';
import { cssVariablesResolver, theme } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  // Notifications' close button has no text of its own: give it a name in the current language.
  const closeLabel = t('app.close_notification');
  const localisedTheme = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } }),
        },
      }),
    [closeLabel],
  );
  return (
    <MantineProvider theme={localisedTheme} forceColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <NotificationToasts position="bottom-right" />
      <QueryClientProvider client={queryClient}>
        {children}
        <ReauthDialog />
      </QueryClientProvider>
    </MantineProvider>
  );
}
