import {
  GEO_BENGALI_NAME_PATTERN,
  GEO_CODE_PATTERN,
  GEO_NAME_MAX,
  geoParentLevels,
  isCountryCode,
  isGeoLevel,
  type GeoLevel,
} from '@portal/contract';
import type { LocalisedMessage } from '../../lib/errors.js';
import type { ImportRow } from './import-file.js';
import type { GeoAreaRow } from './repository.js';

export type ExistingArea = Pick<GeoAreaRow, 'id' | 'code' | 'parent_id' | 'level' | 'name_en' | 'name_bn' | 'country_code'>;

export interface ImportProblem extends LocalisedMessage {
  row: number;
  field: string;
}

/** A row that passed every check, with its level known to be valid and its country worked out. */
export type ValidRow = ImportRow & { level: GeoLevel };

export interface ImportPlan {
  /** New rows and renamed rows, parents before children. */
  writes: ValidRow[];
  created: number;
  updated: number;
  unchanged: number;
}

/** Parents always rank lower than their children (see GEO_PARENT_LEVELS), so writing by rank never misses a parent. */
const LEVEL_RANK: Record<GeoLevel, number> = {
  division: 0,
  district: 1,
  upazila: 2,
  city_corporation: 2,
  union: 3,
  pourashava: 3,
  ward: 4,
};

function checkRow(row: ImportRow, problem: (field: string, key: string, params?: Record<string, string | number>) => void): void {
  if (!row.code) problem('code', 'validation.geo_import_code_required');
  else if (!GEO_CODE_PATTERN.test(row.code)) problem('code', 'validation.geo_import_code_invalid');
  if (!isGeoLevel(row.level)) problem('level', 'validation.geo_import_level_invalid');
  if (!row.name_en) problem('name_en', 'validation.geo_import_name_en_required');
  else if (row.name_en.length > GEO_NAME_MAX) problem('name_en', 'validation.geo_import_name_too_long', { max: GEO_NAME_MAX });
  if (!row.name_bn) problem('name_bn', 'validation.geo_import_name_bn_required');
  else if (row.name_bn.length > GEO_NAME_MAX) problem('name_bn', 'validation.geo_import_name_too_long', { max: GEO_NAME_MAX });
  else if (!GEO_BENGALI_NAME_PATTERN.test(row.name_bn)) problem('name_bn', 'validation.geo_import_name_bn_script');
  if (row.country_code && !isCountryCode(row.country_code)) problem('country_code', 'validation.geo_import_country_invalid', { code: row.country_code });
  if (row.level === 'division' && row.parent_code) problem('parent_code', 'validation.geo_import_parent_not_allowed');
  if (isGeoLevel(row.level) && row.level !== 'division' && !row.parent_code) problem('parent_code', 'validation.geo_import_parent_required');
}

/**
 * Checks every row against the file and the stored tree, and works out what to write. Existing areas
 * (same code) may be renamed but keep their level, parent and country: addresses and people refer to them.
 * A new top-level area is in the country its row names, else `defaultCountry` (the home country); any other
 * area is in its parent's country.
 */
export function planImport(
  rows: readonly ImportRow[],
  existing: readonly ExistingArea[],
  defaultCountry: string,
): { problems: ImportProblem[]; plan: ImportPlan } {
  const problems: ImportProblem[] = [];
  const stored = new Map(existing.map((area) => [area.code!, area]));
  const storedCodeOfId = new Map(existing.map((area) => [area.id, area.code]));
  const firstRowOfCode = new Map<string, ImportRow>();

  for (const row of rows) {
    const problem = (field: string, key: string, params: Record<string, string | number> = {}) =>
      problems.push({ row: row.row, field, key, params: { row: row.row, ...params } });
    checkRow(row, problem);
    if (!row.code) continue;
    const first = firstRowOfCode.get(row.code);
    if (first) problem('code', 'validation.geo_import_code_duplicate', { code: row.code, first: first.row });
    else firstRowOfCode.set(row.code, row);
  }

  // A stored area keeps its level whatever the file says (a change is refused below), so its children are judged by it.
  const levelOf = (code: string): string | undefined => stored.get(code)?.level ?? firstRowOfCode.get(code)?.level;
  const countryOf = (code: string, seen: Set<string> = new Set()): string | undefined => {
    const area = stored.get(code);
    if (area) return area.country_code;
    const row = firstRowOfCode.get(code);
    if (!row || seen.has(code)) return undefined;
    seen.add(code);
    if (row.level === 'division' || !row.parent_code) return isCountryCode(row.country_code) ? row.country_code : defaultCountry;
    return countryOf(row.parent_code, seen);
  };
  const plan: ImportPlan = { writes: [], created: 0, updated: 0, unchanged: 0 };

  for (const row of rows) {
    const problem = (field: string, key: string, params: Record<string, string | number> = {}) =>
      problems.push({ row: row.row, field, key, params: { row: row.row, ...params } });
    if (!isGeoLevel(row.level)) continue;
    if (row.parent_code && row.level !== 'division') {
      const parentLevel = levelOf(row.parent_code);
      if (parentLevel === undefined) problem('parent_code', 'validation.geo_import_parent_unknown', { code: row.parent_code });
      else if (isGeoLevel(parentLevel) && !geoParentLevels(row.level, countryOf(row.parent_code)).includes(parentLevel)) {
        problem('parent_code', 'validation.geo_import_parent_level', { code: row.parent_code, parent_level: parentLevel, level: row.level });
      }
    }
    const current = stored.get(row.code);
    if (current && current.level !== row.level) {
      problem('level', 'validation.geo_import_level_changed', { code: row.code, current: current.level });
    } else if (current && (current.parent_id ? storedCodeOfId.get(current.parent_id) : '') !== row.parent_code) {
      problem('parent_code', 'validation.geo_import_parent_changed', { code: row.code });
    }
    const country = row.code ? countryOf(row.code) : undefined;
    if (country && isCountryCode(row.country_code) && row.country_code !== country) {
      problem('country_code', 'validation.geo_import_country_mismatch', { country, given: row.country_code });
    }
    if (firstRowOfCode.get(row.code) !== row) continue;
    if (!current) {
      plan.created += 1;
      plan.writes.push({ ...row, level: row.level, country_code: country ?? defaultCountry });
    } else if (current.name_en !== row.name_en || current.name_bn !== row.name_bn) {
      plan.updated += 1;
      plan.writes.push({ ...row, level: row.level, country_code: current.country_code });
    } else plan.unchanged += 1;
  }

  plan.writes.sort((a, b) => LEVEL_RANK[a.level] - LEVEL_RANK[b.level] || a.level.localeCompare(b.level));
  problems.sort((a, b) => a.row - b.row);
  return { problems, plan };
}
