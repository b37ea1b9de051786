import { can, type TRole } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NamedListScreen } from '@/components/named-list/named-list-screen';
import { useNameSearch } from '@/components/named-list/use-name-search';
import { useSession } from '@/lib/current-user';
import { useRoleList } from '../api';
import { DeleteRoleDialog } from '../components/delete-role-dialog';
import { RoleTable } from '../components/role-table';

/** /admin/roles: every role with how many hold it, paged. */
export function Component() {
  const { t } = useTranslation();
  const search = useNameSearch();
  const list = useRoleList({ page: search.page, name: search.name });
  const mayManage = can(useSession()?.permissions, 'roles.manage');
  const [deleting, setDeleting] = useState<TRole | null>(null);

  return (
    <NamedListScreen
      texts={{
        title: t('roles.list.title'),
        create: t('roles.list.create'),
        searchLabel: t('roles.list.search_label'),
        searchPlaceholder: t('roles.list.search_placeholder'),
        empty: t('roles.list.empty'),
      }}
      createTo={mayManage ? '/admin/roles/create' : undefined}
      search={search}
      list={list}
      table={(roles) => <RoleTable roles={roles} mayManage={mayManage} onDelete={setDeleting} />}
    >
      <DeleteRoleDialog role={deleting} onClose={() => setDeleting(null)} />
    </NamedListScreen>
  );
}
