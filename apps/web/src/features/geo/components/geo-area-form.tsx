import { Button, Group, Stack, Text } from '@mantine/core';
import type { TGeoAreaDetail } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLoading } from '@/components/app-loading';
import { FormAlert } from '@/components/form/form-alert';
import { ApiError, HttpError } from '@/lib/http-error';
import { useHomeCountry } from '@/lib/site';
import { useOwnerGeoArea, useSetOwnerGeoArea, type GeoAreaOwner } from '../api';
import { areaPath } from '@/lib/geo-names';
import { GeoAreaSelect } from '@/components/geo-area-select/geo-area-select';
import { notifyDone } from '@/lib/notify';

const chainOf = (area: TGeoAreaDetail | null) => (area ? [...area.ancestors.map((a) => a.id), area.id] : []);

function AreaChooser({ owner, current }: { owner: GeoAreaOwner; current: TGeoAreaDetail | null }) {
  const { t, i18n } = useTranslation();
  const home = useHomeCountry();
  const save = useSetOwnerGeoArea(owner);
  const [chain, setChain] = useState<string[]>(() => chainOf(current));
  const [error, setError] = useState<string | null>(null);

  const submit = (geoAreaId: string | null) => {
    setError(null);
    save.mutate(geoAreaId, {
      onSuccess: (area) => {
        setChain(chainOf(area));
        notifyDone(t(area ? 'geo.area_form.saved' : 'geo.area_form.cleared'));
      },
      onError: (failure) => {
        const fieldMessage = failure instanceof ApiError ? failure.errors.geo_area_id?.[0] : undefined;
        setError(fieldMessage ?? (failure instanceof HttpError ? failure.message : t('errors.something_wrong')));
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(chain.at(-1) ?? null);
      }}
    >
      <Stack gap="md">
        <div>
          <Text fw={600}>{t('geo.area_form.current')}</Text>
          <Text>{current ? areaPath([...current.ancestors, current], i18n.language) : t('geo.area_form.none')}</Text>
        </div>
        <FormAlert message={error} />
        <Text size="sm" c="gray.7">
          {t(home === 'GB' ? 'geo.area_form.hint_gb' : 'geo.area_form.hint_bd')}
        </Text>
        <GeoAreaSelect value={chain} onChange={setChain} disabled={save.isPending} />
        <Group justify="flex-end">
          {current && (
            <Button variant="default" onClick={() => submit(null)} disabled={save.isPending}>
              {t('geo.area_form.clear')}
            </Button>
          )}
          <Button type="submit" loading={save.isPending} disabled={chain.length === 0}>
            {t('geo.area_form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Shows a person's area and lets them (or an admin for them) choose another down the hierarchy. */
export function GeoAreaForm({ owner }: { owner: GeoAreaOwner }) {
  const { data, isPending, error } = useOwnerGeoArea(owner);
  if (error) throw error;
  if (isPending) return <AppLoading />;
  return <AreaChooser owner={owner} current={data ?? null} />;
}
