import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  body: string[];
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks once more before a sign-in step is removed or replaced. It closes before the change is sent, so a
 * "Confirm it's you" dialog the change may need never opens over it.
 */
export function ConfirmDialog({ opened, title, body, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('mfa.cancel') }}>
      <Stack gap="md">
        {body.map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('mfa.cancel')}
          </Button>
          <Button
            color="red.9"
            onClick={() => {
              onClose();
              onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
