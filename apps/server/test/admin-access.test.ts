import { randomUUID } from 'node:crypto';
import { PERMISSIONS, SEEDED_ROLES } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type Method, type TestApp } from './helpers/app.js';
import { giveRole } from './helpers/factories.js';

/**
 * Walks every /api/v1/admin route of the OpenAPI document, with a user of each seeded role and a user with
 * no role at all: a caller without the route's permission gets 403 before anything else happens, a holder
 * gets past the guard, and nobody signed out gets in.
 */
let t: TestApp;
const tokens = new Map<string, { token: string; permissions: ReadonlySet<string> }>();

interface AdminOperation {
  method: Method;
  path: string;
  permission: string | undefined;
}
let operations: AdminOperation[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (const role of SEEDED_ROLES) {
    const { token, user } = await registerUser(t.app, { name: `Holder of ${role.name}` });
    await t.query(sql`delete from user_roles where user_id = ${user.id}`);
    await giveRole(t, user.id, role.name);
    tokens.set(role.name, { token, permissions: new Set(role.permissions) });
  }
  const { token, user } = await registerUser(t.app, { name: 'Holder of nothing' });
  await t.query(sql`delete from user_roles where user_id = ${user.id}`);
  tokens.set('no role', { token, permissions: new Set() });

  const document = t.app.swagger() as { paths: Record<string, Record<string, { description?: string }>> };
  operations = Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/v1/admin/'))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase() as Method,
        path,
        permission: /Requires the permission `([a-z.]+)`/.exec(operation.description ?? '')?.[1],
      })),
    );
});
afterAll(async () => t?.close());

/** A concrete address for an operation: every path parameter an id that names nothing. */
const urlOf = (operation: AdminOperation) => operation.path.replace(/\{[^}]+\}/g, () => randomUUID());
const bodyOf = (operation: AdminOperation) => (['POST', 'PUT', 'PATCH'].includes(operation.method) ? {} : undefined);

describe('every admin route', () => {
  it('is documented with the permission it needs, one from the catalogue', () => {
    expect(operations.length).toBeGreaterThan(40);
    const undocumented = operations.filter((operation) => !operation.permission).map((o) => `${o.method} ${o.path}`);
    expect(undocumented).toEqual([]);
    for (const operation of operations) expect(PERMISSIONS).toContain(operation.permission);
  });

  it('refuses a visitor without a token with 401', async () => {
    for (const operation of operations) {
      const res = await call(t.app, operation.method, urlOf(operation), undefined, bodyOf(operation));
      expect(res.statusCode, `${operation.method} ${operation.path}`).toBe(401);
    }
  });

  it.each([...SEEDED_ROLES.map((role) => role.name), 'no role'])('answers a holder of %s by its permissions', async (role) => {
    const holder = tokens.get(role)!;
    for (const operation of operations) {
      const res = await call(t.app, operation.method, urlOf(operation), holder.token, bodyOf(operation));
      const where = `${role}: ${operation.method} ${operation.path}`;
      if (holder.permissions.has(operation.permission!)) {
        expect([401, 403], where).not.toContain(res.statusCode);
        expect(res.statusCode, where).toBeLessThan(500);
      } else {
        // Refused before the body is validated: an empty body earns 403, not a list of required fields.
        expect(res.statusCode, where).toBe(403);
        expect(res.json(), where).toMatchObject({ statusCode: 403 });
      }
    }
  });
});
