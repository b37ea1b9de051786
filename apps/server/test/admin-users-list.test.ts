import { decideRequirements, EMPTY_COMPLIANCE_PROFILE, FORM_DEFINITIONS } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, createTestApp, loginAs, registerUser, type TestApp } from './helpers/app.js';
import { giveRole } from './helpers/factories.js';

let t: TestApp;
let adminToken: string;

const LIST = '/api/v1/admin/users';
const FIRST = ['Amelia', 'Oliver', 'Isla', 'Rahim', 'Fatema', 'Leo', 'Nusrat', 'Grace'];
const LAST = ['Smith', 'Smithson', 'Khan', 'Patel', 'Begum'];

/**
 * 44 users written straight into the table (registering them one by one would hash 44 passwords):
 * every fourth without a phone, every third unverified, every eleventh banned, every thirteenth
 * soft-deleted, and every tenth created at the same instant as the one before (ties sort by id).
 */
async function seedUsers() {
  await t.query(sql`
    insert into users (name, email, phone, password_hash, email_verified_at, banned_at, ban_reason, deleted_at, created_at)
    select (array[${sql.join(FIRST.map((n) => sql`${n}`), sql`, `)}])[1 + i % 8] || ' ' || (array[${sql.join(LAST.map((n) => sql`${n}`), sql`, `)}])[1 + i % 5],
           'list.user' || i || '@list.example',
           case when i % 4 = 0 then null else '+4477009' || lpad(i::text, 5, '0') end,
           'not-a-hash',
           case when i % 3 = 0 then null else now() end,
           case when i % 11 = 0 then now() end,
           case when i % 11 = 0 then 'Seeded ban' end,
           case when i % 13 = 0 then now() end,
           timestamptz '2021-01-01' + ((case when i % 10 = 0 then i - 1 else i end) || ' hours')::interval
    from generate_series(1, 44) as i`);
  await t.query(sql`insert into user_roles (user_id, role_id)
                    select u.id, r.id from users u, roles r where u.email like 'list.user%' and r.name = 'candidate'`);
  await t.query(sql`insert into user_roles (user_id, role_id)
                    select u.id, r.id from users u, roles r
                    where u.email in ('list.user5@list.example', 'list.user10@list.example', 'list.user15@list.example', 'list.user26@list.example')
                      and r.name = 'compliance-officer'`);
}

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, ADMIN.email, ADMIN.password);
  await seedUsers();
});
afterAll(async () => t?.close());

const list = (query = '', token = adminToken) => call(t.app, 'GET', `${LIST}${query}`, token);

async function idsInDbOrder(orderBy: ReturnType<typeof sql>, where = sql`true`): Promise<string[]> {
  const rows = await t.query<{ id: string }>(sql`select id from users where deleted_at is null and ${where} order by ${orderBy}`);
  return rows.map((r) => r.id);
}

/** Every id of a listing, page after page. */
async function walk(query: string, perPage: number): Promise<string[]> {
  const first = (await list(`?per_page=${perPage}${query}`)).json();
  const ids: string[] = first.data.map((u: { id: string }) => u.id);
  for (let page = 2; page <= first.meta.last_page; page += 1) {
    const res = await list(`?per_page=${perPage}&page=${page}${query}`);
    expect(res.statusCode).toBe(200);
    ids.push(...res.json().data.map((u: { id: string }) => u.id));
  }
  return ids;
}

describe('GET /api/v1/admin/users: pages', () => {
  it('gives the first page of live users, newest first, with the contract meta', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const live = await t.countRows('users') - 3; // 13, 26 and 39 are soft-deleted
    expect(body.meta).toEqual({ current_page: 1, last_page: Math.ceil(live / 20), per_page: 20, total: live, from: 1, to: 20 });
    expect(body.data.map((u: { id: string }) => u.id)).toEqual((await idsInDbOrder(sql`created_at desc, id desc`)).slice(0, 20));
    const admin = body.data.find((u: { email: string }) => u.email === ADMIN.email);
    expect(admin).toMatchObject({ name: 'Super Admin', roles: ['super-admin'], status: 'active', banned_at: null });
    expect(Object.keys(admin).sort()).toEqual(
      ['banned_at', 'created_at', 'email', 'email_verified_at', 'id', 'name', 'phone', 'phone_verified_at', 'roles', 'status'].sort(),
    );
    expect(res.body).not.toMatch(/password|hash|token/i);
  });

  it('never lists a soft-deleted user', async () => {
    const everything = await walk('', 100);
    const deleted = await t.query<{ id: string }>(sql`select id from users where deleted_at is not null`);
    expect(deleted).toHaveLength(3);
    for (const { id } of deleted) expect(everything).not.toContain(id);
  });

  it('walks every page in the same order as the database, also past the middle of the list', async () => {
    expect(await walk('', 7)).toEqual(await idsInDbOrder(sql`created_at desc, id desc`));
    expect(await walk('&direction=asc', 6)).toEqual(await idsInDbOrder(sql`created_at asc, id asc`));
    expect(await walk('&sort=name', 9)).toEqual(await idsInDbOrder(sql`name asc, id asc`));
    expect(await walk('&sort=name&direction=desc', 8)).toEqual(await idsInDbOrder(sql`name desc, id desc`));
    expect(await walk('&sort=email', 10)).toEqual(await idsInDbOrder(sql`email asc, id asc`));
  });

  it('answers a page past the last with no rows, null from/to and the real total', async () => {
    const total = (await list()).json().meta.total;
    const res = await list('?page=999&per_page=20');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [],
      meta: { current_page: 999, last_page: Math.ceil(total / 20), per_page: 20, total, from: null, to: null },
    });
    const huge = await list('?page=9000000000000&per_page=100');
    expect(huge.statusCode).toBe(200);
    expect(huge.json()).toMatchObject({ data: [], meta: { current_page: 9000000000000, total, from: null, to: null } });
    const last = await list(`?page=${Math.ceil(total / 20)}&per_page=20`);
    expect(last.json().meta).toMatchObject({ from: 20 * (Math.ceil(total / 20) - 1) + 1, to: total });
  });

  it.each([
    ['per_page=0', 'per_page', 'Per page must be a whole number from 1 to 100'],
    ['per_page=101', 'per_page', 'Per page must be a whole number from 1 to 100'],
    ['per_page=abc', 'per_page', 'Per page must be a whole number from 1 to 100'],
    ['per_page=2.5', 'per_page', 'Per page must be a whole number from 1 to 100'],
    ['page=0', 'page', 'Page must be a whole number of 1 or more'],
    ['page=abc', 'page', 'Page must be a whole number of 1 or more'],
    ['sort=password_hash', 'sort', 'Sort by name, email or date created'],
    ['direction=up', 'direction', 'Choose ascending or descending order'],
    ['status=deleted', 'status', 'Choose active, banned or unverified'],
    ['compliance=done', 'compliance', 'Choose not started, in progress or complete'],
    ['role=nobody', 'role', 'There is no role called nobody'],
    [`q=${'x'.repeat(101)}`, 'q', 'Must be at most 100 characters'],
  ])('refuses %s with 422 on the field', async (query, field, message) => {
    const res = await list(`?${query}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ statusCode: 422, message: 'The given data was invalid.', errors: { [field]: [message] } });
  });

  it('keeps the counter behind the unfiltered total exact through registration and deletion', async () => {
    const before = (await list()).json().meta.total;
    const fresh = await registerUser(t.app);
    expect((await list()).json().meta.total).toBe(before + 1);
    expect((await call(t.app, 'DELETE', `${LIST}/${fresh.user.id}`, adminToken)).statusCode).toBe(204);
    expect((await list()).json().meta.total).toBe(before);
    const [counted] = await t.query<{ n: number }>(sql`select count(*)::int as n from users where deleted_at is null`);
    expect(before).toBe(counted!.n);
  });
});

describe('GET /api/v1/admin/users: search, filters and sort', () => {
  const countOf = async (query: string) => (await walk(query, 100)).length;

  it('finds users by part of the name, ignoring case', async () => {
    const res = await list('?q=SMITH&per_page=100');
    const expected = await idsInDbOrder(sql`created_at desc, id desc`, sql`name ilike '%smith%'`);
    expect(expected.length).toBeGreaterThan(5);
    expect(res.json().data.map((u: { id: string }) => u.id)).toEqual(expected);
    expect(res.json().meta.total).toBe(expected.length);
    // "Smith" also finds "Smithson"; "Smithson" finds only those.
    expect(await countOf('&q=smithson')).toBe((await idsInDbOrder(sql`id`, sql`name like '%Smithson'`)).length);
  });

  it('finds users by part of the email address and by phone digits typed with spaces', async () => {
    const byEmail = (await list('?q=list.user17@')).json();
    expect(byEmail.data.map((u: { email: string }) => u.email)).toEqual(['list.user17@list.example']);
    const byPhone = (await list(`?q=${encodeURIComponent('77009 00017')}`)).json();
    expect(byPhone.data.map((u: { email: string }) => u.email)).toEqual(['list.user17@list.example']);
    expect((await list('?q=no-such-person')).json()).toMatchObject({ data: [], meta: { total: 0, from: null, to: null, last_page: 1 } });
  });

  it('treats % and _ in a search as those characters, not as wildcards', async () => {
    await t.query(sql`insert into users (name, email, password_hash) values
      ('Rate 100% Sure', 'percent@list.example', 'x'), ('snake_case Person', 'underscore@list.example', 'x')`);
    expect((await list('?q=%25')).json().data.map((u: { name: string }) => u.name)).toEqual(['Rate 100% Sure']);
    expect((await list('?q=_')).json().data.map((u: { name: string }) => u.name)).toEqual(['snake_case Person']);
    expect((await list('?q=e_c')).json().meta.total).toBe(1);
  });

  it('filters by status', async () => {
    const banned = (await list('?status=banned&per_page=100')).json();
    expect(banned.data.map((u: { email: string }) => u.email).sort()).toEqual(
      ['list.user11@list.example', 'list.user22@list.example', 'list.user33@list.example', 'list.user44@list.example'].sort(),
    );
    expect(banned.data.every((u: { status: string }) => u.status === 'banned')).toBe(true);
    for (const [status, where] of [
      ['active', sql`banned_at is null and email_verified_at is not null`],
      ['unverified', sql`banned_at is null and email_verified_at is null`],
    ] as const) {
      const res = (await list(`?status=${status}&per_page=100`)).json();
      expect(res.data.map((u: { id: string }) => u.id)).toEqual(await idsInDbOrder(sql`created_at desc, id desc`, where));
      expect(res.meta.total).toBe(res.data.length);
      expect(res.data.every((u: { status: string }) => u.status === status)).toBe(true);
    }
  });

  it('filters by role, also together with a search, a status and a page', async () => {
    const officers = (await list('?role=compliance-officer')).json();
    // list.user26 is soft-deleted, so three of the four officers remain.
    expect(officers.data.map((u: { email: string }) => u.email).sort()).toEqual(
      ['list.user10@list.example', 'list.user15@list.example', 'list.user5@list.example'].sort(),
    );
    expect(officers.data[0].roles).toEqual(['candidate', 'compliance-officer']);
    expect((await list('?role=super-admin')).json().data.map((u: { email: string }) => u.email)).toEqual([ADMIN.email]);

    const combined = await list('?role=candidate&status=active&q=smith&sort=name&per_page=2&page=2');
    const expected = await idsInDbOrder(
      sql`name asc, id asc`,
      sql`name ilike '%smith%' and banned_at is null and email_verified_at is not null
          and id in (select user_id from user_roles join roles on roles.id = role_id where roles.name = 'candidate')`,
    );
    expect(combined.statusCode).toBe(200);
    expect(combined.json().meta).toMatchObject({ total: expected.length, current_page: 2, from: 3, to: Math.min(4, expected.length) });
    expect(combined.json().data.map((u: { id: string }) => u.id)).toEqual(expected.slice(2, 4));
  });

  it('treats empty query parameters as not given', async () => {
    const res = await list('?q=&role=&status=&sort=&direction=');
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.total).toBe((await list()).json().meta.total);
  });

  it('answers in Bengali when asked', async () => {
    const res = await call(t.app, 'GET', `${LIST}?per_page=0`, adminToken, undefined, { ebdlang: 'bn' });
    expect(res.json().errors.per_page).toEqual(['প্রতি পৃষ্ঠার সংখ্যা ১ থেকে ১০০-এর মধ্যে পূর্ণসংখ্যা হতে হবে']);
  });

  it('offers the existing roles for the filter and the forms', async () => {
    const res = await call(t.app, 'GET', `${LIST}/role-options`, adminToken);
    expect(res.statusCode).toBe(200);
    // staff: the role grants a permission, so its holders need a staff-length password.
    const rows = await t.query<{ name: string; readable_name: string; staff: boolean }>(sql`
      select name, readable_name, exists (select 1 from role_permissions rp where rp.role_id = roles.id) as staff
      from roles order by name`);
    expect(res.json()).toEqual({ data: rows });
    expect(rows.find((row) => row.name === 'candidate')?.staff).toBe(false);
  });

  it('lists a role given after the user registered', async () => {
    const { user } = await registerUser(t.app, { name: 'Zed Late Officer' });
    await giveRole(t, user.id, 'compliance-officer');
    const res = (await list('?role=compliance-officer&q=zed late')).json();
    expect(res.data).toHaveLength(1);
    expect(res.data[0]).toMatchObject({ id: user.id, roles: ['candidate', 'compliance-officer'], status: 'unverified' });
  });
});

describe('compliance progress filter', () => {
  /**
   * list.user1 approved exactly the forms their checklist requires (not every form in the registry); list.user2
   * approved every form, but one required approval has expired; list.user4 has only a draft.
   */
  beforeAll(async () => {
    const decisions = decideRequirements(EMPTY_COMPLIANCE_PROFILE);
    const required = FORM_DEFINITIONS.map((d) => d.key).filter((key) => decisions[key].requirement === 'required');
    expect(required.length).toBeGreaterThan(0);
    expect(required.length).toBeLessThan(FORM_DEFINITIONS.length);
    const approve = (email: string, key: string, expires: string | null) =>
      t.query(sql`insert into submissions (user_id, form_key, version, definition_version, status, answers, submitted_at, reviewed_at, expires_at)
        select id, ${key}, 1, 1, 'approved', '{}'::jsonb, now(), now(), ${expires}::date from users where email = ${email}`);
    for (const key of required) await approve('list.user1@list.example', key, null);
    for (const { key } of FORM_DEFINITIONS) await approve('list.user2@list.example', key, key === required[0] ? '2020-01-01' : null);
    await t.query(sql`insert into submissions (user_id, form_key, version, definition_version, status, answers)
      select id, ${required[0]!}, 1, 1, 'draft', '{}'::jsonb from users where email = 'list.user4@list.example'`);
  });

  const emails = async (query: string) => {
    const res = await list(`?per_page=100&${query}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta.total).toBe(body.data.length);
    return body.data.map((u: { email: string }) => u.email).sort();
  };

  it('finds complete packs by the checklist\'s required set, counting an expired approval as not done', async () => {
    expect(await emails('compliance=complete')).toEqual(['list.user1@list.example']);
  });

  it('finds packs in progress, a draft included', async () => {
    expect(await emails('compliance=in_progress')).toEqual(['list.user2@list.example', 'list.user4@list.example']);
  });

  it('finds users who have not started, and combines with the other filters', async () => {
    const notStarted = await emails('compliance=not_started');
    expect(notStarted).not.toContain('list.user1@list.example');
    expect(notStarted).not.toContain('list.user4@list.example');
    expect(notStarted).toContain('list.user3@list.example');
    expect(await emails('compliance=not_started&q=list.user3@')).toEqual(['list.user3@list.example']);
    expect(await emails('compliance=in_progress&status=unverified')).toEqual([]);
  });
});
