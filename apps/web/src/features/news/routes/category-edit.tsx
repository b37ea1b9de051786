import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { notifyDone, notifyFailure } from '@/lib/notify';
import { localName } from '@/components/content-form/local-name';
import { CategoryForm } from '../components/category-form';
import { useAllCategories, useCategory, useSaveCategory } from '../taxonomy-api';

/** /admin/news/category/add and /admin/news/category/{id}: a category's names, slug and parent. */
export function Component() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const id = useParams().id;
  const category = useCategory(id);
  const categories = useAllCategories();
  const save = useSaveCategory(id);
  const failure = category.error ?? categories.error;
  const ready = categories.data && (id === undefined || category.data);

  return (
    <Stack gap="md">
      <Title order={1}>{id ? t('news.category.edit_title') : t('news.category.add_title')}</Title>
      {!ready && !failure && <Loader size="sm" aria-label={t('app.loading')} />}
      {failure && (
        <Alert color="red" role="alert">
          {failure.message}
        </Alert>
      )}
      {ready && (
        <CategoryForm
          key={category.data?.id ?? 'new'}
          category={category.data}
          categories={categories.data}
          submitLabel={id ? t('contentForm.save') : t('news.category.add_submit')}
          onSubmit={async (values) => {
            try {
              const saved = await save.mutateAsync(values);
              notifyDone(t(id ? 'news.category.updated' : 'news.category.created', { name: localName(saved.name, i18n.language) }));
              await navigate('/admin/news/category');
            } catch (error) {
              notifyFailure(error, t(id ? 'news.category.update_failed' : 'news.category.create_failed'));
              throw error;
            }
          }}
        />
      )}
    </Stack>
  );
}
