import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** One paragraph, or several. */
  body: string | readonly string[];
  confirmLabel: string;
  /** While the action runs: its button spins and Cancel waits. */
  pending?: boolean;
  /** Red for what cannot be undone (deleting, signing someone out); the brand colour otherwise (restoring a revision). */
  danger?: boolean;
  /**
   * Close before the action starts: for a change that may ask "Confirm it's you", whose dialog must not open over
   * this one.
   */
  closeFirst?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks once more before an action. */
export function ConfirmDialog({ opened, title, body, confirmLabel, pending = false, danger = true, closeFirst = false, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const paragraphs = typeof body === 'string' ? [body] : body;
  const confirm = () => {
    if (closeFirst) onClose();
    onConfirm();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('app.cancel') }}>
      <Stack gap="md">
        {paragraphs.map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('app.cancel')}
          </Button>
          <Button color={danger ? 'red.9' : 'brand.8'} onClick={confirm} loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
