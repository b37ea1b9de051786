import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@portal/contract';
import { applySessionPolicy } from '../src/modules/auth/sessions.js';
import { ticketCookie } from '../src/modules/media/ticket-routes.js';
import { deleteSpentTickets } from '../src/modules/media/tickets.js';
import { pngImage } from './helpers/account.js';
import { call, createTestApp, registerUser, type Registered, type TestApp } from './helpers/app.js';
import { mediaEditor, uploadMedia } from './helpers/media.js';
import { giveRole } from './helpers/factories.js';

/**
 * The legacy `GET /api/v1/elfinder/tinymce?token=…` link: the token is swapped at once for a single-use ticket in
 * an HttpOnly cookie, redeemed once for a session that reaches only the media library; the token is never logged.
 */
const M = messages.en.content;
const lines: string[] = [];
let t: TestApp;
let editor: Registered;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line: string) => void lines.push(line) } });
  editor = await mediaEditor(t);
});
afterAll(async () => t?.close());

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const launch = (token: string) => t.app.inject({ method: 'GET', url: `/api/v1/elfinder/tinymce?token=${encodeURIComponent(token)}` });
const redeem = (cookie?: string) => t.app.inject({ method: 'POST', url: '/api/v1/media-manager/session', headers: cookie ? { cookie } : {} });
/** The ticket cookie of a launch answer, as a browser would send it back. */
const ticketOf = (res: Awaited<ReturnType<typeof launch>>) => {
  const header = String(res.headers['set-cookie']);
  return /^media_ticket=([^;]+)/.exec(header)![1]!;
};

describe('GET /api/v1/elfinder/tinymce', () => {
  it('swaps a media.manage holder\'s token for a short-lived HttpOnly ticket and redirects to a clean URL', async () => {
    const res = await launch(editor.token);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/admin/media-manager');
    expect(res.headers['cache-control']).toBe('no-store');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^media_ticket=[A-Za-z0-9_-]{43}; Path=\/api\/v1\/media-manager\/session; Max-Age=60; HttpOnly; SameSite=Strict$/);
    const ticket = ticketOf(res);
    expect(ticket).not.toBe(editor.token);
    // Only the hash is stored, and it lives about a minute.
    const rows = await t.query<{ token_hash: string; user_id: string; ttl: number }>(
      sql`select token_hash, user_id, extract(epoch from expires_at - now())::int as ttl from media_tickets where user_id = ${editor.user.id}`,
    );
    expect(rows).toEqual([{ token_hash: sha256(ticket), user_id: editor.user.id, ttl: expect.any(Number) }]);
    expect(rows[0]!.ttl).toBeGreaterThan(50);
    expect(rows[0]!.ttl).toBeLessThanOrEqual(60);
  });

  it('answers 401 and hands out nothing for a bad, missing or dead token, a candidate, or a narrowed session', async () => {
    const candidate = await registerUser(t.app);
    const banned = await mediaEditor(t, 'Banned Editor');
    await t.query(sql`update users set banned_at = now() where id = ${banned.user.id}`);
    const enrolling = await mediaEditor(t, 'Enrolling Editor');
    await t.query(sql`update access_tokens set scope = 'mfa_enrolment' where user_id = ${enrolling.user.id}`);
    const before = await t.countRows('media_tickets');
    for (const url of [
      '/api/v1/elfinder/tinymce',
      '/api/v1/elfinder/tinymce?token=',
      '/api/v1/elfinder/tinymce?token=not-a-token',
      `/api/v1/elfinder/tinymce?token=${candidate.token}`,
      `/api/v1/elfinder/tinymce?token=${banned.token}`,
      `/api/v1/elfinder/tinymce?token=${enrolling.token}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().message).toBe(M.media_ticket_invalid);
      expect(res.headers['set-cookie'], url).toBeUndefined();
      expect(res.headers.location).toBeUndefined();
    }
    expect(await t.countRows('media_tickets')).toBe(before);
  });

  it('never writes the token or the ticket to a log line', async () => {
    const { token } = await mediaEditor(t, 'Logged Editor');
    const res = await launch(token);
    const ticket = ticketOf(res);
    await redeem(`media_ticket=${ticket}`);
    await t.app.inject({ method: 'GET', url: '/api/v1/elfinder/tinymce?token=SECRET-NOT-A-TOKEN' });
    const everything = lines.join('\n');
    expect(everything).toContain('/api/v1/elfinder/tinymce?token=[redacted]');
    expect(everything).not.toContain(token);
    expect(everything).not.toContain(ticket);
    expect(everything).not.toContain('SECRET-NOT-A-TOKEN');
  });
});

describe('POST /api/v1/media-manager/session', () => {
  it('redeems the ticket once for a session of scope media, clearing the cookie', async () => {
    const ticket = ticketOf(await launch(editor.token));
    const res = await redeem(`theme=dark; media_ticket=${ticket}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ token_type: 'Bearer', scope: 'media', user: { id: editor.user.id } });
    expect(res.json().access_token).not.toBe(ticket);
    expect(res.headers['set-cookie']).toBe('media_ticket=; Path=/api/v1/media-manager/session; Max-Age=0; HttpOnly; SameSite=Strict');
    expect(res.headers['cache-control']).toBe('no-store');

    const again = await redeem(`media_ticket=${ticket}`);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(M.media_ticket_invalid);
    expect(again.headers['set-cookie']).toMatch(/^media_ticket=; .*Max-Age=0/);
  });

  it('refuses an expired ticket, a made-up one, none, and a ticket whose owner lost the permission', async () => {
    const expired = ticketOf(await launch(editor.token));
    await t.query(sql`update media_tickets set expires_at = now() - interval '1 second' where token_hash = ${sha256(expired)}`);
    const demoted = await mediaEditor(t, 'Demoted Editor');
    const lost = ticketOf(await launch(demoted.token));
    await t.query(sql`delete from user_roles where user_id = ${demoted.user.id}`);
    for (const cookie of [`media_ticket=${expired}`, 'media_ticket=made-up', undefined, 'other=1', `media_ticket=${lost}`]) {
      const res = await redeem(cookie);
      expect(res.statusCode, cookie).toBe(401);
      expect(res.json().message).toBe(M.media_ticket_invalid);
    }
  });

  it('is not a general credential: the cookie or the ticket alone open nothing else', async () => {
    const ticket = ticketOf(await launch(editor.token));
    for (const [method, url] of [
      ['GET', '/api/v1/me'],
      ['GET', '/api/v1/admin/media'],
      ['GET', '/api/v1/compliance'],
    ] as const) {
      expect((await call(t.app, method, url, undefined, undefined, { cookie: `media_ticket=${ticket}` })).statusCode, url).toBe(401);
      expect((await call(t.app, method, url, ticket)).statusCode, url).toBe(401);
    }
  });
});

describe('a media session', () => {
  let token: string;
  beforeAll(async () => {
    const res = await redeem(`media_ticket=${ticketOf(await launch(editor.token))}`);
    token = res.json().access_token;
  });

  it('uses the media library, /me and sign-out, and nothing else (403)', async () => {
    expect((await call(t.app, 'GET', '/api/v1/admin/media', token)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/v1/admin/media/folders', token)).statusCode).toBe(200);
    const upload = await uploadMedia(t.app, token, [{ filename: 'a.png', contentType: 'image/png', data: await pngImage(30, 30) }]);
    expect(upload.statusCode, upload.body).toBe(201);
    const me = await call(t.app, 'GET', '/api/v1/me', token);
    expect(me.statusCode).toBe(200);
    expect(me.json().scope).toBe('media');
    for (const [method, url] of [
      ['GET', '/api/v1/compliance'],
      ['GET', '/api/v1/account/sessions'],
      ['POST', '/api/v1/account/password'],
      ['GET', '/api/v1/admin/users'],
      ['GET', '/api/v1/mfa'],
    ] as const) {
      const res = await call(t.app, method, url, token, method === 'POST' ? {} : undefined);
      expect([403, 404], `${method} ${url}`).toContain(res.statusCode);
      if (res.statusCode === 404) continue;
      expect(res.json().message).toBe(messages.en.errors.forbidden);
    }
    // A ticket cannot be had with it either.
    expect((await launch(token)).statusCode).toBe(401);
  });

  it('stays a media session when the user\'s roles change', async () => {
    await giveRole(t, editor.user.id, 'admin');
    await applySessionPolicy(t.ctx, t.ctx.db, { userIds: [editor.user.id] });
    expect((await call(t.app, 'GET', '/api/v1/admin/users', token)).statusCode).toBe(403);
    await t.query(sql`delete from user_roles where user_id = ${editor.user.id} and role_id = (select id from roles where name = 'admin')`);
  });

  it('ends at sign-out', async () => {
    expect((await call(t.app, 'POST', '/api/v1/logout', token)).statusCode).toBe(204);
    expect((await call(t.app, 'GET', '/api/v1/admin/media', token)).statusCode).toBe(401);
  });
});

describe('the hourly cleanup', () => {
  it('drops used and expired tickets and keeps live ones', async () => {
    const { token } = await mediaEditor(t, 'Tidy Editor');
    const live = ticketOf(await launch(token));
    const used = ticketOf(await launch(token));
    await redeem(`media_ticket=${used}`);
    const expired = ticketOf(await launch(token));
    await t.query(sql`update media_tickets set expires_at = now() - interval '1 minute' where token_hash = ${sha256(expired)}`);
    expect(await deleteSpentTickets(t.ctx.db)).toBeGreaterThanOrEqual(2);
    const rows = await t.query<{ token_hash: string; spent: boolean }>(
      sql`select token_hash, (used_at is not null or expires_at < now()) as spent from media_tickets`,
    );
    expect(rows.map((row) => row.token_hash)).toContain(sha256(live));
    expect(rows.filter((row) => row.spent)).toEqual([]);
  });
});

describe('over HTTPS', () => {
  it('marks the ticket cookie Secure (APP_URL https://...)', () => {
    expect(ticketCookie('abc', 60, true)).toBe('media_ticket=abc; Path=/api/v1/media-manager/session; Max-Age=60; HttpOnly; SameSite=Strict; Secure');
    expect(ticketCookie('abc', 60, false)).not.toMatch(/Secure/);
  });
});
