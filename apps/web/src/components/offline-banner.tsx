import { Box } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** A banner across the top of the page while the browser is offline. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const { online } = useNetwork();
  return (
    <div role="status">
      {!online && (
        <Box bg="dark.8" c="white" px="md" py="xs" ta="center" fz="sm">
          {t('network.offline')}
        </Box>
      )}
    </div>
  );
}
