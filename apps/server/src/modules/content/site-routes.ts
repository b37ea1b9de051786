import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ZSlug } from '@portal/contract';
import type { AppContext } from '../../context.js';
import { latestPublishedNews, publicNewsItem } from '../news/public-service.js';
import { publicPage, publishedPageSlugs } from '../pages/public-service.js';
import { rssXml, sitemapXml } from './feeds.js';
import { publicAnswer, sendPublic, type Computed } from './public-cache.js';
import { loadSpaTemplate, plainText, renderSeoPage, type SeoFields } from './seo.js';

const HTML = 'text/html; charset=utf-8';
const FEED_SIZE = 20;
/** The sitemaps.org limit for one file. */
const SITEMAP_NEWS_MAX = 45_000;

/**
 * Pages for crawlers and link previews, outside /api/v1: /news/{slug} and /page/{slug} as the SPA's HTML with
 * the item's SEO tags, /sitemap.xml and /news/feed.xml. Unknown or unpublished slugs get the plain SPA page
 * with status 404 (the app then shows its own not-found screen).
 */
export const contentSiteRoutes: FastifyPluginAsync<{ ctx: AppContext; webDist: string }> = async (app, { ctx, webDist }) => {
  const template = loadSpaTemplate(webDist);
  const appUrl = ctx.config.appUrl;

  function sendHtml(request: FastifyRequest, reply: FastifyReply, answer: Awaited<ReturnType<typeof publicAnswer>>) {
    if (!answer) return reply.status(404).header('cache-control', 'no-cache').type(HTML).send(template.html);
    return sendPublic(request, reply, answer);
  }

  const page = (seo: SeoFields): Computed => ({ type: HTML, body: renderSeoPage(template.html, seo) });
  const canonical = (path: string, language: string) => `${appUrl}${path}${language === 'bn' ? '?ebdlang=bn' : ''}`;

  app.get<{ Params: { slug: string } }>('/news/:slug', { schema: { hide: true } }, async (request, reply) => {
    const slug = ZSlug.safeParse(request.params.slug);
    const answer = slug.success
      ? await publicAnswer(ctx, `seo:${template.version}:news:${request.lang}:${slug.data}`, async () => {
        const item = await publicNewsItem(ctx, request.lang, slug.data);
        if (!item) return null;
        return page({
          lang: item.language,
          title: item.meta_title || item.title,
          description: item.meta_description || item.summary || plainText(item.body, 160),
          keywords: item.meta_tag,
          canonical: canonical(`/news/${item.slug}`, item.language),
          type: 'article',
          image: item.featured_image ?? item.images[0] ?? null,
          publishedAt: item.published_at,
          modifiedAt: item.updated_at,
          appUrl,
        });
      })
      : null;
    return sendHtml(request, reply, answer);
  });

  app.get<{ Params: { slug: string } }>('/page/:slug', { schema: { hide: true } }, async (request, reply) => {
    const slug = ZSlug.safeParse(request.params.slug);
    const answer = slug.success
      ? await publicAnswer(ctx, `seo:${template.version}:page:${request.lang}:${slug.data}`, async () => {
        const found = await publicPage(ctx, request.lang, slug.data);
        if (!found) return null;
        return page({
          lang: found.language,
          title: found.meta_title || found.title,
          description: found.meta_description || plainText(found.details, 160),
          keywords: found.meta_tag,
          canonical: canonical(`/page/${found.slug}`, found.language),
          type: 'website',
          image: found.banner_image,
          modifiedAt: found.updated_at,
          appUrl,
        });
      })
      : null;
    return sendHtml(request, reply, answer);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    sendPublic(request, reply, await publicAnswer(ctx, 'sitemap', async () => {
      const [items, pages] = await Promise.all([latestPublishedNews(ctx, SITEMAP_NEWS_MAX), publishedPageSlugs(ctx)]);
      const body = sitemapXml(appUrl, [
        { path: '/' },
        { path: '/news', lastmod: items[0]?.updated_at },
        { path: '/page' },
        ...items.map((item) => ({ path: `/news/${item.slug}`, lastmod: item.updated_at })),
        ...pages.map((p) => ({ path: `/page/${p.slug}`, lastmod: p.updated_at })),
      ]);
      return { type: 'application/xml; charset=utf-8', body };
    })));

  app.get('/news/feed.xml', { schema: { hide: true } }, async (request, reply) =>
    sendPublic(request, reply, await publicAnswer(ctx, 'feed', async () => {
      const items = await latestPublishedNews(ctx, FEED_SIZE);
      const body = rssXml(appUrl, items.map((item) => ({
        slug: item.slug,
        title: item.title_en,
        description: item.summary_en || item.meta_description_en,
        publishedAt: item.publish_at!,
      })));
      return { type: 'application/rss+xml; charset=utf-8', body };
    })));
};
