import { Button, Grid, Group, Paper, Stack, Switch, TextInput, Title } from '@mantine/core';
import { CONTENT_TITLE_MAX, type TPage } from '@portal/contract';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { BilingualGrid } from '@/components/content-form/bilingual-grid';
import { ImageField } from '@/components/content-form/image-fields';
import { localName } from '@/components/content-form/local-name';
import { notifyDone, notifyFailure } from '@/lib/notify';
import { RevisionsPanel } from '@/components/content-form/revisions-panel';
import { SeoFields } from '@/components/content-form/seo-fields';

import { useUnsavedGuard } from '@/components/content-form/use-unsaved-guard';
import { FormAlert } from '@/components/form/form-alert';
import { useApiForm } from '@/components/form/use-api-form';
import { RichTextEditor } from '@/components/rich-text-editor';
import { ApiError } from '@/lib/http-error';
import { usePageRevisions, useRestorePageRevision, useSavePage } from '../api';
import { toFormValues, toRequest, ZPageForm } from '../form-model';
import { SlugField } from '@/components/content-form/slug-field';

/** The server names the banner by its id; the form by the image it holds. */
function renameServerFields(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.errors.banner_image_id) return error;
  const { banner_image_id: banner, ...errors } = error.errors;
  return new ApiError({ statusCode: error.statusCode, error: error.name, message: error.message, errors: { ...errors, banner_image: banner }, code: error.code });
}

/** A page: title and details in both languages, slug, banner image, SEO fields and whether it is public. */
export function PageEditor({ page }: { page: TPage | undefined }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { form, formError, fieldError, onSubmit } = useApiForm(ZPageForm, toFormValues(page));
  const save = useSavePage(page?.id);
  const revisions = usePageRevisions(page?.id);
  const restore = useRestorePageRevision(page?.id ?? '');
  const guard = useUnsavedGuard(form.formState.isDirty, () => false);
  const [slug, title, metaTitle, metaTag, metaDescription] = form.watch(['slug', 'title', 'meta_title', 'meta_tag', 'meta_description']);

  const submit = onSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(toRequest(values));
      notifyDone(t(page ? 'pages.editor.updated' : 'pages.editor.created', { title: localName(saved.title, i18n.language) }));
      guard.release();
      if (!page) await navigate(`/admin/page/${saved.id}`, { replace: true });
    } catch (error) {
      notifyFailure(error, t(page ? 'pages.editor.update_failed' : 'pages.editor.create_failed'));
      throw renameServerFields(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 9 }}>
          <Stack gap="lg">
            <FormAlert message={formError} />
            <BilingualGrid>
              <TextInput label={t('pages.editor.title_en')} required maxLength={CONTENT_TITLE_MAX} error={fieldError('title.en')} {...form.register('title.en')} />
              <TextInput label={t('pages.editor.title_bn')} lang="bn" maxLength={CONTENT_TITLE_MAX} error={fieldError('title.bn')} {...form.register('title.bn')} />
              {(['en', 'bn'] as const).map((language) => (
                <Controller
                  key={language}
                  control={form.control}
                  name={`details.${language}`}
                  render={({ field }) => (
                    <RichTextEditor
                      label={t(language === 'en' ? 'pages.editor.details_en' : 'pages.editor.details_bn')}
                      lang={language}
                      value={field.value ?? ''}
                      onChange={field.onChange}
                      error={fieldError(`details.${language}`)}
                    />
                  )}
                />
              ))}
            </BilingualGrid>
            <SlugField form={form} source={form.watch('title.en')} isNew={page === undefined} description={t('pages.editor.slug_description', { path: `/page/${slug || '…'}` })} error={fieldError('slug')} />
            <Controller
              control={form.control}
              name="banner_image"
              render={({ field }) => (
                <ImageField label={t('pages.editor.banner')} value={field.value} onChange={field.onChange} error={fieldError('banner_image')} />
              )}
            />
            <Stack gap="sm" component="section" aria-labelledby="page-seo-heading">
              <Title order={2} size="h3" id="page-seo-heading">
                {t('pages.editor.seo')}
              </Title>
              <SeoFields
                values={{ meta_title: metaTitle, meta_tag: metaTag, meta_description: metaDescription }}
                fallback={{ title, description: { en: '', bn: '' } }}
                path={`/page/${slug}`}
                onChange={(name, language, value) => form.setValue(`${name}.${language}`, value, { shouldDirty: true })}
                error={fieldError}
                headingOrder={3}
              />
            </Stack>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 3 }}>
          <Stack gap="md">
            <Paper withBorder p="md" radius="sm">
              <Stack gap="sm">
                <Switch label={t('pages.editor.published')} description={t('pages.editor.published_description')} {...form.register('published')} />
                <Group grow>
                  <Button type="submit" loading={form.formState.isSubmitting}>
                    {page ? t('contentForm.save') : t('pages.editor.create')}
                  </Button>
                </Group>
                <Button component={Link} to="/admin/page" variant="default">
                  {t('contentForm.cancel')}
                </Button>
              </Stack>
            </Paper>
            {page && (
              <RevisionsPanel
                revisions={revisions.data?.data}
                loading={revisions.isPending}
                error={revisions.error}
                restoring={restore.isPending}
                onRestore={async (revision) => {
                  try {
                    await restore.mutateAsync(revision.id);
                    guard.release();
                    notifyDone(t('contentForm.revisions.restored'));
                  } catch (error) {
                    notifyFailure(error, t('pages.editor.update_failed'));
                  }
                }}
              />
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      {guard.dialog}
    </form>
  );
}
