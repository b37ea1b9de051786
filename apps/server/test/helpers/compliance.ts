import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { getFormDefinitionByKey, sampleAnswers, type FormAnswers, type RegisteredFormDefinition } from '@portal/contract';
import { filesUnder, multipartBody, pngImage, type FilePart } from './account.js';
import { createTestApp, nextAddress, type Registered, type TestApp } from './app.js';
import { userWithRole } from './factories.js';

/** A small but well-formed PDF. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);

export async function jpegImage(width = 40, height = 30): Promise<Buffer> {
  return sharp(await pngImage(width, height)).jpeg().toBuffer();
}

/** A drawn signature as the web app's pad sends it: a PNG data URL. */
export async function signatureDataUrl(): Promise<string> {
  return `data:image/png;base64,${(await pngImage(120, 40)).toString('base64')}`;
}

/** POST /api/v1/uploads with the given files in the field `files` (unless a part names another field). */
export function upload(app: FastifyInstance, token: string, files: readonly FilePart[]) {
  const body = multipartBody(files.map((file) => ({ field: 'files', ...file })));
  return app.inject({
    method: 'POST',
    url: '/api/v1/uploads',
    remoteAddress: nextAddress(),
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
}

/** Uploads `count` PDFs (in requests of up to 5) and returns their ids. */
export async function uploadPdfs(app: FastifyInstance, token: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  while (ids.length < count) {
    const batch = Math.min(5, count - ids.length);
    const res = await upload(app, token, Array.from({ length: batch }, (_, i) => ({ filename: `doc-${ids.length + i}.pdf`, contentType: 'application/pdf', data: PDF })));
    if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
    ids.push(...res.json().data.map((file: { id: string }) => file.id));
  }
  return ids;
}

/** Files in the test's storage under uploads/ (partial .part files included). */
export function storedUploads(t: TestApp): string[] {
  return filesUnder(path.join(t.ctx.config.dataDir, 'files', 'uploads'));
}

/** How many upload fields (at any depth) sampleAnswers fills with one id each (for these overrides), i.e. how many files it needs. */
export function filesNeeded(definition: RegisteredFormDefinition, overrides?: FormAnswers): number {
  let needed = 0;
  sampleAnswers(definition, { ...(overrides ? { overrides } : {}), fileId: () => `x${(needed += 1)}` });
  return needed;
}

/** Valid answers for a form, using the given uploaded file ids for its upload fields. */
export function answersWithFiles(definition: RegisteredFormDefinition, fileIds: readonly string[], overrides?: FormAnswers): FormAnswers {
  const queue = [...fileIds];
  return sampleAnswers(definition, {
    ...(overrides ? { overrides } : {}),
    fileId: () => {
      const id = queue.shift();
      if (!id) throw new Error(`not enough files for ${definition.key}`);
      return id;
    },
  });
}

export const formUrl = (definition: Pick<RegisteredFormDefinition, 'group' | 'slug'>, action = '') =>
  `/api/v1/forms/${definition.group}/${definition.slug}${action ? `/${action}` : ''}`;

/** Row counts of every table a draft, submission or review writes to. */
export const COMPLIANCE_TABLES = ['submissions', 'submission_files', 'submission_events', 'audit_log', 'mail_outbox'] as const;

export async function uploadRow(t: TestApp, id: string) {
  const [row] = await t.query<{ attached_at: Date | null; user_id: string }>(sql`select attached_at, user_id from uploads where id = ${id}`);
  return row;
}

/** A form of the registry by its `<group>/<slug>` key. */
export function formByKey(key: string): RegisteredFormDefinition {
  const found = getFormDefinitionByKey(key);
  if (!found) throw new Error(`no form ${key}`);
  return found;
}

/** An application with a compliance officer, and a signature for the candidates of the test file. */
export async function reviewSetup(
  signerName: string,
  env: Record<string, string> = {},
): Promise<{ t: TestApp; officer: Registered; signature: { full_name: string; image: string } }> {
  const t = await createTestApp(env);
  const officer = await userWithRole(t, 'compliance-officer', { name: 'Olivia Officer' });
  return { t, officer, signature: { full_name: signerName, image: await signatureDataUrl() } };
}
