import { Button, Group, Stack, TextInput } from '@mantine/core';
import { ZNewsTagRequest, type TNewsTag } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { BilingualGrid } from '@/components/content-form/bilingual-grid';
import { slugToSend, ZSlugInput } from '@/components/content-form/slug';
import { FormAlert } from '@/components/form/form-alert';
import { useApiForm } from '@/components/form/use-api-form';
import { SlugField } from '@/components/content-form/slug-field';

const ZTagForm = z.object({ name: ZNewsTagRequest.shape.name, slug: ZSlugInput });

interface TagFormProps {
  tag?: TNewsTag;
  submitLabel: string;
  onSubmit: (values: { name: { en: string; bn: string }; slug?: string }) => Promise<unknown>;
}

export function TagForm({ tag, submitLabel, onSubmit }: TagFormProps) {
  const { t } = useTranslation();
  const { form, formError, fieldError, onSubmit: handle } = useApiForm(ZTagForm, {
    name: tag?.name ?? { en: '', bn: '' },
    slug: tag?.slug ?? '',
  });

  return (
    <form onSubmit={handle((values) => onSubmit({ ...values, slug: slugToSend(values.slug) }))} noValidate>
      <Stack gap="md" maw={860}>
        <FormAlert message={formError} />
        <BilingualGrid>
          <TextInput label={t('news.tag.name_en')} required error={fieldError('name.en')} {...form.register('name.en')} />
          <TextInput label={t('news.tag.name_bn')} lang="bn" error={fieldError('name.bn')} {...form.register('name.bn')} />
        </BilingualGrid>
        <SlugField form={form} source={form.watch('name.en')} isNew={tag === undefined} description={t('contentForm.slug_description')} error={fieldError('slug')} maw={420} />
        <Group>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
          <Button component={Link} to="/admin/news/tags" variant="default">
            {t('contentForm.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
