import { Checkbox } from '@mantine/core';
import { ZRoleRequest, type TRoleRequest } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { NamedItemForm } from '@/components/named-list/named-item-form';

interface RoleFormProps {
  defaultValues: TRoleRequest;
  /** Roles the portal relies on keep their name. */
  nameLocked?: boolean;
  submitLabel: string;
  onSubmit: (values: TRoleRequest) => Promise<unknown>;
}

/** A role's names, and whether its holders must sign in with a second step. */
export function RoleForm(props: RoleFormProps) {
  const { t } = useTranslation();
  return (
    <NamedItemForm
      schema={ZRoleRequest}
      strings="roles.form"
      listPath="/admin/roles"
      {...props}
      extraFields={({ form, fieldError }) => (
        <Checkbox
          label={t('roles.form.mfa_label')}
          description={t('roles.form.mfa_description')}
          error={fieldError('mfa_required')}
          {...form.register('mfa_required')}
        />
      )}
    />
  );
}
