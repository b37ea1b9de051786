import { Anchor, Button, Center, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '@/lib/object-url';
import { apiBlob } from '@/lib/api-client';
import classes from './file-drop.module.css';

/** A stored file, fetched with the bearer token (GET /files/{id} is not public). */
export function useStoredFile(id: string) {
  return useQuery({ queryKey: ['files', id], queryFn: () => apiBlob(`/files/${encodeURIComponent(id)}`), staleTime: Infinity });
}

interface FilePreviewProps {
  /** The file's name as shown to the candidate. */
  name: string;
  /** A file picked on this device, shown without a download; otherwise the stored file `id` is fetched. */
  local?: File;
  id?: string;
}

function PreviewBody({ name, blob }: { name: string; blob: Blob }) {
  const { t } = useTranslation();
  const url = useObjectUrl(blob);
  const [open, setOpen] = useState(false);
  if (!url) return null;
  const isPdf = blob.type === 'application/pdf';
  return (
    <>
      {isPdf ? (
        <Center className={classes.thumb} aria-hidden>
          <Text fw={700} c="red.9">
            PDF
          </Text>
        </Center>
      ) : (
        <Image src={url} alt={t('compliance.files.thumbnail_alt', { name })} className={classes.thumb} fit="cover" />
      )}
      {/* The name is beside it on screen; a phone has no room to say it twice. */}
      <Button variant="subtle" size="compact-sm" className={classes.fixed} aria-label={t('compliance.files.view', { name })} onClick={() => setOpen(true)}>
        {t('compliance.files.view_short')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={name} size="xl" closeButtonProps={{ 'aria-label': t('compliance.files.close_viewer') }}>
        {isPdf ? (
          <Stack gap="xs">
            <object data={url} type="application/pdf" className={classes.pdfViewer} aria-label={name}>
              <Text>{t('compliance.files.pdf_fallback')}</Text>
            </object>
            <Anchor href={url} target="_blank" rel="noopener" download={name}>
              {t('compliance.files.open_pdf')}
            </Anchor>
          </Stack>
        ) : (
          <Image src={url} alt={name} fit="contain" mah="75vh" />
        )}
      </Modal>
    </>
  );
}

function StoredPreview({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation();
  const file = useStoredFile(id);
  if (file.isPending) return <Loader size="sm" aria-label={t('compliance.files.loading', { name })} />;
  if (file.isError) return <Text c="red.9" size="sm">{t('compliance.files.unavailable')}</Text>;
  return <PreviewBody name={name} blob={file.data} />;
}

/** A thumbnail (image, or a PDF tile) with a button that opens the whole file. */
export function FilePreview({ name, local, id }: FilePreviewProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      {local ? <PreviewBody name={name} blob={local} /> : id ? <StoredPreview id={id} name={name} /> : null}
    </Group>
  );
}

