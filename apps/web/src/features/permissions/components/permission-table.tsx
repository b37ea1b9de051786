import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { permissionDisplayName, type TPermission } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '@/lib/numbers';

interface PermissionTableProps {
  permissions: TPermission[];
  mayManage: boolean;
  onDelete: (permission: TPermission) => void;
}

export function PermissionTable({ permissions, mayManage, onDelete }: PermissionTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('permissions.columns.name')}</Table.Th>
            <Table.Th scope="col">{t('permissions.columns.readable_name')}</Table.Th>
            <Table.Th scope="col">{t('permissions.columns.group')}</Table.Th>
            <Table.Th scope="col">{t('permissions.columns.roles')}</Table.Th>
            {mayManage && <Table.Th scope="col">{t('permissions.columns.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {permissions.map((permission) => {
            const label = permissionDisplayName(permission, (key) => t(key as never));
            return (
            <Table.Tr key={permission.id}>
              <Table.Th scope="row">
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
              </Table.Th>
              <Table.Td>{label}</Table.Td>
              <Table.Td>{t(`permissions.groups.${permission.group}`, { defaultValue: permission.group })}</Table.Td>
              <Table.Td>{formatNumber(permission.roles_count)}</Table.Td>
              {mayManage && (
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Anchor c="brand.8" component={Link} to={`/admin/permission/${permission.id}`} aria-label={t('permissions.actions.edit_of', { name: label })}>
                      {t('permissions.actions.edit')}
                    </Anchor>
                    {!permission.built_in && (
                      <Button
                        variant="subtle"
                        color="red"
                        c="red.9"
                        size="compact-sm"
                        aria-label={t('permissions.actions.delete_of', { name: label })}
                        onClick={() => onDelete(permission)}
                      >
                        {t('permissions.actions.delete')}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
