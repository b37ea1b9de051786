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

/** A sortable column of the list; a column not sorted yet starts in its natural direction. */
function UserColumn({ column, params, onSort }: { column: TAdminUserSort } & Omit<UserTableProps, 'users'>) {
  const { t } = useTranslation();
  const active = params.sort === column;
  const next = active ? (params.direction === 'asc' ? 'desc' : 'asc') : DEFAULT_SORT_DIRECTION[column];
  return (
    <SortableHeader label={t(`users.columns.${column}`)} active={active} direction={params.direction} next={next} onSort={() => onSort(column)} />
  );
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
            <UserColumn column="name" params={params} onSort={onSort} />
            <UserColumn column="email" params={params} onSort={onSort} />
            <Table.Th>{t('users.columns.phone')}</Table.Th>
            <Table.Th>{t('users.columns.roles')}</Table.Th>
            <Table.Th>{t('users.columns.status')}</Table.Th>
            <UserColumn column="created_at" params={params} onSort={onSort} />
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
