import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../src/context.js';
import { runNewsPublisher } from '../src/jobs/news-publisher.js';
import { Cache, MemoryCacheStore } from '../src/lib/cache.js';
import { ContentCacheSync } from '../src/modules/content/cache-sync.js';
import { ADMIN, createTestApp, get, loginAs, type TestApp } from './helpers/app.js';
import { createNews } from './helpers/content.js';

/**
 * Scheduled news goes public through the publisher job, which several instances run at once. On PostgreSQL
 * (CI's second run) the two instances are two applications on one database, as in production. PGlite cannot
 * be shared between processes, so there the second instance is a second context (its own memory cache) on
 * the same database handle, and the job runs concurrently on both.
 */
let first: TestApp;
let second: TestApp | undefined;
let contexts: AppContext[];
let token: string;

beforeAll(async () => {
  first = await createTestApp();
  const databaseUrl = first.ctx.config.databaseUrl;
  if (databaseUrl) second = await createTestApp({ DATABASE_URL: databaseUrl });
  contexts = [first.ctx, second?.ctx ?? { ...first.ctx, cache: new Cache(new MemoryCacheStore(), first.ctx.log, 'second:') }];
  token = await loginAs(first.app, ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  // The second instance may be using the first one's database: it goes first.
  await second?.close();
  await first?.close();
});

const apps = () => [first, ...(second ? [second] : [])];
const publicStatus = async (t: TestApp, slug: string) => (await get(t.app, `/api/v1/news/${slug}`)).statusCode;
const publications = (t: TestApp, id: string) =>
  t.query<{ actor_id: string | null }>(sql`select actor_id from audit_log where action = 'news.published' and target_id = ${id}`);

describe('publishing scheduled news', () => {
  it('publishes each due item exactly once however many instances run the job at once, and audits it', async () => {
    const future = new Date(Date.now() + 3600_000).toISOString();
    const due = await Promise.all(Array.from({ length: 6 }, () => createNews(first, token, { published: true, publish_at: future })));
    const later = await createNews(first, token, { published: true, publish_at: new Date(Date.now() + 7200_000).toISOString() });
    const draft = await createNews(first, token, { published: false, publish_at: '2001-01-01T00:00:00Z' });
    // Their time comes: set it an hour back rather than waiting an hour.
    await first.query(sql`update news set publish_at = now() - interval '1 second' where id in ${sql`(${sql.join(due.map((d) => sql`${d.id}`), sql`, `)})`}`);
    const syncs = contexts.map((ctx) => new ContentCacheSync(ctx));
    for (const sync of syncs) await sync.run();
    // Due but not yet claimed by the job: still not public, on any instance.
    for (const t of apps()) for (const item of due) expect(await publicStatus(t, item.slug)).toBe(404);

    const runs = await Promise.all(contexts.flatMap((ctx) => [runNewsPublisher(ctx), runNewsPublisher(ctx), runNewsPublisher(ctx)]));
    expect(runs.reduce((sum, run) => sum + run.published, 0)).toBeLessThanOrEqual(due.length);
    for (const item of due) expect(await publications(first, item.id)).toEqual([{ actor_id: null }]);
    const rows = await first.query<{ id: string; status: string }>(sql`select id, status from news where id in ${sql`(${sql.join([...due, later, draft].map((d) => sql`${d.id}`), sql`, `)})`}`);
    const status = new Map(rows.map((r) => [r.id, r.status]));
    for (const item of due) expect(status.get(item.id)).toBe('published');
    expect(status.get(later.id)).toBe('scheduled');
    expect(status.get(draft.id)).toBe('draft');
    expect(await publications(first, later.id)).toEqual([]);

    // Every instance shows them once its cache notices the change (the publishing one cleared its own at once).
    for (const sync of syncs) await sync.run();
    for (const t of apps()) {
      for (const item of due) expect(await publicStatus(t, item.slug)).toBe(200);
      expect(await publicStatus(t, later.slug)).toBe(404);
      expect(await publicStatus(t, draft.slug)).toBe(404);
      const listed = (await get(t.app, '/api/v1/news?per_page=100')).json().data.map((n: { slug: string }) => n.slug);
      for (const item of due) expect(listed).toContain(item.slug);
    }
    const again = await Promise.all(contexts.map((ctx) => runNewsPublisher(ctx)));
    expect(again.map((run) => run.published)).toEqual(contexts.map(() => 0));
  });

  it('an item appears only once its time has come', async () => {
    const at = new Date(Date.now() + 1500);
    const item = await createNews(first, token, { published: true, publish_at: at.toISOString() });
    expect(item.status).toBe('scheduled');
    await runNewsPublisher(first.ctx);
    expect(await publicStatus(first, item.slug)).toBe(404);
    expect((await get(first.app, `/news/${item.slug}`, { headers: { accept: 'text/html' } })).statusCode).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now()) + 100));
    expect((await runNewsPublisher(first.ctx)).published).toBeGreaterThanOrEqual(0);
    expect(await publications(first, item.id)).toHaveLength(1);
    expect(await publicStatus(first, item.slug)).toBe(200);
    const shown = (await get(first.app, `/api/v1/news/${item.slug}`)).json();
    expect(shown.published_at).toBe(at.toISOString());
    expect((await get(first.app, '/news/feed.xml')).body).toContain(`/news/${item.slug}</link>`);
  });
});
