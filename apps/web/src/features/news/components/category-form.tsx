import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { ZNewsCategoryRequest, type TNewsCategory } from '@portal/contract';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { BilingualGrid } from '@/components/content-form/bilingual-grid';
import { slugToSend, ZSlugInput } from '@/components/content-form/slug';
import { FormAlert } from '@/components/form/form-alert';
import { useApiForm } from '@/components/form/use-api-form';
import { parentOptions } from '../category-tree';
import { SlugField } from '@/components/content-form/slug-field';

const ZCategoryForm = z.object({
  name: ZNewsCategoryRequest.shape.name,
  slug: ZSlugInput,
  parent_id: z.string().nullable(),
});
export type CategoryFormValues = z.input<typeof ZCategoryForm>;

interface CategoryFormProps {
  /** The category being edited; none when adding one. */
  category?: TNewsCategory;
  /** Every category in tree order, for the parent select. */
  categories: readonly TNewsCategory[];
  submitLabel: string;
  onSubmit: (values: { name: { en: string; bn: string }; slug?: string; parent_id: string | null }) => Promise<unknown>;
}

export function CategoryForm({ category, categories, submitLabel, onSubmit }: CategoryFormProps) {
  const { t, i18n } = useTranslation();
  const { form, formError, fieldError, onSubmit: handle } = useApiForm(ZCategoryForm, {
    name: category?.name ?? { en: '', bn: '' },
    slug: category?.slug ?? '',
    parent_id: category?.parent_id ?? null,
  });

  return (
    <form onSubmit={handle((values) => onSubmit({ ...values, slug: slugToSend(values.slug) }))} noValidate>
      <Stack gap="md" maw={860}>
        <FormAlert message={formError} />
        <BilingualGrid>
          <TextInput label={t('news.category.name_en')} required error={fieldError('name.en')} {...form.register('name.en')} />
          <TextInput label={t('news.category.name_bn')} lang="bn" error={fieldError('name.bn')} {...form.register('name.bn')} />
        </BilingualGrid>
        <SlugField form={form} source={form.watch('name.en')} isNew={category === undefined} description={t('contentForm.slug_description')} error={fieldError('slug')} maw={420} />
        <Controller
          control={form.control}
          name="parent_id"
          render={({ field }) => (
            <Select
              label={t('news.category.parent_label')}
              placeholder={t('news.category.parent_none')}
              data={parentOptions(categories, category?.id, i18n.language)}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              searchable
              clearable
              maw={420}
              nothingFoundMessage={t('news.category.parent_nothing')}
              error={fieldError('parent_id')}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <Group>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
          <Button component={Link} to="/admin/news/category" variant="default">
            {t('contentForm.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
