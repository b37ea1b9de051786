import { Button, Group, Stack, TextInput } from '@mantine/core';
import { ZPermissionRequest, type TPermissionRequest } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '@/components/form/form-alert';
import { useApiForm } from '@/components/form/use-api-form';

interface PermissionFormProps {
  defaultValues: TPermissionRequest;
  /** Permissions the portal checks keep their name. */
  nameLocked?: boolean;
  submitLabel: string;
  onSubmit: (values: TPermissionRequest) => Promise<unknown>;
}

export function PermissionForm({ defaultValues, nameLocked = false, submitLabel, onSubmit }: PermissionFormProps) {
  const { t } = useTranslation();
  const { form, formError, fieldError, onSubmit: handle } = useApiForm(ZPermissionRequest, defaultValues);

  return (
    <form onSubmit={handle(onSubmit)} noValidate>
      <Stack gap="md" maw={520}>
        <FormAlert message={formError} />
        <TextInput
          label={t('permissions.form.name_label')}
          description={nameLocked ? t('permissions.form.name_fixed') : t('permissions.form.name_description')}
          required
          readOnly={nameLocked}
          autoComplete="off"
          spellCheck={false}
          error={fieldError('name')}
          {...form.register('name')}
        />
        <TextInput
          label={t('permissions.form.readable_label')}
          required
          error={fieldError('readable_name')}
          {...form.register('readable_name')}
        />
        <Group>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
          <Button component={Link} to="/admin/permission" variant="default">
            {t('permissions.form.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
