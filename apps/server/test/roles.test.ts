import { sql } from 'drizzle-orm';
import { PERMISSIONS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditActions, permissionsOfRole, ROLE_TABLES, roleId } from './helpers/admin-roles.js';
import { ADMIN, call, createTestApp, loginAs, registerUser, type TestApp } from './helpers/app.js';
import { giveRole, userWithPermissions } from './helpers/factories.js';

let t: TestApp;
let adminToken: string;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, ADMIN.email, ADMIN.password);
  adminId = (await call(t.app, 'GET', '/api/v1/me', adminToken)).json().user.id;
});
afterAll(async () => t?.close());

const ROLES = '/api/v1/admin/roles';
let counter = 0;
const uniqueRole = () => `role-${process.pid}-${++counter}`;

async function newRole(permissions: string[] = []) {
  const name = uniqueRole();
  const res = await call(t.app, 'POST', ROLES, adminToken, { name, readable_name: `Readable ${name}` });
  expect(res.statusCode).toBe(201);
  const role = res.json();
  if (permissions.length > 0) {
    expect((await call(t.app, 'PUT', `${ROLES}/${role.id}/permissions`, adminToken, { permissions })).statusCode).toBe(200);
  }
  return role as { id: string; name: string };
}

describe('who may use the roles endpoints', () => {
  it('refuses every route without a token (401), to a candidate and to a role lacking the exact permission (403)', async () => {
    const role = await newRole();
    const routes: Array<[Parameters<typeof call>[1], string, unknown?]> = [
      ['GET', ROLES],
      ['GET', `${ROLES}/${role.id}`],
      ['GET', `${ROLES}/${role.id}/permissions`],
      ['POST', ROLES, { name: 'x-role', readable_name: 'X' }],
      ['PATCH', `${ROLES}/${role.id}`, { readable_name: 'Changed' }],
      ['PUT', `${ROLES}/${role.id}/permissions`, { permissions: ['users.view'] }],
      ['DELETE', `${ROLES}/${role.id}`],
    ];
    const candidate = await registerUser(t.app);
    const viewOnly = await userWithPermissions(t, ['roles.view']);
    const manageOnly = await userWithPermissions(t, ['roles.manage', 'users.view']);
    const before = await t.countAll(ROLE_TABLES);
    for (const [method, url, body] of routes) {
      expect((await call(t.app, method, url, undefined, body)).statusCode, `${method} ${url} anonymous`).toBe(401);
      const asCandidate = await call(t.app, method, url, candidate.token, body);
      expect(asCandidate.statusCode, `${method} ${url} candidate`).toBe(403);
      expect(asCandidate.json().message).toBe('You do not have permission to do this');
      const reads = method === 'GET';
      // roles.view reads but never writes; roles.manage writes but does not read.
      expect((await call(t.app, method, url, viewOnly.token, body)).statusCode, `${method} ${url} view-only`).toBe(reads ? 200 : 403);
      if (reads) expect((await call(t.app, method, url, manageOnly.token, body)).statusCode, `${method} ${url} manage-only`).toBe(403);
    }
    expect(await t.countAll(ROLE_TABLES)).toEqual(before);
  });
});

describe('GET /api/v1/admin/roles', () => {
  it('lists roles by name with counts and pagination meta', async () => {
    const res = await call(t.app, 'GET', `${ROLES}?per_page=2&page=1`, adminToken);
    expect(res.statusCode).toBe(200);
    const total = await t.countRows('roles');
    expect(res.json().meta).toEqual({ current_page: 1, last_page: Math.ceil(total / 2), per_page: 2, total, from: 1, to: 2 });
    const all = (await call(t.app, 'GET', `${ROLES}?per_page=100`, adminToken)).json().data;
    expect(all.map((r: { name: string }) => r.name)).toEqual([...all.map((r: { name: string }) => r.name)].sort());
    const superAdmin = all.find((r: { name: string }) => r.name === 'super-admin');
    expect(superAdmin).toMatchObject({ readable_name: 'Super admin', users_count: 1, permissions_count: PERMISSIONS.length, system: true, all_permissions: true });
    expect(all.find((r: { name: string }) => r.name === 'candidate')).toMatchObject({ system: true, all_permissions: false, permissions_count: 0 });
    expect(all.find((r: { name: string }) => r.name === 'admin')).toMatchObject({ system: false });
  });

  it('filters by part of the name or readable name', async () => {
    const res = await call(t.app, 'GET', `${ROLES}?name=${encodeURIComponent('Compliance off')}`, adminToken);
    expect(res.json().data.map((r: { name: string }) => r.name)).toEqual(['compliance-officer']);
    expect((await call(t.app, 'GET', `${ROLES}?name=%25`, adminToken)).json().data).toEqual([]);
  });

  it('rejects bad paging with field messages', async () => {
    const res = await call(t.app, 'GET', `${ROLES}?per_page=101&page=0`, adminToken);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      page: ['Page must be a whole number of 1 or more'],
      per_page: ['Per page must be a whole number from 1 to 100'],
    });
  });
});

describe('POST /api/v1/admin/roles', () => {
  it('creates a role and records who did it', async () => {
    const name = uniqueRole();
    const res = await call(t.app, 'POST', ROLES, adminToken, { name: `  ${name} `, readable_name: ' Content editor ' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ name, readable_name: 'Content editor', users_count: 0, permissions_count: 0, system: false });
    const [row] = await t.query(sql`select name, readable_name from roles where id = ${body.id}`);
    expect(row).toEqual({ name, readable_name: 'Content editor' });
    expect(await auditActions(t, body.id)).toEqual([
      { action: 'roles.create', actor_id: adminId, data: { name, readable_name: 'Content editor', mfa_required: false } },
    ]);
  });

  it.each([
    [{}, { name: ['Role name is required'], readable_name: ['Readable name is required'] }],
    [{ name: 'Content Editor', readable_name: 'x' }, { name: ['Use lower-case letters, digits and single dashes, e.g. content-editor'] }],
    [{ name: 'a--b', readable_name: 'x' }, { name: ['Use lower-case letters, digits and single dashes, e.g. content-editor'] }],
    [{ name: 'x'.repeat(65), readable_name: 'x' }, { name: ['Must be at most 64 characters'] }],
    [{ name: 'ok-name', readable_name: 'x'.repeat(101) }, { readable_name: ['Must be at most 100 characters'] }],
    [{ name: ['a'], readable_name: 5 }, { name: ['Role name is required'], readable_name: ['Readable name is required'] }],
    [{ name: 'admin', readable_name: 'Another admin' }, { name: ['This role name is already in use'] }],
  ])('refuses %j with field messages and writes nothing', async (payload, errors) => {
    const before = await t.countAll(ROLE_TABLES);
    const res = await call(t.app, 'POST', ROLES, adminToken, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(errors);
    expect(await t.countAll(ROLE_TABLES)).toEqual(before);
  });

  it('answers in Bengali when asked', async () => {
    const res = await call(t.app, 'POST', ROLES, adminToken, { name: 'admin', readable_name: 'x' }, { ebdlang: 'bn' });
    expect(res.json().errors).toEqual({ name: ['এই ভূমিকার নাম ইতিমধ্যে ব্যবহৃত হচ্ছে'] });
  });
});

describe('GET and PATCH /api/v1/admin/roles/{id}', () => {
  it('gives 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', "1' or '1'='1"]) {
      const res = await call(t.app, 'GET', `${ROLES}/${encodeURIComponent(id)}`, adminToken);
      expect(res.statusCode).toBe(404);
      expect((await call(t.app, 'PATCH', `${ROLES}/${encodeURIComponent(id)}`, adminToken, { readable_name: 'x' })).statusCode).toBe(404);
    }
  });

  it('renames a role and records before and after', async () => {
    const role = await newRole();
    const renamed = uniqueRole();
    const res = await call(t.app, 'PATCH', `${ROLES}/${role.id}`, adminToken, { name: renamed, readable_name: 'Renamed' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: role.id, name: renamed, readable_name: 'Renamed' });
    expect((await call(t.app, 'GET', `${ROLES}/${role.id}`, adminToken)).json().name).toBe(renamed);
    const entries = await auditActions(t, role.id);
    expect(entries.at(-1)).toEqual({
      action: 'roles.update',
      actor_id: adminId,
      data: {
        before: { name: role.name, readable_name: `Readable ${role.name}`, mfa_required: false },
        after: { name: renamed, readable_name: 'Renamed', mfa_required: false },
      },
    });
  });

  it('refuses a name another role has, and renaming a role the portal relies on', async () => {
    const role = await newRole();
    const before = await t.countAll(ROLE_TABLES);
    const taken = await call(t.app, 'PATCH', `${ROLES}/${role.id}`, adminToken, { name: 'compliance-officer' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ name: ['This role name is already in use'] });
    for (const system of ['super-admin', 'candidate']) {
      const res = await call(t.app, 'PATCH', `${ROLES}/${await roleId(t, system)}`, adminToken, { name: `${system}-2` });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ name: ['This role is built into the portal, so its name cannot change'] });
    }
    expect(await t.countAll(ROLE_TABLES)).toEqual(before);
    // Its readable name is the admins' to choose.
    const readable = await call(t.app, 'PATCH', `${ROLES}/${await roleId(t, 'candidate')}`, adminToken, { readable_name: 'Candidate (UK)' });
    expect(readable.json()).toMatchObject({ name: 'candidate', readable_name: 'Candidate (UK)' });
  });
});

describe('DELETE /api/v1/admin/roles/{id}', () => {
  it('deletes a role nobody holds, with its grants', async () => {
    const role = await newRole(['users.view']);
    const res = await call(t.app, 'DELETE', `${ROLES}/${role.id}`, adminToken);
    expect(res.statusCode).toBe(204);
    expect(await t.query(sql`select id from roles where id = ${role.id}`)).toEqual([]);
    expect(await t.query(sql`select * from role_permissions where role_id = ${role.id}`)).toEqual([]);
    expect((await auditActions(t, role.id)).at(-1)).toEqual({ action: 'roles.delete', actor_id: adminId, data: { name: role.name } });
  });

  it('refuses to delete a role in use unless its users move to another role', async () => {
    const role = await newRole(['users.view']);
    const holders = [await registerUser(t.app), await registerUser(t.app)];
    for (const h of holders) await giveRole(t, h.user.id, role.name);

    const before = await t.countAll(ROLE_TABLES);
    const refused = await call(t.app, 'DELETE', `${ROLES}/${role.id}`, adminToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      statusCode: 409, request_id: expect.any(String),
      error: 'Conflict',
      message: 'Users with this role: 2. Choose a role to move them to before deleting it.',
    });
    for (const [moveTo, message] of [
      ['no-such-role', 'There is no role called no-such-role'],
      [role.name, 'Choose a role other than the one you are deleting'],
    ]) {
      const res = await call(t.app, 'DELETE', `${ROLES}/${role.id}?move_to=${moveTo}`, adminToken);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ move_to: [message] });
    }
    expect(await t.countAll(ROLE_TABLES)).toEqual(before);

    const moved = await call(t.app, 'DELETE', `${ROLES}/${role.id}?move_to=compliance-officer`, adminToken);
    expect(moved.statusCode).toBe(204);
    for (const h of holders) {
      const me = (await call(t.app, 'GET', '/api/v1/me', h.token)).json();
      expect(me.roles).toEqual(['candidate', 'compliance-officer']);
    }
    expect((await auditActions(t, role.id)).at(-1)).toEqual({
      action: 'roles.delete',
      actor_id: adminId,
      data: { name: role.name, moved_to: 'compliance-officer', users_moved: 2 },
    });
  });

  it('never deletes the roles the portal relies on', async () => {
    const before = await t.countAll(ROLE_TABLES);
    for (const system of ['super-admin', 'candidate']) {
      const res = await call(t.app, 'DELETE', `${ROLES}/${await roleId(t, system)}?move_to=admin`, adminToken);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This role is built into the portal and cannot be deleted.');
    }
    expect(await t.countAll(ROLE_TABLES)).toEqual(before);
  });

  it('does not let a manager delete a role stronger than they are, or move users into one', async () => {
    const manager = await userWithPermissions(t, ['roles.view', 'roles.manage']);
    const strong = await newRole(['permissions.manage']);
    const weak = await newRole([]);
    const holder = await registerUser(t.app);
    await giveRole(t, holder.user.id, weak.name);
    const before = await t.countAll(ROLE_TABLES);
    const res = await call(t.app, 'DELETE', `${ROLES}/${strong.id}`, manager.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This role has permissions that you do not have, so you cannot delete it.');
    const escalate = await call(t.app, 'DELETE', `${ROLES}/${weak.id}?move_to=${strong.name}`, manager.token);
    expect(escalate.statusCode).toBe(422);
    expect(escalate.json().errors).toEqual({ move_to: [`You cannot move users to ${strong.name}: it has permissions you do not have`] });
    expect(await t.countAll(ROLE_TABLES)).toEqual(before);
  });
});

describe('role permissions', () => {
  it('lists every permission with its group and whether the role grants it', async () => {
    const role = await newRole(['users.view', 'dashboard.view']);
    const res = await call(t.app, 'GET', `${ROLES}/${role.id}/permissions`, adminToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.role).toMatchObject({ id: role.id, permissions_count: 2 });
    expect(body.data.map((p: { name: string }) => p.name)).toEqual([...PERMISSIONS].sort());
    expect(body.data.find((p: { name: string }) => p.name === 'users.view')).toEqual({
      name: 'users.view',
      readable_name: 'View users',
      group: 'users',
      granted: true,
    });
    expect(body.data.filter((p: { granted: boolean }) => p.granted).map((p: { name: string }) => p.name)).toEqual(['dashboard.view', 'users.view']);
  });

  it('applies a grant and a revocation on the holders\' very next request, and records both', async () => {
    const role = await newRole([]);
    const holder = await registerUser(t.app);
    await giveRole(t, holder.user.id, role.name);
    expect((await call(t.app, 'GET', '/api/v1/admin/dashboard', holder.token)).statusCode).toBe(403);

    const granted = await call(t.app, 'PUT', `${ROLES}/${role.id}/permissions`, adminToken, { permissions: ['dashboard.view', 'users.view', 'dashboard.view'] });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().role.permissions_count).toBe(2);
    expect((await call(t.app, 'GET', '/api/v1/admin/dashboard', holder.token)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/v1/me', holder.token)).json().permissions).toEqual(['dashboard.view', 'users.view']);

    expect((await call(t.app, 'PUT', `${ROLES}/${role.id}/permissions`, adminToken, { permissions: ['users.view'] })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/v1/admin/dashboard', holder.token)).statusCode).toBe(403);
    expect(await permissionsOfRole(t, role.name)).toEqual(['users.view']);

    const entries = (await auditActions(t, role.id)).filter((e) => e.action === 'roles.permissions');
    expect(entries.map((e) => e.data)).toEqual([
      { name: role.name, added: ['dashboard.view', 'users.view'], removed: [] },
      { name: role.name, added: [], removed: ['dashboard.view'] },
    ]);
  });

  it.each([
    ['unknown names', { permissions: ['users.view', 'no.such.permission', 'also-missing'] }, { permissions: ['There is no permission called no.such.permission', 'There is no permission called also-missing'] }],
    ['no list', {}, { permissions: ['Send the list of permissions the role should have'] }],
    ['a string for the list', { permissions: 'users.view' }, { permissions: ['Send the list of permissions the role should have'] }],
    ['a number for a name', { permissions: [7] }, { 'permissions.0': ['This value is not valid'] }],
    ['501 names', { permissions: Array.from({ length: 501 }, (_, i) => `p${i}`) }, { permissions: ['Choose at most 500 permissions'] }],
  ])('refuses %s and writes nothing', async (_label, payload, errors) => {
    const role = await newRole(['users.view']);
    const before = await t.countAll(ROLE_TABLES);
    const res = await call(t.app, 'PUT', `${ROLES}/${role.id}/permissions`, adminToken, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(errors);
    expect(await t.countAll(ROLE_TABLES)).toEqual(before);
    expect(await permissionsOfRole(t, role.name)).toEqual(['users.view']);
  });

  it('keeps every permission on the super-admin role', async () => {
    const id = await roleId(t, 'super-admin');
    const res = await call(t.app, 'PUT', `${ROLES}/${id}/permissions`, adminToken, { permissions: ['users.view'] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The super-admin role always has every permission.');
    expect(await permissionsOfRole(t, 'super-admin')).toEqual([...PERMISSIONS].sort());
    const listed = (await call(t.app, 'GET', `${ROLES}/${id}/permissions`, adminToken)).json();
    expect(listed.data.every((p: { granted: boolean }) => p.granted)).toBe(true);
  });

  it('does not let a manager give or take away a permission they do not hold', async () => {
    const manager = await userWithPermissions(t, ['roles.view', 'roles.manage', 'users.view']);
    const role = await newRole(['logs.view']);
    const before = await t.countAll(ROLE_TABLES);
    const res = await call(t.app, 'PUT', `${ROLES}/${role.id}/permissions`, manager.token, { permissions: ['users.view', 'permissions.manage'] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      permissions: [
        'You cannot give or take away permissions.manage: you do not have it yourself',
        'You cannot give or take away logs.view: you do not have it yourself',
      ],
    });
    expect(await t.countAll(ROLE_TABLES)).toEqual(before);
    // Within their own permissions they may change it, leaving what they do not hold untouched.
    const ok = await call(t.app, 'PUT', `${ROLES}/${role.id}/permissions`, manager.token, { permissions: ['users.view', 'logs.view'] });
    expect(ok.statusCode).toBe(200);
    expect(await permissionsOfRole(t, role.name)).toEqual(['logs.view', 'users.view']);
  });
});
