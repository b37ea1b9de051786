import { Center, Loader } from '@mantine/core';
import i18n from '@/i18n';

/** Shown while the first screen and its data load. */
export function AppLoading() {
  return (
    <Center mih="60vh">
      <Loader aria-label={i18n.t('app.loading')} role="status" />
    </Center>
  );
}
