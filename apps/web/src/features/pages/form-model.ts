import { ZMediaSummary, ZPagePatch, type TPage, type TPagePatch } from '@portal/contract';
import { z } from 'zod';
import { slugToSend, ZSlugInput } from '@/components/content-form/slug';

const fields = ZPagePatch.shape;

/** The page editor's values: the contract's fields, with the banner as the media item the form shows. */
export const ZPageForm = z.object({
  slug: ZSlugInput,
  title: fields.title.unwrap(),
  details: fields.details.unwrap(),
  meta_title: fields.meta_title.unwrap(),
  meta_tag: fields.meta_tag.unwrap(),
  meta_description: fields.meta_description.unwrap(),
  banner_image: ZMediaSummary.nullable(),
  published: z.boolean(),
});
export type PageFormValues = z.input<typeof ZPageForm>;

const EMPTY = { en: '', bn: '' };

export function toFormValues(page: TPage | undefined): PageFormValues {
  return {
    slug: page?.slug ?? '',
    title: page?.title ?? EMPTY,
    details: page?.details ?? EMPTY,
    meta_title: page?.meta_title ?? EMPTY,
    meta_tag: page?.meta_tag ?? EMPTY,
    meta_description: page?.meta_description ?? EMPTY,
    banner_image: page?.banner_image ?? null,
    published: page?.published ?? false,
  };
}

export function toRequest(values: z.output<typeof ZPageForm>): TPagePatch {
  const { banner_image, slug, ...rest } = values;
  return { ...rest, slug: slugToSend(slug), banner_image_id: banner_image?.id ?? null };
}
