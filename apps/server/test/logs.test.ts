import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, createTestApp, loginAs, nextAddress, registerUser, type TestApp } from './helpers/app.js';
import { answersWithFiles, formByKey, formUrl, signatureDataUrl } from './helpers/compliance.js';
import { userWithPermissions } from './helpers/factories.js';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, ADMIN.email, ADMIN.password);
});
afterAll(async () => t?.close());

const APP_LOG = '/api/v1/admin/logs/app';
const AUDIT_LOG = '/api/v1/admin/logs/audit';

/** Lines reach the table in batches about once a second; wait until `n` rows match. */
async function appLogRows(where: ReturnType<typeof sql>, n: number) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const rows = await t.query<{ level: number; msg: string; data: Record<string, unknown> | null }>(
      sql`select level, msg, data from app_logs where ${where} order by id`,
    );
    if (rows.length >= n || Date.now() > deadline) return rows;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('who may read the logs', () => {
  it('refuses without a token (401), to a candidate and to a role without logs.view (403)', async () => {
    const candidate = await registerUser(t.app);
    const dashboardOnly = await userWithPermissions(t, ['dashboard.view', 'users.view']);
    const reader = await userWithPermissions(t, ['logs.view']);
    for (const url of [APP_LOG, AUDIT_LOG, `${AUDIT_LOG}/actions`]) {
      expect((await call(t.app, 'GET', url)).statusCode).toBe(401);
      expect((await call(t.app, 'GET', url, candidate.token)).statusCode).toBe(403);
      expect((await call(t.app, 'GET', url, dashboardOnly.token)).statusCode).toBe(403);
      expect((await call(t.app, 'GET', url, reader.token)).statusCode).toBe(200);
    }
  });
});

describe('the application log', () => {
  it('keeps warnings, errors and info lines that name an event, but not ordinary info lines', async () => {
    const tag = `capture-${Date.now()}`;
    t.ctx.log.info(`${tag} ordinary`);
    t.ctx.log.info({ event: 'test.notable', tag }, `${tag} notable`);
    t.ctx.log.warn({ tag, detail: 42 }, `${tag} warned`);
    t.ctx.log.error({ err: new Error('kaput') }, `${tag} failed`);
    const rows = await appLogRows(sql`msg like ${`${tag}%`}`, 3);
    expect(rows.map((r) => [r.level, r.msg])).toEqual([
      [30, `${tag} notable`],
      [40, `${tag} warned`],
      [50, `${tag} failed`],
    ]);
    expect(rows[1]?.data).toEqual({ tag, detail: 42 });
    expect((rows[2]?.data?.err as { message: string }).message).toBe('kaput');
  });

  it('pages newest first and filters by level, time range and text', async () => {
    await t.query(sql`insert into app_logs (level, time, msg) values
      (40, '2030-01-01T10:00:00Z', 'filter-test disk almost full'),
      (50, '2030-01-01T11:00:00Z', 'filter-test mail failed'),
      (60, '2030-01-01T12:00:00Z', 'filter-test out of memory'),
      (50, '2030-01-02T09:00:00Z', 'filter-test MAIL failed again')`);
    const page = async (query: string) => (await call(t.app, 'GET', `${APP_LOG}?${query}`, adminToken)).json();

    const all = await page('msg=filter-test&per_page=3');
    expect(all.meta).toEqual({ current_page: 1, last_page: 2, per_page: 3, total: 4, from: 1, to: 3 });
    expect(all.data.map((e: { msg: string }) => e.msg)).toEqual([
      'filter-test MAIL failed again',
      'filter-test out of memory',
      'filter-test mail failed',
    ]);
    expect(all.data[1]).toEqual({ id: expect.any(String), level: 'fatal', time: '2030-01-01T12:00:00.000Z', msg: 'filter-test out of memory', req_id: null, data: null });

    expect((await page('msg=filter-test&level=fatal')).data.map((e: { level: string }) => e.level)).toEqual(['fatal']);
    expect((await page('msg=filter-test&level=error')).meta.total).toBe(3);
    expect((await page('msg=mail%20FAILED')).meta.total).toBe(2);
    const range = await page(`msg=filter-test&from=${encodeURIComponent('2030-01-01T16:30:00+06:00')}&to=${encodeURIComponent('2030-01-02T09:00:00Z')}`);
    // From 10:30 UTC (inclusive) to 09:00 UTC the next day (exclusive).
    expect(range.data.map((e: { msg: string }) => e.msg)).toEqual(['filter-test out of memory', 'filter-test mail failed']);
    // Wildcards typed in the search are taken literally.
    expect((await page('msg=filter%25test')).meta.total).toBe(0);
  });

  it.each([
    ['level=verbose', { level: ['Choose info, warn, error or fatal'] }],
    ['from=yesterday', { from: ['Enter a valid date and time'] }],
    ['from=2030-01-02T00:00:00Z&to=2030-01-01T00:00:00Z', { to: ['The end must be later than the start'] }],
    [`msg=${'x'.repeat(201)}`, { msg: ['Must be at most 200 characters'] }],
    ['per_page=0', { per_page: ['Per page must be a whole number from 1 to 100'] }],
  ])('refuses %s with a field message', async (query, errors) => {
    const res = await call(t.app, 'GET', `${APP_LOG}?${query}`, adminToken);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(errors);
  });
});

describe('the audit log', () => {
  it('shows sign-ins and failed sign-ins with who and from where, filtered by action, actor and target', async () => {
    const person = await registerUser(t.app);
    const address = nextAddress();
    await t.app.inject({ method: 'POST', url: '/api/v1/login', remoteAddress: address, payload: { login: person.user.email, password: 'wrong-password' } });
    await t.app.inject({ method: 'POST', url: '/api/v1/login', remoteAddress: address, payload: { login: person.user.email, password: 'secret-pass' } });

    const failed = (await call(t.app, 'GET', `${AUDIT_LOG}?action=auth.login_failed&target=${person.user.id}`, adminToken)).json();
    expect(failed.data).toEqual([
      {
        id: expect.any(String),
        action: 'auth.login_failed',
        summary: `A sign-in to ${person.user.name}’s account failed`,
        actor: { id: person.user.id, name: person.user.name, email: person.user.email },
        target_type: 'user',
        target_id: person.user.id,
        target_user: { id: person.user.id, name: person.user.name, email: person.user.email },
        ip: address,
        data: { reason: 'password' },
        created_at: expect.any(String),
      },
    ]);
    const byActor = (await call(t.app, 'GET', `${AUDIT_LOG}?actor=${encodeURIComponent(person.user.email.toUpperCase())}`, adminToken)).json();
    expect(byActor.data.map((e: { action: string }) => e.action)).toEqual(['auth.login', 'auth.login_failed', 'auth.register']);
    const byTargetEmail = (await call(t.app, 'GET', `${AUDIT_LOG}?target=${encodeURIComponent(person.user.email)}&action=auth.login`, adminToken)).json();
    expect(byTargetEmail.meta.total).toBe(1);
  });

  it('tells a candidate’s submissions and the decisions on them as done to the candidate, found by their email', async () => {
    const candidate = await registerUser(t.app);
    const signature = { full_name: candidate.user.name, image: await signatureDataUrl() };
    const submitted: Record<string, string> = {};
    for (const key of ['tempest-forms/code-of-conduct', 'tempest-forms/equal-opportunities']) {
      const form = formByKey(key);
      const res = await call(t.app, 'POST', formUrl(form, 'submit'), candidate.token, { answers: answersWithFiles(form, []), signature });
      expect(res.statusCode, res.body).toBe(201);
      submitted[key] = res.json().submission.id;
    }
    expect((await call(t.app, 'POST', `/api/v1/admin/submissions/${submitted['tempest-forms/code-of-conduct']}/approve`, adminToken, {})).statusCode).toBe(200);

    const found = (await call(t.app, 'GET', `${AUDIT_LOG}?target=${encodeURIComponent(candidate.user.email)}&per_page=100`, adminToken)).json();
    const name = candidate.user.name;
    const asCandidate = { id: candidate.user.id, name, email: candidate.user.email };
    const entries = found.data.filter((e: { target_type: string }) => e.target_type === 'submission');
    expect(entries.map((e: { summary: string; target_user: unknown; actor: { name: string } | null }) => [e.summary, e.target_user, e.actor?.name ?? null])).toEqual([
      [`Super Admin approved ${name}’s Code of conduct`, asCandidate, 'Super Admin'],
      [`The portal accepted ${name}’s Equal opportunities monitoring as sent: its answers are never reviewed`, asCandidate, null],
      [`${name} submitted their Equal opportunities monitoring`, asCandidate, name],
      [`${name} submitted their Code of conduct`, asCandidate, name],
    ]);
    // By the candidate's id too, as the filter's hint says ("Email or id").
    const byId = (await call(t.app, 'GET', `${AUDIT_LOG}?target=${candidate.user.id}&action=compliance.accepted`, adminToken)).json();
    expect(byId.data.map((e: { target_id: string }) => e.target_id)).toEqual([submitted['tempest-forms/equal-opportunities']]);
  });

  it('records role and permission changes and cache clears, and filters by time range', async () => {
    // Everything the earlier tests recorded happened before this instant.
    await new Promise((r) => setTimeout(r, 20));
    const started = new Date().toISOString();
    const role = (await call(t.app, 'POST', '/api/v1/admin/roles', adminToken, { name: 'audited-role', readable_name: 'Audited' })).json();
    await call(t.app, 'PUT', `/api/v1/admin/roles/${role.id}/permissions`, adminToken, { permissions: ['users.view'] });
    await call(t.app, 'DELETE', '/api/v1/admin/cache', adminToken);
    const recent = (await call(t.app, 'GET', `${AUDIT_LOG}?from=${encodeURIComponent(started)}&per_page=100`, adminToken)).json();
    expect(recent.data.map((e: { action: string }) => e.action).filter((a: string) => !a.startsWith('auth.'))).toEqual([
      'cache.clear',
      'roles.permissions',
      'roles.create',
    ]);
    const before = (await call(t.app, 'GET', `${AUDIT_LOG}?to=${encodeURIComponent(started)}&action=roles.create&target=${role.id}`, adminToken)).json();
    expect(before.meta.total).toBe(0);
    const actions = (await call(t.app, 'GET', `${AUDIT_LOG}/actions`, adminToken)).json().data;
    const values = actions.map((a: { value: string }) => a.value);
    expect(values).toEqual(expect.arrayContaining(['auth.login', 'cache.clear', 'roles.create', 'roles.permissions']));
    expect(values).toEqual([...values].sort());
    expect(actions).toContainEqual({ value: 'cache.clear', label: 'Someone cleared the cache' });
  });

  it('lists entries written at the same moment newest-written first (the embedded clock counts milliseconds)', async () => {
    const marker = `same-moment-${process.pid}`;
    const moment = new Date('2026-11-25T10:00:00.123Z');
    for (let i = 1; i <= 8; i += 1) {
      await t.query(sql`insert into audit_log (action, target_type, target_id, data, created_at) values ('cache.clear', 'cache', ${marker}, ${JSON.stringify({ n: i })}::jsonb, ${moment})`);
    }
    const listed = (await call(t.app, 'GET', `${AUDIT_LOG}?action=cache.clear&target=${marker}&per_page=20`, adminToken)).json();
    expect(listed.data.map((entry: { data: { n: number } }) => entry.data.n)).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
  });

  it('tells each entry as a sentence in the reader’s language, with names rather than keys or ids', async () => {
    const role = (await call(t.app, 'POST', '/api/v1/admin/roles', adminToken, { name: 'sentence-role', readable_name: 'Night shift' })).json();
    await call(t.app, 'PUT', `/api/v1/admin/roles/${role.id}/permissions`, adminToken, { permissions: ['users.view'] });
    const officer = (await call(t.app, 'GET', '/api/v1/admin/roles?per_page=100', adminToken)).json().data.find((r: { name: string }) => r.name === 'compliance-officer');
    await call(t.app, 'PUT', `/api/v1/admin/roles/${officer.id}/permissions`, adminToken, { permissions: ['dashboard.view', 'documents.review'] });

    const sentences = async (lang: 'en' | 'bn') => {
      const answer = await t.app.inject({ method: 'GET', url: `${AUDIT_LOG}?action=roles.permissions&per_page=10`, headers: { authorization: `Bearer ${adminToken}`, ebdlang: lang } });
      return (answer.json().data as Array<{ summary: string }>).slice(0, 2).map((e) => e.summary);
    };
    const name = 'Super Admin';
    expect(await sentences('en')).toEqual([
      `${name} changed the permissions of the role Compliance officer`,
      `${name} changed the permissions of the role Night shift`,
    ]);
    expect(await sentences('bn')).toEqual([
      `${name} কমপ্লায়েন্স অফিসার ভূমিকার অনুমতিগুলো বদলেছেন`,
      `${name} Night shift ভূমিকার অনুমতিগুলো বদলেছেন`,
    ]);
    const actions = (await t.app.inject({ method: 'GET', url: `${AUDIT_LOG}/actions`, headers: { authorization: `Bearer ${adminToken}`, ebdlang: 'bn' } })).json().data;
    expect(actions).toContainEqual({ value: 'roles.permissions', label: 'কেউ একজন … ভূমিকার অনুমতিগুলো বদলেছেন' });
  });

  it('is append-only: the database refuses to change or delete an entry', async () => {
    const [entry] = await t.query<{ id: string; action: string }>(sql`select id, action from audit_log order by created_at limit 1`);
    expect(entry).toBeDefined();
    const count = await t.countRows('audit_log');
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.query(statement).then(
        () => 'allowed',
        (error: { cause?: { message?: string }; message: string }) => error.cause?.message ?? error.message,
      );
    expect(await refusal(sql`update audit_log set action = 'tampered' where id = ${entry!.id}`)).toBe('audit_log is append-only');
    expect(await refusal(sql`delete from audit_log where id = ${entry!.id}`)).toBe('audit_log is append-only');
    expect(await refusal(sql`delete from audit_log`)).toBe('audit_log is append-only');
    const [after] = await t.query<{ action: string }>(sql`select action from audit_log where id = ${entry!.id}`);
    expect(after?.action).toBe(entry!.action);
    expect(await t.countRows('audit_log')).toBe(count);
  });

  it('refuses a bad time range with a field message', async () => {
    const res = await call(t.app, 'GET', `${AUDIT_LOG}?from=2030-13-01T00:00:00Z`, adminToken);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ from: ['Enter a valid date and time'] });
  });
});
