import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissions } from '../src/db/schema/index.js';
import { statementSha256 } from '../src/lib/statement-hash.js';
import { pngImage } from './helpers/account.js';
import { call, registerUser, type Registered, type TestApp } from './helpers/app.js';
import { answersWithFiles, filesNeeded, formByKey, formUrl, PDF, reviewSetup, upload, uploadPdfs } from './helpers/compliance.js';
import { pdfText, unzip } from './helpers/packs.js';

/** uk-rules.md §1.5: every evidence file and every signed statement keeps its SHA-256, shown to officers and auditors. */
let t: TestApp;
let officer: Registered;
let signature: { full_name: string; image: string };
beforeAll(async () => {
  ({ t, officer, signature } = await reviewSetup('Hana Hash'));
});
afterAll(async () => t?.close());

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const RIGHT_TO_WORK = formByKey('compliance-docs/right-to-work');
/** A valid PDF other than PDF: the same with a comment line. */
const otherPdf = (comment: string) => Buffer.from(PDF.toString('latin1').replace('%PDF-1.4\n', `%PDF-1.4\n%${comment}\n`), 'latin1');

async function uploadRow(id: string) {
  const [row] = await t.query<{ sha256: string | null; storage_key: string }>(sql`select sha256, storage_key from uploads where id = ${id}`);
  return row!;
}

/** Submits a signed form with these files first and small PDFs for the rest; returns its id and every file id. */
async function submit(me: Registered, key: string, first: string[] = []) {
  const definition = formByKey(key);
  const files = [...first, ...(await uploadPdfs(t.app, me.token, Math.max(0, filesNeeded(definition) - first.length)))];
  const res = await call(t.app, 'POST', formUrl(definition, 'submit'), me.token, { answers: answersWithFiles(definition, files), signature });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().submission.id as string, files };
}

const review = async (id: string) => {
  const res = await call(t.app, 'GET', `/api/v1/admin/submissions/${id}`, officer.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().submission as { files: Array<{ id: string; sha256: string | null }>; statement_sha256: string | null };
};
const pack = async (candidateId: string, format: 'zip' | 'pdf') => {
  const res = await call(t.app, 'GET', `/api/v1/admin/candidates/${candidateId}/pack.${format}`, officer.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
};
const words = (pdf: Buffer) => pdfText(pdf).replace(/\s+/g, ' ');

/** `sha256sum -c SHA256SUMS` run in the ZIP unpacked into a folder, as an auditor would; answers its output. */
function sha256sumCheck(entries: Map<string, Buffer>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pack-'));
  try {
    for (const [name, data] of entries) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), data);
    }
    return execFileSync('sha256sum', ['--strict', '-c', 'SHA256SUMS'], { cwd: dir, encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('evidence and statement hashes', () => {
  let me: Registered;
  let photoId: string;
  let submission: { id: string; files: string[] };
  let dbs: { id: string; files: string[] };
  let allFiles: string[];
  beforeAll(async () => {
    me = await registerUser(t.app, { name: 'Hana Hash' });
    const res = await upload(t.app, me.token, [{ filename: 'photo.png', contentType: 'image/png', data: await pngImage(64, 48) }]);
    expect(res.statusCode, res.body).toBe(201);
    photoId = res.json().data[0].id;
    submission = await submit(me, RIGHT_TO_WORK.key, [photoId]);
    dbs = await submit(me, 'compliance-docs/dbs-check');
    allFiles = [...submission.files, ...dbs.files];
  });

  it('records the SHA-256 of the bytes kept for each upload: a PDF as sent, an image as re-encoded', async () => {
    expect(dbs.files.length).toBeGreaterThan(0);
    for (const id of dbs.files) expect((await uploadRow(id)).sha256).toBe(sha256(PDF));
    const photo = await uploadRow(photoId);
    expect(photo.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(photo.sha256).toBe(sha256(await buffer(t.ctx.storage.read(photo.storage_key))));
  });

  it('records the SHA-256 of the signed statement, which the stored version reproduces', async () => {
    const [row] = await t.ctx.db.select().from(submissions).where(eq(submissions.id, submission.id));
    expect(row!.statement_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.signed_at).not.toBeNull();
    expect(row!.statement_sha256).toBe(statementSha256(row!));
    // Another signature time is another statement.
    expect(statementSha256({ ...row!, signed_at: new Date(row!.signed_at!.getTime() + 1) })).not.toBe(row!.statement_sha256);
  });

  it("shows the officer each file's SHA-256 and the statement's", async () => {
    const seen = await review(submission.id);
    const [row] = await t.query<{ statement_sha256: string }>(sql`select statement_sha256 from submissions where id = ${submission.id}`);
    expect(seen.statement_sha256).toBe(row!.statement_sha256);
    expect(seen.files.map((file) => file.id).sort()).toEqual([...submission.files].sort());
    for (const file of seen.files) expect(file.sha256).toBe((await uploadRow(file.id)).sha256);
  });

  it('hides the statement hash of answers the officer may not see, though it is recorded', async () => {
    const equality = await submit(me, 'tempest-forms/equal-opportunities');
    const [row] = await t.query<{ statement_sha256: string | null }>(sql`select statement_sha256 from submissions where id = ${equality.id}`);
    expect(row!.statement_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await review(equality.id)).toMatchObject({ statement_sha256: null, files: [] });
  });

  it('puts a SHA256SUMS in the ZIP that sha256sum -c accepts, covering every evidence file', async () => {
    const entries = await unzip(await pack(me.user.id, 'zip'));
    const sums = entries.get('SHA256SUMS')!.toString('utf8');
    const lines = sums.trimEnd().split('\n').map((line) => /^([0-9a-f]{64}) {2}(.+)$/.exec(line));
    const listed = lines.map((match) => match?.[2]);
    const evidence = [...entries.keys()].filter((name) => name.includes('/evidence/'));
    expect(evidence).toHaveLength(allFiles.length);
    expect([...listed].sort()).toEqual([...evidence].sort());
    for (const match of lines) expect(sha256(entries.get(match![2]!)!)).toBe(match![1]);
    expect(lines.map((match) => match![1]).sort()).toEqual((await Promise.all(allFiles.map(async (id) => (await uploadRow(id)).sha256))).sort());
    expect(sha256sumCheck(entries)).toMatch(/: OK\n/);
  });

  it("lists each file's SHA-256 and the statement's in the PDF pack and the ZIP's summary", async () => {
    const [row] = await t.query<{ statement_sha256: string }>(sql`select statement_sha256 from submissions where id = ${submission.id}`);
    const photo = (await uploadRow(photoId)).sha256!;
    for (const pdf of [await pack(me.user.id, 'pdf'), (await unzip(await pack(me.user.id, 'zip'))).get('summary.pdf')!]) {
      const text = words(pdf);
      expect(text).toContain(`SHA-256 of the signed statement: ${row!.statement_sha256}`);
      expect(text).toContain(`SHA-256: ${photo}`);
      expect(text).toContain(`SHA-256: ${sha256(PDF)}`);
      expect(text).toContain('run sha256sum -c SHA256SUMS in the unzipped folder');
    }
  });
});

describe('stored files that no longer match, or have no recorded hash', () => {
  it('leaves out a file changed since upload and hashes one from before hashes were kept', async () => {
    const me = await registerUser(t.app, { name: 'Tom Tamper' });
    const { id, files } = await submit(me, 'compliance-docs/dbs-check');
    const changed = await uploadRow(files[0]!);
    // Still a PDF that passes the upload checks: only the recorded hash tells it apart.
    fs.writeFileSync(path.join(t.ctx.config.dataDir, 'files', changed.storage_key), otherPdf('changed'));
    // As a file from before migration 0013: stored, attached, no hash.
    const old = otherPdf('old');
    const key = (await t.ctx.storage.put(Readable.from([old]), 'uploads')).key;
    const [legacy] = await t.query<{ id: string }>(sql`
      insert into uploads (user_id, storage_key, name, mime_type, size, attached_at)
      values (${me.user.id}, ${key}, 'old scan.pdf', 'application/pdf', ${old.length}, now()) returning id`);
    await t.query(sql`insert into submission_files (submission_id, upload_id) values (${id}, ${legacy!.id})`);

    const entries = await unzip(await pack(me.user.id, 'zip'));
    const sums = entries.get('SHA256SUMS')!.toString('utf8');
    expect(sums).not.toContain(changed.sha256!);
    expect(sums).toMatch(new RegExp(`^${sha256(old)} {2}compliance-docs/dbs-check/evidence/\\d+-old scan\\.pdf$`, 'm'));
    expect(sums.trimEnd().split('\n')).toHaveLength(files.length);
    expect(sha256sumCheck(entries)).not.toContain('FAILED');
    expect((await review(id)).files.find((file) => file.id === legacy!.id)?.sha256).toBeNull();

    const text = words(await pack(me.user.id, 'pdf'));
    expect(text).toContain('was left out of this pack: the file no longer matches the SHA-256 recorded when it was uploaded.');
    expect(text).toContain(`SHA-256, computed for this pack (none was recorded at upload): ${sha256(old)}`);
  });
});
