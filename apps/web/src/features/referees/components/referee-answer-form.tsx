import { Button, Group, Stack } from '@mantine/core';
import { formFields, type TRefereeQuestions } from '@portal/contract';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { startingAnswers } from '@/components/form-renderer/empty-values';
import { FormRenderer } from '@/components/form-renderer/form-renderer';
import { ProblemsAlert } from '@/components/form-renderer/problems-alert';
import { formResolver, type FormValues, type SubmitValues } from '@/components/form-renderer/resolver';
import { applyServerErrors } from '@/components/form-renderer/server-errors';
import { ApiError, HttpError } from '@/lib/http-error';
import { useAnswerReferee } from '../api';

interface RefereeAnswerFormProps {
  token: string;
  definition: TRefereeQuestions;
  /** After the answers are stored. */
  onAnswered: () => void;
  /** The link died meanwhile (answered elsewhere, withdrawn, expired): show why instead of the form. */
  onGone: (error: ApiError) => void;
}

/** The referee's questions with the form engine, signed with typed name and drawn signature. */
export function RefereeAnswerForm({ token, definition, onAnswered, onGone }: RefereeAnswerFormProps) {
  const { t } = useTranslation();
  const resolver = useMemo(() => formResolver(definition), [definition]);
  const form = useForm<FormValues, unknown, SubmitValues>({
    resolver,
    defaultValues: { answers: startingAnswers(formFields(definition), undefined), signature: { full_name: '', image: '' } },
  });
  const answer = useAnswerReferee(token);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ answers, signature }) => {
    setFormError(null);
    try {
      await answer.mutateAsync({ answers, ...(signature ? { signature } : {}) });
      onAnswered();
    } catch (error) {
      if (error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 410)) return onGone(error);
      if (error instanceof ApiError && error.statusCode === 422) {
        const unplaced = applyServerErrors(error.errors, form.setError);
        setFormError(unplaced.length > 0 ? unplaced.join(' ') : null);
        return;
      }
      setFormError(error instanceof HttpError ? error.message : t('errors.something_wrong'));
    }
  }, () => setFormError(null));

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <ProblemsAlert />
          <FormAlert message={formError} />
          <FormRenderer definition={definition} />
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={form.formState.isSubmitting}>
              {t('referees.answer.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
