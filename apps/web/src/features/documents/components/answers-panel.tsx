import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { earlierAnswers, inThirdPerson, type FormAnswers, type FormDefinition, type TSubmissionReview } from '@portal/contract';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { rememberFiles } from '@/components/file-drop/file-names';
import { FormRenderer } from '@/components/form-renderer/form-renderer';
import { useLocalized } from '@/components/form-renderer/localized';
import type { FormValues } from '@/components/form-renderer/resolver';
import classes from './answers-panel.module.css';

interface AnswersPanelProps {
  definition: FormDefinition;
  submission: TSubmissionReview;
}

/**
 * The answers as the candidate gave them, drawn read-only by the same renderer, as far as this officer may see them;
 * the questions speak of the candidate ('The candidate's document'), as the officer reads them, not to them.
 */
export function AnswersPanel({ definition, submission }: AnswersPanelProps) {
  const { t } = useTranslation();
  const { answers } = submission;
  const asRead = useMemo(() => inThirdPerson(definition), [definition]);
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
    <>
      <div className={classes.answers}>
        <FormProvider {...form}>
          <FormRenderer definition={asRead} readOnly withoutDeclaration />
        </FormProvider>
      </div>
      <EarlierAnswers definition={definition} answers={answers.answers as FormAnswers} />
    </>
  );
}

/** Answers to questions an earlier version of the form asked (contract earlierAnswers), by their label where the form keeps it. */
function EarlierAnswers({ definition, answers }: { definition: FormDefinition; answers: FormAnswers }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const earlier = earlierAnswers(definition, answers);
  if (earlier.length === 0) return null;
  const shown = (value: unknown) =>
    typeof value === 'boolean' ? t(value ? 'documents.review.earlier_yes' : 'documents.review.earlier_no') : Array.isArray(value) ? value.join(', ') : String(value);
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="earlier-answers-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="earlier-answers-title">
          {t('documents.review.earlier_answers_title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('documents.review.earlier_answers_intro')}
        </Text>
        <Table>
          <Table.Tbody>
            {earlier.map(({ name, label, value }) => (
              <Table.Tr key={name}>
                <Table.Th scope="row">
                  {label ? (
                    localized(label)
                  ) : (
                    <Text span ff="monospace" size="sm">
                      {name}
                    </Text>
                  )}
                </Table.Th>
                <Table.Td>{shown(value)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
