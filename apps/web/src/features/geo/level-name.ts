import type { GeoLevel } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useHomeCountry } from '@/lib/site';

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
