import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { CANDIDATE_ATTENTION, PLACEMENT_ROLES, PLACEMENT_SETTINGS } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import type { ParamsChange } from '@/lib/address-params';
import { formatNumber } from '@/lib/numbers';
import { GeoAreaSelect } from '@/components/geo-area-select/geo-area-select';
import { useTypedParam } from '@/lib/typed-param';
import { DEFAULT_CANDIDATE_PARAMS, hasFilters, PER_PAGE_CHOICES, type CandidateParams } from '../list-params';

interface CandidateFiltersProps {
  params: CandidateParams;
  onChange: (change: ParamsChange<CandidateParams>) => void;
}

/** The list's filters; every change goes to page 1. */
export function CandidateFilters({ params, onChange }: CandidateFiltersProps) {
  const { t } = useTranslation();
  const set = (changes: Partial<CandidateParams>) => onChange({ ...changes, page: 1 });
  const [search, setSearch] = useTypedParam(params.q, (q) => set({ q }));

  return (
    <Group align="end" gap="sm" role="search">
      <TextInput
        type="search"
        label={t('candidates.filters.search_label')}
        placeholder={t('candidates.filters.search_placeholder')}
        value={search}
        maxLength={100}
        onChange={(event) => setSearch(event.currentTarget.value)}
        w={220}
      />
      <NativeSelect
        label={t('candidates.filters.attention_label')}
        value={params.attention}
        data={[
          { value: '', label: t('candidates.filters.any') },
          ...CANDIDATE_ATTENTION.map((value) => ({ value, label: t(`candidates.attention.${value}`) })),
        ]}
        onChange={(event) => set({ attention: event.currentTarget.value as CandidateParams['attention'] })}
      />
      <NativeSelect
        label={t('candidates.filters.role_label')}
        value={params.role}
        data={[
          { value: '', label: t('candidates.filters.any') },
          ...PLACEMENT_ROLES.map((role) => ({ value: role, label: t(`rules.roles.${role}.label`) })),
        ]}
        onChange={(event) => set({ role: event.currentTarget.value as CandidateParams['role'] })}
        w={220}
      />
      <NativeSelect
        label={t('candidates.filters.setting_label')}
        value={params.setting}
        data={[
          { value: '', label: t('candidates.filters.any') },
          ...PLACEMENT_SETTINGS.map((setting) => ({ value: setting, label: t(`rules.settings.${setting}.label`) })),
        ]}
        onChange={(event) => set({ setting: event.currentTarget.value as CandidateParams['setting'] })}
        w={220}
      />
      <GeoAreaSelect depth={3} value={params.area} onChange={(area) => set({ area })} />
      <NativeSelect
        label={t('candidates.filters.per_page_label')}
        value={String(params.per_page)}
        data={PER_PAGE_CHOICES.map((n) => ({ value: String(n), label: formatNumber(n) }))}
        onChange={(event) => set({ per_page: Number(event.currentTarget.value) })}
      />
      {hasFilters(params) && (
        <Button variant="subtle" onClick={() => onChange((latest) => ({ ...DEFAULT_CANDIDATE_PARAMS, per_page: latest.per_page }))}>
          {t('candidates.filters.clear')}
        </Button>
      )}
    </Group>
  );
}
