import { Alert, Loader, Stack, Text, Title, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pagination } from '@/components/pagination/pagination';
import { useReviewQueue } from '../api';
import { QueueFilters } from '../components/queue-filters';
import { QueueTable } from '../components/queue-table';
import { readQueueParams, sortBy, writeQueueParams, type QueueParams } from '../list-params';

/** /admin/documents: submitted compliance forms, filtered, sorted and paged on the server. */
export function Component() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readQueueParams(searchParams);
  const queue = useReviewQueue(params);
  const update = (next: QueueParams) => setSearchParams(writeQueueParams(next));

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
            <QueueTable items={queue.data.data} params={params} onSort={(column) => update(sortBy(params, column))} />
          )}
          <Pagination meta={queue.data.meta} onPageChange={(page) => update({ ...params, page })} />
        </>
      )}
    </Stack>
  );
}
