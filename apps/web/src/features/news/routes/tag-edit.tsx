import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { notifyDone, notifyFailure } from '@/lib/notify';
import { localName } from '@/components/content-form/local-name';
import { TagForm } from '../components/tag-form';
import { useSaveTag, useTag } from '../taxonomy-api';

/** /admin/news/tags/add and /admin/news/tags/{id}: a tag's names and slug. */
export function Component() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const id = useParams().id;
  const tag = useTag(id);
  const save = useSaveTag(id);

  return (
    <Stack gap="md">
      <Title order={1}>{id ? t('news.tag.edit_title') : t('news.tag.add_title')}</Title>
      {id && tag.isPending && <Loader size="sm" aria-label={t('app.loading')} />}
      {tag.isError && (
        <Alert color="red" role="alert">
          {tag.error.message}
        </Alert>
      )}
      {(id === undefined || tag.data) && (
        <TagForm
          key={tag.data?.id ?? 'new'}
          tag={tag.data}
          submitLabel={id ? t('contentForm.save') : t('news.tag.add_submit')}
          onSubmit={async (values) => {
            try {
              const saved = await save.mutateAsync(values);
              notifyDone(t(id ? 'news.tag.updated' : 'news.tag.created', { name: localName(saved.name, i18n.language) }));
              await navigate('/admin/news/tags');
            } catch (error) {
              notifyFailure(error, t(id ? 'news.tag.update_failed' : 'news.tag.create_failed'));
              throw error;
            }
          }}
        />
      )}
    </Stack>
  );
}
