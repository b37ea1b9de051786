import { Badge, Group, Text } from '@mantine/core';
import type { TRole } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { ItemTable, RowActions, RowDeleteButton, RowLink } from '@/components/list-screen/item-table';
import { roleLabel } from '@/components/role-name/role-label';
import { formatNumber } from '@/lib/numbers';

interface RoleTableProps {
  roles: TRole[];
  mayManage: boolean;
  onDelete: (role: TRole) => void;
}

export function RoleTable({ roles, mayManage, onDelete }: RoleTableProps) {
  const { t } = useTranslation();
  return (
    <ItemTable
      items={roles}
      itemKey={(role) => role.id}
      rowHeaderFw={600}
      columns={[
        {
          header: t('roles.columns.readable_name'),
          cell: (role) => (
            <Group gap="xs">
              {roleLabel(t, role)}
              {role.system && (
                <Badge variant="light" color="gray" tt="none">
                  {t('roles.system_badge')}
                </Badge>
              )}
              {role.mfa_required && (
                <Badge variant="light" color="brand" tt="none">
                  {t('roles.mfa_badge')}
                </Badge>
              )}
            </Group>
          ),
        },
        {
          header: t('roles.columns.name'),
          cell: (role) => (
            <Text ff="monospace" size="sm" translate="no">
              {role.name}
            </Text>
          ),
        },
        { header: t('roles.columns.users'), cell: (role) => formatNumber(role.users_count) },
        {
          header: t('roles.columns.permissions'),
          cell: (role) => (role.all_permissions ? t('roles.all_permissions') : formatNumber(role.permissions_count)),
        },
        {
          header: t('roles.columns.actions'),
          cell: (role) => {
            const label = roleLabel(t, role);
            return (
              <RowActions>
                <RowLink
                  to={`/admin/roles/permission/${role.id}`}
                  label={t('roles.actions.permissions')}
                  ariaLabel={t('roles.actions.permissions_of', { name: label })}
                />
                {mayManage && (
                  <RowLink to={`/admin/roles/${role.id}`} label={t('roles.actions.edit')} ariaLabel={t('roles.actions.edit_of', { name: label })} />
                )}
                {mayManage && !role.system && (
                  <RowDeleteButton
                    label={t('roles.actions.delete')}
                    ariaLabel={t('roles.actions.delete_of', { name: label })}
                    onClick={() => onDelete(role)}
                  />
                )}
              </RowActions>
            );
          },
        },
      ]}
    />
  );
}
