import type { Database } from '../../db/client.js';
import { BANGLADESH_DIVISIONS } from './bangladesh.js';
import { geoRepository } from './repository.js';

/**
 * Adds any of the 8 divisions and 64 districts that are missing, matched by code. Areas already
 * present keep their names, so an admin's corrections survive every restart.
 */
export async function seedGeoAreas(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await geoRepository.insertMissing(
      tx,
      BANGLADESH_DIVISIONS.map((d) => ({ code: d.code, level: 'division' as const, name_en: d.name_en, name_bn: d.name_bn.normalize('NFC') })),
    );
    const divisionIds = new Map((await geoRepository.list(tx, { level: 'division' })).map((d) => [d.code, d.id]));
    await geoRepository.insertMissing(
      tx,
      BANGLADESH_DIVISIONS.flatMap((division) =>
        division.districts.map((d) => ({
          code: d.code,
          parent_id: divisionIds.get(division.code),
          level: 'district' as const,
          name_en: d.name_en,
          name_bn: d.name_bn.normalize('NFC'),
        })),
      ),
    );
  });
}
