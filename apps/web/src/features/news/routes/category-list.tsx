import { Alert, Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { TNewsCategory } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { ListSearch } from '@/components/content-form/list-search';
import { notifyDone, notifyFailure } from '@/lib/notify';
import { Pagination } from '@/components/pagination/pagination';
import { readSearchAndPage, useAddressParams, writeSearchAndPage } from '@/lib/address-params';
import { localName } from '@/components/content-form/local-name';
import { indent } from '../category-tree';
import { useCategoryList, useDeleteCategory } from '../taxonomy-api';

/** /admin/news/category: the category tree, each category indented under its parent. */
export function Component() {
  const { t, i18n } = useTranslation();
  const [{ q, page }, update] = useAddressParams(readSearchAndPage, writeSearchAndPage);
  const list = useCategoryList(page, q);
  const remove = useDeleteCategory();
  const [deleting, setDeleting] = useState<TNewsCategory | null>(null);
  const name = (category: TNewsCategory) => localName(category.name, i18n.language);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifyDone(t('news.category.deleted', { name: name(deleting) }));
    } catch (error) {
      // e.g. 'Category Have Child Category!': the server's message says why.
      notifyFailure(error, t('news.category.delete_failed'));
    }
    setDeleting(null);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('news.category.list_title')}</Title>
        <Button component={Link} to="/admin/news/category/add">
          {t('news.category.add_title')}
        </Button>
      </Group>
      <Group role="search">
        <ListSearch label={t('news.category.search_label')} value={q} fetching={list.isFetching} onSearch={(next) => update({ q: next, page: 1 })} />
      </Group>
      {list.isError && (
        <Alert color="red" role="alert">
          {list.error.message}
        </Alert>
      )}
      {list.data && list.data.data.length === 0 && <Text>{t('news.category.empty')}</Text>}
      {list.data && list.data.data.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('news.category.col_name')}</Table.Th>
                <Table.Th scope="col">{t('contentForm.slug_label')}</Table.Th>
                <Table.Th scope="col">{t('news.category.col_news')}</Table.Th>
                <Table.Th scope="col">{t('contentForm.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.data.map((category) => (
                <Table.Tr key={category.id}>
                  <Table.Td style={{ whiteSpace: 'pre' }}>
                    {indent(category.depth)}
                    <Anchor component={Link} to={`/admin/news/category/${category.id}`} c="brand.8">
                      {name(category)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{category.slug}</Table.Td>
                  <Table.Td>{category.news_count}</Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="subtle" color="red.9" onClick={() => setDeleting(category)} aria-label={t('contentForm.delete_named', { name: name(category) })}>
                      {t('contentForm.delete')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {list.data && <Pagination meta={list.data.meta} onPageChange={(next) => update({ page: next })} />}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('news.category.delete_title')}
        body={deleting ? t('news.category.delete_body', { name: name(deleting) }) : ''}
        confirmLabel={t('contentForm.delete')}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
