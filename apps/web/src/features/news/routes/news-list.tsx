import { Alert, Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { can, type TAdminNewsRow } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { localName } from '@/components/content-form/local-name';
import { notifyDone, notifyFailure } from '@/lib/notify';
import { Pagination } from '@/components/pagination/pagination';
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
  const remove = useDeleteNews();
  const format = useDateFormat();
  const mayManage = can(useSession()?.permissions, 'news.manage');
  const [deleting, setDeleting] = useState<TAdminNewsRow | null>(null);
  const title = (row: TAdminNewsRow) => localName(row.title, i18n.language);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifyDone(t('news.editor.deleted', { title: title(deleting) }));
    } catch (error) {
      notifyFailure(error, t('news.editor.delete_failed'));
    }
    setDeleting(null);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('news.list.title')}</Title>
        {mayManage && (
          <Button component={Link} to="/admin/news/add">
            {t('news.list.add')}
          </Button>
        )}
      </Group>
      <NewsFilters params={params} fetching={list.isFetching} onChange={update} />
      {list.isError && (
        <Alert color="red" role="alert">
          {list.error.message}
        </Alert>
      )}
      {list.data && list.data.data.length === 0 && <Text>{t('news.list.empty')}</Text>}
      {list.data && list.data.data.length > 0 && (
        <Table.ScrollContainer minWidth={760}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('news.list.col_title')}</Table.Th>
                <Table.Th scope="col">{t('news.list.col_category')}</Table.Th>
                <Table.Th scope="col">{t('news.list.col_tags')}</Table.Th>
                <Table.Th scope="col">{t('news.list.col_status')}</Table.Th>
                <Table.Th scope="col">{t('news.list.col_publish_at')}</Table.Th>
                <Table.Th scope="col">{t('news.list.col_author')}</Table.Th>
                {mayManage && <Table.Th scope="col">{t('contentForm.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.data.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/news/${row.id}`} c="brand.8">
                      {title(row)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{row.category ? localName(row.category.name, i18n.language) : '—'}</Table.Td>
                  <Table.Td>{row.tags.map((tag) => localName(tag.name, i18n.language)).join(', ') || '—'}</Table.Td>
                  <Table.Td>
                    <NewsStatusBadge status={row.status} />
                  </Table.Td>
                  <Table.Td>{row.publish_at ? format.dateTime(row.publish_at) : '—'}</Table.Td>
                  <Table.Td>{row.author?.name ?? '—'}</Table.Td>
                  {mayManage && (
                    <Table.Td>
                      <Button size="xs" variant="subtle" color="red.9" onClick={() => setDeleting(row)} aria-label={t('contentForm.delete_named', { name: title(row) })}>
                        {t('contentForm.delete')}
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {list.data && <Pagination meta={list.data.meta} onPageChange={(page) => update({ page })} />}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('news.editor.delete_title')}
        body={deleting ? t('news.editor.delete_body', { title: title(deleting) }) : ''}
        confirmLabel={t('contentForm.delete')}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
