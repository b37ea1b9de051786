import { Alert, Button, Group, Loader, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { ADMIN_USER_COMPLIANCE, ADMIN_USER_STATUSES, can, CRM_CONNECTION_PATH } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/numbers';
import { roleLabel } from '@/components/role-name/role-label';
import { Link } from 'react-router';
import { Pagination } from '@/components/pagination/pagination';
import { GeoAreaSelect } from '@/components/geo-area-select/geo-area-select';
import { useAddressParams } from '@/lib/address-params';
import { useSession } from '@/lib/current-user';
import { useTypedParam } from '@/lib/typed-param';
import { useRoleOptions, useUserList } from '../api';
import { UserTable } from '../components/user-table';
import { DEFAULT_LIST_PARAMS, PER_PAGE_CHOICES, readListParams, sortBy, writeListParams, type UserListParams } from '../list-params';

/** /admin/user/list: every live user, searched, filtered, sorted and paged on the server. */
export function Component() {
  const { t } = useTranslation();
  const [params, update] = useAddressParams(readListParams, writeListParams);
  const list = useUserList(params);
  const roles = useRoleOptions();
  const permissions = useSession()?.permissions;
  const mayCreate = can(permissions, 'users.create');
  const mayConnectCrm = can(permissions, 'crm.connect');

  const [text, setText] = useTypedParam(params.q, (q) => update({ q, page: 1 }));

  const filtered = params.q !== '' || params.role !== '' || params.status !== '' || params.compliance !== '' || params.area.length > 0;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('users.list.title')}</Title>
        <Group gap="sm">
          {mayConnectCrm && (
            <Button component={Link} to={CRM_CONNECTION_PATH} variant="default">
              {t('crmConnection.open_from_users')}
            </Button>
          )}
          {mayCreate && (
            <Button component={Link} to="/admin/user/create">
              {t('users.list.create')}
            </Button>
          )}
        </Group>
      </Group>
      <Group align="end" gap="sm" role="search">
        <TextInput
          type="search"
          label={t('users.list.search_label')}
          placeholder={t('users.list.search_placeholder')}
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.currentTarget.value)}
          w={280}
        />
        <NativeSelect
          label={t('users.list.role_label')}
          value={params.role}
          data={[{ value: '', label: t('users.list.any_role') }, ...(roles.data ?? []).map((r) => ({ value: r.name, label: roleLabel(t, r) }))]}
          onChange={(event) => update({ role: event.currentTarget.value, page: 1 })}
        />
        <NativeSelect
          label={t('users.list.status_label')}
          value={params.status}
          data={[
            { value: '', label: t('users.list.any_status') },
            ...ADMIN_USER_STATUSES.map((status) => ({ value: status, label: t(`users.status.${status}`) })),
          ]}
          onChange={(event) => update({ status: event.currentTarget.value as UserListParams['status'], page: 1 })}
        />
        <NativeSelect
          label={t('users.list.compliance_label')}
          value={params.compliance}
          data={[
            { value: '', label: t('users.list.any_compliance') },
            ...ADMIN_USER_COMPLIANCE.map((progress) => ({ value: progress, label: t(`users.compliance.${progress}`) })),
          ]}
          onChange={(event) => update({ compliance: event.currentTarget.value as UserListParams['compliance'], page: 1 })}
        />
        <NativeSelect
          label={t('users.list.per_page_label')}
          value={String(params.per_page)}
          data={PER_PAGE_CHOICES.map((n) => ({ value: String(n), label: formatNumber(n) }))}
          onChange={(event) => update({ per_page: Number(event.currentTarget.value), page: 1 })}
        />
        {filtered && (
          <Button variant="subtle" onClick={() => {
              setText('');
              update((latest) => ({ ...DEFAULT_LIST_PARAMS, per_page: latest.per_page, sort: latest.sort, direction: latest.direction }));
            }}>
            {t('users.list.clear')}
          </Button>
        )}
        {list.isFetching && <Loader size="sm" aria-label={t('app.loading')} />}
      </Group>
      <Group align="end" gap="sm" aria-label={t('users.list.area_label')} role="group">
        <GeoAreaSelect depth={3} value={params.area} onChange={(area) => update({ area, page: 1 })} />
      </Group>
      {list.isError && (
        <Alert color="red" role="alert">
          {list.error.message || t('users.list.failed')}
        </Alert>
      )}
      {list.data && (
        <>
          {list.data.data.length === 0 ? (
            <Text>{t('users.list.empty')}</Text>
          ) : (
            <UserTable users={list.data.data} params={params} onSort={(column) => update((latest) => sortBy(latest, column))} />
          )}
          <Pagination meta={list.data.meta} onPageChange={(page) => update({ page })} />
        </>
      )}
    </Stack>
  );
}
