import { Alert, Button, Code, FileInput, Group, List, Progress, Stack, Text, Title } from '@mantine/core';
import { GEO_IMPORT_MAX_BYTES, type TGeoImportResult, type THomeCountry } from '@portal/contract';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ApiError, HttpError } from '@/lib/http-error';
import { useImportGeoFile, useImportGeoSet } from '../api';

const EXAMPLE = `code,parent_code,level,name_en,name_bn
302614,3026,upazila,Dhamrai,ধামরাই
30261401,302614,union,Amta,আমতা`;

interface Failure {
  message: string;
  problems: string[];
}

/** Row problems in row order ("rows.12.code" sorts after "rows.3.level"), then anything about the file. */
function failureOf(error: unknown, fallback: string): Failure {
  if (!(error instanceof ApiError)) return { message: error instanceof HttpError ? error.message : fallback, problems: [] };
  const rowOf = (field: string) => Number(/^rows\.(\d+)\./.exec(field)?.[1] ?? Number.MAX_SAFE_INTEGER);
  const problems = Object.entries(error.errors)
    .sort(([a], [b]) => rowOf(a) - rowOf(b))
    .flatMap(([, messages]) => messages);
  return { message: error.message, problems };
}

/** Upload of a CSV or JSON file of areas, with upload progress and the outcome. */
/** Buttons that import a whole country's areas the portal ships (the same checks as a file). */
function ShippedSets({ onResult, onFailure }: { onResult: (result: TGeoImportResult) => void; onFailure: (message: string) => void }) {
  const { t } = useTranslation();
  const importSet = useImportGeoSet();
  const run = (country: THomeCountry) =>
    importSet.mutate(country, { onSuccess: onResult, onError: (error) => onFailure(error instanceof HttpError ? error.message : t('errors.something_wrong')) });
  return (
    <Stack gap={4}>
      <Text fw={600}>{t('geo.import.sets_title')}</Text>
      <Text size="sm">{t('geo.import.sets_intro')}</Text>
      <Group gap="sm">
        <Button variant="light" onClick={() => run('GB')} loading={importSet.isPending && importSet.variables === 'GB'} disabled={importSet.isPending}>
          {t('geo.import.set_gb')}
        </Button>
        <Button variant="light" onClick={() => run('BD')} loading={importSet.isPending && importSet.variables === 'BD'} disabled={importSet.isPending}>
          {t('geo.import.set_bd')}
        </Button>
      </Group>
    </Stack>
  );
}

export function GeoImport() {
  const { t } = useTranslation();
  const importFile = useImportGeoFile();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [result, setResult] = useState<TGeoImportResult | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const busy = importFile.isPending;
  const tooLarge = file !== null && file.size > GEO_IMPORT_MAX_BYTES;

  const start = () => {
    if (!file) return;
    setResult(null);
    setFailure(null);
    setProgress(0);
    importFile.mutate(
      { file, onProgress: setProgress },
      { onSuccess: setResult, onError: (error) => setFailure(failureOf(error, t('errors.something_wrong'))) },
    );
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('geo.import.title')}
      </Title>
      <Text>{t('geo.import.intro')}</Text>
      <Text size="sm">
        {/* Column names, level values and country codes are typed in the file as they are: code, not words to translate. */}
        <Trans i18nKey="geo.import.columns" components={{ c: <Code /> }} />
      </Text>
      <div>
        <Text size="sm" fw={600}>
          {t('geo.import.example_label')}
        </Text>
        <Code block lang="bn">
          {EXAMPLE}
        </Code>
      </div>
      <Group align="flex-end" gap="sm">
        <FileInput
          label={t('geo.import.file_label')}
          placeholder={t('geo.import.file_placeholder')}
          accept=".csv,.json,text/csv,application/json"
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setResult(null);
            setFailure(null);
          }}
          clearable
          clearButtonProps={{ 'aria-label': t('geo.import.clear') }}
          disabled={busy}
          error={tooLarge ? t('errors.payload_too_large') : undefined}
          style={{ flex: 1, minWidth: 240 }}
          // A real text node, unlike an input's placeholder: it needs the contrast of body text.
          styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
        />
        <Button onClick={start} loading={busy} disabled={!file || tooLarge}>
          {t('geo.import.submit')}
        </Button>
      </Group>
      {busy && (
        <Stack gap={4}>
          <Progress value={progress * 100} aria-label={t('geo.import.progress_label')} animated={progress >= 1} />
          <Text size="sm" role="status">
            {progress < 1 ? t('geo.import.uploading', { percent: Math.round(progress * 100) }) : t('geo.import.processing')}
          </Text>
        </Stack>
      )}
      <ShippedSets onResult={(next) => { setFailure(null); setResult(next); }} onFailure={(message) => { setResult(null); setFailure({ message, problems: [] }); }} />
      <div role="status">
        {result && (
          <Alert color="brand" variant="light" title={t('geo.import.done_title')} role="none">
            {t('geo.import.done', result)}
          </Alert>
        )}
      </div>
      {failure && (
        <Alert color="red" variant="light" title={t('geo.import.failed_title')} role="alert">
          <Stack gap="xs">
            <Text size="sm">{failure.message}</Text>
            {failure.problems.length > 0 && (
              <>
                <List size="sm" spacing={2}>
                  {failure.problems.map((problem, index) => (
                    <List.Item key={index}>{problem}</List.Item>
                  ))}
                </List>
                <Text size="xs">{t('geo.import.rows_note')}</Text>
              </>
            )}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
