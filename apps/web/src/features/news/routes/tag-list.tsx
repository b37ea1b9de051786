import { Alert, Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { TNewsTag } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { ListSearch } from '@/components/content-form/list-search';
import { notifyDone, notifyFailure } from '@/lib/notify';
import { Pagination } from '@/components/pagination/pagination';
import { readSearchAndPage, useAddressParams, writeSearchAndPage } from '@/lib/address-params';
import { localName } from '@/components/content-form/local-name';
import { useDeleteTag, useTagList } from '../taxonomy-api';

/** /admin/news/tags: every tag with how many news items use it. */
export function Component() {
  const { t, i18n } = useTranslation();
  const [{ q, page }, update] = useAddressParams(readSearchAndPage, writeSearchAndPage);
  const list = useTagList(page, q);
  const remove = useDeleteTag();
  const [deleting, setDeleting] = useState<TNewsTag | null>(null);
  const name = (tag: TNewsTag) => localName(tag.name, i18n.language);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifyDone(t('news.tag.deleted', { name: name(deleting) }));
    } catch (error) {
      notifyFailure(error, t('news.tag.delete_failed'));
    }
    setDeleting(null);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('news.tag.list_title')}</Title>
        <Button component={Link} to="/admin/news/tags/add">
          {t('news.tag.add_title')}
        </Button>
      </Group>
      <Group role="search">
        <ListSearch label={t('news.tag.search_label')} value={q} fetching={list.isFetching} onSearch={(next) => update({ q: next, page: 1 })} />
      </Group>
      {list.isError && (
        <Alert color="red" role="alert">
          {list.error.message}
        </Alert>
      )}
      {list.data && list.data.data.length === 0 && <Text>{t('news.tag.empty')}</Text>}
      {list.data && list.data.data.length > 0 && (
        <Table.ScrollContainer minWidth={480}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('news.tag.col_name')}</Table.Th>
                <Table.Th scope="col">{t('contentForm.slug_label')}</Table.Th>
                <Table.Th scope="col">{t('news.category.col_news')}</Table.Th>
                <Table.Th scope="col">{t('contentForm.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.data.map((tag) => (
                <Table.Tr key={tag.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/news/tags/${tag.id}`} c="brand.8">
                      {name(tag)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{tag.slug}</Table.Td>
                  <Table.Td>{tag.news_count}</Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="subtle" color="red.9" onClick={() => setDeleting(tag)} aria-label={t('contentForm.delete_named', { name: name(tag) })}>
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
        title={t('news.tag.delete_title')}
        body={deleting ? t('news.tag.delete_body', { name: name(deleting) }) : ''}
        confirmLabel={t('contentForm.delete')}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
