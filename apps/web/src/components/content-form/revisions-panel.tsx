import { Alert, Button, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { TContentRevision } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/lib/site';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';

interface RevisionsPanelProps {
  revisions: TContentRevision[] | undefined;
  loading: boolean;
  error: Error | null;
  restoring: boolean;
  /** Resolves once the revision is the current version again. */
  onRestore: (revision: TContentRevision) => Promise<unknown>;
  disabled?: boolean;
}

/** Earlier saved versions, newest first; restoring one (after a confirmation) makes it the current version. */
export function RevisionsPanel({ revisions, loading, error, restoring, onRestore, disabled = false }: RevisionsPanelProps) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const [chosen, setChosen] = useState<TContentRevision | null>(null);

  return (
    <Stack gap="sm" component="section" aria-labelledby="revisions-heading">
      <Title order={2} size="h4" id="revisions-heading">
        {t('contentForm.revisions.title')}
      </Title>
      {loading && <Loader size="sm" aria-label={t('app.loading')} />}
      {error && (
        <Alert color="red" role="alert">
          {error.message}
        </Alert>
      )}
      {revisions && revisions.length === 0 && <Text size="sm">{t('contentForm.revisions.empty')}</Text>}
      {revisions && revisions.length > 0 && (
        <Table.ScrollContainer minWidth={320}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('contentForm.revisions.col_saved')}</Table.Th>
                <Table.Th scope="col">{t('contentForm.revisions.col_title')}</Table.Th>
                <Table.Th scope="col">{t('contentForm.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {revisions.map((revision) => (
                <Table.Tr key={revision.id}>
                  <Table.Td>
                    {format.dateTime(revision.created_at)}
                    {revision.author && (
                      <Text size="xs" c="gray.7">
                        {revision.author.name}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{revision.title}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="default"
                      disabled={disabled}
                      onClick={() => setChosen(revision)}
                      aria-label={t('contentForm.revisions.restore_named', { time: format.dateTime(revision.created_at) })}
                    >
                      {t('contentForm.revisions.restore')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDialog
        opened={chosen !== null}
        title={t('contentForm.revisions.confirm_title')}
        body={chosen ? t('contentForm.revisions.confirm_body', { time: format.dateTime(chosen.created_at) }) : ''}
        confirmLabel={t('contentForm.revisions.restore')}
        danger={false}
        pending={restoring}
        onConfirm={() => {
          if (chosen) void onRestore(chosen).finally(() => setChosen(null));
        }}
        onClose={() => setChosen(null)}
      />
    </Stack>
  );
}
