import { DEFAULT_HOME_COUNTRY, type THomeCountry } from '@portal/contract';
import type { Database } from '../../db/client.js';
import { geoRepository } from './repository.js';
import { GEO_SETS } from './sets.js';

/**
 * Adds the areas of the home country's set that are missing, matched by code, level by level so each
 * parent's id is known. Areas already present keep their names, so an admin's corrections survive every restart.
 */
export async function seedGeoAreas(db: Database, country: THomeCountry = DEFAULT_HOME_COUNTRY): Promise<void> {
  const rows = GEO_SETS[country]();
  await db.transaction(async (tx) => {
    for (const level of ['division', 'district', 'upazila'] as const) {
      const ofLevel = rows.filter((row) => row.level === level);
      if (ofLevel.length === 0) continue;
      const parentCodes = [...new Set(ofLevel.map((row) => row.parent_code).filter(Boolean))];
      const idOfCode = new Map((await geoRepository.idsOfCodes(tx, parentCodes)).map((area) => [area.code, area.id]));
      await geoRepository.insertMissing(
        tx,
        ofLevel.map((row) => ({
          code: row.code,
          parent_id: row.parent_code ? idOfCode.get(row.parent_code) : null,
          level: row.level,
          name_en: row.name_en,
          name_bn: row.name_bn,
          country_code: row.country_code,
        })),
      );
    }
  });
}
