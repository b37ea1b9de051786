import { Button, Group, Stack, Text } from '@mantine/core';
import { formFields, type FormAnswers, type FormDefinition, type TSubmission } from '@portal/contract';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { rememberFiles } from '@/components/file-drop/file-names';
import { UploadTrackerContext, useUploadCounter } from '@/components/file-drop/upload-tracker';
import { FormAlert } from '@/components/form/form-alert';
import { startingAnswers } from '@/components/form-renderer/empty-values';
import { FormRenderer } from '@/components/form-renderer/form-renderer';
import { ProblemsAlert } from '@/components/form-renderer/problems-alert';
import { formResolver, type FormValues, type SubmitValues } from '@/components/form-renderer/resolver';
import { applyServerErrors } from '@/components/form-renderer/server-errors';
import { ApiError, HttpError } from '@/lib/http-error';
import { refreshCompliance, useSubmitForm } from '../api';
import { chooseStartingAnswers, chooseStartingSignature, clearLocalDraft, readLocalDraft, writeLocalDraft } from '../draft-store';
import { useDraftAutosave } from '../use-draft-autosave';
import { DraftStatus } from './draft-status';
import { PastDeadlineNotice } from './past-deadline-notice';
import { SubmissionStateAlert } from './submission-state-alert';
import { notifyDone } from '@/lib/notify';

interface EditableFormProps {
  definition: FormDefinition;
  /** The current submission: a draft, or a rejected or expired one to fix; null when never started. */
  submission: TSubmission | null;
  userId: string;
  /** Answers to start a new form with (e.g. the referee's name chosen on /references/create). */
  prefill?: FormAnswers;
  /** The rules require it of this candidate: its answers are checked against its deadline before it is sent. */
  required?: boolean;
}

/** A form the candidate can fill in: saved as a draft as they go, checked completely on submit. */
export function EditableForm({ definition, submission, userId, prefill, required = false }: EditableFormProps) {
  const { t } = useTranslation();
  const formKey = definition.key;
  const [start] = useState(() => {
    const local = readLocalDraft(userId, formKey);
    const chosen = { ...chooseStartingAnswers(local, submission), signature: chooseStartingSignature(definition, local, submission) };
    if (chosen.answers || !prefill) return chosen;
    // Answers given on another screen are the candidate's own: kept and sent like anything typed here.
    writeLocalDraft(userId, formKey, { answers: prefill, changed_at: Date.now(), synced: false });
    return { answers: prefill, needsSync: true, signature: undefined };
  });
  if (submission) rememberFiles(submission.files);
  const resolver = useMemo(() => formResolver(definition), [definition]);
  const form = useForm<FormValues, unknown, SubmitValues>({
    resolver,
    defaultValues: {
      answers: startingAnswers(formFields(definition), start.answers),
      ...(definition.signature ? { signature: { full_name: '', image: '', ...start.signature } } : {}),
    },
  });
  const submitForm = useSubmitForm(formKey);
  const uploads = useUploadCounter();
  const [formError, setFormError] = useState<string | null>(null);
  const autosave = useDraftAutosave({
    userId,
    formKey,
    definition,
    form,
    enabled: true,
    needsSync: start.needsSync,
    onLocked: () => void refreshCompliance(),
  });

  const submit = form.handleSubmit(async ({ answers, signature }) => {
    autosave.cancel();
    setFormError(null);
    try {
      // Upload fields carry their file ids inside the answers; `files` is only for files besides them.
      await submitForm.mutateAsync({ answers, ...(signature ? { signature } : {}) });
      clearLocalDraft(userId, formKey);
      notifyDone(t('compliance.form.submitted'));
      window.scrollTo({ top: 0 });
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 409) {
        clearLocalDraft(userId, formKey);
        await refreshCompliance();
        return;
      }
      if (error instanceof ApiError && error.statusCode === 422) {
        const unplaced = applyServerErrors(error.errors, form.setError);
        setFormError(unplaced.length > 0 ? unplaced.join(' ') : null);
        return;
      }
      setFormError(error instanceof HttpError ? error.message : t('errors.something_wrong'));
    }
  }, () => setFormError(null));

  return (
    <UploadTrackerContext.Provider value={uploads.tracker}>
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate>
          <Stack gap="lg">
            {submission && <SubmissionStateAlert submission={submission} />}
            <ProblemsAlert />
            <FormAlert message={formError} />
            <FormRenderer definition={definition} />
            {required && <PastDeadlineNotice definition={definition} />}
            <Group justify="space-between" align="center">
              <DraftStatus state={autosave.state} />
              <Stack gap={4} align="flex-end">
                <Button type="submit" size="md" loading={form.formState.isSubmitting} disabled={uploads.count > 0}>
                  {t('compliance.form.submit')}
                </Button>
                {uploads.count > 0 && (
                  <Text size="sm" c="dimmed">
                    {t('compliance.form.waiting_for_uploads')}
                  </Text>
                )}
              </Stack>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </UploadTrackerContext.Provider>
  );
}
