import { Alert, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { can, type TPermission } from '@portal/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigation, useSearchParams } from 'react-router';
import { Pagination } from '@/components/pagination/pagination';
import { useSession } from '@/lib/current-user';
import { usePermissionList } from '../api';
import { DeletePermissionDialog } from '../components/delete-permission-dialog';
import { PermissionTable } from '../components/permission-table';

const SEARCH_DELAY_MS = 300;

/** /admin/permission: the portal's permissions and the admins' own, paged. */
export function Component() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const name = searchParams.get('name') ?? '';
  const list = usePermissionList({ page, name });
  const mayManage = can(useSession()?.permissions, 'permissions.manage');
  const [deleting, setDeleting] = useState<TPermission | null>(null);

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
        <Title order={1}>{t('permissions.list.title')}</Title>
        {mayManage && (
          <Button component={Link} to="/admin/permission/create">
            {t('permissions.list.create')}
          </Button>
        )}
      </Group>
      <Text>{t('permissions.list.intro')}</Text>
      <Group align="end" gap="sm" role="search">
        <TextInput
          type="search"
          label={t('permissions.list.search_label')}
          placeholder={t('permissions.list.search_placeholder')}
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
            <Text>{t('permissions.list.empty')}</Text>
          ) : (
            <PermissionTable permissions={list.data.data} mayManage={mayManage} onDelete={setDeleting} />
          )}
          <Pagination
            meta={list.data.meta}
            onPageChange={(next) => setSearchParams({ ...(name ? { name } : {}), page: String(next) })}
          />
        </>
      )}
      <DeletePermissionDialog permission={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
