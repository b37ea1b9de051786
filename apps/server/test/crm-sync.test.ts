import { buffer } from 'node:stream/consumers';
import { messages, type FormAnswers } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runComplianceExpiry } from '../src/jobs/compliance-expiry.js';
import { call, registerUser, type Registered, type TestApp } from './helpers/app.js';
import { answersWithFiles, filesNeeded, formByKey, formUrl, signatureDataUrl, uploadPdfs } from './helpers/compliance.js';
import { callback, connectedCrmApp, startAndAuthorize, tablesHolding } from './helpers/crm.js';
import { FakeSalesforce } from './helpers/fake-salesforce.js';
import { userWithRole } from './helpers/factories.js';

/**
 * Candidates kept in step with Salesforce through the crm_syncs outbox and its worker, against the fake org:
 * linking, what a sync writes (Contact, items, files, references with record types), idempotence, token refresh
 * and rotation, 'reconnect needed', and Salesforce's errors as the admin sees them.
 */
const M = messages.en.crm;
const fake = new FakeSalesforce();
let t: TestApp;
let adminToken: string;
let officer: Registered;
let signature: { full_name: string; image: string };
const RIGHT_TO_WORK = formByKey('compliance-docs/right-to-work');
const PROFESSIONAL = formByKey('references/professional-reference');

const users = (id: string, path: string) => `/api/v1/admin/users/${id}/${path}`;

beforeAll(async () => {
  await fake.start();
  ({ t, adminToken } = await connectedCrmApp(fake));
  officer = await userWithRole(t, 'compliance-officer', { name: 'Olivia Officer' });
  signature = { full_name: 'Sam Candidate', image: await signatureDataUrl() };
});
afterAll(async () => {
  await t?.close();
  await fake.stop();
});
beforeEach(() => {
  fake.overrides.clear();
});

async function candidate(name = 'Sam Candidate'): Promise<Registered & { id: string; email: string }> {
  const me = await registerUser(t.app, { name });
  return { ...me, id: me.user.id, email: me.user.email };
}

async function submit(me: Registered, key: string, overrides: FormAnswers = {}): Promise<string> {
  const definition = formByKey(key);
  const files = await uploadPdfs(t.app, me.token, filesNeeded(definition));
  const res = await call(t.app, 'POST', formUrl(definition, 'submit'), me.token, { answers: answersWithFiles(definition, files, overrides), signature });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().submission.id as string;
}

const decide = async (id: string, action: 'approve' | 'reject') => {
  const res = await call(t.app, 'POST', `/api/v1/admin/submissions/${id}/${action}`, officer.token, action === 'reject' ? { reason: 'The scan is unreadable' } : {});
  expect(res.statusCode, res.body).toBe(200);
};

/** Runs the worker until nothing is due, and answers the user's sync status. */
async function afterSync(userId: string) {
  t.crmSync.kick();
  await t.crmSync.idle();
  return (await call(t.app, 'GET', users(userId, 'crm-sync'), adminToken)).json();
}

const contactsWith = (userId: string) => fake.org.of('Contact').filter((c) => c.Portal_User_Id__c === userId);
const syncRow = async (userId: string) => (await t.query<Record<string, unknown>>(sql`select * from crm_syncs where user_id = ${userId}`))[0];
const sealedToken = async () => (await t.query<{ token: string }>(sql`select refresh_token_encrypted as token from crm_connections`))[0]?.token;

describe('linking a portal user to a Contact', () => {
  it('proposes the one Contact with the user\'s email, searches by name, links after checking Salesforce, and unlinks', async () => {
    const me = await candidate('Priya Proposed');
    const contact = fake.org.insert('Contact', { FirstName: 'Priya', LastName: 'Proposed', Email: me.email.toUpperCase(), AccountName: 'St Mary School' });
    fake.org.insert('Contact', { FirstName: 'Other', LastName: 'Person', Email: 'other@example.com' });

    const search = await call(t.app, 'GET', users(me.id, 'crm-contacts'), adminToken);
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json().proposed).toMatchObject({ id: contact.Id, name: 'Priya Proposed', account: 'St Mary School', url: `${fake.url}/lightning/r/Contact/${contact.Id}/view` });
    const byName = await call(t.app, 'GET', `${users(me.id, 'crm-contacts')}?q=${encodeURIComponent("Pers'on")}`, adminToken);
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json().contacts).toEqual([]);
    // % and _ are searched for as themselves, not as wildcards.
    expect((await call(t.app, 'GET', `${users(me.id, 'crm-contacts')}?q=${encodeURIComponent('%')}`, adminToken)).json().contacts).toEqual([]);
    expect((await call(t.app, 'GET', `${users(me.id, 'crm-contacts')}?q=${encodeURIComponent('Oth_r')}`, adminToken)).json().contacts).toEqual([]);
    expect((await call(t.app, 'GET', `${users(me.id, 'crm-contacts')}?q=Other`, adminToken)).json().contacts.map((c: { name: string }) => c.name)).toEqual(['Other Person']);

    const linked = await call(t.app, 'PUT', users(me.id, 'crm-link'), adminToken, { crm_id: contact.Id });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({ crm_id: contact.Id, crm_url: `${fake.url}/lightning/r/Contact/${contact.Id}/view`, linked_by: { name: expect.any(String) } });
    // Linking queues a sync: the Contact gets the portal id.
    expect((await afterSync(me.id)).state).toBe('done');
    expect(contact.Portal_User_Id__c).toBe(me.id);

    expect((await call(t.app, 'DELETE', users(me.id, 'crm-link'), adminToken)).statusCode).toBe(204);
    expect((await call(t.app, 'GET', users(me.id, 'crm-link'), adminToken)).json()).toMatchObject({ crm_id: null, crm_url: null });
  });

  it('refuses a Contact Salesforce does not have (422), one linked to someone else (409) and a malformed id (422), storing nothing', async () => {
    const me = await candidate();
    const other = await candidate();
    const contact = fake.org.insert('Contact', { LastName: 'Taken' });
    expect((await call(t.app, 'PUT', users(other.id, 'crm-link'), adminToken, { crm_id: contact.Id })).statusCode).toBe(200);

    const unknown = await call(t.app, 'PUT', users(me.id, 'crm-link'), adminToken, { crm_id: '003000000000000AAA' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe(M.contact_not_found);
    const taken = await call(t.app, 'PUT', users(me.id, 'crm-link'), adminToken, { crm_id: contact.Id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(M.contact_linked_elsewhere);
    await t.crmSync.idle();
    const callsBefore = fake.restCalls().length;
    for (const crm_id of ['003-bad', '', 42, 'x'.repeat(19), null]) {
      const refused = await call(t.app, 'PUT', users(me.id, 'crm-link'), adminToken, { crm_id });
      expect(refused.statusCode, String(crm_id)).toBe(422);
      expect(refused.json().errors.crm_id[0]).toMatch(new RegExp(`^(${M.crm_id_invalid}|${M.crm_id_required})$`));
    }
    expect(fake.restCalls().length).toBe(callsBefore);
    expect(await t.query(sql`select * from crm_links where user_id = ${me.id}`)).toEqual([]);
    expect((await call(t.app, 'GET', users('00000000-0000-4000-8000-000000000000', 'crm-link'), adminToken)).statusCode).toBe(404);
  });

  it('creates a Contact from the user\'s details, once', async () => {
    const me = await candidate('Carla de la Cruz');
    const created = await call(t.app, 'POST', users(me.id, 'crm-contacts'), adminToken);
    expect(created.statusCode, created.body).toBe(201);
    const [contact] = contactsWith(me.id);
    expect(contact).toMatchObject({ FirstName: 'Carla de la', LastName: 'Cruz', Email: me.email });
    expect(created.json().crm_id).toBe(contact!.Id);
    await call(t.app, 'DELETE', users(me.id, 'crm-link'), adminToken);
    const again = await call(t.app, 'POST', users(me.id, 'crm-contacts'), adminToken);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.contact_exists);
    expect(contactsWith(me.id)).toHaveLength(1);
  });
});

describe('what a sync writes', () => {
  it('on approval of a linked candidate: the Contact, an item per checklist entry, the approved file once, and references with their record type', async () => {
    const me = await candidate('Sam Synced');
    expect((await call(t.app, 'POST', users(me.id, 'crm-contacts'), adminToken)).statusCode).toBe(201);
    await afterSync(me.id);
    const rightToWork = await submit(me, RIGHT_TO_WORK.key);
    await submit(me, PROFESSIONAL.key, { referee_name: 'Rita Referee', email: `rita.${me.id.slice(0, 8)}@school.example`, may_contact_now: true });
    const filesBefore = fake.org.files.length;

    await decide(rightToWork, 'approve');
    const status = await afterSync(me.id);
    expect(status).toMatchObject({ state: 'done', last_error: null, last_error_code: null, attempts: 0 });
    expect(status.last_synced_at).not.toBeNull();

    const [contact] = contactsWith(me.id);
    expect(contact).toMatchObject({ FirstName: 'Sam', LastName: 'Synced', Email: me.email, Portal_Compliance_Status__c: 'in_review' });
    expect(contact!.Portal_Compliance_Progress__c).toMatch(/^1\/\d+$/);
    const items = fake.org.of('Portal_Compliance_Item__c').filter((item) => item.Contact__c === contact!.Id);
    expect(items.find((item) => item.Portal_Item_Key__c === `${me.id}.compliance-docs.right-to-work`)).toMatchObject({ Status__c: 'approved', Name: RIGHT_TO_WORK.title.en });
    expect(items.find((item) => item.Portal_Item_Key__c === `${me.id}.references.professional-reference`)).toMatchObject({ Status__c: 'submitted' });

    const files = fake.org.files.slice(filesBefore);
    const [upload] = await t.query<{ id: string; name: string; storage_key: string }>(
      sql`select u.id, u.name, u.storage_key from uploads u join submission_files f on f.upload_id = u.id where f.submission_id = ${rightToWork}`,
    );
    expect(files).toHaveLength(filesNeeded(RIGHT_TO_WORK));
    expect(files.find((file) => file.Title === upload!.name)).toMatchObject({ FirstPublishLocationId: contact!.Id, bytes: await buffer(t.ctx.storage.read(upload!.storage_key)) });

    const professional = fake.org.recordTypes.find((rt) => rt.SobjectType === 'Reference__c' && rt.DeveloperName === 'Professional')!;
    const [reference] = fake.org.of('Reference__c').filter((r) => r.Contact__c === contact!.Id);
    expect(reference).toMatchObject({ RecordTypeId: professional.Id, Referee_Name__c: 'Rita Referee', Status__c: 'sent' });

    // Idempotent: a second sync writes the same records again, sends no file twice and reads record types no more.
    const queries = () => fake.requests.filter((r) => r.path.endsWith('/query')).length;
    const recordTypeQueries = fake.restCalls().filter((c) => c === 'GET /query').length;
    expect((await call(t.app, 'POST', users(me.id, 'crm-sync'), adminToken)).statusCode).toBe(202);
    expect((await afterSync(me.id)).state).toBe('done');
    expect(contactsWith(me.id)).toHaveLength(1);
    expect(fake.org.files.length).toBe(filesBefore + files.length);
    expect(fake.org.of('Reference__c').filter((r) => r.Contact__c === contact!.Id)).toHaveLength(1);
    expect(fake.org.of('Portal_Compliance_Item__c').filter((item) => item.Contact__c === contact!.Id)).toHaveLength(items.length);
    expect(queries()).toBe(recordTypeQueries);
  });

  it('queues linked candidates on rejection and expiry, and nobody who is not linked', async () => {
    const linked = await candidate();
    const unlinked = await candidate();
    await call(t.app, 'POST', users(linked.id, 'crm-contacts'), adminToken);
    await afterSync(linked.id);
    await decide(await submit(linked, RIGHT_TO_WORK.key), 'reject');
    await decide(await submit(unlinked, RIGHT_TO_WORK.key), 'reject');
    expect(await syncRow(linked.id)).toBeDefined();
    expect(await syncRow(unlinked.id)).toBeUndefined();
    await afterSync(linked.id);
    const [item] = fake.org.of('Portal_Compliance_Item__c').filter((i) => i.Portal_Item_Key__c === `${linked.id}.compliance-docs.right-to-work`);
    expect(item!.Status__c).toBe('rejected');

    const id = await submit(linked, RIGHT_TO_WORK.key);
    await decide(id, 'approve');
    await afterSync(linked.id);
    await t.query(sql`update submissions set expires_at = current_date - 1 where id = ${id}`);
    await runComplianceExpiry(t.ctx);
    await afterSync(linked.id);
    expect(fake.org.of('Portal_Compliance_Item__c').find((i) => i.Portal_Item_Key__c === `${linked.id}.compliance-docs.right-to-work`)!.Status__c).toBe('expired');
  });

  it('Sync now of an unlinked user upserts by the portal id, and several Contacts holding it are for an admin to settle', async () => {
    const me = await candidate('Una Unlinked');
    expect((await call(t.app, 'POST', users(me.id, 'crm-sync'), adminToken)).statusCode).toBe(202);
    expect((await afterSync(me.id)).state).toBe('done');
    const [contact] = contactsWith(me.id);
    expect((await call(t.app, 'GET', users(me.id, 'crm-link'), adminToken)).json()).toMatchObject({ crm_id: contact!.Id, linked_by: null });

    const twin = await candidate();
    fake.org.insert('Contact', { LastName: 'One', Portal_User_Id__c: twin.id });
    fake.org.insert('Contact', { LastName: 'Two', Portal_User_Id__c: twin.id });
    await call(t.app, 'POST', users(twin.id, 'crm-sync'), adminToken);
    const status = await afterSync(twin.id);
    expect(status).toMatchObject({ state: 'failed', last_error_code: 'MULTIPLE_MATCHES' });
    expect(status.last_error).toContain('several Contacts hold this portal user id');
  });
});

describe('Salesforce errors and tokens', () => {
  it('a refusal fails the sync at once with Salesforce\'s code for the admin; a 503 is retried with back-off', async () => {
    const me = await candidate();
    await call(t.app, 'POST', users(me.id, 'crm-contacts'), adminToken);
    await afterSync(me.id);
    const removed = 'Portal_Compliance_Status__c';
    const { ORG_FIELDS } = await import('./helpers/fake-salesforce-org.js');
    ORG_FIELDS.Contact!.delete(removed);
    try {
      await call(t.app, 'POST', users(me.id, 'crm-sync'), adminToken);
      const failed = await afterSync(me.id);
      expect(failed).toMatchObject({ state: 'failed', last_error_code: 'INVALID_FIELD', attempts: 1, next_attempt_at: null });
      expect(failed.last_error).toBe(`INVALID_FIELD: No such column '${removed}' on sobject of type Contact`);
    } finally {
      ORG_FIELDS.Contact!.add(removed);
    }

    const contactPath = `/services/data/v62.0/sobjects/Contact/${contactsWith(me.id)[0]!.Id}`;
    fake.overrides.set(contactPath, [{ status: 503, body: '[{"errorCode":"SERVER_UNAVAILABLE","message":"down for maintenance"}]' }]);
    await call(t.app, 'POST', users(me.id, 'crm-sync'), adminToken);
    const retrying = await afterSync(me.id);
    expect(retrying).toMatchObject({ state: 'queued', last_error_code: 'SERVER_UNAVAILABLE', attempts: 1 });
    expect(new Date(retrying.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + 20_000);
    await t.query(sql`update crm_syncs set next_attempt_at = now() where user_id = ${me.id}`);
    expect((await afterSync(me.id)).state).toBe('done');
  });

  it('keeps the org\'s API use from Sforce-Limit-Info, pauses near the allocation and waits an hour on REQUEST_LIMIT_EXCEEDED', async () => {
    const me = await candidate();
    await call(t.app, 'POST', users(me.id, 'crm-contacts'), adminToken);
    await afterSync(me.id);
    const usage = (await call(t.app, 'GET', '/api/v1/admin/crm/connection', adminToken)).json().api_usage;
    expect(usage).toMatchObject({ used: fake.apiUsed, limit: fake.apiLimit });

    const contactPath = `/services/data/v62.0/sobjects/Contact/${contactsWith(me.id)[0]!.Id}`;
    fake.overrides.set(contactPath, [{ status: 403, body: '[{"errorCode":"REQUEST_LIMIT_EXCEEDED","message":"TotalRequests Limit exceeded."}]' }]);
    await call(t.app, 'POST', users(me.id, 'crm-sync'), adminToken);
    const limited = await afterSync(me.id);
    expect(limited).toMatchObject({ state: 'queued', last_error_code: 'REQUEST_LIMIT_EXCEEDED' });
    expect(new Date(limited.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);

    // Near the allocation (90 %), the worker leaves due syncs alone.
    await t.query(sql`update crm_connections set api_used = 14000, api_limit = 15000`);
    await t.query(sql`update crm_syncs set next_attempt_at = now() where user_id = ${me.id}`);
    const calls = fake.restCalls().length;
    expect((await afterSync(me.id)).state).toBe('queued');
    expect(fake.restCalls().length).toBe(calls);
    await t.query(sql`update crm_connections set api_used = 10, api_limit = 15000`);
    expect((await afterSync(me.id)).state).toBe('done');
  });

  it('refreshes on 401 and keeps the rotated refresh token, sealed', async () => {
    const me = await candidate();
    const before = await sealedToken();
    const refreshesBefore = fake.requestsTo('/services/oauth2/token').filter((r) => r.form.grant_type === 'refresh_token').length;
    fake.expireSessions();
    await call(t.app, 'POST', users(me.id, 'crm-contacts'), adminToken);
    expect((await afterSync(me.id)).state).toBe('done');
    const refreshes = fake.requestsTo('/services/oauth2/token').filter((r) => r.form.grant_type === 'refresh_token');
    expect(refreshes.length).toBe(refreshesBefore + 1);
    const after = await sealedToken();
    expect(after).not.toBe(before);
    // The spent token is refused by Salesforce from now on; the new one is kept only sealed.
    expect(fake.spent.has(refreshes.at(-1)!.form.refresh_token!)).toBe(true);
    const latest = fake.issuedRefreshTokens.at(-1)!;
    expect(await tablesHolding(t, latest)).toEqual([]);
  });

  it('a refresh token Salesforce refuses makes the connection "reconnect needed": syncs wait, no loop, the officers hear of it, Connect resumes them', async () => {
    const me = await candidate();
    await call(t.app, 'POST', users(me.id, 'crm-contacts'), adminToken);
    await afterSync(me.id);
    for (const token of fake.issuedRefreshTokens) fake.revoked.add(token);
    fake.expireSessions();
    await decide(await submit(me, RIGHT_TO_WORK.key), 'approve');
    const waiting = await afterSync(me.id);
    expect(waiting).toMatchObject({ state: 'queued', last_error_code: 'reconnect_needed' });
    const connection = (await call(t.app, 'GET', '/api/v1/admin/crm/connection', adminToken)).json();
    expect(connection).toMatchObject({ connected: true, reconnect_needed: true });
    expect(connection.last_error).toContain('invalid_grant');
    const refusedSync = await call(t.app, 'POST', users(me.id, 'crm-sync'), adminToken);
    expect(refusedSync.statusCode).toBe(409);
    expect(refusedSync.json().message).toBe(M.reconnect_needed);

    const refreshes = () => fake.requestsTo('/services/oauth2/token').filter((r) => r.form.grant_type === 'refresh_token').length;
    const counted = refreshes();
    await afterSync(me.id);
    await afterSync(me.id);
    expect(refreshes()).toBe(counted);

    await runComplianceExpiry(t.ctx);
    const digest = (await t.deliveredTo(officer.user.email)).at(-1);
    expect(digest?.text).toContain('The CRM connection needs reconnecting');

    const { code, state } = await startAndAuthorize(t, fake, adminToken);
    expect((await callback(t, adminToken, { code, state })).json()).toMatchObject({ reconnect_needed: false, last_error: null });
    expect((await afterSync(me.id)).state).toBe('done');
  });

  it('the pre-flight check lists what the connection cannot write: a missing field, a read-only one, a record type not assigned', async () => {
    const preflight = async () => {
      const res = await call(t.app, 'GET', '/api/v1/admin/crm/preflight', adminToken);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const clean = await preflight();
    expect(clean).toMatchObject({ ok: true, files_writable: true });
    expect(clean.objects.map((o: { object: string }) => o.object)).toEqual(['Contact', 'Portal_Compliance_Item__c', 'Reference__c']);
    expect(clean.record_types).toEqual([
      { reference_type: 'academic', developer_name: 'Academic', found: true, available: true },
      { reference_type: 'character', developer_name: 'Character', found: true, available: true },
      { reference_type: 'professional', developer_name: 'Professional', found: true, available: true },
    ]);

    const { ORG_FIELDS } = await import('./helpers/fake-salesforce-org.js');
    ORG_FIELDS.Contact!.delete('Portal_Compliance_Progress__c');
    fake.org.readOnly.add('Reference__c.Status__c');
    const character = fake.org.recordTypes.find((rt) => rt.DeveloperName === 'Character')!;
    character.available = false;
    try {
      const found = await preflight();
      expect(found.ok).toBe(false);
      expect(found.objects[0]).toMatchObject({ object: 'Contact', found: true, missing_fields: ['Portal_Compliance_Progress__c'], external_id: { field: 'Portal_User_Id__c', ok: true } });
      expect(found.objects[2]).toMatchObject({ object: 'Reference__c', read_only_fields: ['Status__c'], missing_fields: [] });
      expect(found.record_types[1]).toMatchObject({ developer_name: 'Character', found: true, available: false });
    } finally {
      ORG_FIELDS.Contact!.add('Portal_Compliance_Progress__c');
      fake.org.readOnly.clear();
      character.available = true;
    }
    expect((await call(t.app, 'GET', '/api/v1/admin/crm/preflight', officer.token)).statusCode).toBe(403);
  });

  it('answers 401 signed out and 403 to every role without crm.connect, writing nothing', async () => {
    const me = await candidate();
    for (const [method, path, body] of [
      ['GET', 'crm-link'],
      ['PUT', 'crm-link', { crm_id: '003000000000000AAA' }],
      ['DELETE', 'crm-link'],
      ['GET', 'crm-contacts'],
      ['POST', 'crm-contacts'],
      ['GET', 'crm-sync'],
      ['POST', 'crm-sync'],
    ] as const) {
      for (const token of [officer.token, me.token]) {
        expect((await call(t.app, method, users(me.id, path), token, body)).statusCode, `${method} ${path}`).toBe(403);
      }
      expect((await call(t.app, method, users(me.id, path), undefined, body)).statusCode).toBe(401);
    }
    expect(await t.query(sql`select * from crm_syncs where user_id = ${me.id}`)).toEqual([]);
  });
});
