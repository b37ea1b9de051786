import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  pending: boolean;
  /** Red for what cannot be undone (deleting); the brand colour otherwise (restoring a revision). */
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks once more before deleting content or replacing it with an older revision. */
export function ConfirmDialog({ opened, title, body, confirmLabel, pending, danger = true, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('contentForm.cancel') }}>
      <Stack gap="md">
        <Text>{body}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('contentForm.cancel')}
          </Button>
          <Button color={danger ? 'red.9' : 'brand.8'} onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
