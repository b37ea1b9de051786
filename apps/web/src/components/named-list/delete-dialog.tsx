import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

interface DeleteDialogProps {
  opened: boolean;
  texts: { title: string; cancel: string; submit: string };
  pending: boolean;
  /** Why the last attempt failed, shown above the buttons. */
  error?: string | null;
  onClose: () => void;
  onConfirm: () => void;
  /** What is about to go, and anything the admin must choose first. */
  children?: ReactNode;
}

/** Asks before deleting an item of an admin list. */
export function DeleteDialog({ opened, texts, pending, error, onClose, onConfirm, children }: DeleteDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={texts.title} centered closeButtonProps={{ 'aria-label': texts.cancel }}>
      {opened && (
        <Stack gap="md">
          {children}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {texts.cancel}
            </Button>
            <Button color="red.9" loading={pending} onClick={onConfirm}>
              {texts.submit}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
