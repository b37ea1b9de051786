import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePage } from '../api';
import { PageEditor } from '../components/page-editor';

/** /admin/page/add and /admin/page/{id}. */
export function Component() {
  const { t } = useTranslation();
  const id = useParams().id;
  const page = usePage(id);

  return (
    <Stack gap="md">
      <Title order={1}>{id ? t('pages.editor.edit_title') : t('pages.editor.add_title')}</Title>
      {id && page.isPending && <Loader size="sm" aria-label={t('app.loading')} />}
      {page.isError && (
        <Alert color="red" role="alert">
          {page.error.message}
        </Alert>
      )}
      {(id === undefined || page.data) && <PageEditor key={`${id ?? 'new'}-${page.data?.updated_at ?? ''}`} page={page.data} />}
    </Stack>
  );
}
