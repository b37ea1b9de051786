import { sql } from 'drizzle-orm';
import { PERMISSIONS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditActions, permissionsOfRole, ROLE_TABLES } from './helpers/admin-roles.js';
import { ADMIN, call, createTestApp, loginAs, registerUser, type TestApp } from './helpers/app.js';
import { userWithPermissions } from './helpers/factories.js';

let t: TestApp;
let adminToken: string;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, ADMIN.email, ADMIN.password);
  adminId = (await call(t.app, 'GET', '/api/v1/me', adminToken)).json().user.id;
});
afterAll(async () => t?.close());

const PERMS = '/api/v1/admin/permissions';
let counter = 0;
const uniqueName = () => `reports.p${process.pid}-${++counter}`;

async function idOf(name: string): Promise<string> {
  const [row] = await t.query<{ id: string }>(sql`select id from permissions where name = ${name}`);
  if (!row) throw new Error(`no permission ${name}`);
  return row.id;
}

async function newPermission() {
  const name = uniqueName();
  const res = await call(t.app, 'POST', PERMS, adminToken, { name, readable_name: `Readable ${name}` });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; name: string };
}

describe('who may use the permissions endpoints', () => {
  it('refuses without a token (401), to a candidate and to a role lacking the exact permission (403)', async () => {
    const custom = await newPermission();
    const routes: Array<[Parameters<typeof call>[1], string, unknown?]> = [
      ['GET', PERMS],
      ['GET', `${PERMS}/${custom.id}`],
      ['POST', PERMS, { name: 'x.y', readable_name: 'X' }],
      ['PATCH', `${PERMS}/${custom.id}`, { readable_name: 'Changed' }],
      ['DELETE', `${PERMS}/${custom.id}`],
    ];
    const candidate = await registerUser(t.app);
    const viewOnly = await userWithPermissions(t, ['permissions.view']);
    // Roles permissions are a different thing: they do not open the permissions screens.
    const rolesManager = await userWithPermissions(t, ['roles.view', 'roles.manage']);
    const before = await t.countAll(ROLE_TABLES);
    for (const [method, url, body] of routes) {
      expect((await call(t.app, method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(t.app, method, url, candidate.token, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(t.app, method, url, rolesManager.token, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(t.app, method, url, viewOnly.token, body)).statusCode, `${method} ${url}`).toBe(method === 'GET' ? 200 : 403);
    }
    expect(await t.countAll(ROLE_TABLES)).toEqual(before);
  });
});

describe('GET /api/v1/admin/permissions', () => {
  it('lists the catalogue by name, marked built in, with group and role counts', async () => {
    const res = await call(t.app, 'GET', `${PERMS}?per_page=100`, adminToken);
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta.total).toBe(await t.countRows('permissions'));
    const builtIn = data.filter((p: { built_in: boolean }) => p.built_in).map((p: { name: string }) => p.name);
    expect(builtIn).toEqual([...PERMISSIONS].sort());
    // super-admin, admin and compliance-officer hold dashboard.view after the seed.
    expect(data.find((p: { name: string }) => p.name === 'dashboard.view')).toMatchObject({
      readable_name: 'View the dashboard',
      group: 'dashboard',
      built_in: true,
      roles_count: 3,
    });
  });

  it('filters by part of the name or readable name, and pages', async () => {
    const res = await call(t.app, 'GET', `${PERMS}?name=news&per_page=2&page=2`, adminToken);
    expect(res.json().meta).toEqual({ current_page: 2, last_page: 2, per_page: 2, total: 4, from: 3, to: 4 });
    expect(res.json().data.map((p: { name: string }) => p.name)).toEqual(['news.tags.manage', 'news.view']);
    expect((await call(t.app, 'GET', `${PERMS}?per_page=abc`, adminToken)).statusCode).toBe(422);
  });
});

describe('POST /api/v1/admin/permissions', () => {
  it('creates a permission, gives it to the super-admin role and records it', async () => {
    const name = uniqueName();
    const res = await call(t.app, 'POST', PERMS, adminToken, { name, readable_name: 'Run reports' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name, readable_name: 'Run reports', group: 'other', built_in: false, roles_count: 1 });
    expect(await permissionsOfRole(t, 'super-admin')).toContain(name);
    expect(await auditActions(t, res.json().id)).toEqual([
      { action: 'permissions.create', actor_id: adminId, data: { name, readable_name: 'Run reports' } },
    ]);
  });

  it.each([
    [{}, { name: ['Permission name is required'], readable_name: ['Readable name is required'] }],
    [{ name: 'Reports View', readable_name: 'x' }, { name: ['Use lower-case letters, digits, dots and dashes, e.g. reports.view'] }],
    [{ name: 'reports..view', readable_name: 'x' }, { name: ['Use lower-case letters, digits, dots and dashes, e.g. reports.view'] }],
    [{ name: `a${'b'.repeat(100)}`, readable_name: 'x' }, { name: ['Must be at most 100 characters'] }],
    [{ name: 'users.view', readable_name: 'Duplicate' }, { name: ['This permission name is already in use'] }],
  ])('refuses %j with field messages and writes nothing', async (payload, errors) => {
    const before = await t.countAll(ROLE_TABLES);
    const res = await call(t.app, 'POST', PERMS, adminToken, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(errors);
    expect(await t.countAll(ROLE_TABLES)).toEqual(before);
  });

  it('refuses malformed JSON with 400 and writes nothing', async () => {
    const before = await t.countAll(ROLE_TABLES);
    const res = await call(t.app, 'POST', PERMS, adminToken, '{"name": ');
    expect(res.statusCode).toBe(400);
    expect(await t.countAll(ROLE_TABLES)).toEqual(before);
  });
});

describe('PATCH /api/v1/admin/permissions/{id}', () => {
  it('changes the readable name of a catalogue permission but never its name', async () => {
    const id = await idOf('news.view');
    const renamed = await call(t.app, 'PATCH', `${PERMS}/${id}`, adminToken, { name: 'news.read' });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors).toEqual({ name: ['The portal checks this permission, so its name cannot change'] });
    const res = await call(t.app, 'PATCH', `${PERMS}/${id}`, adminToken, { readable_name: 'See news in the admin area' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'news.view', readable_name: 'See news in the admin area' });
    expect((await auditActions(t, id)).at(-1)).toEqual({
      action: 'permissions.update',
      actor_id: adminId,
      data: {
        before: { name: 'news.view', readable_name: 'View news in the admin area' },
        after: { name: 'news.view', readable_name: 'See news in the admin area' },
      },
    });
  });

  it('renames a permission of the admins\' own, unless the name is taken', async () => {
    const custom = await newPermission();
    const before = await t.countAll(ROLE_TABLES);
    const taken = await call(t.app, 'PATCH', `${PERMS}/${custom.id}`, adminToken, { name: 'users.view' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ name: ['This permission name is already in use'] });
    expect(await t.countAll(ROLE_TABLES)).toEqual(before);
    const next = uniqueName();
    const res = await call(t.app, 'PATCH', `${PERMS}/${custom.id}`, adminToken, { name: next });
    expect(res.json()).toMatchObject({ id: custom.id, name: next });
  });

  it('gives 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await call(t.app, 'GET', `${PERMS}/${id}`, adminToken)).statusCode).toBe(404);
      expect((await call(t.app, 'PATCH', `${PERMS}/${id}`, adminToken, { readable_name: 'x' })).statusCode).toBe(404);
      expect((await call(t.app, 'DELETE', `${PERMS}/${id}`, adminToken)).statusCode).toBe(404);
    }
  });
});

describe('DELETE /api/v1/admin/permissions/{id}', () => {
  it('never deletes a permission the portal checks, in English or Bengali', async () => {
    const id = await idOf('users.view');
    const before = await t.countAll(ROLE_TABLES);
    const res = await call(t.app, 'DELETE', `${PERMS}/${id}`, adminToken);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ statusCode: 409, request_id: expect.any(String), error: 'Conflict', message: 'The portal checks this permission, so it cannot be deleted.' });
    const bn = await call(t.app, 'DELETE', `${PERMS}/${id}`, adminToken, undefined, { ebdlang: 'bn' });
    expect(bn.json().message).toBe('পোর্টাল এই অনুমতিটি যাচাই করে, তাই এটি মুছে ফেলা যায় না।');
    expect(await t.countAll(ROLE_TABLES)).toEqual(before);
  });

  it('deletes a permission of the admins\' own and takes it from every role', async () => {
    const custom = await newPermission();
    const role = (await call(t.app, 'POST', '/api/v1/admin/roles', adminToken, { name: `holder-${process.pid}`, readable_name: 'Holder' })).json();
    await call(t.app, 'PUT', `/api/v1/admin/roles/${role.id}/permissions`, adminToken, { permissions: [custom.name] });
    const res = await call(t.app, 'DELETE', `${PERMS}/${custom.id}`, adminToken);
    expect(res.statusCode).toBe(204);
    expect(await t.query(sql`select id from permissions where id = ${custom.id}`)).toEqual([]);
    expect(await permissionsOfRole(t, role.name)).toEqual([]);
    expect((await auditActions(t, custom.id)).at(-1)).toEqual({
      action: 'permissions.delete',
      actor_id: adminId,
      data: { name: custom.name, removed_from_roles: [role.name, 'super-admin'] },
    });
  });
});
