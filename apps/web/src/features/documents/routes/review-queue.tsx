import { Alert, Loader, Stack, Text, Title, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/pagination/pagination';
import { useAddressParams } from '@/lib/address-params';
import { useReviewQueue } from '../api';
import { QueueFilters } from '../components/queue-filters';
import { QueueTable } from '../components/queue-table';
import { readQueueParams, sortBy, writeQueueParams } from '../list-params';

/** /admin/documents: submitted compliance forms, filtered, sorted and paged on the server. */
export function Component() {
  const { t } = useTranslation();
  const [params, update] = useAddressParams(readQueueParams, writeQueueParams);
  const queue = useReviewQueue(params);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>{t('documents.queue.title')}</Title>
        {queue.isFetching && <Loader size="sm" aria-label={t('documents.queue.loading')} />}
      </Group>
      <Text>{t('documents.queue.intro')}</Text>
      <QueueFilters params={params} onChange={update} />
      {queue.isError && (
        <Alert color="red" role="alert">
          {queue.error.message || t('documents.queue.failed')}
        </Alert>
      )}
      {queue.data && (
        <>
          {queue.data.data.length === 0 ? (
            <Text>{t('documents.queue.empty')}</Text>
          ) : (
            <QueueTable items={queue.data.data} params={params} onSort={(column) => update((latest) => sortBy(latest, column))} />
          )}
          <Pagination meta={queue.data.meta} onPageChange={(page) => update({ page })} />
        </>
      )}
    </Stack>
  );
}
