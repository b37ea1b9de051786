import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { complianceToday, type TPackFormat } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useDownloadPack } from '../api';

/** The same file name the server gives: compliance-pack-<name>-<date>. */
function fileStem(name: string): string {
  const slug = name.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase() || 'candidate';
  return `compliance-pack-${slug}-${complianceToday()}`;
}

/** The whole pack for an auditor, as a ZIP of every file or as one PDF. */
export function PackDownloads({ candidate }: { candidate: { id: string; name: string } }) {
  const { t } = useTranslation();
  const download = useDownloadPack(candidate.id, fileStem(candidate.name));
  const busy = (format: TPackFormat) => download.isPending && download.variables === format;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="pack-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="pack-title">
          {t('documents.candidate.downloads_title')}
        </Title>
        <Text>{t('documents.candidate.downloads_intro')}</Text>
        {download.isError && (
          <Alert color="red" role="alert">
            {download.error.message || t('documents.candidate.download_failed')}
          </Alert>
        )}
        <Group gap="sm">
          <Button loading={busy('zip')} disabled={download.isPending} onClick={() => download.mutate('zip')}>
            {t('documents.candidate.download_zip')}
          </Button>
          <Button variant="outline" loading={busy('pdf')} disabled={download.isPending} onClick={() => download.mutate('pdf')}>
            {t('documents.candidate.download_pdf')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
