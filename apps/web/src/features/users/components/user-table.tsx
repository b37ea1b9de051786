import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { DEFAULT_SORT_DIRECTION, type TAdminUserSort, type TAdminUserSummary } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SortableHeader } from '@/components/sortable-header/sortable-header';
import { roleLabel } from '@/components/role-name/role-label';
import { useDateFormat } from '@/lib/site';
import type { UserListParams } from '../list-params';
import { StatusBadge } from './status-badge';

interface UserTableProps {
  users: readonly TAdminUserSummary[];
  params: UserListParams;
  onSort: (column: TAdminUserSort) => void;
}

export function UserTable({ users, params, onSort }: UserTableProps) {
  const { t } = useTranslation();
  const format = useDateFormat();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Caption>
          {t('users.list.caption', {
            column: t(`users.columns.${params.sort}`),
            direction: t(`users.sort.${params.direction}`),
          })}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <SortableHeader column="name" label={t('users.columns.name')} order={params} firstDirection={DEFAULT_SORT_DIRECTION.name} onSort={onSort} />
            <SortableHeader column="email" label={t('users.columns.email')} order={params} firstDirection={DEFAULT_SORT_DIRECTION.email} onSort={onSort} />
            <Table.Th>{t('users.columns.phone')}</Table.Th>
            <Table.Th>{t('users.columns.roles')}</Table.Th>
            <Table.Th>{t('users.columns.status')}</Table.Th>
            <SortableHeader column="created_at" label={t('users.columns.created_at')} order={params} firstDirection={DEFAULT_SORT_DIRECTION.created_at} onSort={onSort} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <Anchor component={Link} to={`/admin/user/${user.id}`} fw={600} c="brand.8">
                  {user.name}
                </Anchor>
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email}</Table.Td>
              <Table.Td>{user.phone ?? '—'}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {user.roles.map((role) => (
                    <Badge key={role} variant="outline" color="gray.8" tt="none">
                      {roleLabel(t, role)}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <StatusBadge status={user.status} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{format.date(user.created_at)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
