import { Group } from '@mantine/core';
import type { TNewsCategory } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { deleteColumn } from '@/components/content-form/delete-column';
import { ListSearch } from '@/components/content-form/list-search';
import { localName } from '@/components/content-form/local-name';
import { ItemTable, RowLink } from '@/components/list-screen/item-table';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useRowDelete } from '@/components/list-screen/use-row-delete';
import { formatNumber } from '@/lib/numbers';
import { readSearchAndPage, useAddressParams, writeSearchAndPage } from '@/lib/address-params';
import { indent } from '../category-tree';
import { useCategoryList, useDeleteCategory } from '../taxonomy-api';

/** /admin/news/category: the category tree, each category indented under its parent. */
export function Component() {
  const { t, i18n } = useTranslation();
  const [{ q, page }, update] = useAddressParams(readSearchAndPage, writeSearchAndPage);
  const list = useCategoryList(page, q);
  const name = (category: TNewsCategory) => localName(category.name, i18n.language);
  const remove = useRowDelete<TNewsCategory>(useDeleteCategory(), {
    title: t('news.category.delete_title'),
    body: (category) => t('news.category.delete_body', { name: name(category) }),
    confirm: t('contentForm.delete'),
    done: (category) => t('news.category.deleted', { name: name(category) }),
    // e.g. 'Category Have Child Category!': the server's message, shown under this, says why.
    failed: t('news.category.delete_failed'),
  });

  return (
    <ListScreen
      title={t('news.category.list_title')}
      create={{ to: '/admin/news/category/add', label: t('news.category.add_title') }}
      filters={
        <Group role="search">
          <ListSearch label={t('news.category.search_label')} value={q} fetching={list.isFetching} onSearch={(next) => update({ q: next, page: 1 })} />
        </Group>
      }
      list={list}
      empty={t('news.category.empty')}
      table={(categories) => (
        <ItemTable
          items={categories}
          itemKey={(category) => category.id}
          rowHeaderFw={400}
          minWidth={560}
          columns={[
            {
              header: t('news.category.col_name'),
              cell: (category) => (
                <span style={{ whiteSpace: 'pre' }}>
                  {indent(category.depth)}
                  <RowLink to={`/admin/news/category/${category.id}`} label={name(category)} />
                </span>
              ),
            },
            { header: t('contentForm.slug_label'), cell: (category) => category.slug },
            { header: t('news.category.col_news'), cell: (category) => formatNumber(category.news_count) },
            deleteColumn(t, name, remove.ask),
          ]}
        />
      )}
      onPageChange={(next) => update({ page: next })}
    >
      {remove.dialog}
    </ListScreen>
  );
}
