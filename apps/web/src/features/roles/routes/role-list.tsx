import { Alert, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { can, type TRole } from '@portal/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigation, useSearchParams } from 'react-router';
import { Pagination } from '@/components/pagination/pagination';
import { useSession } from '@/lib/current-user';
import { useRoleList } from '../api';
import { DeleteRoleDialog } from '../components/delete-role-dialog';
import { RoleTable } from '../components/role-table';

const SEARCH_DELAY_MS = 300;

/** /admin/roles: every role with how many hold it, paged. */
export function Component() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const name = searchParams.get('name') ?? '';
  const list = useRoleList({ page, name });
  const mayManage = can(useSession()?.permissions, 'roles.manage');
  const [deleting, setDeleting] = useState<TRole | null>(null);

  const [text, setText] = useState(name);
  const [debounced] = useDebouncedValue(text, SEARCH_DELAY_MS);
  const navigating = useNavigation().state !== 'idle';
  useEffect(() => {
    // A search that lands while the admin is already leaving (e.g. clicked Edit) must not pull them back.
    if (!navigating && debounced.trim() !== name) setSearchParams(debounced.trim() ? { name: debounced.trim() } : {});
  }, [debounced]);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('roles.list.title')}</Title>
        {mayManage && (
          <Button component={Link} to="/admin/roles/create">
            {t('roles.list.create')}
          </Button>
        )}
      </Group>
      <Group align="end" gap="sm" role="search">
        <TextInput
          type="search"
          label={t('roles.list.search_label')}
          placeholder={t('roles.list.search_placeholder')}
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.currentTarget.value)}
          w={280}
        />
        {list.isFetching && <Loader size="sm" aria-label={t('app.loading')} />}
      </Group>
      {list.isError && (
        <Alert color="red" role="alert">
          {list.error.message}
        </Alert>
      )}
      {list.data && (
        <>
          {list.data.data.length === 0 ? (
            <Text>{t('roles.list.empty')}</Text>
          ) : (
            <RoleTable roles={list.data.data} mayManage={mayManage} onDelete={setDeleting} />
          )}
          <Pagination
            meta={list.data.meta}
            onPageChange={(next) => setSearchParams({ ...(name ? { name } : {}), page: String(next) })}
          />
        </>
      )}
      <DeleteRoleDialog role={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
