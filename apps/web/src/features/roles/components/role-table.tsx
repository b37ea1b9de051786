import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import type { TRole } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '@/lib/numbers';
import { roleLabel } from '@/components/role-name/role-label';

interface RoleTableProps {
  roles: TRole[];
  mayManage: boolean;
  onDelete: (role: TRole) => void;
}

export function RoleTable({ roles, mayManage, onDelete }: RoleTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('roles.columns.readable_name')}</Table.Th>
            <Table.Th scope="col">{t('roles.columns.name')}</Table.Th>
            <Table.Th scope="col">{t('roles.columns.users')}</Table.Th>
            <Table.Th scope="col">{t('roles.columns.permissions')}</Table.Th>
            <Table.Th scope="col">{t('roles.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {roles.map((role) => {
            const label = roleLabel(t, role);
            return (
            <Table.Tr key={role.id}>
              <Table.Th scope="row" fw={600}>
                <Group gap="xs">
                  {label}
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
              </Table.Th>
              <Table.Td>
                <Text ff="monospace" size="sm" translate="no">
                  {role.name}
                </Text>
              </Table.Td>
              <Table.Td>{formatNumber(role.users_count)}</Table.Td>
              <Table.Td>{role.all_permissions ? t('roles.all_permissions') : formatNumber(role.permissions_count)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Anchor c="brand.8" component={Link} to={`/admin/roles/permission/${role.id}`} aria-label={t('roles.actions.permissions_of', { name: label })}>
                    {t('roles.actions.permissions')}
                  </Anchor>
                  {mayManage && (
                    <Anchor c="brand.8" component={Link} to={`/admin/roles/${role.id}`} aria-label={t('roles.actions.edit_of', { name: label })}>
                      {t('roles.actions.edit')}
                    </Anchor>
                  )}
                  {mayManage && !role.system && (
                    <Button
                      variant="subtle"
                      color="red"
                      c="red.9"
                      size="compact-sm"
                      aria-label={t('roles.actions.delete_of', { name: label })}
                      onClick={() => onDelete(role)}
                    >
                      {t('roles.actions.delete')}
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
