import { Alert, Button, Group, Loader, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/numbers';
import { useCacheAreas, useClearCache } from '../api';
import { notifyDone } from '@/lib/notify';

/** What the admin is about to clear: one area, everything, or nothing yet. */
type Pending = { area: string | null } | null;

/** /admin/cache ('Clear Cache'): each cache area with its entry count, cleared after a confirmation. */
export function Component() {
  const { t } = useTranslation();
  const areas = useCacheAreas();
  const clear = useClearCache();
  const [pending, setPending] = useState<Pending>(null);
  const [error, setError] = useState<string | null>(null);
  const areaName = (area: string) => t(`cache.areas.${area}.name`, { defaultValue: area });

  const confirm = async () => {
    if (!pending) return;
    setError(null);
    try {
      await clear.mutateAsync(pending.area);
      notifyDone(pending.area ? t('cache.cleared_one', { area: areaName(pending.area) }) : t('cache.cleared_all'));
      setPending(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('errors.something_wrong'));
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{t('cache.title')}</Title>
        <Button color="red.9" onClick={() => setPending({ area: null })} disabled={!areas.data}>
          {t('cache.clear_all')}
        </Button>
      </Group>
      <Text maw={720}>{t('cache.intro')}</Text>
      {areas.data && <Text size="sm">{t(`cache.store.${areas.data.store}`)}</Text>}
      {areas.isPending && <Loader size="sm" aria-label={t('app.loading')} />}
      {areas.isError && (
        <Alert color="red" role="alert">
          {areas.error.message}
        </Alert>
      )}
      {areas.data && (
        <Table striped maw={900}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('cache.columns.area')}</Table.Th>
              <Table.Th scope="col">{t('cache.columns.holds')}</Table.Th>
              <Table.Th scope="col">{t('cache.columns.entries')}</Table.Th>
              <Table.Th scope="col">{t('cache.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {areas.data.data.map((area) => (
              <Table.Tr key={area.name}>
                <Table.Th scope="row">{areaName(area.name)}</Table.Th>
                <Table.Td>{t(`cache.areas.${area.name}.holds`, { defaultValue: '' })}</Table.Td>
                <Table.Td>{formatNumber(area.entries)}</Table.Td>
                <Table.Td>
                  <Button
                    variant="default"
                    size="compact-sm"
                    aria-label={t('cache.clear_area_of', { area: areaName(area.name) })}
                    onClick={() => setPending({ area: area.name })}
                  >
                    {t('cache.clear_area')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Modal opened={pending !== null} onClose={() => setPending(null)} title={t('cache.confirm_title')} centered closeButtonProps={{ 'aria-label': t('cache.cancel') }}>
        <Stack gap="md">
          <Text>{pending?.area ? t('cache.confirm_one', { area: areaName(pending.area) }) : t('cache.confirm_all')}</Text>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPending(null)}>
              {t('cache.cancel')}
            </Button>
            <Button color="red.9" onClick={confirm} loading={clear.isPending}>
              {t('cache.confirm_submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
