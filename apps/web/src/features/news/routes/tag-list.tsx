import { Group } from '@mantine/core';
import type { TNewsTag } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { deleteColumn } from '@/components/content-form/delete-column';
import { ListSearch } from '@/components/content-form/list-search';
import { localName } from '@/components/content-form/local-name';
import { ItemTable, RowLink } from '@/components/list-screen/item-table';
import { ListScreen } from '@/components/list-screen/list-screen';
import { useRowDelete } from '@/components/list-screen/use-row-delete';
import { formatNumber } from '@/lib/numbers';
import { readSearchAndPage, useAddressParams, writeSearchAndPage } from '@/lib/address-params';
import { useDeleteTag, useTagList } from '../taxonomy-api';

/** /admin/news/tags: every tag with how many news items use it. */
export function Component() {
  const { t, i18n } = useTranslation();
  const [{ q, page }, update] = useAddressParams(readSearchAndPage, writeSearchAndPage);
  const list = useTagList(page, q);
  const name = (tag: TNewsTag) => localName(tag.name, i18n.language);
  const remove = useRowDelete<TNewsTag>(useDeleteTag(), {
    title: t('news.tag.delete_title'),
    body: (tag) => t('news.tag.delete_body', { name: name(tag) }),
    confirm: t('contentForm.delete'),
    done: (tag) => t('news.tag.deleted', { name: name(tag) }),
    failed: t('news.tag.delete_failed'),
  });

  return (
    <ListScreen
      title={t('news.tag.list_title')}
      create={{ to: '/admin/news/tags/add', label: t('news.tag.add_title') }}
      filters={
        <Group role="search">
          <ListSearch label={t('news.tag.search_label')} value={q} fetching={list.isFetching} onSearch={(next) => update({ q: next, page: 1 })} />
        </Group>
      }
      list={list}
      empty={t('news.tag.empty')}
      table={(tags) => (
        <ItemTable
          items={tags}
          itemKey={(tag) => tag.id}
          rowHeaderFw={400}
          minWidth={480}
          columns={[
            { header: t('news.tag.col_name'), cell: (tag) => <RowLink to={`/admin/news/tags/${tag.id}`} label={name(tag)} /> },
            { header: t('contentForm.slug_label'), cell: (tag) => tag.slug },
            { header: t('news.category.col_news'), cell: (tag) => formatNumber(tag.news_count) },
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
