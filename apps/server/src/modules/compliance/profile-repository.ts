import { eq, inArray, sql } from 'drizzle-orm';
import { isPlacementRole, isPlacementSetting, type ComplianceProfile } from '@portal/contract';
import type { Executor } from '../../db/client.js';
import { complianceProfiles } from '../../db/schema/index.js';

export interface StoredProfile {
  profile: ComplianceProfile;
  updated_at: Date;
}

type ProfileRow = typeof complianceProfiles.$inferSelect;

/** The row as the rules read it; values the catalogue no longer knows are skipped, not fatal. */
export function profileOf(row: ProfileRow): ComplianceProfile {
  return {
    roles: row.roles.filter(isPlacementRole),
    settings: row.settings.filter(isPlacementSetting),
    management: row.management,
    drives_for_work: row.drives_for_work,
    lived_overseas: row.lived_overseas,
    conditional_offer: row.conditional_offer,
  };
}

/** The facts a PUT changes: the fixed ones always, the optional ones only when it sent them. */
export type ProfileChanges = Pick<ComplianceProfile, 'roles' | 'settings' | 'management'> &
  Partial<Pick<ComplianceProfile, 'drives_for_work' | 'lived_overseas' | 'conditional_offer'>>;

export const complianceProfileRepository = {
  async find(db: Executor, userId: string, lock = false): Promise<StoredProfile | undefined> {
    const query = db.select().from(complianceProfiles).where(eq(complianceProfiles.user_id, userId));
    const [row] = lock ? await query.for('update') : await query;
    return row ? { profile: profileOf(row), updated_at: row.updated_at } : undefined;
  },

  /** The profiles of several users (a page of the review queue); users without one are simply absent. */
  async findMany(db: Executor, userIds: readonly string[]): Promise<Map<string, ComplianceProfile>> {
    if (userIds.length === 0) return new Map();
    const rows = await db.select().from(complianceProfiles).where(inArray(complianceProfiles.user_id, [...new Set(userIds)]));
    return new Map(rows.map((row) => [row.user_id, profileOf(row)]));
  },

  /**
   * Writes the changes in one statement. A fact the PUT left out is not in `changes` and keeps its stored value
   * (or the column default on the first save), also when two first saves race each other.
   */
  async save(db: Executor, userId: string, changes: ProfileChanges, actorId: string): Promise<StoredProfile> {
    const values = { ...changes, roles: [...changes.roles], settings: [...changes.settings], updated_by: actorId };
    const [row] = await db
      .insert(complianceProfiles)
      .values({ user_id: userId, ...values })
      .onConflictDoUpdate({ target: complianceProfiles.user_id, set: { ...values, updated_at: sql`now()` } })
      .returning();
    if (!row) throw new Error('saving the compliance profile returned no row');
    return { profile: profileOf(row), updated_at: row.updated_at };
  },
};
