import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, SEEDED_ROLES } from '@portal/contract';
import { pngImage } from './helpers/account.js';
import { auditEntries } from './helpers/admin-users.js';
import { cleanupUploads } from '../src/jobs/upload-cleanup.js';
import { call, createTestApp, registerUser, type Registered, type TestApp } from './helpers/app.js';
import { mediaEditor, storedMedia, uploadMedia } from './helpers/media.js';
import { giveRole } from './helpers/factories.js';

/** Managing the library: list, folders, one item, alt/folder/focal point, delete refused while used; nothing else. */
const M = messages.en.content;
let t: TestApp;
let editor: Registered;
let colleague: Registered;
let ids: string[];
beforeAll(async () => {
  t = await createTestApp();
  editor = await mediaEditor(t, 'Editor One');
  colleague = await mediaEditor(t, 'Editor Two');
  const png = await pngImage(400, 300);
  const res = await uploadMedia(t.app, editor.token, [
    { filename: 'harbour-sunrise.png', contentType: 'image/png', data: png },
    { filename: 'team photo.png', contentType: 'image/png', data: png },
    { filename: 'office_50%_off.png', contentType: 'image/png', data: png },
  ]);
  expect(res.statusCode, res.body).toBe(201);
  ids = res.json().data.map((item: { id: string }) => item.id);
});
afterAll(async () => t?.close());

const as = (token: string | undefined) => ({
  get: (url: string, headers: Record<string, string> = {}) => call(t.app, 'GET', url, token, undefined, headers),
  patch: (url: string, body: unknown) => call(t.app, 'PATCH', url, token, body),
  delete: (url: string, headers: Record<string, string> = {}) => call(t.app, 'DELETE', url, token, undefined, headers),
});

describe('the admin media routes', () => {
  it('audits each upload with who, what and how big', async () => {
    const [entry] = await auditEntries(t, 'media.uploaded', ids[0]!);
    expect(entry).toMatchObject({ actor_id: editor.user.id, data: { name: 'harbour-sunrise.png', folder: '', mime_type: 'image/png', width: 400, height: 300 } });
  });

  it('lists newest first with search on name and alt text (wildcards literal), folders, pagination and the quota', async () => {
    const all = await as(colleague.token).get('/api/v1/admin/media');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().meta).toMatchObject({ total: 3, current_page: 1, from: 1, to: 3 });
    // The colleague has uploaded nothing: the quota is their own.
    expect(all.json().quota).toEqual({ used: 0, limit: 200 * 1024 * 1024 });
    const mine = await as(editor.token).get('/api/v1/admin/media?per_page=1&page=2');
    expect(mine.json().meta).toMatchObject({ total: 3, last_page: 3, from: 2, to: 2 });
    expect(mine.json().quota.used).toBeGreaterThan(0);

    expect((await as(editor.token).patch(`/api/v1/admin/media/${ids[1]}`, { alt: 'Our recruiters at the Dhaka office', folder: 'Team' })).statusCode).toBe(200);
    const byAlt = await as(editor.token).get('/api/v1/admin/media?q=dhaka');
    expect(byAlt.json().data.map((item: { id: string }) => item.id)).toEqual([ids[1]]);
    const byName = await as(editor.token).get('/api/v1/admin/media?q=SUNRISE');
    expect(byName.json().data.map((item: { id: string }) => item.id)).toEqual([ids[0]]);
    const literal = await as(editor.token).get(`/api/v1/admin/media?q=${encodeURIComponent('50%')}`);
    expect(literal.json().data.map((item: { id: string }) => item.id)).toEqual([ids[2]]);
    const team = await as(editor.token).get('/api/v1/admin/media?folder=Team');
    expect(team.json().data.map((item: { id: string }) => item.id)).toEqual([ids[1]]);
    expect((await as(editor.token).get('/api/v1/admin/media?per_page=0')).statusCode).toBe(422);

    const folders = await as(editor.token).get('/api/v1/admin/media/folders');
    expect(folders.json().data).toEqual([
      { name: '', count: 2 },
      { name: 'Team', count: 1 },
    ]);
  });

  it('changes alt text, folder and focal point (audited), and nothing else: unknown fields are named in a 422', async () => {
    const url = `/api/v1/admin/media/${ids[0]}`;
    const ok = await as(colleague.token).patch(url, { alt: '  Sunrise over the harbour ', folder: 'Home page', focal_x: 0.25, focal_y: 0.75 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ alt: 'Sunrise over the harbour', folder: 'Home page', focal_x: 0.25, focal_y: 0.75, name: 'harbour-sunrise.png' });
    const [entry] = await auditEntries(t, 'media.updated', ids[0]!);
    expect(entry).toMatchObject({ actor_id: colleague.user.id, data: { changes: { alt: { from: '', to: 'Sunrise over the harbour' }, folder: { from: '', to: 'Home page' } } } });

    // No rename, no path, no URL, no content: the elFinder verbs have no field to ride on.
    const refused = await as(editor.token).patch(url, { name: 'x.php', path: '../../etc', url: 'http://169.254.169.254/', content: '<?php', mime_type: 'text/html', alt: 'fine' });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors).sort()).toEqual(['content', 'mime_type', 'name', 'path', 'url']);
    for (const folder of ['../etc', 'a/b', 'a\\b', '.hidden', 'x:y', '%2e%2e']) {
      const res = await as(editor.token).patch(url, { folder });
      expect(res.statusCode, folder).toBe(422);
      expect(res.json().errors.folder).toEqual([M.folder_invalid]);
    }
    expect((await as(editor.token).patch(url, { focal_x: 1.5 })).statusCode).toBe(422);
    expect((await as(editor.token).get(url)).json()).toMatchObject({ alt: 'Sunrise over the harbour', folder: 'Home page', name: 'harbour-sunrise.png' });
  });

  it('has no other verbs: rename, copy, archive, extract, upload from a URL and the like are 404', async () => {
    const id = ids[0];
    const calls: Array<[Parameters<typeof call>[1], string]> = [
      ['POST', `/api/v1/admin/media/${id}/rename`],
      ['POST', `/api/v1/admin/media/${id}/copy`],
      ['PUT', `/api/v1/admin/media/${id}`],
      ['POST', '/api/v1/admin/media/archive'],
      ['POST', '/api/v1/admin/media/extract'],
      ['POST', '/api/v1/admin/media/url'],
      ['POST', '/api/v1/admin/media/mkfile'],
      ['POST', `/api/v1/admin/media/${id}/resize`],
      ['GET', '/api/v1/elfinder/connector?cmd=file&target=l1_Lw'],
    ];
    for (const [method, url] of calls) {
      const res = await call(t.app, method, url, editor.token, method === 'GET' ? undefined : { name: 'x.php', content: '<?php' });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('answers 404 for ids that are not ids, look-alikes and paths included', async () => {
    for (const id of ['..', '%2e%2e', '..%2f..%2fetc', 'C:%5cwindows', `${ids[0]}%00`, '00000000-0000-4000-8000-000000000000']) {
      expect((await as(editor.token).get(`/api/v1/admin/media/${id}`)).statusCode, id).toBe(404);
      expect((await as(editor.token).delete(`/api/v1/admin/media/${id}`)).statusCode, id).toBe(404);
    }
    expect((await as(editor.token).patch('/api/v1/admin/media/..%2f..', { alt: 'x' })).statusCode).toBe(404);
  });

  it('refuses to delete an image still used by news or a page (409 naming where), then deletes it and its files', async () => {
    const id = ids[2]!;
    const [news] = await t.query<{ id: string }>(sql`insert into news (slug, title_en, title_bn) values ('term-dates', 'Term dates', 'টার্মের তারিখ') returning id`);
    const [page] = await t.query<{ id: string }>(sql`insert into pages (slug, title_en) values ('about', 'About us') returning id`);
    await t.query(sql`insert into media_usages (media_id, content_kind, content_id) values (${id}, 'news', ${news!.id}), (${id}, 'page', ${page!.id})`);
    const files = storedMedia(t);

    const item = await as(editor.token).get(`/api/v1/admin/media/${id}`);
    expect(item.json().used_in).toEqual([
      { kind: 'news', id: news!.id, title: 'Term dates' },
      { kind: 'page', id: page!.id, title: 'About us' },
    ]);
    const bn = await as(editor.token).get(`/api/v1/admin/media/${id}`, { ebdlang: 'bn' });
    expect(bn.json().used_in.map((u: { title: string }) => u.title)).toEqual(['টার্মের তারিখ', 'About us']);

    const refused = await as(editor.token).delete(`/api/v1/admin/media/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.media_in_use.replace('{{places}}', '“Term dates”, “About us”'));
    const refusedBn = await as(editor.token).delete(`/api/v1/admin/media/${id}`, { ebdlang: 'bn' });
    expect(refusedBn.json().message).toBe(messages.bn.content.media_in_use.replace('{{places}}', '“টার্মের তারিখ”, “About us”'));

    // Only the news item still uses it, as its featured image, with no usage row: the reference itself counts.
    await t.query(sql`delete from media_usages where media_id = ${id}`);
    await t.query(sql`update news set featured_image_id = ${id} where id = ${news!.id}`);
    expect((await as(editor.token).delete(`/api/v1/admin/media/${id}`)).statusCode).toBe(409);
    expect(storedMedia(t)).toEqual(files);
    expect(await t.countRows('media')).toBe(3);

    // Freed: a colleague (any media.manage holder) may delete an image someone else uploaded.
    await t.query(sql`update news set featured_image_id = null where id = ${news!.id}`);
    const deleted = await as(colleague.token).delete(`/api/v1/admin/media/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await t.countRows('media')).toBe(2);
    expect(storedMedia(t).length).toBeLessThan(files.length);
    const [entry] = await auditEntries(t, 'media.deleted', id);
    expect(entry).toMatchObject({ actor_id: colleague.user.id, data: { name: 'office_50%_off.png', owner_id: editor.user.id } });
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/media/${id}/original` })).statusCode).toBe(404);
    expect((await as(editor.token).delete(`/api/v1/admin/media/${id}`)).statusCode).toBe(404);
  });
});

describe('what a crash leaves behind', () => {
  it('the cleanup job removes media files no item uses (and unfinished writes) once they are old, and keeps every size of a live item', async () => {
    const live = storedMedia(t);
    const orphanKey = (await t.ctx.storage.put(Readable.from([Buffer.from('left by a crash')]), 'media')).key;
    const partial = path.join(t.ctx.config.dataDir, 'files', 'media', 'ab', `${'a'.repeat(32)}.part`);
    fs.mkdirSync(path.dirname(partial), { recursive: true });
    fs.writeFileSync(partial, 'half');

    const early = await cleanupUploads(t.ctx);
    expect(await t.ctx.storage.exists(orphanKey)).toBe(true);
    expect(early.orphans).toBe(0);

    const later = await cleanupUploads(t.ctx, new Date(Date.now() + (t.ctx.config.uploadUnattachedHours + 1) * 3600 * 1000));
    expect(later.orphans).toBe(1);
    expect(await t.ctx.storage.exists(orphanKey)).toBe(false);
    expect(fs.existsSync(partial)).toBe(false);
    expect(storedMedia(t)).toEqual(live);
  });
});

describe('who may use the library', () => {
  const routes: Array<[Parameters<typeof call>[1], string, unknown?]> = [
    ['GET', '/api/v1/admin/media'],
    ['POST', '/api/v1/admin/media', {}],
    ['GET', '/api/v1/admin/media/folders'],
    ['GET', '/api/v1/admin/media/{id}'],
    ['PATCH', '/api/v1/admin/media/{id}', { alt: 'x' }],
    ['DELETE', '/api/v1/admin/media/{id}'],
  ];
  const urlOf = (url: string) => url.replace('{id}', ids[0]!);

  it('answers 401 to every route without a token', async () => {
    for (const [method, url, body] of routes) expect((await call(t.app, method, urlOf(url), undefined, body)).statusCode, `${method} ${url}`).toBe(401);
  });

  it.each([...SEEDED_ROLES.filter((role) => !role.permissions.includes('media.manage')).map((role) => role.name), 'no role'])(
    'answers 403 to every route for a holder of %s',
    async (role) => {
      const { token, user } = await registerUser(t.app);
      await t.query(sql`delete from user_roles where user_id = ${user.id}`);
      if (role !== 'no role') await giveRole(t, user.id, role);
      const before = await t.countAll(['media', 'audit_log']);
      for (const [method, url, body] of routes) expect((await call(t.app, method, urlOf(url), token, body)).statusCode, `${role}: ${method} ${url}`).toBe(403);
      expect(await t.countAll(['media', 'audit_log'])).toEqual(before);
    },
  );
});
