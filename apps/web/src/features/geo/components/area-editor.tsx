import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { COUNTRIES, referenceItemName, ZCreateGeoAreaRequest, ZRenameGeoAreaRequest, type TGeoArea } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Controller } from 'react-hook-form';
import { FormAlert } from '@/components/form/form-alert';
import { useApiForm } from '@/components/form/use-api-form';
import { countryOptionsFilter } from '@/lib/country-filter';
import { useCreateGeoArea, useRenameGeoArea } from '../api';
import { areaName } from '@/lib/geo-names';
import { useLevelName } from '@/lib/geo-names';
import { childLevelsOf } from './geo-tree';
import { notifyDone } from '@/lib/notify';

export type AreaEditorTask = { kind: 'add'; parent: TGeoArea | null } | { kind: 'rename'; area: TGeoArea };

function AddForm({ parent, onDone }: { parent: TGeoArea | null; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const create = useCreateGeoArea();
  const levels = childLevelsOf(parent?.level ?? null, parent?.country_code);
  const levelName = useLevelName();
  const language = i18n.language === 'bn' ? 'bn' : 'en';
  const countries = COUNTRIES.map((country) => ({ value: country.code as string, label: referenceItemName(country, language) })).sort((a, b) =>
    a.label.localeCompare(b.label, language),
  );
  const { form, formError, fieldError, onSubmit } = useApiForm(ZCreateGeoAreaRequest, {
    parent_id: parent?.id ?? null,
    level: levels[0],
    country_code: undefined,
    code: '',
    name_en: '',
    name_bn: '',
  });
  const submit = onSubmit(async (values) => {
    const created = await create.mutateAsync(values);
    notifyDone(t('geo.area_editor.added', { name: areaName(created, i18n.language) }));
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {parent && <Text>{t('geo.area_editor.add_under', { name: areaName(parent, i18n.language) })}</Text>}
        <FormAlert message={formError ?? (fieldError('parent_id') || null)} />
        <Controller
          control={form.control}
          name="level"
          render={({ field }) => (
            <Select
              label={t('geo.area_editor.level')}
              required
              withAsterisk={false}
              data={levels.map((level) => ({ value: level, label: levelName(level, parent?.country_code) }))}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              allowDeselect={false}
              error={fieldError('level')}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        {!parent && (
          <Controller
            control={form.control}
            name="country_code"
            render={({ field }) => (
              <Select
                label={t('geo.area_editor.country')}
                description={t('geo.area_editor.country_hint')}
                data={countries}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                onBlur={field.onBlur}
                searchable
                clearable
                filter={countryOptionsFilter}
                error={fieldError('country_code')}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
        )}
        <TextInput label={t('geo.area_editor.code')} description={t('geo.area_editor.code_hint')} required error={fieldError('code')} {...form.register('code')} />
        <TextInput label={t('geo.area_editor.name_en')} lang="en" required error={fieldError('name_en')} {...form.register('name_en')} />
        <TextInput label={t('geo.area_editor.name_bn')} lang="bn" required error={fieldError('name_bn')} {...form.register('name_bn')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('geo.area_editor.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('geo.area_editor.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RenameForm({ area, onDone }: { area: TGeoArea; onDone: () => void }) {
  const { t } = useTranslation();
  const rename = useRenameGeoArea();
  const { form, formError, fieldError, onSubmit } = useApiForm(ZRenameGeoAreaRequest, { name_en: area.name_en, name_bn: area.name_bn });
  const submit = onSubmit(async (values) => {
    await rename.mutateAsync({ id: area.id, ...values });
    notifyDone(t('geo.area_editor.renamed'));
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert message={formError} />
        <TextInput label={t('geo.area_editor.name_en')} lang="en" required error={fieldError('name_en')} {...form.register('name_en')} />
        <TextInput label={t('geo.area_editor.name_bn')} lang="bn" required error={fieldError('name_bn')} {...form.register('name_bn')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('geo.area_editor.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('geo.area_editor.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A dialog to add an area (under `parent`, or a division) or to rename one in both languages. */
export function AreaEditor({ task, onClose }: { task: AreaEditorTask | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const title =
    task?.kind === 'rename' ? t('geo.area_editor.rename_title', { name: areaName(task.area, i18n.language) }) : t('geo.area_editor.add_title');
  return (
    <Modal opened={task !== null} onClose={onClose} title={title} size="md" closeButtonProps={{ 'aria-label': t('geo.admin.close') }}>
      {task?.kind === 'add' && <AddForm parent={task.parent} onDone={onClose} />}
      {task?.kind === 'rename' && <RenameForm area={task.area} onDone={onClose} />}
    </Modal>
  );
}
