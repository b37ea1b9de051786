/** The sitemap (sitemaps.org 0.9) and the news feed (RSS 2.0): absolute links, published items only. */

export function escapeXml(text: string): string {
  // Characters XML 1.0 does not allow at all are dropped; the five special ones escaped.
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

export interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

export function sitemapXml(appUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeXml(appUrl + entry.path)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export interface FeedItem {
  slug: string;
  title: string;
  description: string;
  publishedAt: Date;
}

export function rssXml(appUrl: string, items: readonly FeedItem[]): string {
  const channelLink = `${appUrl}/news`;
  const entries = items.map((item) => {
    const link = escapeXml(`${appUrl}/news/${item.slug}`);
    return [
      '    <item>',
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${item.publishedAt.toUTCString()}</pubDate>`,
      `      <description>${escapeXml(item.description)}</description>`,
      '    </item>',
    ].join('\n');
  });
  const built = items[0]?.publishedAt ?? new Date(0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    '    <title>Compliance Portal news</title>',
    `    <link>${escapeXml(channelLink)}</link>`,
    `    <atom:link href="${escapeXml(`${appUrl}/news/feed.xml`)}" rel="self" type="application/rss+xml" />`,
    '    <description>News from Compliance Portal</description>',
    '    <language>en</language>',
    `    <lastBuildDate>${built.toUTCString()}</lastBuildDate>`,
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
