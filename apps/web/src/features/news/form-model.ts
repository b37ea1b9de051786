import {
  NEWS_IMAGES_MAX,
  NEWS_TAGS_MAX,
  ZMediaSummary,
  ZNewsPatch,
  type TNewsItem,
  type TNewsPatch,
} from '@portal/contract';
import type { Path, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { slugToSend, ZSlugInput } from '@/components/content-form/slug';
import { instantToWallClock, isWallClockAfter, wallClockToInstant } from '@/lib/wall-clock';

const fields = ZNewsPatch.shape;

/**
 * The editor's values: the contract's fields, but images as the media items themselves (the tabs show
 * them), the geo tag as the chain of areas its selects show, and the schedule as the picker's local time.
 */
export const ZNewsForm = z.object({
  slug: ZSlugInput,
  title: fields.title.unwrap(),
  summary: fields.summary.unwrap(),
  body: fields.body.unwrap(),
  meta_title: fields.meta_title.unwrap(),
  meta_tag: fields.meta_tag.unwrap(),
  meta_description: fields.meta_description.unwrap(),
  category_id: z.string().nullable(),
  tag_ids: z.array(z.string()).max(NEWS_TAGS_MAX, { error: 'content.tags_max' }),
  featured_image: ZMediaSummary.nullable(),
  images: z.array(ZMediaSummary).max(NEWS_IMAGES_MAX, { error: 'content.images_max' }),
  geo: z.array(z.string()),
  /** 'YYYY-MM-DD HH:mm:ss' in the display time zone, as the date-time picker holds it. */
  publish_at: z.string().nullable(),
});
export type NewsFormValues = z.input<typeof ZNewsForm>;

/** The form's names of the fields the server names after their ids. */
export const SERVER_FIELD_NAMES: Record<string, string> = {
  featured_image_id: 'featured_image',
  image_ids: 'images',
  geo_area_id: 'geo',
};

const EMPTY = { en: '', bn: '' };
const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export function toFormValues(item: TNewsItem | undefined, geo: string[], timeZone: string): NewsFormValues {
  return {
    slug: item?.slug ?? '',
    title: item?.title ?? EMPTY,
    summary: item?.summary ?? EMPTY,
    body: item?.body ?? EMPTY,
    meta_title: item?.meta_title ?? EMPTY,
    meta_tag: item?.meta_tag ?? EMPTY,
    meta_description: item?.meta_description ?? EMPTY,
    category_id: item?.category_id ?? null,
    tag_ids: item?.tag_ids ?? [],
    featured_image: item?.featured_image ?? null,
    images: item?.images ?? [],
    geo,
    publish_at: item?.status === 'scheduled' && item.publish_at ? instantToWallClock(item.publish_at, timeZone, PICKER_FORMAT) : null,
  };
}

/** What the publish buttons do: keep the item's state, or change it. */
export type PublishAction = 'save' | 'publish' | 'schedule' | 'unpublish';

/** The picker's local time as an instant with its offset, e.g. 2026-05-01T09:00:00+06:00. */
export const scheduleInstant = (value: string, timeZone: string): string => wallClockToInstant(value, timeZone) ?? value;

export function isFuture(value: string, timeZone: string, now: Date = new Date()): boolean {
  return isWallClockAfter(value, timeZone, now);
}

/** The request body; `save` leaves publishing as it is (a new item starts as a draft). */
export function toRequest(values: z.output<typeof ZNewsForm>, action: PublishAction, timeZone: string): TNewsPatch {
  const publishing: Pick<TNewsPatch, 'published' | 'publish_at'> | undefined = {
    save: undefined,
    publish: { published: true, publish_at: null },
    schedule: { published: true, publish_at: values.publish_at ? scheduleInstant(values.publish_at, timeZone) : null },
    unpublish: { published: false, publish_at: null },
  }[action];
  return {
    slug: slugToSend(values.slug),
    title: values.title,
    summary: values.summary,
    body: values.body,
    meta_title: values.meta_title,
    meta_tag: values.meta_tag,
    meta_description: values.meta_description,
    category_id: values.category_id,
    tag_ids: values.tag_ids,
    featured_image_id: values.featured_image?.id ?? null,
    image_ids: values.images.map((image) => image.id),
    geo_area_id: values.geo.at(-1) ?? null,
    ...publishing,
  };
}

export type NewsForm = UseFormReturn<NewsFormValues, unknown, z.output<typeof ZNewsForm>>;
export type FieldErrorOf = (name: Path<NewsFormValues>) => string | undefined;
