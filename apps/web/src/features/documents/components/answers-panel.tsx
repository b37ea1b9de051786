import { Paper, Stack, Text, Title } from '@mantine/core';
import type { FormAnswers, FormDefinition, TSubmissionReview } from '@portal/contract';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { rememberFiles } from '@/components/file-drop/file-names';
import { FormRenderer } from '@/components/form-renderer/form-renderer';
import type { FormValues } from '@/components/form-renderer/resolver';
import classes from './answers-panel.module.css';

interface AnswersPanelProps {
  definition: FormDefinition;
  submission: TSubmissionReview;
}

/** The answers as the candidate gave them, drawn read-only by the same renderer, as far as this officer may see them. */
export function AnswersPanel({ definition, submission }: AnswersPanelProps) {
  const { t } = useTranslation();
  const { answers } = submission;
  rememberFiles(submission.files);
  const form = useForm<FormValues>({ defaultValues: { answers: answers.access === 'full' ? (answers.answers as FormAnswers) : {} } });
  if (answers.access !== 'full') {
    return (
      <Paper withBorder p="lg" component="section" aria-labelledby="answers-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="answers-title">
            {t('documents.review.answers_title')}
          </Title>
          <Text>
            {answers.access === 'none'
              ? t('documents.review.answers_hidden')
              : t('documents.review.health_outcome', { outcome: t(`documents.review.outcome_${answers.outcome}`) })}
          </Text>
        </Stack>
      </Paper>
    );
  }
  return (
    <div className={classes.answers}>
      <FormProvider {...form}>
        <FormRenderer definition={definition} readOnly withoutDeclaration />
      </FormProvider>
    </div>
  );
}
