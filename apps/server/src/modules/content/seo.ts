import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Language, TMediaSummary } from '@portal/contract';

/**
 * The single-page app's index.html with an item's title, description, canonical link and Open Graph tags
 * written into its head, so crawlers and link previews see them before any script runs. Only <meta> and
 * <link> elements are added (the CSP allows no inline script); every value is HTML-escaped.
 */

/** Used when the web app is not built (API-only runs, tests): a valid page the SPA would take over. */
const FALLBACK_TEMPLATE =
  '<!doctype html>\n<html lang="en" dir="ltr">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Compliance Portal | Portal</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

export interface SpaTemplate {
  html: string;
  /** Part of every cache key: a new build (new asset names) never meets HTML cached from the old one. */
  version: string;
}

export function loadSpaTemplate(webDist: string): SpaTemplate {
  const file = path.join(webDist, 'index.html');
  const html = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : FALLBACK_TEMPLATE;
  return { html, version: createHash('sha1').update(html).digest('base64url').slice(0, 12) };
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Plain text of sanitised HTML, for a description when none was written. */
export function plainText(html: string, max: number): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

export interface SeoFields {
  lang: Language;
  title: string;
  description: string;
  keywords: string;
  /** Absolute URL of this page. */
  canonical: string;
  type: 'article' | 'website';
  image: TMediaSummary | null;
  publishedAt?: string;
  modifiedAt?: string;
  /** Absolute base of the portal (APP_URL), for the image. */
  appUrl: string;
}

function imageUrl(image: TMediaSummary, appUrl: string): { url: string; width: number; height: number } | undefined {
  const variant = image.variants.large ?? image.variants.original ?? image.variants.medium ?? image.variants.small;
  return variant ? { url: `${appUrl}${variant.url}`, width: variant.width, height: variant.height } : undefined;
}

/** The template with the item's tags in its head and its language on <html>. */
export function renderSeoPage(template: string, seo: SeoFields): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const image = seo.image ? imageUrl(seo.image, seo.appUrl) : undefined;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(seo.canonical)}" />`,
    seo.keywords ? meta('name', 'keywords', seo.keywords) : '',
    meta('property', 'og:type', seo.type),
    meta('property', 'og:title', seo.title),
    meta('property', 'og:description', seo.description),
    meta('property', 'og:url', seo.canonical),
    meta('property', 'og:site_name', 'Compliance Portal'),
    meta('property', 'og:locale', seo.lang === 'bn' ? 'bn_BD' : 'en_GB'),
    image ? meta('property', 'og:image', image.url) : '',
    image ? meta('property', 'og:image:width', String(image.width)) : '',
    image ? meta('property', 'og:image:height', String(image.height)) : '',
    image && seo.image?.alt ? meta('property', 'og:image:alt', seo.image.alt) : '',
    seo.publishedAt ? meta('property', 'article:published_time', seo.publishedAt) : '',
    seo.modifiedAt ? meta('property', 'article:modified_time', seo.modifiedAt) : '',
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', seo.title),
    meta('name', 'twitter:description', seo.description),
    image ? meta('name', 'twitter:image', image.url) : '',
  ].filter(Boolean);
  const description = meta('name', 'description', seo.description);
  // Replacer functions, not strings: a title holding "$&" must stay text, not become a replacement pattern.
  let html = template.replace(/<html\b[^>]*>/i, () => `<html lang="${seo.lang}" dir="ltr">`);
  html = html.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(seo.title)}</title>`);
  html = /<meta\s+name="description"[^>]*>/i.test(html)
    ? html.replace(/<meta\s+name="description"[^>]*>/i, () => description)
    : html.replace(/<\/head>/i, () => `  ${description}\n  </head>`);
  return html.replace(/<\/head>/i, () => `  ${tags.join('\n    ')}\n  </head>`);
}
