import { eq, inArray } from 'drizzle-orm';
import { PERMISSION_CATALOGUE, PERMISSIONS, ROLE_SUPER_ADMIN, SEEDED_ROLES } from '@portal/contract';
import { FIRST_ADMIN, type Config } from '../config.js';
import { hashPassword } from '../lib/password.js';
import { generatePassword } from '../lib/secrets.js';
import { seedGeoAreas } from '../modules/geo/seed.js';
import { rolesRepository } from '../modules/roles/repository.js';
import { usersRepository } from '../modules/users/repository.js';
import type { Database } from './client.js';
import { permissions, rolePermissions, roles } from './schema/index.js';

export interface SeedResult {
  /** Set only when the seed created the first super-admin with a generated password. */
  generatedAdmin?: { email: string; password: string };
}

/**
 * Brings the catalogue permissions and the seeded roles into the database. Existing roles keep
 * whatever permissions an admin gave them; only a newly created role gets its default set.
 * Super-admin always holds every catalogue permission. The geo tree gets the home country's areas (the UK's by default).
 */
export async function seed(
  db: Database,
  config: Pick<Config, 'adminEmail' | 'adminPassword'> & Partial<Pick<Config, 'homeCountry'>>,
): Promise<SeedResult> {
  await seedGeoAreas(db, config.homeCountry);
  return db.transaction(async (tx) => {
    await tx
      .insert(permissions)
      .values(PERMISSIONS.map((name) => ({ name, readable_name: PERMISSION_CATALOGUE[name].readable })))
      .onConflictDoNothing();
    const permissionRows = await tx.select().from(permissions).where(inArray(permissions.name, PERMISSIONS));
    const permissionId = new Map(permissionRows.map((p) => [p.name, p.id]));

    for (const role of SEEDED_ROLES) {
      const created = await tx
        .insert(roles)
        .values({ name: role.name, readable_name: role.readable_name, mfa_required: role.mfa_required })
        .onConflictDoNothing()
        .returning();
      const [row] = created.length > 0 ? created : await tx.select().from(roles).where(eq(roles.name, role.name));
      if (!row) throw new Error(`role ${role.name} missing after seed`);
      const grant = created.length > 0 || role.name === ROLE_SUPER_ADMIN ? role.permissions : [];
      if (grant.length > 0) {
        await tx
          .insert(rolePermissions)
          .values(grant.map((name) => ({ role_id: row.id, permission_id: permissionId.get(name)! })))
          .onConflictDoNothing();
      }
    }

    const admins = await rolesRepository.usersWithRole(tx, ROLE_SUPER_ADMIN);
    if (admins.length > 0) return {};
    const email = config.adminEmail ?? FIRST_ADMIN.defaultEmail;
    const password = config.adminPassword ?? generatePassword();
    const existing = await usersRepository.findByEmail(tx, email);
    const admin =
      existing ??
      (await usersRepository.create(tx, {
        name: FIRST_ADMIN.name,
        email,
        password_hash: await hashPassword(password),
        email_verified_at: new Date(),
      }));
    await rolesRepository.assignRoles(tx, admin.id, [ROLE_SUPER_ADMIN]);
    return existing || config.adminPassword ? {} : { generatedAdmin: { email, password } };
  });
}
