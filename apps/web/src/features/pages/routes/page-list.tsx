import { Badge, Group, NativeSelect } from '@mantine/core';
import type { TAdminPageList } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { deleteColumn } from '@/components/content-form/delete-column';
import { ListSearch } from '@/components/content-form/list-search';
import { localName } from '@/components/content-form/local-name';
import { ItemTable, RowLink } from '@/components/list-screen/item-table';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useRowDelete } from '@/components/list-screen/use-row-delete';
import { useAddressParams } from '@/lib/address-params';
import { useDateFormat } from '@/lib/site';
import { useDeletePage, usePageList, type PageListParams } from '../api';

type Row = TAdminPageList['data'][number];

function readParams(search: URLSearchParams): PageListParams {
  const published = search.get('published');
  return {
    page: Math.max(1, Number(search.get('page')) || 1),
    q: search.get('q') ?? '',
    published: published === 'true' || published === 'false' ? published : '',
  };
}

const writeParams = (params: PageListParams) =>
  Object.fromEntries(Object.entries({ ...params, page: params.page > 1 ? String(params.page) : '' }).filter(([, value]) => value !== ''));

/** /admin/page: every page, searchable and filtered by whether it is public. */
export function Component() {
  const { t, i18n } = useTranslation();
  const [params, update] = useAddressParams(readParams, writeParams);
  const list = usePageList(params);
  const format = useDateFormat();
  const title = (row: Row) => localName(row.title, i18n.language);
  const set = (patch: Partial<PageListParams>) => update({ ...patch, page: patch.page ?? 1 });
  const remove = useRowDelete<Row>(useDeletePage(), {
    title: t('pages.editor.delete_title'),
    body: (row) => t('pages.editor.delete_body', { title: title(row) }),
    confirm: t('contentForm.delete'),
    done: (row) => t('pages.editor.deleted', { title: title(row) }),
    failed: t('pages.editor.delete_failed'),
  });

  return (
    <ListScreen
      title={t('pages.list.title')}
      create={{ to: '/admin/page/add', label: t('pages.editor.add_title') }}
      filters={
        <Group align="end" gap="sm" role="search">
          <ListSearch label={t('pages.list.search_label')} value={params.q} fetching={list.isFetching} onSearch={(q) => set({ q })} />
          <NativeSelect
            label={t('pages.list.published_filter')}
            value={params.published}
            onChange={(event) => set({ published: event.currentTarget.value as PageListParams['published'] })}
            data={[
              { value: '', label: t('pages.list.any') },
              { value: 'true', label: t('pages.list.published') },
              { value: 'false', label: t('pages.list.unpublished') },
            ]}
            w={180}
          />
        </Group>
      }
      list={list}
      empty={t('pages.list.empty')}
      table={(rows) => (
        <ItemTable
          items={rows}
          itemKey={(row) => row.id}
          rowHeaderFw={400}
          minWidth={600}
          columns={[
            { header: t('pages.list.col_title'), cell: (row) => <RowLink to={`/admin/page/${row.id}`} label={title(row)} /> },
            { header: t('contentForm.slug_label'), cell: (row) => row.slug },
            {
              header: t('pages.list.col_status'),
              cell: (row) => (
                <Badge color={row.published ? 'brand.8' : 'gray.7'} variant="filled">
                  {row.published ? t('pages.list.published') : t('pages.list.unpublished')}
                </Badge>
              ),
            },
            { header: t('pages.list.col_updated'), cell: (row) => format.dateTime(row.updated_at) },
            deleteColumn(t, title, remove.ask),
          ]}
        />
      )}
      onPageChange={(page) => set({ page })}
    >
      {remove.dialog}
    </ListScreen>
  );
}
