import sanitizeHtml from 'sanitize-html';
import { MEDIA_VARIANTS } from '@portal/contract';

/**
 * The allow-list for HTML that editors write (news bodies, page details). Everything the public pages show
 * passes through here on every save, so the rules are the whole XSS defence for content: no scripts, no
 * event handlers, no style, no frames, objects or forms, links only to http(s)/mailto or paths of this site,
 * images only from our own media library.
 */

/** An image of the media library, as mediaUrl() writes it: /api/v1/media/{uuid}/{variant}. */
const MEDIA_SRC = new RegExp(
  `^/api/v1/media/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/(${MEDIA_VARIANTS.join('|')})$`,
  'i',
);
const DIGITS = /^\d{1,5}$/;
/** A path on this site (internal links from the editor); `//host` is another site and is not one. */
const SITE_PATH = /^\/(?![/\\])[^\s]*$/;
const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

/** What srcset is rebuilt from: the media row's stored variants (width of each). */
export type MediaVariantsById = ReadonlyMap<string, { alt: string; variants: Record<string, { width: number }> }>;

export interface SanitizedHtml {
  html: string;
  /** Ids of media items the HTML shows (lower case), for media_usages and the existence check. */
  mediaIds: string[];
  /** How many images are left without alt text. */
  withoutAlt: number;
}

function safeHref(raw: string): string | undefined {
  // Browsers drop ASCII whitespace and control characters inside a scheme ("java\tscript:"): so do we before judging.
  // eslint-disable-next-line no-control-regex
  const href = raw.replace(/[\u0000-\u0020\u007f-\u009f]+/g, '');
  if (href === '') return undefined;
  if (SITE_PATH.test(href)) return href;
  try {
    const url = new URL(href);
    return LINK_SCHEMES.has(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function srcsetOf(id: string, media: { variants: Record<string, { width: number }> }): string {
  return (['small', 'medium', 'large'] as const)
    .filter((name) => media.variants[name])
    .map((name) => `/api/v1/media/${id}/${name} ${media.variants[name]!.width}w`)
    .join(', ');
}

function options(mediaIds: Set<string>, media: MediaVariantsById | undefined, counts: { withoutAlt: number }): sanitizeHtml.IOptions {
  return {
    allowedTags: [
      'p', 'br', 'h2', 'h3', 'h4', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'hr', 'code', 'pre',
      'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img',
    ],
    allowedAttributes: {
      a: ['href', 'rel', 'target'],
      img: ['src', 'alt', 'width', 'height', 'srcset'],
      th: ['colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
      // Tiptap's code blocks name their language for highlighting, e.g. class="language-ts"; nothing else has a class.
      code: ['class'],
    },
    allowedClasses: { code: [/^language-[a-z0-9+#-]{1,30}$/] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    // Tags whose text is never shown either: their content goes with them.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math', 'select', 'title', 'xmp', 'noembed', 'noframes'],
    disallowedTagsMode: 'discard',
    parseStyleAttributes: false,
    transformTags: {
      // Older editors' headings become the nearest allowed level rather than plain text.
      h1: 'h2',
      h5: 'h4',
      h6: 'h4',
      b: 'strong',
      i: 'em',
      strike: 's',
      a: (tagName, attribs) => {
        const href = attribs.href === undefined ? undefined : safeHref(attribs.href);
        const out: sanitizeHtml.Attributes = {};
        if (href) out.href = href;
        if (attribs.target === '_blank') out.target = '_blank';
        // Whatever the editor sent: the linked page gets neither this window nor where the reader came from.
        out.rel = 'noopener noreferrer';
        return { tagName, attribs: out };
      },
      img: (tagName, attribs) => {
        const match = MEDIA_SRC.exec(attribs.src ?? '');
        // An image from anywhere else is dropped whole (exclusiveFilter below): no tracking pixels, no data: URLs.
        if (!match) return { tagName: 'img', attribs: {} };
        const id = match[1]!.toLowerCase();
        mediaIds.add(id);
        const out: sanitizeHtml.Attributes = { src: `/api/v1/media/${id}/${match[2]!.toLowerCase()}` };
        const known = media?.get(id);
        const alt = (attribs.alt ?? '').trim() || known?.alt.trim() || '';
        out.alt = alt;
        if (!alt) counts.withoutAlt += 1;
        if (DIGITS.test(attribs.width ?? '')) out.width = attribs.width!;
        if (DIGITS.test(attribs.height ?? '')) out.height = attribs.height!;
        // srcset is never taken from the client: we write it from the sizes the library really has.
        const srcset = known ? srcsetOf(id, known) : '';
        if (srcset) out.srcset = srcset;
        return { tagName, attribs: out };
      },
      th: cellSpans,
      td: cellSpans,
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  };
}

function cellSpans(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const out: sanitizeHtml.Attributes = {};
  for (const name of ['colspan', 'rowspan'] as const) {
    const value = attribs[name];
    if (value && DIGITS.test(value) && Number(value) >= 1 && Number(value) <= 100) out[name] = String(Number(value));
  }
  return { tagName, attribs: out };
}

/**
 * The HTML an editor sent, cut down to the allow-list. With `media` (the rows of the ids a first pass
 * found), images also get their alt text from the library when they have none, and a srcset of its sizes.
 */
export function sanitizeContentHtml(dirty: string, media?: MediaVariantsById): SanitizedHtml {
  const mediaIds = new Set<string>();
  const counts = { withoutAlt: 0 };
  const html = sanitizeHtml(dirty, options(mediaIds, media, counts)).trim();
  return { html, mediaIds: [...mediaIds], withoutAlt: counts.withoutAlt };
}
