import { Stack } from '@mantine/core';
import { NEWS_IMAGES_MAX } from '@portal/contract';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GalleryField, ImageField } from '@/components/content-form/image-fields';
import type { FieldErrorOf, NewsForm } from '../form-model';

/** /admin/news/images/{id?}: the featured image and up to five more, all from the media library. */
export function NewsMediaTab({ form, fieldError, readOnly }: { form: NewsForm; fieldError: FieldErrorOf; readOnly: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Controller
        control={form.control}
        name="featured_image"
        render={({ field }) => (
          <ImageField
            label={t('news.editor.featured_image')}
            description={t('news.editor.featured_image_description')}
            value={field.value}
            onChange={field.onChange}
            error={fieldError('featured_image')}
            disabled={readOnly}
          />
        )}
      />
      <Controller
        control={form.control}
        name="images"
        render={({ field }) => (
          <GalleryField
            label={t('news.editor.gallery')}
            value={field.value}
            max={NEWS_IMAGES_MAX}
            onChange={field.onChange}
            error={fieldError('images')}
            disabled={readOnly}
          />
        )}
      />
    </Stack>
  );
}
