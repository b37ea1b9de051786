import { can, type TAdminNewsRow } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { deleteColumn } from '@/components/content-form/delete-column';
import { localName } from '@/components/content-form/local-name';
import { ItemTable, RowLink, type ItemColumn } from '@/components/list-screen/item-table';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useRowDelete } from '@/components/list-screen/use-row-delete';
import { useAddressParams } from '@/lib/address-params';
import { useSession } from '@/lib/current-user';
import { useDateFormat } from '@/lib/site';
import { useDeleteNews, useNewsList } from '../api';
import { NewsFilters } from '../components/news-filters';
import { NewsStatusBadge } from '../components/status-badge';
import { readListParams, writeListParams } from '../list-params';

/** /admin/news: every news item, filtered by search, category, tag and status (all kept in the URL). */
export function Component() {
  const { t, i18n } = useTranslation();
  const [params, update] = useAddressParams(readListParams, writeListParams);
  const list = useNewsList(params);
  const format = useDateFormat();
  const mayManage = can(useSession()?.permissions, 'news.manage');
  const title = (row: TAdminNewsRow) => localName(row.title, i18n.language);
  const remove = useRowDelete<TAdminNewsRow>(useDeleteNews(), {
    title: t('news.editor.delete_title'),
    body: (row) => t('news.editor.delete_body', { title: title(row) }),
    confirm: t('contentForm.delete'),
    done: (row) => t('news.editor.deleted', { title: title(row) }),
    failed: t('news.editor.delete_failed'),
  });

  const columns: ItemColumn<TAdminNewsRow>[] = [
    { header: t('news.list.col_title'), cell: (row) => <RowLink to={`/admin/news/${row.id}`} label={title(row)} /> },
    { header: t('news.list.col_category'), cell: (row) => (row.category ? localName(row.category.name, i18n.language) : '—') },
    { header: t('news.list.col_tags'), cell: (row) => row.tags.map((tag) => localName(tag.name, i18n.language)).join(', ') || '—' },
    { header: t('news.list.col_status'), cell: (row) => <NewsStatusBadge status={row.status} /> },
    { header: t('news.list.col_publish_at'), cell: (row) => (row.publish_at ? format.dateTime(row.publish_at) : '—') },
    { header: t('news.list.col_author'), cell: (row) => row.author?.name ?? '—' },
  ];

  return (
    <ListScreen
      title={t('news.list.title')}
      create={mayManage ? { to: '/admin/news/add', label: t('news.list.add') } : undefined}
      filters={<NewsFilters params={params} fetching={list.isFetching} onChange={update} />}
      list={list}
      empty={t('news.list.empty')}
      table={(rows) => (
        <ItemTable
          items={rows}
          itemKey={(row) => row.id}
          rowHeaderFw={400}
          minWidth={760}
          columns={mayManage ? [...columns, deleteColumn(t, title, remove.ask)] : columns}
        />
      )}
      onPageChange={(page) => update({ page })}
    >
      {remove.dialog}
    </ListScreen>
  );
}
