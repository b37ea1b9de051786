import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { ZRoleRequest, type TRoleRequest } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '@/components/form/form-alert';
import { useApiForm } from '@/components/form/use-api-form';

interface RoleFormProps {
  defaultValues: TRoleRequest;
  /** Roles the portal relies on keep their name. */
  nameLocked?: boolean;
  submitLabel: string;
  onSubmit: (values: TRoleRequest) => Promise<unknown>;
}

export function RoleForm({ defaultValues, nameLocked = false, submitLabel, onSubmit }: RoleFormProps) {
  const { t } = useTranslation();
  const { form, formError, fieldError, onSubmit: handle } = useApiForm(ZRoleRequest, defaultValues);

  return (
    <form onSubmit={handle(onSubmit)} noValidate>
      <Stack gap="md" maw={520}>
        <FormAlert message={formError} />
        <TextInput
          label={t('roles.form.name_label')}
          description={nameLocked ? t('roles.form.name_fixed') : t('roles.form.name_description')}
          required
          readOnly={nameLocked}
          autoComplete="off"
          spellCheck={false}
          error={fieldError('name')}
          {...form.register('name')}
        />
        <TextInput label={t('roles.form.readable_label')} required error={fieldError('readable_name')} {...form.register('readable_name')} />
        <Checkbox
          label={t('roles.form.mfa_label')}
          description={t('roles.form.mfa_description')}
          error={fieldError('mfa_required')}
          {...form.register('mfa_required')}
        />
        <Group>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
          <Button component={Link} to="/admin/roles" variant="default">
            {t('roles.form.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
