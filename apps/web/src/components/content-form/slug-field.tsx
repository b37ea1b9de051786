import { TextInput } from '@mantine/core';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAutoSlug } from './slug';

interface SlugFieldProps<T extends FieldValues & { slug: string }, TOutput> {
  form: UseFormReturn<T, unknown, TOutput>;
  /** The English title or name a new item's slug follows until the person types one (useAutoSlug). */
  source: string;
  isNew: boolean;
  /** Where the slug appears, e.g. "The address: /news/{slug}". */
  description: string;
  error?: string;
  maw?: number;
}

/** The slug of a news item, page, category or tag: made from the English text for a new item, kept for an existing one. */
export function SlugField<T extends FieldValues & { slug: string }, TOutput>({ form, source, isNew, description, error, maw = 520 }: SlugFieldProps<T, TOutput>) {
  const { t } = useTranslation();
  const slug = 'slug' as Path<T>;
  const { onSlugTyped } = useAutoSlug(source, (value) => form.setValue(slug, value as PathValue<T, Path<T>>, { shouldDirty: true }), isNew);
  return (
    <TextInput
      label={t('contentForm.slug_label')}
      description={description}
      autoComplete="off"
      spellCheck={false}
      maw={maw}
      error={error}
      {...form.register(slug, { onChange: (event: { target: { value: string } }) => onSlugTyped(event.target.value) })}
    />
  );
}
