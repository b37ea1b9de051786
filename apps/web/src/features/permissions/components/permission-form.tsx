import { ZPermissionRequest, type TPermissionRequest } from '@portal/contract';
import { NamedItemForm } from '@/components/named-list/named-item-form';

interface PermissionFormProps {
  defaultValues: TPermissionRequest;
  /** Permissions the portal checks keep their name. */
  nameLocked?: boolean;
  submitLabel: string;
  onSubmit: (values: TPermissionRequest) => Promise<unknown>;
}

export function PermissionForm(props: PermissionFormProps) {
  return <NamedItemForm schema={ZPermissionRequest} strings="permissions.form" listPath="/admin/permission" {...props} />;
}
