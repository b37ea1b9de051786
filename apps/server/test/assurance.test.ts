import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, calendarDate, complianceToday } from '@portal/contract';
import { runComplianceExpiry } from '../src/jobs/compliance-expiry.js';
import { auditEntries } from './helpers/admin-users.js';
import { ADMIN, call, registerUser, type Registered, type TestApp } from './helpers/app.js';
import { answersWithFiles, filesNeeded, formByKey, formUrl, reviewSetup, uploadPdfs } from './helpers/compliance.js';
import { pdfText } from './helpers/packs.js';
import { createRole, userWithRole } from './helpers/factories.js';

/**
 * Assurance packs (issue 11): a school's single central record for one candidate as a PDF and CSV, with a public
 * verification link that says whether the pack is current, revoked (and why) or expired.
 */
/** UTC+14, so that the display date and the UK's differ for most of the day. */
const DISPLAY_ZONE = 'Pacific/Kiritimati';
let t: TestApp;
let officer: Registered;
let signature: { full_name: string; image: string };
beforeAll(async () => {
  ({ t, officer, signature } = await reviewSetup('Ada Assured', { TZ_DISPLAY: DISPLAY_ZONE }));
});
afterAll(async () => t?.close());

/** Within the agency's 12-month DBS re-check, whenever the suite runs. */
const DBS_ISSUED = addMonths(complianceToday(), -2);
const TEACHER_IN_SCHOOLS = { roles: ['teacher'], settings: ['school'], management: false };
const packsUrl = (candidateId: string) => `/api/v1/admin/candidates/${candidateId}/assurance-packs`;
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const tokenOf = (url: string) => url.split('/assurance/')[1] ?? '';
const verify = (token: string, headers: Record<string, string> = {}) => call(t.app, 'GET', `/api/v1/assurance/${token}`, undefined, undefined, headers);
const countPacks = async () => (await t.query<{ n: number }>(sql`select count(*)::int as n from assurance_packs`))[0]?.n;

async function submit(me: Registered, key: string, overrides?: Record<string, unknown>) {
  const def = formByKey(key);
  const files = await uploadPdfs(t.app, me.token, filesNeeded(def, overrides as never));
  const res = await call(t.app, 'POST', formUrl(def, 'submit'), me.token, { answers: answersWithFiles(def, files, overrides as never), signature });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().submission as { id: string };
}
async function approve(id: string) {
  const res = await call(t.app, 'POST', `/api/v1/admin/submissions/${id}/approve`, officer.token);
  expect(res.statusCode, res.body).toBe(200);
}
async function check(id: string, body: Record<string, unknown>) {
  const res = await call(t.app, 'POST', `/api/v1/admin/submissions/${id}/checks`, officer.token, { checked_on: complianceToday(), ...body });
  expect(res.statusCode, res.body).toBe(200);
}

/** A teacher with identity, DBS (children's barred list), right to work and the TRA check approved and checked. */
async function approvedTeacher(name = 'Ada Assured') {
  const me = await registerUser(t.app, { name });
  expect((await call(t.app, 'PUT', '/api/v1/compliance/profile', me.token, TEACHER_IN_SCHOOLS)).statusCode).toBe(200);
  const id = await submit(me, 'compliance-docs/proof-of-id');
  const dbs = await submit(me, 'compliance-docs/dbs-check', {
    barred_lists: ['children'],
    level: 'enhanced-barred-list',
    position_applied_for: 'Supply teacher',
    issue_date: DBS_ISSUED,
  });
  const rtw = await submit(me, 'compliance-docs/right-to-work');
  const dfe = await submit(me, 'tempest-forms/dfe-details');
  for (const sub of [id, dbs, rtw, dfe]) await approve(sub.id);
  await check(id.id, { kind: 'identity', method: 'face_to_face', result: 'verified', route: '1', documents_seen: 'Passport' });
  await check(rtw.id, { kind: 'right_to_work', method: 'manual', result: 'continuous' });
  await check(dfe.id, { kind: 'register', method: 'tra', result: 'clear' });
  return { me, dbs, rtw };
}

async function issue(candidateId: string, body: Record<string, unknown> = { school_name: 'Oakfield Primary School', school_urn: '123456', placement_start: '2026-12-01' }) {
  const res = await call(t.app, 'POST', packsUrl(candidateId), officer.token, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; verification_url: string; pdf_sha256: string; csv_sha256: string; issued_at: string; link_expires_at: string; status: string };
}

describe('issuing an assurance pack', () => {
  let teacher: Awaited<ReturnType<typeof approvedTeacher>>;
  let pack: Awaited<ReturnType<typeof issue>>;
  beforeAll(async () => {
    teacher = await approvedTeacher();
    pack = await issue(teacher.me.user.id);
  });

  it('answers the link once, keeps only its hash, and lasts ASSURANCE_LINK_DAYS (90)', async () => {
    expect(pack.status).toBe('current');
    expect(pack.verification_url).toMatch(/^http:\/\/localhost:\d+\/assurance\/[A-Za-z0-9_-]{43}$/);
    const [row] = await t.query<{ token_hash: string; storage_key: string }>(sql`select token_hash, storage_key from assurance_packs where id = ${pack.id}`);
    expect(row!.token_hash).toBe(sha256(tokenOf(pack.verification_url)));
    const days = (Date.parse(pack.link_expires_at) - Date.parse(pack.issued_at)) / 86_400_000;
    expect(days).toBe(90);
    const audit = await auditEntries(t, 'assurance.issued', teacher.me.user.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.data).toMatchObject({ pack_id: pack.id, school_name: 'Oakfield Primary School', pdf_sha256: pack.pdf_sha256 });
  });

  it('gives a PDF whose SHA-256 is the recorded one, naming the school, the columns and the verification link', async () => {
    const res = await call(t.app, 'GET', `${packsUrl(teacher.me.user.id)}/${pack.id}/pack.pdf`, officer.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const issuedOn = calendarDate(new Date(pack.issued_at), DISPLAY_ZONE);
    expect(res.headers['content-disposition']).toContain(`assurance-pack-oakfield-primary-school-${issuedOn}.pdf`);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    expect(sha256(pdf)).toBe(pack.pdf_sha256);
    const text = pdfText(pdf);
    const issuedLong = new Intl.DateTimeFormat('en-GB', { timeZone: DISPLAY_ZONE, dateStyle: 'long' }).format(new Date(pack.issued_at));
    for (const words of [issuedLong, 'Oakfield Primary School', 'Ada Assured', 'Enhanced DBS certificate', 'Children', 'Prohibition from teaching check', 'Section 128 check', 'Right to work', 'References', pack.verification_url]) {
      expect(text).toContain(words);
    }
  });

  it('gives one CSV row with the record’s columns, as recorded, never claiming what is not', async () => {
    const res = await call(t.app, 'GET', `${packsUrl(teacher.me.user.id)}/${pack.id}/pack.csv`, officer.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(sha256(res.rawPayload)).toBe(pack.csv_sha256);
    const [header, values, rest] = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(rest).toBe('');
    expect(header).toContain('"Identity: Status","Identity: Date","Identity: Details"');
    expect(header).toContain('"Enhanced DBS certificate: Status"');
    expect(values).toMatch(/^"Ada Assured","Oakfield Primary School","123456","2026-12-01","Recorded","\d{4}-\d{2}-\d{2}","How: Face to face/);
    expect(values).toContain(`"Recorded","${DBS_ISSUED}","Level: Enhanced with barred list(s)`);
    // Section 128 and childcare disqualification do not apply to a classroom teacher in a maintained school.
    expect(values).toContain('"Not required for this role","","Rule: Only for management posts in academies');
    expect(values).toContain('"Not required for this role","","Rule: Only for early years');
    // No references were given: the pack says so instead of claiming them.
    expect(values).toContain('"Missing","","Missing: No approved evidence on record"');
    expect(values).toContain(`"${pack.pdf_sha256}","${pack.verification_url}"`);
  });

  it('lets the school verify it without an account, logging every view, until a submission is rejected', async () => {
    const token = tokenOf(pack.verification_url);
    const res = await verify(token, { 'user-agent': 'School browser' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'current',
      candidate_name: 'Ada Assured',
      school_name: 'Oakfield Primary School',
      issued_by: 'Olivia Officer',
      pdf_sha256: pack.pdf_sha256,
      revoked_at: null,
      revoked_reason: null,
    });
    expect(body.rows.map((row: { column: string }) => row.column)).toEqual([
      'identity', 'dbs', 'barred_list', 'prohibition', 'section_128', 'overseas', 'qualifications', 'right_to_work', 'childcare_disqualification', 'references',
    ]);
    expect(body.rows.find((row: { column: string }) => row.column === 'prohibition')).toMatchObject({ status: 'recorded', date: complianceToday() });
    expect(Object.keys(body)).not.toContain('candidate_id');

    const rejected = await call(t.app, 'POST', `/api/v1/admin/submissions/${teacher.dbs.id}/reject`, officer.token, { reason: 'The certificate is unreadable' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const after = (await verify(token)).json();
    expect(after.status).toBe('revoked');
    expect(after.revoked_reason).toBe('DBS certificate was rejected');
    expect(after.revoked_at).not.toBeNull();

    const views = await t.query<{ outcome: string; user_agent: string | null; ip: string | null }>(
      sql`select outcome, user_agent, ip from assurance_pack_views where pack_id = ${pack.id} order by id`,
    );
    expect(views.map((view) => view.outcome)).toEqual(['current', 'revoked']);
    expect(views[0]).toMatchObject({ user_agent: 'School browser', ip: expect.any(String) });
    const list = (await call(t.app, 'GET', packsUrl(teacher.me.user.id), officer.token)).json();
    expect(list.data[0]).toMatchObject({ id: pack.id, status: 'revoked', views: 2, revoked_reason: 'DBS certificate was rejected' });
  });
});

describe('what the record takes as approved', () => {
  it('leaves out an approved version past its deadline under the rules, before the expiry job has run', async () => {
    const { me, dbs } = await approvedTeacher('Pat Past');
    // Issued two years ago and not on the Update Service: past the agency's 12-month re-check.
    await t.query(sql`update submissions set answers = jsonb_set(answers, '{issue_date}', to_jsonb(${addMonths(complianceToday(), -24)}::text)) where id = ${dbs.id}`);
    const pack = await issue(me.user.id);
    const rows = (await verify(tokenOf(pack.verification_url))).json().rows as Array<{ column: string; status: string }>;
    expect(rows.find((row) => row.column === 'dbs')).toMatchObject({ status: 'missing' });
    expect(rows.find((row) => row.column === 'identity')).toMatchObject({ status: 'recorded' });
  });
});

describe('the life of a pack', () => {
  it('expires after the link lifetime', async () => {
    const { me } = await approvedTeacher('Eve Expiry');
    const pack = await issue(me.user.id);
    await t.query(sql`update assurance_packs set link_expires_at = now() - interval '1 minute' where id = ${pack.id}`);
    expect((await verify(tokenOf(pack.verification_url))).json()).toMatchObject({ status: 'expired', revoked_at: null });
  });

  it('is revoked when the expiry job expires one of the candidate’s items, and when an item is reopened', async () => {
    const { me, rtw } = await approvedTeacher('Jay Job');
    const first = await issue(me.user.id);
    await t.query(sql`update submissions set expires_at = ${complianceToday()}::date where id = ${rtw.id}`);
    await runComplianceExpiry(t.ctx);
    expect((await verify(tokenOf(first.verification_url))).json()).toMatchObject({ status: 'revoked', revoked_reason: 'Right to work expired' });

    const { me: other, dbs } = await approvedTeacher('Rea Reopen');
    const second = await issue(other.user.id);
    expect((await call(t.app, 'POST', `/api/v1/admin/submissions/${dbs.id}/reopen`, officer.token, { reason: 'New certificate' })).statusCode).toBe(200);
    expect((await verify(tokenOf(second.verification_url))).json()).toMatchObject({ status: 'revoked', revoked_reason: 'DBS certificate was reopened for changes' });
  });

  it('is revoked when a new version replaces an approved one that has run out', async () => {
    const { me, dbs } = await approvedTeacher('Sam Superseded');
    const pack = await issue(me.user.id);
    // Past its date but not yet marked by the daily job: the candidate may already send a new certificate.
    await t.query(sql`update submissions set expires_at = ${complianceToday()}::date where id = ${dbs.id}`);
    await submit(me, 'compliance-docs/dbs-check');
    expect((await verify(tokenOf(pack.verification_url))).json()).toMatchObject({
      status: 'revoked',
      revoked_reason: 'A new version of DBS certificate was submitted',
    });
  });

  it('is revoked by an officer with a reason, once', async () => {
    const { me } = await approvedTeacher('Rob Revoke');
    const pack = await issue(me.user.id);
    const url = `${packsUrl(me.user.id)}/${pack.id}/revoke`;
    const empty = await call(t.app, 'POST', url, officer.token, { reason: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(['reason']);
    const res = await call(t.app, 'POST', url, officer.token, { reason: 'Placement cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'revoked', revoked_reason: 'Placement cancelled' });
    expect((await call(t.app, 'POST', url, officer.token, { reason: 'Again' })).statusCode).toBe(409);
    expect((await verify(tokenOf(pack.verification_url))).json()).toMatchObject({ status: 'revoked', revoked_reason: 'Placement cancelled' });
  });

  it('neutralises spreadsheet formulas in the CSV', async () => {
    const { me } = await approvedTeacher('=cmd|calc');
    const pack = await issue(me.user.id, { school_name: '=HYPERLINK("http://evil.example","x")' });
    const csv = (await call(t.app, 'GET', `${packsUrl(me.user.id)}/${pack.id}/pack.csv`, officer.token)).body;
    expect(csv).toContain(`"'=cmd|calc","'=HYPERLINK(""http://evil.example"",""x"")"`);
  });
});

describe('refusals', () => {
  let candidate: Registered;
  beforeAll(async () => {
    ({ me: candidate } = await approvedTeacher('Ria Refused'));
  });

  it('answers 404 for an unknown or malformed token, without logging a view', async () => {
    const before = (await t.query<{ n: number }>(sql`select count(*)::int as n from assurance_pack_views`))[0]?.n;
    expect((await verify('A'.repeat(43))).statusCode).toBe(404);
    expect((await verify('x'.repeat(100))).statusCode).toBe(404);
    // Fastify refuses a path parameter over 100 characters before any lookup.
    expect((await verify('x'.repeat(150))).statusCode).toBe(414);
    expect((await t.query<{ n: number }>(sql`select count(*)::int as n from assurance_pack_views`))[0]?.n).toBe(before);
  });

  it('keeps issuing, listing, downloading and revoking to holders of documents.review', async () => {
    await createRole(t, 'news-only', ['news.manage']);
    const editor = await userWithRole(t, 'news-only');
    const before = await countPacks();
    const body = { school_name: 'Elm School' };
    expect((await call(t.app, 'POST', packsUrl(candidate.user.id), candidate.token, body)).statusCode).toBe(403);
    expect((await call(t.app, 'POST', packsUrl(candidate.user.id), editor.token, body)).statusCode).toBe(403);
    expect((await call(t.app, 'POST', packsUrl(candidate.user.id), undefined, body)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', packsUrl(candidate.user.id), editor.token)).statusCode).toBe(403);
    expect(await countPacks()).toBe(before);
  });

  it('refuses bad input with 422 by field and writes nothing', async () => {
    const before = await countPacks();
    const cases: Array<[unknown, string[]]> = [
      [{}, ['school_name']],
      [{ school_name: '   ' }, ['school_name']],
      [{ school_name: 'x'.repeat(201) }, ['school_name']],
      [{ school_name: 42 }, ['school_name']],
      [{ school_name: 'Elm', placement_start: '2026-02-30' }, ['placement_start']],
      [{ school_name: 'Elm', placement_start: 'tomorrow' }, ['placement_start']],
      [{ school_name: 'Elm', school_urn: '12ab' }, ['school_urn']],
    ];
    for (const [body, fields] of cases) {
      const res = await call(t.app, 'POST', packsUrl(candidate.user.id), officer.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(body)).toEqual(fields);
    }
    expect(await countPacks()).toBe(before);
  });

  it('answers 404 for another candidate’s pack, unknown candidates and non-candidates', async () => {
    const pack = await issue(candidate.user.id);
    const other = await registerUser(t.app);
    for (const suffix of ['pack.pdf', 'pack.csv']) {
      expect((await call(t.app, 'GET', `${packsUrl(other.user.id)}/${pack.id}/${suffix}`, officer.token)).statusCode).toBe(404);
      expect((await call(t.app, 'GET', `${packsUrl(candidate.user.id)}/not-a-uuid/${suffix}`, officer.token)).statusCode).toBe(404);
    }
    expect((await call(t.app, 'POST', `${packsUrl(other.user.id)}/${pack.id}/revoke`, officer.token, { reason: 'x' })).statusCode).toBe(404);
    expect((await call(t.app, 'POST', packsUrl('00000000-0000-4000-8000-000000000000'), officer.token, { school_name: 'Elm' })).statusCode).toBe(404);
    const [admin] = await t.query<{ id: string }>(sql`select id from users where email = ${ADMIN.email}`);
    expect((await call(t.app, 'POST', packsUrl(admin!.id), officer.token, { school_name: 'Elm' })).statusCode).toBe(404);
    expect((await verify(tokenOf(pack.verification_url))).json().status).toBe('current');
  });
});
