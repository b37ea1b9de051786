import { Alert, Badge, Grid, Stack, Tabs } from '@mantine/core';
import { can, type TNewsItem } from '@portal/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localName } from '@/components/content-form/local-name';
import { notifyDone, notifyFailure } from '@/lib/notify';
import { RevisionsPanel } from '@/components/content-form/revisions-panel';
import { useUnsavedGuard } from '@/components/content-form/use-unsaved-guard';
import { FormAlert } from '@/components/form/form-alert';
import { useApiForm } from '@/components/form/use-api-form';
import { useSession } from '@/lib/current-user';
import { ApiError } from '@/lib/http-error';
import { useNewsRevisions, useRestoreNewsRevision, useSaveNews } from '../api';
import { isTabOf, NEWS_TABS, tabPath, type NewsTab } from '../editor-paths';
import { isFuture, SERVER_FIELD_NAMES, toFormValues, toRequest, ZNewsForm, type NewsFormValues, type PublishAction } from '../form-model';
import { NewsContentTab } from './news-content-tab';
import { NewsMediaTab } from './news-media-tab';
import { NewsSeoTab } from './news-seo-tab';
import { PreviewModal } from './preview-modal';
import { PublishPanel } from './publish-panel';

/** Which form fields each tab holds, so a tab can say it has errors while another is shown. */
const TAB_FIELDS: Record<NewsTab, (keyof NewsFormValues)[]> = {
  content: ['title', 'summary', 'body', 'slug', 'category_id', 'tag_ids', 'geo'],
  images: ['featured_image', 'images'],
  seo: ['meta_title', 'meta_tag', 'meta_description'],
};

const DONE_MESSAGE = {
  save: 'news.editor.saved',
  publish: 'news.editor.published',
  schedule: 'news.editor.scheduled',
  unpublish: 'news.editor.unpublished',
} as const satisfies Record<PublishAction, string>;

/** The server names image and area fields by their ids; the form by what it holds. */
function renameServerFields(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const errors = Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [SERVER_FIELD_NAMES[field] ?? field, messages]));
  return new ApiError({ statusCode: error.statusCode, error: error.name, message: error.message, errors, code: error.code });
}

/** Without news.manage the item is shown, every field disabled at once by the fieldset. */
function ReadOnly({ when, children }: { when: boolean; children: ReactNode }) {
  return (
    <fieldset disabled={when} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      {children}
    </fieldset>
  );
}

interface NewsEditorProps {
  item: TNewsItem | undefined;
  geo: string[];
  tab: NewsTab;
  timeZone: string;
}

/** One news item's editor; its three tabs are addresses of their own and share the unsaved changes. */
export function NewsEditor({ item, geo, tab, timeZone }: NewsEditorProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const readOnly = !can(useSession()?.permissions, 'news.manage');
  const { form, formError, fieldError, onSubmit } = useApiForm(ZNewsForm, toFormValues(item, geo, timeZone));
  const save = useSaveNews(item?.id);
  const revisions = useNewsRevisions(item?.id);
  const restore = useRestoreNewsRevision(item?.id ?? '');
  const [busy, setBusy] = useState<PublishAction | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const guard = useUnsavedGuard(form.formState.isDirty && !readOnly, (pathname) => isTabOf(pathname, item?.id));
  const { errors } = form.formState;

  const run = (action: PublishAction) =>
    onSubmit(async (values) => {
      if (action === 'schedule' && (!values.publish_at || !isFuture(values.publish_at, timeZone))) {
        form.setError('publish_at', { type: 'server', message: t('news.editor.schedule_future') }, { shouldFocus: true });
        return;
      }
      setBusy(action);
      try {
        const saved = await save.mutateAsync(toRequest(values, action, timeZone));
        notifyDone(t(DONE_MESSAGE[action], { title: localName(saved.title, i18n.language) }));
        guard.release();
        if (!item) await navigate(tabPath(tab, saved.id), { replace: true });
      } catch (error) {
        notifyFailure(error, t(item ? 'news.editor.update_failed' : 'news.editor.create_failed'));
        throw renameServerFields(error);
      } finally {
        setBusy(null);
      }
    })();

  const tabLabel = (name: NewsTab) => (
    <>
      {t(`news.editor.tab_${name}`)}
      {TAB_FIELDS[name].some((field) => errors[field]) && (
        <Badge color="red.9" size="xs" ml={6} circle aria-label={t('news.editor.tab_has_errors')}>
          !
        </Badge>
      )}
    </>
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void run('save');
      }}
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 9 }}>
          <Stack gap="md">
            <FormAlert message={formError} />
            {readOnly && <Alert color="gray">{t('news.editor.read_only')}</Alert>}
            <Tabs value={tab} onChange={(next) => next && void navigate(tabPath(next as NewsTab, item?.id))} keepMounted={false}>
              <Tabs.List>
                {NEWS_TABS.map((name) => (
                  <Tabs.Tab key={name} value={name}>
                    {tabLabel(name)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              <Tabs.Panel value="content" pt="md">
                <ReadOnly when={readOnly}>
                  <NewsContentTab form={form} fieldError={fieldError} isNew={!item} readOnly={readOnly} />
                </ReadOnly>
              </Tabs.Panel>
              <Tabs.Panel value="images" pt="md">
                <ReadOnly when={readOnly}>
                  <NewsMediaTab form={form} fieldError={fieldError} readOnly={readOnly} />
                </ReadOnly>
              </Tabs.Panel>
              <Tabs.Panel value="seo" pt="md">
                <ReadOnly when={readOnly}>
                  <NewsSeoTab form={form} fieldError={fieldError} readOnly={readOnly} />
                </ReadOnly>
              </Tabs.Panel>
            </Tabs>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 3 }}>
          <Stack gap="md">
            <PublishPanel item={item} form={form} fieldError={fieldError} busy={busy} onAction={(action) => void run(action)} onPreview={() => setPreviewing(true)} readOnly={readOnly} />
            {item && (
              <RevisionsPanel
                revisions={revisions.data?.data}
                loading={revisions.isPending}
                error={revisions.error}
                restoring={restore.isPending}
                disabled={readOnly}
                onRestore={async (revision) => {
                  try {
                    await restore.mutateAsync(revision.id);
                    guard.release();
                    notifyDone(t('contentForm.revisions.restored'));
                  } catch (error) {
                    notifyFailure(error, t('news.editor.update_failed'));
                  }
                }}
              />
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      <PreviewModal item={item} opened={previewing} onClose={() => setPreviewing(false)} />
      {guard.dialog}
    </form>
  );
}
