import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * Asks before leaving an editor with unsaved changes: moving to another screen of the app shows a
 * dialog, closing or reloading the tab the browser's own question. `stays(pathname)` is true for
 * addresses that keep the same editor (its tabs). Call `release()` before navigating after a save.
 */
export function useUnsavedGuard(dirty: boolean, stays: (pathname: string) => boolean) {
  const { t } = useTranslation();
  const state = useRef({ dirty, stays, released: false });
  state.current = { ...state.current, dirty, stays };
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      state.current.dirty && !state.current.released && currentLocation.pathname !== nextLocation.pathname && !state.current.stays(nextLocation.pathname),
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const dialog = (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('contentForm.unsaved.title')}
      centered
      closeButtonProps={{ 'aria-label': t('contentForm.unsaved.stay') }}
    >
      <Stack gap="md">
        <Text>{t('contentForm.unsaved.body')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            {t('contentForm.unsaved.stay')}
          </Button>
          <Button color="red.9" onClick={() => blocker.proceed?.()}>
            {t('contentForm.unsaved.leave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );

  return {
    dialog,
    release: () => {
      state.current.released = true;
    },
  };
}
