import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import type { TListMeta } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/numbers';
import { buildPageList } from './page-list';

interface PaginationProps {
  meta: TListMeta;
  onPageChange: (page: number) => void;
}

/** The list footer shared by every list screen (spec section 9). */
export function Pagination({ meta, onPageChange }: PaginationProps) {
  const { t } = useTranslation();
  const { current_page: current, last_page: last } = meta;
  const { pages, windowed, jumpTargets } = buildPageList(current, last);
  const step = (label: string, page: number, disabled: boolean) => (
    <Button variant="default" size="xs" disabled={disabled} onClick={() => onPageChange(page)}>
      {label}
    </Button>
  );

  return (
    <Stack gap="xs">
      <Group component="nav" aria-label={t('pagination.label')} gap={4} wrap="wrap">
        {step(t('pagination.first'), 1, current <= 1)}
        {windowed && step(t('pagination.previous'), current - 1, current <= 1)}
        {pages.map((page) => (
          <Button
            key={page}
            size="xs"
            variant={page === current ? 'filled' : 'default'}
            aria-label={t('pagination.page', { page: formatNumber(page) })}
            aria-current={page === current ? 'page' : undefined}
            onClick={() => onPageChange(page)}
          >
            {formatNumber(page)}
          </Button>
        ))}
        {windowed && step(t('pagination.next'), current + 1, current >= last)}
        {step(t('pagination.last'), last, current >= last)}
        {jumpTargets.length > 0 && (
          <NativeSelect
            size="xs"
            label={t('pagination.jump_label')}
            value={jumpTargets.includes(current) ? String(current) : ''}
            data={[{ value: '', label: '—', disabled: true }, ...jumpTargets.map((page) => ({ value: String(page), label: formatNumber(page) }))]}
            onChange={(event) => onPageChange(Number(event.currentTarget.value))}
          />
        )}
      </Group>
      {meta.from !== null && meta.to !== null && (
        <Text size="sm">{t('pagination.summary', { from: formatNumber(meta.from), to: formatNumber(meta.to), total: formatNumber(meta.total) })}</Text>
      )}
    </Stack>
  );
}
