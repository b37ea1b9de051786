import type { GeoLevel, Language } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useHomeCountry } from './site';

interface NamedArea {
  name_en: string;
  name_bn: string;
}

/** An area's name in the language on screen. */
export function areaName(area: NamedArea, language: string): string {
  return (language as Language) === 'bn' ? area.name_bn : area.name_en;
}

/** "Dhaka › Gazipur › Kaliakair": an area with the areas above it, top down. */
export function areaPath(areas: readonly NamedArea[], language: string): string {
  return areas.map((area) => areaName(area, language)).join(' › ');
}

const UK_LEVEL_KEYS = ['division', 'district', 'upazila'] as const;
const UK_LEVELS: readonly GeoLevel[] = UK_LEVEL_KEYS;

/**
 * The name of a level in a country's tree: levels one to three of the UK are its nations, regions, and
 * counties and unitary authorities; every other tree uses Bangladesh's names (division, district, upazila...).
 * Without a country, the home country's.
 */
export function useLevelName(): (level: GeoLevel, country?: string | null) => string {
  const { t } = useTranslation();
  const home = useHomeCountry();
  return (level, country) =>
    (country ?? home) === 'GB' && UK_LEVELS.includes(level) ? t(`geo.levels_gb.${level as (typeof UK_LEVEL_KEYS)[number]}`) : t(`geo.levels.${level}`);
}
