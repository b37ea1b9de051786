import type { GeoLevel, THomeCountry } from '@portal/contract';
import { BANGLADESH_DIVISIONS } from './bangladesh.js';
import { ENGLISH_REGIONS, UK_COUNTIES_AND_UNITARY_AUTHORITIES, UK_NATIONS } from './united-kingdom.js';

/** One area of a shipped set, in the shape of an import row; parents come before their children. */
export interface GeoSetRow {
  code: string;
  parent_code: string;
  level: GeoLevel;
  name_en: string;
  name_bn: string;
  country_code: THomeCountry;
}

/** The UK's nations, English regions, and counties and unitary authorities (ONS codes), levels one to three. */
function unitedKingdom(): GeoSetRow[] {
  const row = (level: GeoLevel, [code, name_en, name_bn, parent_code = '']: readonly string[]): GeoSetRow => ({
    code: code!,
    parent_code,
    level,
    name_en: name_en!,
    name_bn: name_bn!.normalize('NFC'),
    country_code: 'GB',
  });
  return [
    ...UK_NATIONS.map((nation) => row('division', nation)),
    ...ENGLISH_REGIONS.map((region) => row('district', region)),
    ...UK_COUNTIES_AND_UNITARY_AUTHORITIES.map((area) => row('upazila', area)),
  ];
}

/** Bangladesh's 8 divisions and 64 districts (BBS geo-codes). */
function bangladesh(): GeoSetRow[] {
  const area = (level: GeoLevel, parent_code: string, a: { code: string; name_en: string; name_bn: string }): GeoSetRow => ({
    code: a.code,
    parent_code,
    level,
    name_en: a.name_en,
    name_bn: a.name_bn.normalize('NFC'),
    country_code: 'BD',
  });
  return [
    ...BANGLADESH_DIVISIONS.map((division) => area('division', '', division)),
    ...BANGLADESH_DIVISIONS.flatMap((division) => division.districts.map((district) => area('district', division.code, district))),
  ];
}

/**
 * The sets of areas the portal ships: the home country's is seeded at every start (areas missing by code
 * are added, existing ones keep an admin's names); any set can be imported by an admin
 * (POST /admin/geo-areas/sets/{country}), e.g. Bangladesh's into a UK portal for addresses there.
 */
export const GEO_SETS: Readonly<Record<THomeCountry, () => GeoSetRow[]>> = { GB: unitedKingdom, BD: bangladesh };
