import { Button, Chip, Group, NativeSelect, NumberInput, TextInput } from '@mantine/core';
import { FORM_DEFINITIONS, pickLanguage, REVIEW_QUEUE_STATUSES } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import type { ParamsChange } from '@/lib/address-params';
import { formatNumber } from '@/lib/numbers';
import { useTypedParam } from '@/lib/typed-param';
import {
  activeQuickFilter,
  applyQuickFilter,
  DEFAULT_QUEUE_PARAMS,
  EXPIRING_WITHIN_MAX,
  hasFilters,
  PER_PAGE_CHOICES,
  type QueueParams,
  type QuickFilter,
} from '../list-params';

const QUICK_FILTERS: readonly QuickFilter[] = ['awaiting', 'expiring', 'expired'];

interface QueueFiltersProps {
  params: QueueParams;
  onChange: (change: ParamsChange<QueueParams>) => void;
}

/** The queue's quick filters and full filter bar; every change goes to page 1. */
export function QueueFilters({ params, onChange }: QueueFiltersProps) {
  const { t, i18n } = useTranslation();
  const lang = pickLanguage(i18n.language);
  const set = (changes: Partial<QueueParams>) => onChange({ ...changes, page: 1 });
  const [search, setSearch] = useTypedParam(params.q, (q) => set({ q }));
  const [days, setDays] = useTypedParam(params.expiring_within, (expiring_within) => set({ expiring_within }));
  const quick = activeQuickFilter(params);
  const forms = FORM_DEFINITIONS.map((form) => ({ value: form.key, label: form.title[lang] })).sort((a, b) => a.label.localeCompare(b.label));

  return (
    <>
      <Chip.Group multiple={false} value={quick ?? ''} onChange={(value) => value && onChange((latest) => applyQuickFilter(latest, value as QuickFilter))}>
        <Group gap="xs" role="group" aria-label={t('documents.queue.quick_label')}>
          {QUICK_FILTERS.map((name) => (
            <Chip key={name} value={name} variant="outline">
              {t(`documents.queue.quick.${name}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Group align="end" gap="sm" role="search">
        <TextInput
          type="search"
          label={t('documents.queue.search_label')}
          placeholder={t('documents.queue.search_placeholder')}
          value={search}
          maxLength={100}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={220}
        />
        <NativeSelect
          label={t('documents.queue.status_label')}
          value={params.status}
          data={[
            { value: '', label: t('documents.queue.any_status') },
            ...REVIEW_QUEUE_STATUSES.map((status) => ({ value: status, label: t(`documents.status.${status}`) })),
          ]}
          onChange={(event) => set({ status: event.currentTarget.value as QueueParams['status'] })}
        />
        <NativeSelect
          label={t('documents.queue.form_label')}
          value={params.form_key}
          data={[{ value: '', label: t('documents.queue.any_form') }, ...forms]}
          onChange={(event) => set({ form_key: event.currentTarget.value })}
          w={260}
        />
        <TextInput
          type="date"
          label={t('documents.queue.submitted_from')}
          value={params.submitted_from}
          max={params.submitted_to || undefined}
          onChange={(event) => set({ submitted_from: event.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t('documents.queue.submitted_to')}
          value={params.submitted_to}
          min={params.submitted_from || undefined}
          onChange={(event) => set({ submitted_to: event.currentTarget.value })}
        />
        <NumberInput
          label={t('documents.queue.expiring_within')}
          value={days}
          min={0}
          max={EXPIRING_WITHIN_MAX}
          allowDecimal={false}
          allowNegative={false}
          onChange={(value) => setDays(String(value))}
          w={170}
        />
        <NativeSelect
          label={t('documents.queue.per_page_label')}
          value={String(params.per_page)}
          data={PER_PAGE_CHOICES.map((n) => ({ value: String(n), label: formatNumber(n) }))}
          onChange={(event) => set({ per_page: Number(event.currentTarget.value) })}
        />
        {hasFilters(params) && (
          <Button variant="subtle" onClick={() => onChange((latest) => ({ ...DEFAULT_QUEUE_PARAMS, per_page: latest.per_page }))}>
            {t('documents.queue.clear')}
          </Button>
        )}
      </Group>
    </>
  );
}
