import { Alert, Grid, Loader, Stack, Text, Title } from '@mantine/core';
import type { TMediaItem } from '@portal/contract';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate } from 'react-router';
import {
  MediaCredentialContext,
  MediaFilters,
  MediaGrid,
  MediaUploadZone,
  useMediaFolders,
  useMediaList,
  useMediaUploads,
} from '@/components/media-library';
import { Pagination } from '@/components/pagination/pagination';
import { useAddressParams } from '@/lib/address-params';
import { useDocumentTitle } from '@/lib/document-title';
import { HttpError } from '@/lib/http-error';
import { DeleteMediaDialog } from '../components/delete-media-dialog';
import { MediaDetails } from '../components/media-details';
import { QuotaBar } from '../components/quota-bar';
import { forgetMediaToken, MEDIA_MANAGER_PATH, type MediaManagerLoaderData } from '../media-session';

interface ManagerParams {
  q: string;
  folder: string;
  page: number;
}

const readManagerParams = (search: URLSearchParams): ManagerParams => ({
  q: search.get('q') ?? '',
  folder: search.get('folder') ?? '',
  page: Math.max(1, Number(search.get('page')) || 1),
});

function writeManagerParams({ q, folder, page }: ManagerParams): URLSearchParams {
  const search = new URLSearchParams();
  if (q) search.set('q', q);
  if (folder) search.set('folder', folder);
  if (page > 1) search.set('page', String(page));
  return search;
}

function MediaManager({ limited }: { limited: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, update] = useAddressParams(readManagerParams, writeManagerParams);
  const list = useMediaList(params);
  const folders = (useMediaFolders().data ?? []).map((entry) => entry.name).filter(Boolean);
  const [selected, setSelected] = useState<TMediaItem | null>(null);
  const [deleting, setDeleting] = useState<TMediaItem | null>(null);
  const { uploads, add, clearFinished } = useMediaUploads(useCallback((item: TMediaItem) => setSelected(item), []));
  // The grid's copy is the fresh one after a save; a new upload may not be on this page.
  const current = list.data?.data.find((item) => item.id === selected?.id) ?? selected;

  useEffect(() => {
    // The library-only credential lapsed: the only way back in is signing in.
    if (limited && list.error instanceof HttpError && list.error.statusCode === 401) {
      forgetMediaToken();
      void navigate(`/login?redirect=${encodeURIComponent(MEDIA_MANAGER_PATH)}`);
    }
  }, [limited, list.error, navigate]);

  return (
    <Stack gap="md">
      <Title order={1}>{t('mediaLibrary.manager.title')}</Title>
      {list.data && <QuotaBar used={list.data.quota.used} limit={list.data.quota.limit} />}
      <MediaUploadZone uploads={uploads} onFiles={add} onClear={clearFinished} />
      <MediaFilters q={params.q} folder={params.folder} onChange={(change) => update({ ...change, page: 1 })} />
      {list.isError && (
        <Alert color="red" role="alert">
          {list.error.message}
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="sm">
            {list.isPending && <Loader size="sm" aria-label={t('app.loading')} />}
            {list.data && list.data.data.length === 0 && <Text>{t('mediaLibrary.empty')}</Text>}
            {list.data && <MediaGrid items={list.data.data} selectedId={current?.id ?? null} onSelect={setSelected} label={t('mediaLibrary.grid_label')} />}
            {list.data && <Pagination meta={list.data.meta} onPageChange={(page) => update({ page })} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          {current ? (
            <MediaDetails item={current} folders={folders} onDelete={() => setDeleting(current)} linkUsage={!limited} />
          ) : (
            <Text c="dimmed">{t('mediaLibrary.manager.select_hint')}</Text>
          )}
        </Grid.Col>
      </Grid>
      <DeleteMediaDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          setSelected(null);
        }}
      />
    </Stack>
  );
}

/**
 * /admin/media-manager: the media library. Staff reach it signed in; a legacy editor link opens it with a
 * credential for the library only, which this screen alone uses.
 */
export function Component() {
  const { t } = useTranslation();
  const { mediaToken } = useLoaderData() as MediaManagerLoaderData;
  useDocumentTitle(t('mediaLibrary.manager.title'));
  return (
    <MediaCredentialContext.Provider value={mediaToken ?? undefined}>
      <MediaManager limited={mediaToken !== null} />
    </MediaCredentialContext.Provider>
  );
}
