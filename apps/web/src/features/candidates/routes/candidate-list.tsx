import { Alert, Button, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/pagination/pagination';
import { useAddressParams } from '@/lib/address-params';
import { useCandidates, useExportCandidates, useRemindCandidates } from '../api';
import { CandidateFilters } from '../components/candidate-filters';
import { CandidateTable } from '../components/candidate-table';
import { hasFilters, readCandidateParams, sortBy, writeCandidateParams } from '../list-params';

/** /admin/candidates: every candidate with their progress and what needs attention; remind or export them. */
export function Component() {
  const { t } = useTranslation();
  const [params, update] = useAddressParams(readCandidateParams, writeCandidateParams);
  const list = useCandidates(params);
  const remind = useRemindCandidates();
  const exporter = useExportCandidates();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const select = (ids: readonly string[], checked: boolean) =>
    setSelected((before) => {
      const after = new Set(before);
      for (const id of ids) {
        if (checked) after.add(id);
        else after.delete(id);
      }
      return after;
    });
  const sendReminders = () => remind.mutate([...selected], { onSuccess: () => setSelected(new Set()) });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>{t('candidates.title')}</Title>
        {list.isFetching && !list.isPending && <Loader size="sm" aria-label={t('candidates.loading')} />}
      </Group>
      <Text>{t('candidates.intro')}</Text>
      <CandidateFilters params={params} onChange={update} />
      <Group gap="sm">
        <Button onClick={sendReminders} disabled={selected.size === 0} loading={remind.isPending}>
          {t('candidates.remind', { count: selected.size })}
        </Button>
        <Button variant="default" onClick={() => exporter.mutate(params)} loading={exporter.isPending}>
          {hasFilters(params) ? t('candidates.export_filtered') : t('candidates.export_all')}
        </Button>
      </Group>
      {remind.isSuccess && (
        <Alert color="green" role="status">
          {t('candidates.reminded', { count: remind.data.reminded })}
          {remind.data.nothing_to_do.length > 0 && ` ${t('candidates.nothing_to_do', { count: remind.data.nothing_to_do.length })}`}
        </Alert>
      )}
      {[list.error, remind.error, exporter.error].map(
        (error) =>
          error && (
            <Alert key={error.message} color="red" role="alert">
              {error.message || t('candidates.failed')}
            </Alert>
          ),
      )}
      {list.isPending && (
        <Stack gap="xs" role="status" aria-busy="true" aria-label={t('candidates.loading')}>
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} height={48} radius="sm" />
          ))}
        </Stack>
      )}
      {list.data && (
        <>
          {list.data.data.length === 0 ? (
            <Text>{hasFilters(params) ? t('candidates.empty_filtered') : t('candidates.empty')}</Text>
          ) : (
            <CandidateTable items={list.data.data} params={params} onSort={(column) => update((latest) => sortBy(latest, column))} selected={selected} onSelect={select} />
          )}
          <Pagination meta={list.data.meta} onPageChange={(page) => update({ page })} />
        </>
      )}
    </Stack>
  );
}
