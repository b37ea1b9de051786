import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from './helpers/admin-users.js';
import { call, registerUser, type Registered, type TestApp } from './helpers/app.js';
import { reviewSetup } from './helpers/compliance.js';

let t: TestApp;
let officer: Registered;
beforeAll(async () => {
  ({ t, officer } = await reviewSetup('Test Candidate'));
});
afterAll(async () => t?.close());

const OWN = '/api/v1/compliance/profile';
const ofUser = (id: string) => `/api/v1/admin/users/${id}/compliance-profile`;
const TEACHER = { roles: ['teacher'], settings: ['school', 'academy'], management: false };
const EMPTY = {
  roles: [],
  settings: [],
  management: false,
  drives_for_work: false,
  lived_overseas: false,
  conditional_offer: false,
  updated_at: null,
};

describe("the candidate's own compliance profile", () => {
  it('is empty until first answered, then saved, kept in catalogue order, and audited', async () => {
    const me = await registerUser(t.app);
    const first = await call(t.app, 'GET', OWN, me.token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual(EMPTY);

    // Repeats dropped and the catalogue's order kept, so equal choices are stored equally.
    const saved = await call(t.app, 'PUT', OWN, me.token, {
      roles: ['teaching_assistant', 'teacher', 'teacher'],
      settings: ['academy', 'school'],
      management: true,
      lived_overseas: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      roles: ['teacher', 'teaching_assistant'],
      settings: ['school', 'academy'],
      management: true,
      drives_for_work: false,
      lived_overseas: true,
      conditional_offer: false,
      updated_at: expect.any(String),
    });
    expect((await call(t.app, 'GET', OWN, me.token)).json()).toEqual(saved.json());

    // A PUT of only the fixed fields keeps the optional facts it left out.
    const again = await call(t.app, 'PUT', OWN, me.token, TEACHER);
    expect(again.json()).toMatchObject({ ...TEACHER, lived_overseas: true });

    const audit = await auditEntries(t, 'compliance.profile_updated', me.user.id);
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ actor_id: me.user.id, data: { by_staff: false, changes: { roles: [[], ['teacher', 'teaching_assistant']] } } });
    expect(audit[1]?.data).toEqual({
      by_staff: false,
      changes: { roles: [['teacher', 'teaching_assistant'], ['teacher']], management: [true, false] },
    });
  });

  it('is refused without a token (401)', async () => {
    expect((await call(t.app, 'GET', OWN, undefined)).statusCode).toBe(401);
    expect((await call(t.app, 'PUT', OWN, undefined, TEACHER)).statusCode).toBe(401);
  });

  it('refuses unknown fields, conditional_offer, wrong types and empty choices, naming each field, and writes nothing', async () => {
    const me = await registerUser(t.app);
    const before = await t.countAll(['compliance_profiles', 'audit_log']);
    const put = (body: unknown, headers: Record<string, string> = {}) => call(t.app, 'PUT', OWN, me.token, body, headers);

    const unknown = await put({ ...TEACHER, conditional_offer: true, banned: true });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ conditional_offer: ['Unknown field'], banned: ['Unknown field'] });

    const types = await put({ roles: 'teacher', settings: ['school'], management: 'yes', drives_for_work: 1 });
    expect(types.statusCode).toBe(422);
    expect(Object.keys(types.json().errors).sort()).toEqual(['drives_for_work', 'management', 'roles']);

    const empty = await put({ roles: [], settings: [], management: false });
    expect(empty.json().errors).toEqual({ roles: ['Choose at least one kind of work'], settings: ['Choose at least one place of work'] });

    const outside = await put({ roles: ['astronaut'], settings: ['moon'], management: false });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors['roles.0']).toEqual(['Choose kinds of work from the list']);

    const missing = await put({ roles: ['teacher'] });
    expect(Object.keys(missing.json().errors).sort()).toEqual(['management', 'settings']);

    const bn = await put({ roles: [], settings: ['school'], management: false, extra: 1 }, { ebdlang: 'bn' });
    expect(bn.statusCode).toBe(422);
    expect(bn.headers['content-language']).toBe('bn');
    expect(bn.json().errors).toEqual({ roles: ['অন্তত এক ধরনের কাজ বেছে নিন'], extra: ['অজানা ফিল্ড'] });

    expect(await t.countAll(['compliance_profiles', 'audit_log'])).toEqual(before);
    expect((await call(t.app, 'GET', OWN, me.token)).json()).toEqual(EMPTY);
  });
});

describe("staff setting a candidate's profile (documents.review)", () => {
  it('reads and sets it, including the conditional offer, audited with the officer as actor', async () => {
    const candidate = await registerUser(t.app);
    const empty = await call(t.app, 'GET', ofUser(candidate.user.id), officer.token);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual(EMPTY);

    const set = await call(t.app, 'PUT', ofUser(candidate.user.id), officer.token, { ...TEACHER, conditional_offer: true });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ ...TEACHER, conditional_offer: true });
    expect((await call(t.app, 'GET', OWN, candidate.token)).json()).toMatchObject({ conditional_offer: true });

    // The candidate's own later PUT cannot send the offer, and keeps what staff recorded.
    const own = await call(t.app, 'PUT', OWN, candidate.token, { ...TEACHER, roles: ['cover_supervisor'] });
    expect(own.json()).toMatchObject({ roles: ['cover_supervisor'], conditional_offer: true });

    const [entry] = await auditEntries(t, 'compliance.profile_updated', candidate.user.id);
    expect(entry).toMatchObject({ actor_id: officer.user.id, data: { by_staff: true, changes: { conditional_offer: [false, true] } } });
    const [row] = await t.query<{ updated_by: string }>(sql`select updated_by from compliance_profiles where user_id = ${candidate.user.id}`);
    expect(row?.updated_by).toBe(candidate.user.id);
  });

  it('is refused to candidates (403) and visitors (401), even for their own id, and answers 404 for unknown users', async () => {
    const candidate = await registerUser(t.app);
    const other = await registerUser(t.app);
    const before = await t.countAll(['compliance_profiles']);
    for (const id of [candidate.user.id, other.user.id]) {
      expect((await call(t.app, 'GET', ofUser(id), candidate.token)).statusCode).toBe(403);
      expect((await call(t.app, 'PUT', ofUser(id), candidate.token, TEACHER)).statusCode).toBe(403);
      expect((await call(t.app, 'GET', ofUser(id), undefined)).statusCode).toBe(401);
    }
    expect(await t.countAll(['compliance_profiles'])).toEqual(before);

    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await call(t.app, 'GET', ofUser(id), officer.token)).statusCode).toBe(404);
      expect((await call(t.app, 'PUT', ofUser(id), officer.token, TEACHER)).statusCode).toBe(404);
    }
    await t.query(sql`update users set deleted_at = now() where id = ${other.user.id}`);
    expect((await call(t.app, 'GET', ofUser(other.user.id), officer.token)).statusCode).toBe(404);
  });

  it('refuses unknown fields and wrong types in the staff body too, in Bengali when asked', async () => {
    const candidate = await registerUser(t.app);
    const res = await call(t.app, 'PUT', ofUser(candidate.user.id), officer.token, { ...TEACHER, conditional_offer: 'yes', notes: 'x' }, { ebdlang: 'bn' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ conditional_offer: ['এই মানটি সঠিক নয়'], notes: ['অজানা ফিল্ড'] });
  });
});
