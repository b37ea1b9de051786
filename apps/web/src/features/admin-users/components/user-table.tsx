import { Anchor, Badge, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { DEFAULT_SORT_DIRECTION, type TAdminUserSort, type TAdminUserSummary } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateFormat } from '@/lib/site';
import type { UserListParams } from '../list-params';
import { StatusBadge } from './status-badge';

interface UserTableProps {
  users: readonly TAdminUserSummary[];
  params: UserListParams;
  onSort: (column: TAdminUserSort) => void;
}

/** A column header that sorts the list; screen readers hear the current order through aria-sort. */
function SortableHeader({ column, params, onSort }: { column: TAdminUserSort } & Omit<UserTableProps, 'users'>) {
  const { t } = useTranslation();
  const active = params.sort === column;
  const label = t(`adminUsers.columns.${column}`);
  const next = active ? (params.direction === 'asc' ? 'desc' : 'asc') : DEFAULT_SORT_DIRECTION[column];
  return (
    <Table.Th aria-sort={active ? (params.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton
        onClick={() => onSort(column)}
        fw={700}
        fz="sm"
        aria-label={t('adminUsers.sort.button', { column: label, direction: t(`adminUsers.sort.${next}`) })}
      >
        <Group gap={4} wrap="nowrap">
          {label}
          <span aria-hidden>{active ? (params.direction === 'asc' ? '▲' : '▼') : '↕'}</span>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

export function UserTable({ users, params, onSort }: UserTableProps) {
  const { t } = useTranslation();
  const format = useDateFormat();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Caption>
          {t('adminUsers.list.caption', {
            column: t(`adminUsers.columns.${params.sort}`),
            direction: t(`adminUsers.sort.${params.direction}`),
          })}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <SortableHeader column="name" params={params} onSort={onSort} />
            <SortableHeader column="email" params={params} onSort={onSort} />
            <Table.Th>{t('adminUsers.columns.phone')}</Table.Th>
            <Table.Th>{t('adminUsers.columns.roles')}</Table.Th>
            <Table.Th>{t('adminUsers.columns.status')}</Table.Th>
            <SortableHeader column="created_at" params={params} onSort={onSort} />
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
                      {role}
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
