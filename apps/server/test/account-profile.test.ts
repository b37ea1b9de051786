import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProfile, updateProfile, updateSocialLinks } from '../src/modules/account/profile-service.js';
import { usersRepository } from '../src/modules/users/repository.js';
import type { Actor } from '../src/plugins/auth.js';
import { call, createTestApp, registerUser, type Registered, type TestApp } from './helpers/app.js';

let t: TestApp;
let me: Registered;
beforeAll(async () => {
  t = await createTestApp();
  me = await registerUser(t.app, { name: 'Nadia Islam' });
});
afterAll(async () => t?.close());

const TABLES = ['users', 'emergency_contacts', 'audit_log'] as const;
const META = { ip: '127.0.0.1', userAgent: undefined };

async function userRow(id: string) {
  const [row] = await t.query<Record<string, unknown>>(sql`select * from users where id = ${id}`);
  return row!;
}

/** Sends a request that must fail with 422 and change nothing: no rows, and the user's row as it was. */
async function expectRejected(method: 'PATCH' | 'PUT', url: string, payload: unknown, errors: Record<string, string[]>, lang?: string) {
  const before = { counts: await t.countAll(TABLES), user: await userRow(me.user.id) };
  const res = await call(t.app, method, url, me.token, payload, lang ? { ebdlang: lang } : {});
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json().errors).toEqual(errors);
  expect(await t.countAll(TABLES)).toEqual(before.counts);
  expect(await userRow(me.user.id)).toEqual(before.user);
}

describe('GET /api/v1/account/profile', () => {
  it('needs a signed-in user', async () => {
    expect((await call(t.app, 'GET', '/api/v1/account/profile', undefined)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/v1/account/profile', 'not-a-token')).statusCode).toBe(401);
  });

  it('shows the own profile with empty details and nothing secret', async () => {
    const res = await call(t.app, 'GET', '/api/v1/account/profile', me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: me.user.id,
      name: 'Nadia Islam',
      email: me.user.email,
      date_of_birth: null,
      gender: null,
      intro_bio: null,
      social: { facebook: null, twitter: null, linkedin: null },
      emergency_contact: null,
      avatar_version: null,
    });
    expect(res.body).not.toMatch(/password|hash|avatar_key|token/);
  });
});

describe('PATCH /api/v1/account/profile', () => {
  it('saves name, gender, date of birth and bio, refuses other fields and audits the change', async () => {
    const changes = { name: '  Nadia Rahman ', gender: 'female', date_of_birth: '1994-03-21', intro_bio: 'Primary teacher, ten years in Tower Hamlets.' };
    const before = await userRow(me.user.id);
    const refused = await call(t.app, 'PATCH', '/api/v1/account/profile', me.token, {
      ...changes,
      email: 'stolen@example.com',
      avatar_key: 'avatars/00/evil',
      password_hash: 'x',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ email: ['Unknown field'], avatar_key: ['Unknown field'], password_hash: ['Unknown field'] });
    expect(await userRow(me.user.id)).toEqual(before);

    const res = await call(t.app, 'PATCH', '/api/v1/account/profile', me.token, changes);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Nadia Rahman', gender: 'female', date_of_birth: '1994-03-21', email: me.user.email });
    const row = await userRow(me.user.id);
    expect(row).toMatchObject({ name: 'Nadia Rahman', gender: 'female', intro_bio: 'Primary teacher, ten years in Tower Hamlets.', email: me.user.email, avatar_key: null });
    const [audit] = await t.query<{ data: { fields: string[] } }>(
      sql`select data from audit_log where action = 'account.profile_updated' and target_id = ${me.user.id} order by created_at desc limit 1`,
    );
    expect(audit?.data.fields.sort()).toEqual(['date_of_birth', 'gender', 'intro_bio', 'name']);
  });

  it('leaves date of birth and bio alone when absent, and clears them when empty', async () => {
    let res = await call(t.app, 'PATCH', '/api/v1/account/profile', me.token, { name: 'Nadia Rahman', gender: 'unknown' });
    expect(res.json()).toMatchObject({ gender: 'unknown', date_of_birth: '1994-03-21', intro_bio: 'Primary teacher, ten years in Tower Hamlets.' });
    res = await call(t.app, 'PATCH', '/api/v1/account/profile', me.token, { name: 'Nadia Rahman', gender: 'female', date_of_birth: '', intro_bio: null });
    expect(res.json()).toMatchObject({ date_of_birth: null, intro_bio: null });
  });

  it('requires name and gender, with the spec messages', async () => {
    await expectRejected('PATCH', '/api/v1/account/profile', {}, { name: ['Name is required'], gender: ['Gender is required'] });
    await expectRejected('PATCH', '/api/v1/account/profile', { name: '   ', gender: 'other' }, { name: ['Name is required'], gender: ['Gender is required'] });
  });

  it('refuses wrong types, impossible and future dates, and oversized text', async () => {
    await expectRejected(
      'PATCH',
      '/api/v1/account/profile',
      { name: ['Nadia'], gender: 1, date_of_birth: 19940321, intro_bio: { text: 'x' } },
      {
        name: ['Name is required'],
        gender: ['Gender is required'],
        date_of_birth: ['Enter a real date between 1900 and today'],
        intro_bio: ['This value is not valid'],
      },
    );
    await expectRejected(
      'PATCH',
      '/api/v1/account/profile',
      { name: 'x'.repeat(10_000), gender: 'male', date_of_birth: '2999-01-01', intro_bio: 'y'.repeat(1001) },
      {
        name: ['Must be at most 100 characters'],
        date_of_birth: ['Date of birth cannot be in the future'],
        intro_bio: ['Must be at most 1000 characters'],
      },
    );
    for (const date of ['1994-02-30', '1899-12-31', '21/03/1994', '1994-3-21']) {
      await expectRejected('PATCH', '/api/v1/account/profile', { name: 'N', gender: 'male', date_of_birth: date }, {
        date_of_birth: ['Enter a real date between 1900 and today'],
      });
    }
  });

  it('answers in Bengali when asked', async () => {
    await expectRejected('PATCH', '/api/v1/account/profile', { name: '' }, { name: ['নাম আবশ্যক'], gender: ['লিঙ্গ আবশ্যক'] }, 'bn');
  });

  it('refuses a body that is not JSON object without writing', async () => {
    const before = await t.countAll(TABLES);
    const malformed = await call(t.app, 'PATCH', '/api/v1/account/profile', me.token, '{"name":');
    expect(malformed.statusCode).toBe(400);
    const array = await call(t.app, 'PATCH', '/api/v1/account/profile', me.token, ['name']);
    expect(array.statusCode).toBe(422);
    expect(await t.countAll(TABLES)).toEqual(before);
  });
});

describe('PUT /api/v1/account/social', () => {
  it('saves profile links and clears empty ones', async () => {
    let res = await call(t.app, 'PUT', '/api/v1/account/social', me.token, {
      facebook: 'https://www.facebook.com/nadia.rahman',
      twitter: 'https://x.com/nadia',
      linkedin: 'https://uk.linkedin.com/in/nadia',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().social).toEqual({
      facebook: 'https://www.facebook.com/nadia.rahman',
      twitter: 'https://x.com/nadia',
      linkedin: 'https://uk.linkedin.com/in/nadia',
    });
    res = await call(t.app, 'PUT', '/api/v1/account/social', me.token, { facebook: '', twitter: 'https://twitter.com/nadia' });
    expect(res.json().social).toEqual({ facebook: null, twitter: 'https://twitter.com/nadia', linkedin: null });
    expect(await userRow(me.user.id)).toMatchObject({ facebook_url: null, twitter_url: 'https://twitter.com/nadia', linkedin_url: null });
  });

  it('refuses script, data and foreign links, wrong types and huge values without writing', async () => {
    const facebook = ['Enter the full address of a Facebook page, starting with https://'];
    const twitter = ['Enter the full address of an X (Twitter) profile, starting with https://'];
    const linkedin = ['Enter the full address of a LinkedIn profile, starting with https://'];
    await expectRejected(
      'PUT',
      '/api/v1/account/social',
      { facebook: 'javascript:alert(document.cookie)//facebook.com', twitter: 'data:text/html,<script>x</script>', linkedin: 'https://linkedin.com.evil.example/in/x' },
      { facebook, twitter, linkedin },
    );
    await expectRejected(
      'PUT',
      '/api/v1/account/social',
      { facebook: 'facebook.com/nadia', twitter: 'ftp://x.com/nadia', linkedin: 'https://user:pass@linkedin.com/in/x' },
      { facebook, twitter, linkedin },
    );
    await expectRejected('PUT', '/api/v1/account/social', { facebook: 42, twitter: ['https://x.com/a'], linkedin: `https://linkedin.com/in/${'a'.repeat(600)}` }, {
      facebook,
      twitter,
      linkedin: ['Must be at most 500 characters'],
    });
  });
});

describe('PUT /api/v1/account/emergency-contact', () => {
  const contact = { full_name: 'Karim Rahman', relationship: 'Brother', phone: '+44 7700 900123', address: '12 Brick Lane, London E1 6RF' };

  it('requires every field with the spec messages', async () => {
    await expectRejected('PUT', '/api/v1/account/emergency-contact', {}, {
      full_name: ['Full name is required'],
      relationship: ['Relationship is required'],
      phone: ['Phone is required'],
      address: ['Address is required'],
    });
    await expectRejected('PUT', '/api/v1/account/emergency-contact', { ...contact, full_name: ' ', phone: 'call me' }, {
      full_name: ['Full name is required'],
      phone: ['Please enter a valid phone number'],
    });
    await expectRejected('PUT', '/api/v1/account/emergency-contact', { ...contact, address: 'x'.repeat(501), relationship: 7 }, {
      address: ['Must be at most 500 characters'],
      relationship: ['Relationship is required'],
    });
    await expectRejected('PUT', '/api/v1/account/emergency-contact', {}, {
      full_name: ['পুরো নাম আবশ্যক'],
      relationship: ['সম্পর্ক আবশ্যক'],
      phone: ['ফোন নম্বর আবশ্যক'],
      address: ['ঠিকানা আবশ্যক'],
    }, 'bn');
  });

  it('saves the contact and replaces it on the next save', async () => {
    let res = await call(t.app, 'PUT', '/api/v1/account/emergency-contact', me.token, contact);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().emergency_contact).toEqual({ ...contact, phone: '+447700900123' });
    res = await call(t.app, 'PUT', '/api/v1/account/emergency-contact', me.token, { ...contact, relationship: 'Husband' });
    expect(res.json().emergency_contact.relationship).toBe('Husband');
    const rows = await t.query(sql`select * from emergency_contacts where user_id = ${me.user.id}`);
    expect(rows).toHaveLength(1);
    expect((await call(t.app, 'GET', '/api/v1/account/profile', me.token)).json().emergency_contact.relationship).toBe('Husband');
  });
});

describe('profile services for administrators', () => {
  async function actorFor(userId: string, permissions: string[]): Promise<Actor> {
    const user = await usersRepository.findById(t.ctx.db, userId);
    if (!user) throw new Error(`no user ${userId}`);
    return {
      user,
      tokenHash: 'not-a-real-session',
      permissions: new Set(permissions),
      session: { id: '00000000-0000-4000-8000-000000000000', scope: 'full', authenticatedAt: new Date() },
    };
  }

  it('lets the owner and holders of users.update change an account, and nobody else', async () => {
    const other = await registerUser(t.app, { name: 'Other Person' });
    const input = { name: 'Changed By Admin', gender: 'male' as const };

    const stranger = await actorFor(other.user.id, []);
    await expect(getProfile(t.ctx, stranger, me.user.id)).rejects.toMatchObject({ statusCode: 404 });
    await expect(updateProfile(t.ctx, stranger, me.user.id, input, META)).rejects.toMatchObject({ statusCode: 404 });

    const viewer = await actorFor(other.user.id, ['users.view']);
    expect((await getProfile(t.ctx, viewer, me.user.id)).id).toBe(me.user.id);
    await expect(updateSocialLinks(t.ctx, viewer, me.user.id, { facebook: null, twitter: null, linkedin: null }, META)).rejects.toMatchObject({ statusCode: 403 });
    expect((await userRow(me.user.id)).name).toBe('Nadia Rahman');

    const editor = await actorFor(other.user.id, ['users.view', 'users.update']);
    expect((await updateProfile(t.ctx, editor, me.user.id, input, META)).name).toBe('Changed By Admin');
    await expect(updateProfile(t.ctx, editor, '00000000-0000-4000-8000-000000000000', input, META)).rejects.toMatchObject({ statusCode: 404 });
    await expect(updateProfile(t.ctx, editor, 'not-a-uuid', input, META)).rejects.toMatchObject({ statusCode: 404 });
    const [audit] = await t.query<{ actor_id: string }>(
      sql`select actor_id from audit_log where action = 'account.profile_updated' and target_id = ${me.user.id} order by created_at desc limit 1`,
    );
    expect(audit?.actor_id).toBe(other.user.id);
  });
});
