import { SeoFields } from '@/components/content-form/seo-fields';
import type { FieldErrorOf, NewsForm } from '../form-model';

/** /admin/news/seo/{id?}: meta title, tag and description per language, with a search-result preview. */
export function NewsSeoTab({ form, fieldError, readOnly }: { form: NewsForm; fieldError: FieldErrorOf; readOnly: boolean }) {
  const [metaTitle, metaTag, metaDescription, title, summary, slug] = form.watch(['meta_title', 'meta_tag', 'meta_description', 'title', 'summary', 'slug']);
  return (
    <SeoFields
      values={{ meta_title: metaTitle, meta_tag: metaTag, meta_description: metaDescription }}
      fallback={{ title, description: summary }}
      path={`/news/${slug}`}
      onChange={(field, language, value) => form.setValue(`${field}.${language}`, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
      error={fieldError}
      disabled={readOnly}
      headingOrder={2}
    />
  );
}
