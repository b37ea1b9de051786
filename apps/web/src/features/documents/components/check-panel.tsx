import { Alert, Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  complianceToday,
  DBS_STATUS_RESULTS,
  RIGHT_TO_WORK_CHECK_METHODS,
  RIGHT_TO_WORK_RESULTS,
  ZDbsStatusCheckRequest,
  ZRightToWorkCheckRequest,
  type TSubmissionCheck,
  type TSubmissionReview,
} from '@portal/contract';
import type { z } from 'zod';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { useApiForm } from '@/components/form/use-api-form';
import { useSession } from '@/lib/current-user';
import { useDateFormat } from '@/lib/site';
import { useRecordCheck } from '../api';

type TRightToWorkCheckRequest = z.input<typeof ZRightToWorkCheckRequest>;

function CheckEntry({ check }: { check: TSubmissionCheck }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const details = check.details as { permission_expiry_date?: string; pvn_date?: string; reference?: string };
  return (
    <li>
      <Text fw={600}>{t(`rules.checks.results.${check.result}` as ParseKeys)}</Text>
      <Text size="sm">{t(`rules.checks.methods.${check.method}` as ParseKeys)}</Text>
      <Text size="sm" c="dimmed">
        {t('rules.checks.by', { name: check.checker_name, date: format.date(check.checked_on) })}
      </Text>
      {details.permission_expiry_date && (
        <Text size="sm">
          {t('rules.checks.permission_expiry_label')}: {format.date(details.permission_expiry_date)}
        </Text>
      )}
      {details.pvn_date && (
        <Text size="sm">
          {t('rules.checks.pvn_date_label')}: {format.date(details.pvn_date)}
        </Text>
      )}
      {details.reference && (
        <Text size="sm">
          {t('rules.checks.reference_label')}: {details.reference}
        </Text>
      )}
    </li>
  );
}

const DEFAULTS = {
  right_to_work: { kind: 'right_to_work', method: 'online', result: 'continuous' },
  dbs_status: { kind: 'dbs_status', method: 'update_service', result: 'current' },
} as const;

/**
 * One form for both kinds, validated by the kind's own contract schema (the DBS status check's fields are a
 * subset of the right-to-work check's, so the right-to-work type describes both).
 */
function CheckForm({ submission, kind }: { submission: TSubmissionReview; kind: 'right_to_work' | 'dbs_status' }) {
  const { t } = useTranslation();
  const record = useRecordCheck(submission.id);
  const today = complianceToday();
  const schema = (kind === 'right_to_work' ? ZRightToWorkCheckRequest : ZDbsStatusCheckRequest) as typeof ZRightToWorkCheckRequest;
  const defaults = { ...DEFAULTS[kind], checked_on: today } as TRightToWorkCheckRequest;
  const { form, formError, fieldError, onSubmit } = useApiForm(schema, defaults);
  const result = form.watch('result');
  const methods = kind === 'right_to_work' ? RIGHT_TO_WORK_CHECK_METHODS : (['update_service'] as const);
  const results = kind === 'right_to_work' ? RIGHT_TO_WORK_RESULTS : DBS_STATUS_RESULTS;

  const submit = onSubmit(async ({ reference, permission_expiry_date, pvn_date, ...check }) => {
    await record.mutateAsync({
      ...check,
      ...(result === 'time_limited' ? { permission_expiry_date } : {}),
      ...(result === 'pvn' ? { pvn_date } : {}),
      ...(reference ? { reference } : {}),
    });
    notifications.show({ color: 'brand', message: t('rules.checks.saved') });
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="record-check-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="record-check-title">
          {t('rules.checks.record')}
        </Title>
        <FormAlert message={formError} />
        <NativeSelect
          label={t('rules.checks.method_label')}
          data={methods.map((value) => ({ value, label: t(`rules.checks.methods.${value}`) }))}
          error={fieldError('method')}
          {...form.register('method')}
        />
        <NativeSelect
          label={t('rules.checks.result_label')}
          data={results.map((value) => ({ value, label: t(`rules.checks.results.${value}`) }))}
          error={fieldError('result')}
          {...form.register('result')}
        />
        <TextInput type="date" max={today} label={t('rules.checks.checked_on_label')} required error={fieldError('checked_on')} {...form.register('checked_on')} />
        {result === 'time_limited' && (
          <TextInput
            type="date"
            label={t('rules.checks.permission_expiry_label')}
            required
            error={fieldError('permission_expiry_date')}
            {...form.register('permission_expiry_date')}
          />
        )}
        {result === 'pvn' && (
          <TextInput type="date" max={today} label={t('rules.checks.pvn_date_label')} required error={fieldError('pvn_date')} {...form.register('pvn_date')} />
        )}
        <TextInput label={t('rules.checks.reference_label')} autoComplete="off" error={fieldError('reference')} {...form.register('reference')} />
        <Button type="submit" loading={record.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('rules.checks.save')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * The officer's checks of a right-to-work or DBS submission, the follow-up date they set, and the lawful basis
 * the version was kept under. A check is recorded on the current version, never on one's own documents.
 */
export function CheckPanel({ submission }: { submission: TSubmissionReview }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const session = useSession();
  const kind = submission.check_kind;
  if (!kind && !submission.deadline && !submission.lawful_basis) return null;
  const canRecord = kind !== null && submission.current && submission.candidate.id !== session?.user.id;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="checks-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="checks-title">
          {kind ? t(`rules.checks.kind.${kind}`) : t('rules.checks.title')}
        </Title>
        {submission.deadline ? (
          <Alert color="yellow" title={t('rules.checks.follow_up_due', { date: format.date(submission.deadline.due_at) })}>
            {submission.deadline.label}
          </Alert>
        ) : (
          kind && <Text>{t('rules.checks.no_follow_up')}</Text>
        )}
        {submission.lawful_basis && (
          <Text size="sm">
            <Text span fw={600}>
              {t('rules.lawful_basis.label')}:
            </Text>{' '}
            {submission.lawful_basis}
          </Text>
        )}
        {kind &&
          (submission.checks.length === 0 ? (
            <Text c="dimmed">{t('rules.checks.none_yet')}</Text>
          ) : (
            <Stack component="ul" gap="sm" pl="md" m={0}>
              {[...submission.checks].reverse().map((check) => (
                <CheckEntry key={check.id} check={check} />
              ))}
            </Stack>
          ))}
        {canRecord && <CheckForm key={`${submission.id}-${submission.checks.length}`} submission={submission} kind={kind} />}
      </Stack>
    </Paper>
  );
}
