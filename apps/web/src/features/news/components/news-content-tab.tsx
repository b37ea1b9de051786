import { MultiSelect, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { CONTENT_SUMMARY_MAX, CONTENT_TITLE_MAX, NEWS_TAGS_MAX } from '@portal/contract';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BilingualGrid } from '@/components/content-form/bilingual-grid';
import { localName } from '@/components/content-form/local-name';

import { RichTextEditor } from '@/components/rich-text-editor';
import { GeoAreaSelect } from '@/components/geo-area-select/geo-area-select';
import { indent } from '../category-tree';
import type { FieldErrorOf, NewsForm } from '../form-model';
import { useAllCategories, useAllTags } from '../taxonomy-api';
import { SlugField } from '@/components/content-form/slug-field';

interface NewsContentTabProps {
  form: NewsForm;
  fieldError: FieldErrorOf;
  isNew: boolean;
  readOnly: boolean;
}

/** Title, summary and body in English and Bengali side by side; slug, category, tags and geo tag. */
export function NewsContentTab({ form, fieldError, isNew, readOnly }: NewsContentTabProps) {
  const { t, i18n } = useTranslation();
  const categories = useAllCategories();
  const tags = useAllTags();
  const slug = form.watch('slug');

  return (
    <Stack gap="md">
      <BilingualGrid>
        <TextInput label={t('news.editor.title_en')} required maxLength={CONTENT_TITLE_MAX} error={fieldError('title.en')} {...form.register('title.en')} />
        <TextInput label={t('news.editor.title_bn')} lang="bn" maxLength={CONTENT_TITLE_MAX} error={fieldError('title.bn')} {...form.register('title.bn')} />
        <Textarea label={t('news.editor.summary_en')} autosize minRows={2} maxLength={CONTENT_SUMMARY_MAX} error={fieldError('summary.en')} {...form.register('summary.en')} />
        <Textarea label={t('news.editor.summary_bn')} lang="bn" autosize minRows={2} maxLength={CONTENT_SUMMARY_MAX} error={fieldError('summary.bn')} {...form.register('summary.bn')} />
        {(['en', 'bn'] as const).map((language) => (
          <Controller
            key={language}
            control={form.control}
            name={`body.${language}`}
            render={({ field }) => (
              <RichTextEditor
                label={t(language === 'en' ? 'news.editor.body_en' : 'news.editor.body_bn')}
                lang={language}
                value={field.value ?? ''}
                onChange={field.onChange}
                error={fieldError(`body.${language}`)}
                readOnly={readOnly}
              />
            )}
          />
        ))}
      </BilingualGrid>
      <SlugField form={form} source={form.watch('title.en')} isNew={isNew} description={t('news.editor.slug_description', { path: `/news/${slug || '…'}` })} error={fieldError('slug')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Controller
          control={form.control}
          name="category_id"
          render={({ field }) => (
            <Select
              label={t('news.editor.category')}
              placeholder={t('news.editor.category_none')}
              data={(categories.data ?? []).map((c) => ({ value: c.id, label: indent(c.depth) + localName(c.name, i18n.language) }))}
              value={field.value}
              onChange={field.onChange}
              name={field.name}
              searchable
              clearable
              error={fieldError('category_id')}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="tag_ids"
          render={({ field }) => (
            <MultiSelect
              label={t('news.editor.tags')}
              placeholder={t('news.editor.tags_placeholder')}
              data={(tags.data ?? []).map((tag) => ({ value: tag.id, label: localName(tag.name, i18n.language) }))}
              value={field.value}
              onChange={field.onChange}
              name={field.name}
              searchable
              clearable
              maxValues={NEWS_TAGS_MAX}
              error={fieldError('tag_ids')}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
      </SimpleGrid>
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)', marginBottom: 4 }}>{t('news.editor.geo')}</legend>
        <Controller
          control={form.control}
          name="geo"
          render={({ field }) => (
            <GeoAreaSelect value={field.value} onChange={field.onChange} errors={[fieldError('geo')]} disabled={readOnly} />
          )}
        />
      </fieldset>
    </Stack>
  );
}
