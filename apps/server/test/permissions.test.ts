import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, get, loginAs, registerUser, type TestApp } from './helpers/app.js';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, ADMIN.email, ADMIN.password);
});
afterAll(async () => t?.close());

const DASHBOARD = '/api/v1/admin/dashboard';
const FORBIDDEN = { statusCode: 403, request_id: expect.any(String), error: 'Forbidden', message: 'You do not have permission to do this' };

const grant = (role: string, permission: string) =>
  t.query(sql`insert into role_permissions (role_id, permission_id)
              select r.id, p.id from roles r, permissions p where r.name = ${role} and p.name = ${permission}`);
const revoke = (role: string, permission: string) =>
  t.query(sql`delete from role_permissions
              where role_id = (select id from roles where name = ${role})
                and permission_id = (select id from permissions where name = ${permission})`);

describe('GET /api/v1/admin/dashboard', () => {
  it('gives 401 without a token', async () => {
    const res = await get(t.app, DASHBOARD);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, request_id: expect.any(String), error: 'Unauthorized', message: 'Please sign in to continue' });
  });

  it('gives 403 to a candidate, in English and in Bengali', async () => {
    const { token } = await registerUser(t.app);
    const res = await get(t.app, DASHBOARD, { token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
    expect((await get(t.app, DASHBOARD, { token, headers: { ebdlang: 'bn' } })).json().message).toBe('এটি করার অনুমতি আপনার নেই');
  });

  it('gives the super-admin counts of live users that match the database', async () => {
    // A verified, a banned and a deleted candidate besides the plain ones.
    const verified = await registerUser(t.app);
    const banned = await registerUser(t.app);
    const deleted = await registerUser(t.app);
    await registerUser(t.app);
    await t.query(sql`update users set email_verified_at = now() where id = ${verified.user.id}`);
    await t.query(sql`update users set banned_at = now() where id = ${banned.user.id}`);
    await t.query(sql`update users set deleted_at = now(), email_verified_at = now() where id = ${deleted.user.id}`);

    const res = await get(t.app, DASHBOARD, { token: adminToken });
    expect(res.statusCode).toBe(200);

    const [counts] = await t.query<{ total: number; verified: number; banned: number }>(sql`
      select count(*)::int as total,
             count(email_verified_at)::int as verified,
             count(banned_at)::int as banned
      from users where deleted_at is null`);
    const byRole = await t.query<{ role: string; count: number }>(sql`
      select r.name as role, count(u.id)::int as count
      from roles r
      left join user_roles ur on ur.role_id = r.id
      left join users u on u.id = ur.user_id and u.deleted_at is null
      group by r.name order by r.name`);
    expect(counts).toBeDefined();
    expect(res.json()).toEqual({
      users: { total: counts!.total, verified: counts!.verified, unverified: counts!.total - counts!.verified, banned: counts!.banned },
      users_by_role: byRole,
    });

    // Spelled out, so a query that agrees with a wrong expectation cannot pass: the deleted user is not counted anywhere.
    const body = res.json();
    const allUsers = await t.countRows('users');
    expect(body.users.total).toBe(allUsers - 1);
    const candidates = body.users_by_role.find((r: { role: string }) => r.role === 'candidate').count;
    expect(candidates).toBe(body.users.total - 1); // everyone but the super-admin
    expect(body.users_by_role.find((r: { role: string }) => r.role === 'super-admin').count).toBe(1);
    expect(body.users.banned).toBe(1);
  });

  it('applies a permission granted to or taken from the candidate role on the very next request', async () => {
    const { token } = await registerUser(t.app);
    expect((await get(t.app, DASHBOARD, { token })).statusCode).toBe(403);

    await grant('candidate', 'dashboard.view');
    try {
      expect((await get(t.app, DASHBOARD, { token })).statusCode).toBe(200);
      expect((await get(t.app, '/api/v1/me', { token })).json().permissions).toEqual(['dashboard.view']);
    } finally {
      await revoke('candidate', 'dashboard.view');
    }
    const after = await get(t.app, DASHBOARD, { token });
    expect(after.statusCode).toBe(403);
    expect(after.json()).toEqual(FORBIDDEN);
    expect((await get(t.app, '/api/v1/me', { token })).json().permissions).toEqual([]);
  });

  it('applies a role given to or taken from a user on the very next request', async () => {
    const { token, user } = await registerUser(t.app);
    await t.query(sql`insert into user_roles (user_id, role_id) select ${user.id}, id from roles where name = 'compliance-officer'`);
    expect((await get(t.app, DASHBOARD, { token })).statusCode).toBe(200);
    await t.query(sql`delete from user_roles where user_id = ${user.id} and role_id = (select id from roles where name = 'compliance-officer')`);
    expect((await get(t.app, DASHBOARD, { token })).statusCode).toBe(403);
  });

  it('takes the dashboard away from the super-admin too when the permission is removed', async () => {
    await revoke('super-admin', 'dashboard.view');
    try {
      expect((await get(t.app, DASHBOARD, { token: adminToken })).statusCode).toBe(403);
    } finally {
      await grant('super-admin', 'dashboard.view');
    }
    expect((await get(t.app, DASHBOARD, { token: adminToken })).statusCode).toBe(200);
  });
});
