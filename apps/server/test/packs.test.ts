import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, calendarDate, complianceToday } from '@portal/contract';
import { runComplianceExpiry } from '../src/jobs/compliance-expiry.js';
import { auditEntries } from './helpers/admin-users.js';
import { ADMIN, call, loginAs, registerUser, type Registered, type TestApp } from './helpers/app.js';
import { answersWithFiles, filesNeeded, formUrl, jpegImage, PDF, upload, uploadPdfs, formByKey, reviewSetup } from './helpers/compliance.js';
import { pdfText, unzip } from './helpers/packs.js';
import { ACTIVE_PDFS, pixelFloodPng } from './helpers/samples.js';

const DISPLAY_ZONE = 'Pacific/Kiritimati';
let t: TestApp;
let officer: Registered;
let signature: { full_name: string; image: string };
beforeAll(async () => {
  // UTC+14: the display date differs from the UK's for most of each day, so a file name dated by UK law's
  // calendar instead of the display zone shows up here.
  ({ t, officer, signature } = await reviewSetup('Priya Pack', { TZ_DISPLAY: DISPLAY_ZONE }));
});
afterAll(async () => t?.close());

const form = formByKey;

/** Submits a form whose first file is `first` (when given) and the rest small PDFs; returns the submission. */
async function submit(user: Registered, key: string, first?: { name: string; type: string; data: Buffer }, headers: Record<string, string> = {}) {
  const def = form(key);
  const ids: string[] = [];
  if (first) {
    const res = await upload(t.app, user.token, [{ filename: first.name, contentType: first.type, data: first.data }]);
    ids.push(res.json().data[0].id);
  }
  ids.push(...(await uploadPdfs(t.app, user.token, Math.max(0, filesNeeded(def) - ids.length))));
  const res = await call(t.app, 'POST', formUrl(def, 'submit'), user.token, { answers: answersWithFiles(def, ids), signature }, headers);
  if (res.statusCode !== 201) throw new Error(`submit ${key} failed: ${res.statusCode} ${res.body}`);
  return res.json().submission as { id: string; files: Array<{ id: string; name: string }> };
}

/** The bytes kept for an upload (images are kept re-encoded, not as sent). */
async function storedBytes(uploadId: string): Promise<Buffer> {
  const [row] = await t.query<{ storage_key: string }>(sql`select storage_key from uploads where id = ${uploadId}`);
  return buffer(t.ctx.storage.read(row!.storage_key));
}

const packUrl = (id: string, format: 'zip' | 'pdf', query = '') => `/api/v1/admin/candidates/${id}/pack.${format}${query}`;
const download = (url: string, token = officer.token) => call(t.app, 'GET', url, token);

describe('the compliance pack', () => {
  let candidate: Registered;
  let photo: Buffer;
  let rightToWork: Awaited<ReturnType<typeof submit>>;
  beforeAll(async () => {
    candidate = await registerUser(t.app, { name: 'Priya Pack' });
    photo = await jpegImage(64, 48);
    rightToWork = await submit(candidate, 'compliance-docs/right-to-work', { name: 'passport photo.jpg', type: 'image/jpeg', data: photo });
    await submit(candidate, 'tempest-forms/candidate-declaration', undefined, { ebdlang: 'bn' });
    await submit(candidate, 'tempest-forms/equal-opportunities');
    expect((await call(t.app, 'POST', `/api/v1/admin/submissions/${rightToWork.id}/approve`, officer.token)).statusCode).toBe(200);
  });

  it('is refused to candidates (403) and signed-out people (401); unknown and non-candidate ids are 404', async () => {
    const admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
    const [adminRow] = await t.query<{ id: string }>(sql`select id from users where email = ${ADMIN.email}`);
    for (const format of ['zip', 'pdf'] as const) {
      expect((await download(packUrl(candidate.user.id, format), candidate.token)).statusCode).toBe(403);
      expect((await call(t.app, 'GET', packUrl(candidate.user.id, format), undefined)).statusCode).toBe(401);
      expect((await download(packUrl('00000000-0000-4000-8000-000000000000', format))).statusCode).toBe(404);
      expect((await download(packUrl('not-an-id', format))).statusCode).toBe(404);
      expect((await download(packUrl(adminRow!.id, format), admin)).statusCode).toBe(404);
    }
    expect((await download(packUrl(candidate.user.id, 'pdf', '?lang=fr'))).statusCode).toBe(422);
    expect(await auditEntries(t, 'compliance.pack_exported', adminRow!.id)).toEqual([]);
  });

  it('zips a summary, each form’s evidence byte for byte and its signature, and audits the export', async () => {
    const res = await download(packUrl(candidate.user.id, 'zip'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="compliance-pack-priya-pack-${calendarDate(new Date(), DISPLAY_ZONE)}.zip"`);
    const entries = await unzip(res.rawPayload);
    const names = [...entries.keys()];
    const evidence = names.filter((name) => name.startsWith('compliance-docs/right-to-work/evidence/'));
    expect(evidence).toHaveLength(rightToWork.files.length);
    expect(evidence[0]).toBe('compliance-docs/right-to-work/evidence/1-passport photo.jpg');
    expect(entries.get(evidence[0]!)?.equals(await storedBytes(rightToWork.files[0]!.id))).toBe(true);
    for (const name of evidence.slice(1)) expect(entries.get(name)?.equals(PDF), name).toBe(true);
    const png = Buffer.from(signature.image.split(',')[1]!, 'base64');
    expect(entries.get('compliance-docs/right-to-work/signature.png')?.equals(png)).toBe(true);
    expect(entries.get('tempest-forms/candidate-declaration/signature.png')?.equals(png)).toBe(true);
    // Equal-opportunities answers are never shown to reviewers, so nothing of that form is in the pack.
    expect(names.some((name) => name.startsWith('tempest-forms/equal-opportunities/'))).toBe(false);
    const summary = entries.get('summary.pdf');
    expect(summary?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(summary!)).toContain('Priya Pack');

    const audit = await auditEntries(t, 'compliance.pack_exported', candidate.user.id);
    expect(audit.at(-1)).toEqual({ actor_id: officer.user.id, data: { format: 'zip', forms: 3, files: rightToWork.files.length, left_out: 0, referee_answers: 0 } });
  });

  it('renders one PDF with the candidate, each form, its answers and review, in English or Bengali', async () => {
    const res = await download(packUrl(candidate.user.id, 'pdf'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Priya Pack');
    expect(text).toContain(form('compliance-docs/right-to-work').title.en);
    expect(text).toContain('Reviewed:');
    expect(text).toContain('Olivia Officer');
    expect(text).toContain('These answers are never shown to reviewers.');
    // The image evidence is drawn into the PDF.
    expect(res.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image/);
    expect((await auditEntries(t, 'compliance.pack_exported', candidate.user.id)).at(-1)?.data).toMatchObject({ format: 'pdf' });

    const bn = await download(packUrl(candidate.user.id, 'pdf', '?lang=bn'));
    expect(bn.statusCode).toBe(200);
    // Bengali needs its own font, embedded; Latin names stay in Helvetica.
    expect(bn.rawPayload.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansBengali/);
    expect(pdfText(bn.rawPayload)).toContain('Priya Pack');
    expect(pdfText(bn.rawPayload)).not.toContain('These answers are never shown to reviewers.');
  });
});

describe('a version past its deadline before the expiry job has run', () => {
  it('is expired in the pack’s form part as in its checklist', async () => {
    const candidate = await registerUser(t.app, { name: 'Dara Deadline' });
    const def = form('compliance-docs/right-to-work');
    const overrides = { document_type: 'eu-passport', nationality: 'FR' };
    const files = await uploadPdfs(t.app, candidate.token, filesNeeded(def, overrides));
    const sent = await call(t.app, 'POST', formUrl(def, 'submit'), candidate.token, { answers: answersWithFiles(def, files, overrides), signature });
    expect(sent.statusCode, sent.body).toBe(201);
    // A non-Irish EU passport is due at once: three days on, it no longer counts.
    await t.query(sql`update submissions set submitted_at = submitted_at - interval '3 days' where id = ${sent.json().submission.id}`);
    const text = pdfText((await download(packUrl(candidate.user.id, 'pdf'))).rawPayload);
    expect(text).toContain('Status: Expired');
    expect(text).not.toContain('Status: Awaiting review');
    // It stopped counting the day after its deadline (the day it was sent).
    const stopped = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', dateStyle: 'medium' }).format(new Date(`${addDays(complianceToday(), -2)}T00:00:00Z`));
    expect(text).toContain(`Expires: ${stopped}`);
  });
});

describe('old stored files that fail today’s checks', () => {
  let candidate: Registered;
  let good: Buffer;
  let goodId: string;
  beforeAll(async () => {
    candidate = await registerUser(t.app, { name: 'Olly Old' });
    good = await jpegImage(64, 48);
    const submission = await submit(candidate, 'compliance-docs/right-to-work', { name: 'good photo.jpg', type: 'image/jpeg', data: good });
    goodId = submission.files[0]!.id;
    // As uploads from before the checks would be: stored as they came, with a row and attached to the form.
    const plant = async (name: string, mime: string, data: Buffer | null) => {
      const key = data ? (await t.ctx.storage.put(Readable.from([data]), 'uploads')).key : `uploads/00/${'0'.repeat(32)}`;
      const [row] = await t.query<{ id: string }>(sql`
        insert into uploads (user_id, storage_key, name, mime_type, size, attached_at)
        values (${candidate.user.id}, ${key}, ${name}, ${mime}, ${data?.length ?? 1}, now()) returning id`);
      await t.query(sql`insert into submission_files (submission_id, upload_id) values (${submission.id}, ${row!.id})`);
    };
    // A drawn signature is a PNG too; one stored before it was re-encoded may be a pixel flood.
    await t.query(sql`update submissions set signature_image = ${pixelFloodPng()} where id = ${submission.id}`);
    await plant('flood.png', 'image/png', pixelFloodPng());
    await plant('script.pdf', 'application/pdf', ACTIVE_PDFS['OpenAction running JavaScript']!());
    await plant('gone.jpg', 'image/jpeg', null);
    await plant('garbage.jpg', 'image/jpeg', Buffer.from('\xff\xd8\xff\xe0 this is not the rest of a JPEG', 'latin1'));
  });

  const NOTES = [
    'flood.png was left out of this pack: the image has more than 50 megapixels.',
    'script.pdf was left out of this pack: the PDF contains scripts, automatic actions or attached files.',
    'gone.jpg was left out of this pack: the file is missing from storage.',
    'garbage.jpg was left out of this pack: the image cannot be read.',
  ];
  const words = (pdf: Buffer) => pdfText(pdf).replace(/\s+/g, ' ');

  it('leaves them out of the PDF with a note each, and draws the rest', async () => {
    const res = await download(packUrl(candidate.user.id, 'pdf'));
    expect(res.statusCode, res.body).toBe(200);
    const text = words(res.rawPayload);
    expect(text).toContain('Olly Old');
    for (const note of NOTES) expect(text).toContain(note);
    expect(text).toContain('Files left out of this pack: 4. Each is named under its form.');
    expect(text).toContain('The drawn signature could not be shown.');
    expect(res.rawPayload.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
    expect(res.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image/);
    const audit = await auditEntries(t, 'compliance.pack_exported', candidate.user.id);
    expect(audit.at(-1)?.data).toMatchObject({ format: 'pdf', left_out: 4 });
  });

  it('leaves them out of the ZIP, whose summary names them, and keeps the rest byte for byte', async () => {
    const res = await download(packUrl(candidate.user.id, 'zip'));
    expect(res.statusCode, res.body).toBe(200);
    const entries = await unzip(res.rawPayload);
    const evidence = [...entries.keys()].filter((name) => name.startsWith('compliance-docs/right-to-work/evidence/'));
    expect(evidence.some((name) => /flood|script|gone|garbage/.test(name))).toBe(false);
    expect(entries.get('compliance-docs/right-to-work/evidence/1-good photo.jpg')?.equals(await storedBytes(goodId))).toBe(true);
    const summary = words(entries.get('summary.pdf')!);
    for (const note of NOTES) expect(summary).toContain(note);
  });

  it('writes the notes in Bengali for a Bengali pack', async () => {
    const res = await download(packUrl(candidate.user.id, 'pdf', '?lang=bn'));
    expect(res.statusCode, res.body).toBe(200);
    const text = words(res.rawPayload);
    // Bengali is drawn in an embedded font that text extraction cannot read; the Latin file names it can.
    for (const name of ['flood.png', 'script.pdf', 'gone.jpg', 'garbage.jpg']) expect(text).toContain(name);
    expect(text).not.toContain('was left out');
  });
});

describe("the officers' expiry digest", () => {
  it('lists what expired and what is expiring once, to every holder of documents.review', async () => {
    const candidate = await registerUser(t.app, { name: 'Dana Digest' });
    const dbs = await submit(candidate, 'compliance-docs/dbs-check');
    const licence = await submit(candidate, 'compliance-docs/driving-documentation');
    for (const id of [dbs.id, licence.id]) await call(t.app, 'POST', `/api/v1/admin/submissions/${id}/approve`, officer.token);
    const now = Date.now();
    const inDays = (days: number) => complianceToday(new Date(now + days * 86400_000));
    await t.query(sql`update submissions set expires_at = ${inDays(-1)} where id = ${dbs.id}`);
    await t.query(sql`update submissions set expires_at = ${inDays(20)} where id = ${licence.id}`);
    const digests = async (to: string) => (await t.deliveredTo(to)).filter((mail) => mail.subject.startsWith('Compliance expiry:'));

    await runComplianceExpiry(t.ctx, new Date(now));
    const [mail, ...more] = await digests(officer.user.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toMatch(/^Compliance expiry: \d+ expired, \d+ expiring soon$/);
    expect(mail?.text).toContain(`- Dana Digest <${candidate.user.email}>: ${form('compliance-docs/dbs-check').title.en}, ${inDays(-1)}`);
    expect(mail?.text).toContain(`- Dana Digest <${candidate.user.email}>: ${form('compliance-docs/driving-documentation').title.en}, ${inDays(20)}`);
    expect(mail?.text).toContain('/admin/documents?status=expired');
    expect(await digests(ADMIN.email)).toHaveLength(1);
    expect(await digests(candidate.user.email)).toEqual([]);
    await t.smtp.waitFor(officer.user.email, (m) => m.subject.startsWith('Compliance expiry:'));

    // The same day again: nothing changed, so no second digest.
    await runComplianceExpiry(t.ctx, new Date(now));
    expect(await digests(officer.user.email)).toHaveLength(1);
  });
});
