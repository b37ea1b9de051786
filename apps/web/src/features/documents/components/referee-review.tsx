import { Alert, Blockquote, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { REFEREE_QUESTIONS, type FormAnswers, type TRefereeReview } from '@portal/contract';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormRenderer } from '@/components/form-renderer/form-renderer';
import type { FormValues } from '@/components/form-renderer/resolver';
import { useDateFormat } from '@/lib/site';
import { RefereeStatusBadge } from '@/components/referee-request/referee-status-badge';
import { RefereeTimeline } from '@/components/referee-request/referee-timeline';
import classes from './answers-panel.module.css';
import { Sha256Value } from './sha256-value';
import { SignatureImage } from './signature-panel';

/** The referee's answers, read-only, drawn by the same renderer as the form they filled in. */
function RefereeAnswers({ answers }: { answers: Record<string, unknown> }) {
  const form = useForm<FormValues>({ defaultValues: { answers: answers as FormAnswers } });
  return (
    <div className={classes.answers}>
      <FormProvider {...form}>
        <FormRenderer definition={REFEREE_QUESTIONS} readOnly withoutDeclaration />
      </FormProvider>
    </div>
  );
}

/** References: where the request to the referee stands and, once they have answered, what they said and signed. */
export function RefereeReview({ submissionId, referee }: { submissionId: string; referee: TRefereeReview | null | undefined }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="referee-title">
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={2} size="h4" id="referee-title">
            {t('documents.referee.title')}
          </Title>
          {referee && <RefereeStatusBadge status={referee.status} />}
        </Group>
        {!referee ? (
          <Text>{t('documents.referee.not_sent')}</Text>
        ) : (
          <>
            <Text>{t('documents.referee.who', { name: referee.referee_name, email: referee.referee_email })}</Text>
            {!referee.organisational_email && (
              <Alert color="yellow" title={t('documents.referee.free_mail_title')}>
                {t('documents.referee.free_mail')}
              </Alert>
            )}
            <RefereeTimeline request={referee} />
            {referee.reminders_sent > 0 && <Text size="sm">{t('documents.referee.reminders', { count: referee.reminders_sent })}</Text>}
          </>
        )}
      </Stack>
      {referee?.answers && <RefereeAnswers answers={referee.answers} />}
      {referee?.signature && (
        <Stack gap="xs" mt="md">
          {referee.signature.declaration_text && (
            <Blockquote color="brand" p="md">
              {referee.signature.declaration_text}
            </Blockquote>
          )}
          <Text>{t('documents.referee.signed_by', { name: referee.signature.full_name, date: format.dateTime(referee.signature.signed_at) })}</Text>
          {referee.signature.ip && <Text size="sm">{t('documents.review.signed_from', { ip: referee.signature.ip })}</Text>}
          <SignatureImage path={`/admin/submissions/${encodeURIComponent(submissionId)}/referee-signature`} name={referee.signature.full_name} />
          {referee.signature.statement_sha256 && <Sha256Value label={t('documents.hash.referee_statement')} hash={referee.signature.statement_sha256} />}
        </Stack>
      )}
    </Paper>
  );
}
