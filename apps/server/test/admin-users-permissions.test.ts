import { PERMISSIONS, type Permission } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, createTestApp, loginAs, registerUser, type Method, type TestApp } from './helpers/app.js';
import { WRITE_TABLES } from './helpers/admin-users.js';
import { createRole, userWithRole } from './helpers/factories.js';

let t: TestApp;
let adminToken: string;
let targetId: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, ADMIN.email, ADMIN.password);
  targetId = (await registerUser(t.app)).user.id;
});
afterAll(async () => t?.close());

interface RouteCase {
  method: Method;
  /** With {id} standing for an existing user's id. */
  path: string;
  permission: Permission;
  body?: () => unknown;
}

const ROUTES: RouteCase[] = [
  { method: 'GET', path: '/api/v1/admin/users', permission: 'users.view' },
  { method: 'GET', path: '/api/v1/admin/users/role-options', permission: 'users.view' },
  {
    method: 'POST',
    path: '/api/v1/admin/users',
    permission: 'users.create',
    body: () => ({ name: 'Perm Check', email: `perm.${Date.now()}@test.example`, send_reset_code: true, roles: ['candidate'] }),
  },
  { method: 'GET', path: '/api/v1/admin/users/{id}', permission: 'users.view' },
  { method: 'PATCH', path: '/api/v1/admin/users/{id}', permission: 'users.update', body: () => ({ name: 'Renamed' }) },
  { method: 'PUT', path: '/api/v1/admin/users/{id}/roles', permission: 'users.update', body: () => ({ roles: ['candidate'] }) },
  { method: 'POST', path: '/api/v1/admin/users/{id}/ban', permission: 'users.ban', body: () => ({ reason: 'No-shows' }) },
  { method: 'DELETE', path: '/api/v1/admin/users/{id}/ban', permission: 'users.ban' },
  { method: 'POST', path: '/api/v1/admin/users/{id}/verify', permission: 'users.update', body: () => ({ channel: 'email' }) },
  {
    method: 'PUT',
    path: '/api/v1/admin/users/{id}/password',
    permission: 'users.update',
    body: () => ({ password: 'new-secret-1', password_confirmation: 'new-secret-1' }),
  },
  { method: 'POST', path: '/api/v1/admin/users/{id}/password-reset-code', permission: 'users.update' },
  { method: 'DELETE', path: '/api/v1/admin/users/{id}', permission: 'users.delete' },
];

const urlOf = (r: RouteCase) => r.path.replace('{id}', targetId);

describe('admin user routes refuse anyone without the route\'s permission, writing nothing', () => {
  it.each(ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (_name, route) => {
    // A role holding every permission except this route's: only the missing one may make the difference.
    const roleName = `lacks-${route.permission.replace('.', '-')}-${ROUTES.indexOf(route)}`;
    await createRole(t, roleName, PERMISSIONS.filter((p) => p !== route.permission));
    const almost = await userWithRole(t, roleName);
    const candidate = await registerUser(t.app);
    const before = await t.countAll(WRITE_TABLES);

    const anonymous = await call(t.app, route.method, urlOf(route), undefined, route.body?.());
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Please sign in to continue');

    const asCandidate = await call(t.app, route.method, urlOf(route), candidate.token, route.body?.());
    expect(asCandidate.statusCode).toBe(403);
    expect(asCandidate.json().message).toBe('You do not have permission to do this');

    const lacking = await call(t.app, route.method, urlOf(route), almost.token, route.body?.(), { ebdlang: 'bn' });
    expect(lacking.statusCode).toBe(403);
    expect(lacking.json().message).toBe('এটি করার অনুমতি আপনার নেই');

    expect(await t.countAll(WRITE_TABLES)).toEqual(before);
  });

  it('lets a role holding only users.view read the list and a user but change nothing', async () => {
    await createRole(t, 'viewer-only', ['users.view']);
    const viewer = await userWithRole(t, 'viewer-only');
    expect((await call(t.app, 'GET', '/api/v1/admin/users', viewer.token)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/api/v1/admin/users/${targetId}`, viewer.token)).statusCode).toBe(200);
    expect((await call(t.app, 'PATCH', `/api/v1/admin/users/${targetId}`, viewer.token, { name: 'Nope' })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', `/api/v1/admin/users/${targetId}`, adminToken)).json().user.name).toBe('Test Candidate');
  });
});
