import { can, type TPermission } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NamedListScreen } from '@/components/named-list/named-list-screen';
import { useNameSearch } from '@/components/named-list/use-name-search';
import { useSession } from '@/lib/current-user';
import { usePermissionList } from '../api';
import { DeletePermissionDialog } from '../components/delete-permission-dialog';
import { PermissionTable } from '../components/permission-table';

/** /admin/permission: the portal's permissions and the admins' own, paged. */
export function Component() {
  const { t } = useTranslation();
  const search = useNameSearch();
  const list = usePermissionList({ page: search.page, name: search.name });
  const mayManage = can(useSession()?.permissions, 'permissions.manage');
  const [deleting, setDeleting] = useState<TPermission | null>(null);

  return (
    <NamedListScreen
      texts={{
        title: t('permissions.list.title'),
        intro: t('permissions.list.intro'),
        create: t('permissions.list.create'),
        searchLabel: t('permissions.list.search_label'),
        searchPlaceholder: t('permissions.list.search_placeholder'),
        empty: t('permissions.list.empty'),
      }}
      createTo={mayManage ? '/admin/permission/create' : undefined}
      search={search}
      list={list}
      table={(permissions) => <PermissionTable permissions={permissions} mayManage={mayManage} onDelete={setDeleting} />}
    >
      <DeletePermissionDialog permission={deleting} onClose={() => setDeleting(null)} />
    </NamedListScreen>
  );
}
