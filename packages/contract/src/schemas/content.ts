import { z } from 'zod';
import { ZListMeta, ZPaginationQuery } from './common.js';
import { ZMediaSummary } from './media.js';

/**
 * News, categories, tags and pages: the admin API (translated fields as { en, bn }) and the public API
 * (each text in the request's language, English where the Bengali is empty).
 */

export const CONTENT_TITLE_MAX = 200;
export const CONTENT_SUMMARY_MAX = 1_000;
/** Sanitised HTML of one language of a body; about 200 printed pages. */
export const CONTENT_HTML_MAX = 500_000;
export const SLUG_MAX = 120;
export const META_TITLE_MAX = 70;
export const META_TAG_MAX = 255;
export const META_DESCRIPTION_MAX = 160;
export const CATEGORY_NAME_MAX = 100;
export const TAG_NAME_MAX = 60;
export const NEWS_IMAGES_MAX = 5;
export const NEWS_TAGS_MAX = 20;
/** Lengths a search result shows before cutting: the SEO tab's counters turn orange past these. */
export const SEO_PREVIEW = { title: 60, description: 155 } as const;

export const NEWS_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type TNewsStatus = (typeof NEWS_STATUSES)[number];

/** A URL slug: lower-case letters and digits in words joined by single dashes, e.g. summer-term-dates. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The slug a title suggests: accents dropped, anything but letters and digits turned into single dashes,
 * cut at a word boundary within SLUG_MAX. Empty when nothing of the title is Latin letters or digits.
 */
export function slugify(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (words.length <= SLUG_MAX) return words;
  const cut = words.slice(0, SLUG_MAX + 1);
  return cut.slice(0, cut.lastIndexOf('-') > 0 ? cut.lastIndexOf('-') : SLUG_MAX);
}

export const ZSlug = z
  .string({ error: 'content.slug_invalid' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'content.slug_invalid', abort: true })
  .max(SLUG_MAX, { error: 'validation.too_long', abort: true })
  .regex(SLUG_PATTERN, { error: 'content.slug_invalid' });

const ZId = z.uuid({ error: 'validation.invalid_type' });

/** A translated text: English required unless `optional`, Bengali may be empty (English is shown instead). */
function translated(max: number, requiredKey?: `${string}.${string}`) {
  const text = z.string({ error: 'validation.invalid_type' }).trim().max(max, { error: 'validation.too_long' });
  return z.strictObject({
    en: requiredKey ? text.min(1, { error: requiredKey }) : text,
    bn: text.default(''),
  });
}
const EMPTY_TRANSLATION = { en: '', bn: '' };

export const ZTranslated = z.object({ en: z.string(), bn: z.string() });
export type TTranslated = z.infer<typeof ZTranslated>;

/* ---------- categories ---------- */

export const ZNewsCategoryRequest = z.strictObject({
  name: translated(CATEGORY_NAME_MAX, 'content.name_required'),
  /** Generated from the English name when left out. */
  slug: ZSlug.optional(),
  parent_id: ZId.nullable().optional(),
});
export type TNewsCategoryRequest = z.input<typeof ZNewsCategoryRequest>;
export const ZNewsCategoryPatch = ZNewsCategoryRequest.partial();
export type TNewsCategoryPatch = z.input<typeof ZNewsCategoryPatch>;

export const ZNewsCategory = z.object({
  id: z.string(),
  slug: z.string(),
  name: ZTranslated,
  parent_id: z.string().nullable(),
  /** Names from the top of the tree down to this category's parent. */
  path: z.array(ZTranslated),
  depth: z.number().int(),
  children_count: z.number().int(),
  news_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TNewsCategory = z.infer<typeof ZNewsCategory>;

export const ZNewsCategoryListQuery = ZPaginationQuery.extend({
  q: z.string().trim().max(100, { error: 'validation.too_long' }).optional(),
});
export type TNewsCategoryListQuery = z.input<typeof ZNewsCategoryListQuery>;
/** Admin list: every category in tree order (parents before children), paginated. */
export const ZNewsCategoryList = z.object({ data: z.array(ZNewsCategory), meta: ZListMeta });
export type TNewsCategoryList = z.infer<typeof ZNewsCategoryList>;

export interface TPublicCategoryNode {
  id: string;
  slug: string;
  name: string;
  children: TPublicCategoryNode[];
}
export const ZPublicCategoryNode: z.ZodType<TPublicCategoryNode> = z.lazy(() =>
  z.object({ id: z.string(), slug: z.string(), name: z.string(), children: z.array(ZPublicCategoryNode) }),
);
export const ZPublicCategoryTree = z.object({ data: z.array(ZPublicCategoryNode) });
export type TPublicCategoryTree = z.infer<typeof ZPublicCategoryTree>;

/* ---------- tags ---------- */

export const ZNewsTagRequest = z.strictObject({
  name: translated(TAG_NAME_MAX, 'content.name_required'),
  slug: ZSlug.optional(),
});
export type TNewsTagRequest = z.input<typeof ZNewsTagRequest>;
export const ZNewsTagPatch = ZNewsTagRequest.partial();
export type TNewsTagPatch = z.input<typeof ZNewsTagPatch>;

export const ZNewsTag = z.object({
  id: z.string(),
  slug: z.string(),
  name: ZTranslated,
  news_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TNewsTag = z.infer<typeof ZNewsTag>;

export const ZNewsTagListQuery = ZNewsCategoryListQuery;
export type TNewsTagListQuery = z.input<typeof ZNewsTagListQuery>;
export const ZNewsTagList = z.object({ data: z.array(ZNewsTag), meta: ZListMeta });
export type TNewsTagList = z.infer<typeof ZNewsTagList>;

/* ---------- SEO ---------- */

const seoFields = {
  meta_title: translated(META_TITLE_MAX),
  meta_tag: translated(META_TAG_MAX),
  meta_description: translated(META_DESCRIPTION_MAX),
};

/* ---------- news ---------- */

const newsFields = {
  /** Generated from the English title when left out. */
  slug: ZSlug,
  title: translated(CONTENT_TITLE_MAX, 'content.title_required'),
  summary: translated(CONTENT_SUMMARY_MAX),
  /** HTML from the editor; the server keeps only what its allow-list permits. */
  body: translated(CONTENT_HTML_MAX, 'content.body_required'),
  ...seoFields,
  category_id: ZId.nullable(),
  tag_ids: z.array(ZId, { error: 'validation.invalid_type' }).max(NEWS_TAGS_MAX, { error: 'content.tags_max' }),
  featured_image_id: ZId.nullable(),
  image_ids: z.array(ZId, { error: 'validation.invalid_type' }).max(NEWS_IMAGES_MAX, { error: 'content.images_max' }),
  geo_area_id: ZId.nullable(),
  /** false: a draft. true: public at `publish_at`, or now when it is missing or past. */
  published: z.boolean({ error: 'validation.invalid_type' }),
  publish_at: z.iso.datetime({ offset: true, error: 'content.publish_at_invalid' }).nullable(),
};

export const ZNewsRequest = z.strictObject({
  ...newsFields,
  slug: newsFields.slug.optional(),
  summary: newsFields.summary.default(EMPTY_TRANSLATION),
  meta_title: newsFields.meta_title.default(EMPTY_TRANSLATION),
  meta_tag: newsFields.meta_tag.default(EMPTY_TRANSLATION),
  meta_description: newsFields.meta_description.default(EMPTY_TRANSLATION),
  category_id: newsFields.category_id.default(null),
  tag_ids: newsFields.tag_ids.default([]),
  featured_image_id: newsFields.featured_image_id.default(null),
  image_ids: newsFields.image_ids.default([]),
  geo_area_id: newsFields.geo_area_id.default(null),
  published: newsFields.published.default(false),
  publish_at: newsFields.publish_at.default(null),
});
export type TNewsRequest = z.input<typeof ZNewsRequest>;
/**
 * PATCH: any subset; fields left out keep their value (no defaults here, so a missing field is never
 * reset). A translated field given replaces both languages.
 */
export const ZNewsPatch = z.strictObject(newsFields).partial();
export type TNewsPatch = z.input<typeof ZNewsPatch>;

export const ZNewsItem = z.object({
  id: z.string(),
  slug: z.string(),
  title: ZTranslated,
  summary: ZTranslated,
  body: ZTranslated,
  meta_title: ZTranslated,
  meta_tag: ZTranslated,
  meta_description: ZTranslated,
  category_id: z.string().nullable(),
  tag_ids: z.array(z.string()),
  featured_image_id: z.string().nullable(),
  featured_image: ZMediaSummary.nullable(),
  image_ids: z.array(z.string()),
  images: z.array(ZMediaSummary),
  geo_area_id: z.string().nullable(),
  status: z.enum(NEWS_STATUSES),
  published: z.boolean(),
  /** When it goes (scheduled) or went (published) public; null for a draft never published. */
  publish_at: z.string().nullable(),
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TNewsItem = z.infer<typeof ZNewsItem>;

export const ZAdminNewsListQuery = ZPaginationQuery.extend({
  q: z.string().trim().max(100, { error: 'validation.too_long' }).optional(),
  category_id: ZId.optional(),
  tag_id: ZId.optional(),
  status: z.enum(NEWS_STATUSES, { error: 'validation.invalid_type' }).optional(),
});
export type TAdminNewsListQuery = z.input<typeof ZAdminNewsListQuery>;

export const ZAdminNewsRow = ZNewsItem.pick({ id: true, slug: true, title: true, status: true, publish_at: true, author: true, created_at: true, updated_at: true }).extend({
  category: z.object({ id: z.string(), name: ZTranslated }).nullable(),
  tags: z.array(z.object({ id: z.string(), name: ZTranslated })),
});
export type TAdminNewsRow = z.infer<typeof ZAdminNewsRow>;
export const ZAdminNewsList = z.object({ data: z.array(ZAdminNewsRow), meta: ZListMeta });
export type TAdminNewsList = z.infer<typeof ZAdminNewsList>;

export const ZPublicNewsListQuery = ZPaginationQuery.extend({
  q: z.string().trim().max(100, { error: 'validation.too_long' }).optional(),
  category: ZSlug.optional(),
  tag: ZSlug.optional(),
  division_id: ZId.optional(),
  district_id: ZId.optional(),
  upazila_id: ZId.optional(),
});
export type TPublicNewsListQuery = z.input<typeof ZPublicNewsListQuery>;

const ZPublicTerm = z.object({ slug: z.string(), name: z.string() });

export const ZPublicNewsCard = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: ZPublicTerm.nullable(),
  tags: z.array(ZPublicTerm),
  featured_image: ZMediaSummary.nullable(),
  /** Names of the geo area from the top level down, in the request's language. */
  geo: z.array(z.string()),
  published_at: z.string(),
  /** The language the texts are in: the requested one, or 'en' where no Bengali was written. */
  language: z.enum(['en', 'bn']),
});
export type TPublicNewsCard = z.infer<typeof ZPublicNewsCard>;
export const ZPublicNewsList = z.object({ data: z.array(ZPublicNewsCard), meta: ZListMeta });
export type TPublicNewsList = z.infer<typeof ZPublicNewsList>;

export const ZPublicNewsItem = ZPublicNewsCard.extend({
  body: z.string(),
  images: z.array(ZMediaSummary),
  meta_title: z.string(),
  meta_tag: z.string(),
  meta_description: z.string(),
  updated_at: z.string(),
});
export type TPublicNewsItem = z.infer<typeof ZPublicNewsItem>;

/* ---------- pages ---------- */

const pageFields = {
  slug: ZSlug,
  title: translated(CONTENT_TITLE_MAX, 'content.title_required'),
  details: translated(CONTENT_HTML_MAX),
  ...seoFields,
  banner_image_id: ZId.nullable(),
  published: z.boolean({ error: 'validation.invalid_type' }),
};

export const ZPageRequest = z.strictObject({
  ...pageFields,
  slug: pageFields.slug.optional(),
  details: pageFields.details.default(EMPTY_TRANSLATION),
  meta_title: pageFields.meta_title.default(EMPTY_TRANSLATION),
  meta_tag: pageFields.meta_tag.default(EMPTY_TRANSLATION),
  meta_description: pageFields.meta_description.default(EMPTY_TRANSLATION),
  banner_image_id: pageFields.banner_image_id.default(null),
  published: pageFields.published.default(false),
});
export type TPageRequest = z.input<typeof ZPageRequest>;
export const ZPagePatch = z.strictObject(pageFields).partial();
export type TPagePatch = z.input<typeof ZPagePatch>;

export const ZPage = z.object({
  id: z.string(),
  slug: z.string(),
  title: ZTranslated,
  details: ZTranslated,
  meta_title: ZTranslated,
  meta_tag: ZTranslated,
  meta_description: ZTranslated,
  banner_image_id: z.string().nullable(),
  banner_image: ZMediaSummary.nullable(),
  published: z.boolean(),
  published_at: z.string().nullable(),
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TPage = z.infer<typeof ZPage>;

export const ZAdminPageListQuery = ZPaginationQuery.extend({
  q: z.string().trim().max(100, { error: 'validation.too_long' }).optional(),
  published: z.enum(['true', 'false'], { error: 'validation.invalid_type' }).optional(),
});
export type TAdminPageListQuery = z.input<typeof ZAdminPageListQuery>;
export const ZAdminPageRow = ZPage.pick({ id: true, slug: true, title: true, published: true, published_at: true, author: true, updated_at: true });
export const ZAdminPageList = z.object({ data: z.array(ZAdminPageRow), meta: ZListMeta });
export type TAdminPageList = z.infer<typeof ZAdminPageList>;

export const ZPublicPage = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  details: z.string(),
  banner_image: ZMediaSummary.nullable(),
  meta_title: z.string(),
  meta_tag: z.string(),
  meta_description: z.string(),
  published_at: z.string(),
  updated_at: z.string(),
  language: z.enum(['en', 'bn']),
});
export type TPublicPage = z.infer<typeof ZPublicPage>;
/** /page without a slug: the published pages, by title. */
export const ZPublicPageList = z.object({
  data: z.array(ZPublicPage.pick({ id: true, slug: true, title: true, meta_description: true, updated_at: true, language: true })),
  meta: ZListMeta,
});
export type TPublicPageList = z.infer<typeof ZPublicPageList>;

/* ---------- revisions ---------- */

export const ZContentRevision = z.object({
  id: z.number().int(),
  created_at: z.string(),
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The English title at that revision. */
  title: z.string(),
});
export type TContentRevision = z.infer<typeof ZContentRevision>;
export const ZContentRevisionList = z.object({ data: z.array(ZContentRevision) });
export type TContentRevisionList = z.infer<typeof ZContentRevisionList>;
export const ZRevisionParams = z.object({ id: ZId, revision: z.string().regex(/^\d{1,15}$/, { error: 'validation.invalid_type' }) });
