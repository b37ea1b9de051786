import { Badge, Group, Text } from '@mantine/core';
import { permissionDisplayName, type TPermission } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { ItemTable, RowActions, RowDeleteButton, RowLink, type ItemColumn } from '@/components/list-screen/item-table';
import { formatNumber } from '@/lib/numbers';

interface PermissionTableProps {
  permissions: TPermission[];
  mayManage: boolean;
  onDelete: (permission: TPermission) => void;
}

export function PermissionTable({ permissions, mayManage, onDelete }: PermissionTableProps) {
  const { t } = useTranslation();
  const label = (permission: TPermission) => permissionDisplayName(permission, (key) => t(key as never));
  const columns: ItemColumn<TPermission>[] = [
    {
      header: t('permissions.columns.name'),
      cell: (permission) => (
        <Group gap="xs">
          <Text ff="monospace" size="sm" fw={600} translate="no">
            {permission.name}
          </Text>
          {permission.built_in && (
            <Badge variant="light" color="gray" tt="none">
              {t('permissions.built_in_badge')}
            </Badge>
          )}
        </Group>
      ),
    },
    { header: t('permissions.columns.readable_name'), cell: label },
    {
      header: t('permissions.columns.group'),
      cell: (permission) => t(`permissions.groups.${permission.group}`, { defaultValue: permission.group }),
    },
    { header: t('permissions.columns.roles'), cell: (permission) => formatNumber(permission.roles_count) },
  ];
  if (mayManage) {
    columns.push({
      header: t('permissions.columns.actions'),
      cell: (permission) => (
        <RowActions>
          <RowLink
            to={`/admin/permission/${permission.id}`}
            label={t('permissions.actions.edit')}
            ariaLabel={t('permissions.actions.edit_of', { name: label(permission) })}
          />
          {!permission.built_in && (
            <RowDeleteButton
              label={t('permissions.actions.delete')}
              ariaLabel={t('permissions.actions.delete_of', { name: label(permission) })}
              onClick={() => onDelete(permission)}
            />
          )}
        </RowActions>
      ),
    });
  }
  return <ItemTable items={permissions} itemKey={(permission) => permission.id} columns={columns} />;
}
