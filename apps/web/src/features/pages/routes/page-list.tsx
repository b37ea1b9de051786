import { Alert, Anchor, Badge, Button, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import type { TAdminPageList } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { ListSearch } from '@/components/content-form/list-search';
import { localName } from '@/components/content-form/local-name';
import { notifyDone, notifyFailure } from '@/lib/notify';
import { Pagination } from '@/components/pagination/pagination';
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
  const remove = useDeletePage();
  const format = useDateFormat();
  const [deleting, setDeleting] = useState<Row | null>(null);
  const title = (row: Row) => localName(row.title, i18n.language);
  const set = (patch: Partial<PageListParams>) => update({ ...patch, page: patch.page ?? 1 });

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifyDone(t('pages.editor.deleted', { title: title(deleting) }));
    } catch (error) {
      notifyFailure(error, t('pages.editor.delete_failed'));
    }
    setDeleting(null);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('pages.list.title')}</Title>
        <Button component={Link} to="/admin/page/add">
          {t('pages.editor.add_title')}
        </Button>
      </Group>
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
      {list.isError && (
        <Alert color="red" role="alert">
          {list.error.message}
        </Alert>
      )}
      {list.data && list.data.data.length === 0 && <Text>{t('pages.list.empty')}</Text>}
      {list.data && list.data.data.length > 0 && (
        <Table.ScrollContainer minWidth={600}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('pages.list.col_title')}</Table.Th>
                <Table.Th scope="col">{t('contentForm.slug_label')}</Table.Th>
                <Table.Th scope="col">{t('pages.list.col_status')}</Table.Th>
                <Table.Th scope="col">{t('pages.list.col_updated')}</Table.Th>
                <Table.Th scope="col">{t('contentForm.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.data.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/page/${row.id}`} c="brand.8">
                      {title(row)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{row.slug}</Table.Td>
                  <Table.Td>
                    <Badge color={row.published ? 'brand.8' : 'gray.7'} variant="filled">
                      {row.published ? t('pages.list.published') : t('pages.list.unpublished')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{format.dateTime(row.updated_at)}</Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="subtle" color="red.9" onClick={() => setDeleting(row)} aria-label={t('contentForm.delete_named', { name: title(row) })}>
                      {t('contentForm.delete')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {list.data && <Pagination meta={list.data.meta} onPageChange={(page) => set({ page })} />}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('pages.editor.delete_title')}
        body={deleting ? t('pages.editor.delete_body', { title: title(deleting) }) : ''}
        confirmLabel={t('contentForm.delete')}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
