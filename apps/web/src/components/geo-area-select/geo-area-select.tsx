import { Select, Stack, type ComboboxData } from '@mantine/core';
import type { GeoLevel, TGeoArea } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useGeoChildren } from '@/lib/geo-areas';
import { useLevelName } from '@/lib/geo-names';
import { areaName } from '@/lib/geo-names';

export interface GeoAreaSelectProps {
  /** The chosen areas, top down: a division, then one of its children, and so on. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** How many selects at most (an address needs three); by default as deep as the tree goes. */
  depth?: number;
  /** A label per select; by default the level names of the areas it offers. */
  labels?: readonly string[];
  /** An error message per select. */
  errors?: readonly (string | undefined)[];
  /** How many of the first selects must be filled. */
  required?: number;
  /** Field names per select, so a form can focus the one with an error. */
  names?: readonly string[];
  /** The levels each select may offer (an address's third select: upazilas only); by default every child. */
  levels?: readonly (readonly GeoLevel[])[];
  disabled?: boolean;
  /** Whose top areas the first select offers: the home country's unless an ISO code is given. */
  country?: string;
}

/** Options of one select; areas of different levels under one parent (unions and pourashavas) are grouped. */
function options(areas: readonly TGeoArea[], language: string, levelName: (level: GeoLevel) => string): ComboboxData {
  const item = (area: TGeoArea) => ({ value: area.id, label: areaName(area, language) });
  const levels = [...new Set(areas.map((area) => area.level))];
  if (levels.length < 2) return areas.map(item);
  return levels.map((level) => ({ group: levelName(level), items: areas.filter((area) => area.level === level).map(item) }));
}

function LevelSelect({ index, parentId, props }: { index: number; parentId: string | null; props: GeoAreaSelectProps }) {
  const { t, i18n } = useTranslation();
  const { value, onChange, depth = Infinity, labels, errors, required = 0, names, levels, disabled } = props;
  const { data: children, isPending, isError } = useGeoChildren(parentId, props.country ?? 'home');
  const nameOfLevel = useLevelName();
  const allowed = levels?.[index];
  const areas = allowed ? children?.filter((area) => allowed.includes(area.level)) : children;
  // Nothing (of the wanted levels) below this area: the chain ends here.
  if (index > 0 && areas?.length === 0) return null;

  const levelName = (level: GeoLevel) => nameOfLevel(level, areas?.[0]?.country_code);
  const offeredLevels = [...new Set((areas ?? []).map((area) => area.level))];
  const label =
    labels?.[index] ?? (offeredLevels.length > 0 ? offeredLevels.map(levelName).join(' / ') : index === 0 ? levelName('division') : t('geo.select.area'));
  const chosen = value[index] ?? null;
  // A stale id (an area since deleted) is shown as nothing chosen.
  const chosenArea = chosen === null ? undefined : areas?.find((area) => area.id === chosen);

  return (
    <>
      <Select
        label={label}
        name={names?.[index]}
        placeholder={isPending ? t('geo.select.loading') : t('geo.select.placeholder')}
        data={areas ? options(areas, i18n.language, levelName) : []}
        value={chosenArea ? chosen : null}
        onChange={(id) => onChange([...value.slice(0, index), ...(id ? [id] : [])])}
        searchable
        clearable={index >= required}
        required={index < required}
        withAsterisk={false}
        nothingFoundMessage={t('geo.select.nothing_found')}
        disabled={disabled || isPending}
        error={isError ? t('geo.select.load_failed') : errors?.[index]}
        comboboxProps={{ withinPortal: true }}
      />
      {chosenArea && chosenArea.child_count > 0 && index + 1 < depth && <LevelSelect index={index + 1} parentId={chosenArea.id} props={props} />}
    </>
  );
}

/**
 * Cascading selects down the geo hierarchy: choosing a division offers its districts, a district its
 * upazilas, and so on until an area has nothing under it. Changing a select clears the ones below.
 */
export function GeoAreaSelect(props: GeoAreaSelectProps) {
  return (
    <Stack gap="sm">
      <LevelSelect index={0} parentId={null} props={props} />
    </Stack>
  );
}
