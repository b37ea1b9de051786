import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { NOTE_BODY_MAX, ZCreateNoteRequest } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { useApiForm } from '@/components/form/use-api-form';
import { useDateFormat } from '@/lib/site';
import { useAddNote, useCandidateNotes } from '../notes-api';

function AddNoteForm({ candidateId }: { candidateId: string }) {
  const { t } = useTranslation();
  const add = useAddNote(candidateId);
  const { form, formError, fieldError, onSubmit } = useApiForm(ZCreateNoteRequest, { body: '' });
  const submit = onSubmit(async (values) => {
    await add.mutateAsync(values);
    form.reset({ body: '' });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormAlert message={formError} />
        <Textarea
          label={t('documents.notes.add_label')}
          description={t('documents.notes.add_help')}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={NOTE_BODY_MAX}
          error={fieldError('body')}
          {...form.register('body')}
        />
        <Group>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('documents.notes.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The officer's 'Notes' card: internal notes on the candidate, newest first, and a form to add one. */
export function NotesCard({ candidateId }: { candidateId: string }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const notes = useCandidateNotes(candidateId);
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="notes-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="notes-title">
            {t('documents.notes.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('documents.notes.intro')}
          </Text>
        </div>
        <AddNoteForm candidateId={candidateId} />
        {notes.isError ? <Alert color="red">{t('documents.notes.load_failed')}</Alert> : null}
        {notes.data && notes.data.data.length === 0 ? <Text size="sm">{t('documents.notes.empty')}</Text> : null}
        {notes.data && notes.data.data.length > 0 ? (
          <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('documents.notes.list_label')}>
            {notes.data.data.map((note) => (
              <Stack component="li" key={note.id} gap={2} pt="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
                <Text size="sm" c="dimmed">
                  {t('documents.notes.byline', { name: note.author?.name ?? t('documents.notes.unknown_author'), at: format.dateTime(note.created_at) })}
                </Text>
                <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.body}</Text>
              </Stack>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
