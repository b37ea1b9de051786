import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, createTestApp, loginAs, nextAddress, registerUser, type TestApp } from './helpers/app.js';
import { multipartBody, pngImage } from './helpers/account.js';
import { WRITE_TABLES, auditEntries, userRow } from './helpers/admin-users.js';
import { userWithRole } from './helpers/factories.js';

let t: TestApp;
let adminToken: string;
let adminId: string;
const USERS = '/api/v1/admin/users';

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, ADMIN.email, ADMIN.password);
  adminId = (await call(t.app, 'GET', '/api/v1/me', adminToken)).json().user.id;
});
afterAll(async () => t?.close());

function uploadFor(id: string, token: string, file: { data: Buffer; contentType: string; filename: string }) {
  const body = multipartBody([file]);
  return t.app.inject({
    method: 'POST',
    url: `${USERS}/${id}/avatar`,
    remoteAddress: nextAddress(),
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
}

describe('an admin and someone else\'s profile', () => {
  it('reads the profile of a user and answers 404 for an unknown or malformed id', async () => {
    const { user } = await registerUser(t.app, { name: 'Profile Person' });
    const res = await call(t.app, 'GET', `${USERS}/${user.id}/profile`, adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, name: 'Profile Person', avatar_version: null, social: { facebook: null } });
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect((await call(t.app, 'GET', `${USERS}/${id}/profile`, adminToken)).statusCode).toBe(404);
    }
  });

  it('saves social links, records who did it, and refuses a bad link writing nothing', async () => {
    const { user } = await registerUser(t.app);
    const links = { facebook: 'https://www.facebook.com/some.page', twitter: '', linkedin: 'https://www.linkedin.com/in/someone' };
    const res = await call(t.app, 'PUT', `${USERS}/${user.id}/social`, adminToken, links);
    expect(res.statusCode).toBe(200);
    expect(res.json().social).toEqual({ facebook: links.facebook, twitter: null, linkedin: links.linkedin });
    expect(await userRow(t, user.id)).toMatchObject({ facebook_url: links.facebook, linkedin_url: links.linkedin });
    const [entry] = await auditEntries(t, 'account.social_updated', user.id);
    expect(entry?.actor_id).toBe(adminId);

    const before = await t.countAll(WRITE_TABLES);
    const bad = await call(t.app, 'PUT', `${USERS}/${user.id}/social`, adminToken, { ...links, facebook: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['facebook']);
    expect(await t.countAll(WRITE_TABLES)).toEqual(before);
  });

  it('uploads, shows and removes a user\'s picture; refuses a file that is not an image', async () => {
    const { user } = await registerUser(t.app);
    const before = await t.countAll(WRITE_TABLES);
    const notImage = await uploadFor(user.id, adminToken, { data: Buffer.from('%PDF-1.4 not a picture'), contentType: 'image/png', filename: 'x.png' });
    expect(notImage.statusCode).toBe(415);
    expect(await t.countAll(WRITE_TABLES)).toEqual(before);

    const res = await uploadFor(user.id, adminToken, { data: await pngImage(300, 200), contentType: 'image/png', filename: 'me.png' });
    expect(res.statusCode).toBe(200);
    expect(res.json().avatar_version).toEqual(expect.any(String));
    const picture = await call(t.app, 'GET', `/api/v1/users/${user.id}/avatar/128`, adminToken);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');

    const removed = await call(t.app, 'DELETE', `${USERS}/${user.id}/avatar`, adminToken);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().avatar_version).toBeNull();
    expect((await userRow(t, user.id))?.avatar_key).toBeNull();
  });

  it('keeps these screens to holders of the permissions, and an admin away from a super-admin\'s profile', async () => {
    const candidate = await registerUser(t.app);
    const image = { data: await pngImage(64, 64), contentType: 'image/png', filename: 'a.png' };
    expect((await call(t.app, 'GET', `${USERS}/${adminId}/profile`)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', `${USERS}/${adminId}/profile`, candidate.token)).statusCode).toBe(403);
    expect((await call(t.app, 'PUT', `${USERS}/${adminId}/social`, candidate.token, { facebook: '' })).statusCode).toBe(403);
    expect((await uploadFor(adminId, candidate.token, image)).statusCode).toBe(403);

    const admin = await userWithRole(t, 'admin');
    expect((await call(t.app, 'GET', `${USERS}/${adminId}/profile`, admin.token)).statusCode).toBe(200);
    const social = await call(t.app, 'PUT', `${USERS}/${adminId}/social`, admin.token, { facebook: 'https://www.facebook.com/x' });
    expect(social.statusCode).toBe(403);
    expect(social.json().message).toBe('This account has permissions that you do not have, so you cannot change it.');
    expect((await uploadFor(adminId, admin.token, image)).statusCode).toBe(403);
    expect((await call(t.app, 'DELETE', `${USERS}/${adminId}/avatar`, admin.token)).statusCode).toBe(403);
    expect((await userRow(t, adminId))?.facebook_url).toBeNull();
  });
});
