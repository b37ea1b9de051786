import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TMediaItem } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useDeleteMedia } from '@/components/media-library';

interface DeleteMediaDialogProps {
  item: TMediaItem | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before deleting; an image still used answers 409 and the server's message says where. */
export function DeleteMediaDialog({ item, onClose, onDeleted }: DeleteMediaDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteMedia();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Modal opened={item !== null} onClose={close} title={t('mediaLibrary.manager.delete_title')} centered closeButtonProps={{ 'aria-label': t('mediaLibrary.manager.cancel') }}>
      <Stack gap="md">
        <Text>{t('mediaLibrary.manager.delete_body', { name: item?.name ?? '' })}</Text>
        {remove.isError && (
          <Alert color="red" role="alert">
            {remove.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={remove.isPending}>
            {t('mediaLibrary.manager.cancel')}
          </Button>
          <Button
            color="red.9"
            loading={remove.isPending}
            disabled={remove.isError}
            onClick={() =>
              item &&
              remove.mutate(item.id, {
                onSuccess: () => {
                  remove.reset();
                  onDeleted();
                },
              })
            }
          >
            {t('mediaLibrary.manager.delete_confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
