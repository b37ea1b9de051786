import { Button, Divider, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import type { TGeoArea } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { HttpError } from '@/lib/http-error';
import { useDeleteGeoArea } from '../api';
import { areaName } from '@/lib/geo-names';
import { AreaEditor, type AreaEditorTask } from '../components/area-editor';
import { GeoImport } from '../components/geo-import';
import { GeoTree } from '../components/geo-tree';
import { Screen } from '@/components/screen';
import { notifyDone } from '@/lib/notify';

function DeleteDialog({ area, onClose }: { area: TGeoArea | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteGeoArea();
  const name = area ? areaName(area, i18n.language) : '';
  const error = remove.error instanceof HttpError ? remove.error.message : remove.error && t('errors.something_wrong');
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () =>
    area &&
    remove.mutate(area.id, {
      onSuccess: () => {
        notifyDone(t('geo.admin.deleted', { name }));
        close();
      },
    });

  return (
    <Modal opened={area !== null} onClose={close} title={t('geo.admin.delete_title', { name })} closeButtonProps={{ 'aria-label': t('geo.admin.close') }}>
      <Stack gap="md">
        <Text>{t('geo.admin.delete_body')}</Text>
        <FormAlert message={error || null} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('geo.area_editor.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            {t('geo.admin.delete_confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** /admin/geo: browse the tree, add, rename and delete areas, and import a file of them. */
export function Component() {
  const { t } = useTranslation();
  const [task, setTask] = useState<AreaEditorTask | null>(null);
  const [deleting, setDeleting] = useState<TGeoArea | null>(null);

  return (
    <Screen title={t('geo.admin.title')} intro={t('geo.admin.intro')} maw={960}>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Group justify="flex-end">
            <Button variant="light" onClick={() => setTask({ kind: 'add', parent: null })}>
              {t('geo.admin.add_division')}
            </Button>
          </Group>
          <GeoTree
            actions={{
              onAdd: (parent) => setTask({ kind: 'add', parent }),
              onRename: (area) => setTask({ kind: 'rename', area }),
              onDelete: setDeleting,
            }}
          />
        </Stack>
      </Paper>
      <Divider my="sm" />
      <Paper withBorder p="md">
        <GeoImport />
      </Paper>
      <AreaEditor task={task} onClose={() => setTask(null)} />
      <DeleteDialog area={deleting} onClose={() => setDeleting(null)} />
    </Screen>
  );
}
