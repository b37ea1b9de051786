/**
 * Messages of news, pages and the media library. Kept apart from en.ts/bn.ts and mounted under `content`,
 * e.g. 'content.slug_unique'. The spec fixes the wording of slug_unique, images_max, parent_same and
 * category_has_children.
 */
export const contentEn = {
  slug_unique: 'Slug must be unique',
  slug_invalid: 'A slug uses lower-case letters, digits and single dashes, e.g. summer-term-dates',
  slug_missing: 'Write a slug: the English text has no letters or digits to make one from',
  title_required: 'Title is required',
  body_required: 'Write the article in English',
  name_required: 'Name is required',
  images_max: 'Maximum 5 images for photo upload',
  tags_max: 'Choose at most {{max}} tags',
  parent_same: 'Parent Category must be Different',
  category_has_children: 'Category Have Child Category!',
  category_in_use: 'News items use this category. Move them to another category first.',
  category_not_found: 'Choose an existing category',
  tag_not_found: 'Choose existing tags',
  geo_area_not_found: 'Choose an existing area',
  image_not_found: 'Choose an image from the media library',
  image_alt_required: 'Write the image’s alt text in the media library before using it',
  publish_at_invalid: 'Choose a valid date and time',
  not_found: 'This item could not be found',
  revision_not_found: 'This revision could not be found',
  folder_invalid: 'A folder name uses letters, digits, spaces, dashes and underscores',
  media_files_required: 'Choose at least one image to upload',
  media_too_many_files: 'Upload at most {{max}} images at a time',
  media_type: 'Only JPEG, PNG, WebP or GIF images can be uploaded',
  media_unreadable: 'This file could not be read as an image',
  media_too_large: 'Each image must be at most {{max}} MB',
  media_pixels: 'This image is too large: at most {{max}} megapixels',
  media_quota: 'Your media library space of {{max}} MB is full. Delete images you no longer use.',
  media_in_use: 'This image is still used in: {{places}}. Remove it there first.',
  media_not_found: 'This image could not be found',
  media_ticket_invalid: 'This media manager link is no longer valid. Please sign in again.',
} as const;

// Bengali is in a module of its own, so a client showing English does not load it (messages/catalogue-bn.ts).
export { contentBn } from './content-bn.js';
