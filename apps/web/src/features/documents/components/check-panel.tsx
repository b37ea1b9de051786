import { Alert, Button, NativeSelect, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import {
  CHECK_METHODS,
  CHECK_RESULTS,
  checkReferenceLabel,
  complianceToday,
  DBS_ID_ROUTES,
  ZDbsStatusCheckRequest,
  ZIdentityCheckRequest,
  ZRegisterCheckRequest,
  ZRightToWorkCheckRequest,
  ZRiskAssessmentRequest,
  type SubmissionCheckKind,
  type TSubmissionCheck,
  type TSubmissionCheckRequest,
  type TSubmissionReview,
} from '@portal/contract';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { useApiForm } from '@/components/form/use-api-form';
import { useSession } from '@/lib/current-user';
import { useDateFormat } from '@/lib/site';
import { useRecordCheck } from '../api';
import { notifyDone } from '@/lib/notify';

/** Every field any kind of check has; each kind's schema takes its own. */
interface CheckValues {
  kind: SubmissionCheckKind;
  method: string;
  result: string;
  checked_on: string;
  permission_expiry_date?: string;
  pvn_date?: string;
  route?: string;
  documents_seen?: string;
  notes?: string;
  evidence_considered?: string;
  safeguards?: string;
  reference?: string;
}

const SCHEMAS = {
  right_to_work: ZRightToWorkCheckRequest,
  dbs_status: ZDbsStatusCheckRequest,
  identity: ZIdentityCheckRequest,
  register: ZRegisterCheckRequest,
  risk_assessment: ZRiskAssessmentRequest,
} as unknown as Record<SubmissionCheckKind, Parameters<typeof useApiForm<CheckValues, CheckValues>>[0]>;

const DEFAULTS: Record<SubmissionCheckKind, Partial<CheckValues>> = {
  right_to_work: { method: 'online', result: 'continuous' },
  dbs_status: { method: 'update_service', result: 'current' },
  identity: { method: 'face_to_face', result: 'verified', route: '1', documents_seen: '' },
  register: { method: 'tra', result: 'clear', notes: '' },
  // No decision is preselected: the officer makes it.
  risk_assessment: { method: 'certificate_unobtainable', result: '', evidence_considered: '', safeguards: '' },
};

function CheckEntry({ check }: { check: TSubmissionCheck }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const details = check.details as Omit<CheckValues, 'kind' | 'method' | 'result' | 'checked_on'>;
  const line = (label: string, value: string) => (
    <Text size="sm">
      {label}: {value}
    </Text>
  );
  return (
    <li>
      <Text fw={600}>{t(`rules.checks.results.${check.result}` as ParseKeys)}</Text>
      <Text size="sm">{t(`rules.checks.methods.${check.method}` as ParseKeys)}</Text>
      <Text size="sm" c="dimmed">
        {t('rules.checks.by', { name: check.checker_name, date: format.date(check.checked_on) })}
      </Text>
      {details.route && line(t('rules.checks.route_label'), t(`rules.checks.routes.${details.route}` as ParseKeys))}
      {details.documents_seen && line(t('rules.checks.documents_seen_label'), details.documents_seen)}
      {details.permission_expiry_date && line(t('rules.checks.permission_expiry_label'), format.date(details.permission_expiry_date))}
      {details.pvn_date && line(t('rules.checks.pvn_date_label'), format.date(details.pvn_date))}
      {details.notes && line(t('rules.checks.notes_label'), details.notes)}
      {details.evidence_considered && line(t('rules.checks.evidence_considered_label'), details.evidence_considered)}
      {details.safeguards && line(t('rules.checks.safeguards_label'), details.safeguards)}
      {details.reference && line(t(checkReferenceLabel(check.kind)), details.reference)}
    </li>
  );
}

/** The body for the kind: its own fields only (the API refuses others), blanks left out. */
function requestOf(kind: SubmissionCheckKind, values: CheckValues): TSubmissionCheckRequest {
  const { method, result, checked_on, reference } = values;
  const common = { method, result, checked_on, ...(reference ? { reference } : {}) };
  switch (kind) {
    case 'right_to_work':
      return {
        kind,
        ...common,
        ...(result === 'time_limited' ? { permission_expiry_date: values.permission_expiry_date } : {}),
        ...(result === 'pvn' ? { pvn_date: values.pvn_date } : {}),
      } as TSubmissionCheckRequest;
    case 'identity':
      return { kind, ...common, route: values.route, documents_seen: values.documents_seen } as TSubmissionCheckRequest;
    case 'register':
      return { kind, ...common, ...(values.notes ? { notes: values.notes } : {}) } as TSubmissionCheckRequest;
    case 'dbs_status':
      return { kind, ...common } as TSubmissionCheckRequest;
    case 'risk_assessment':
      return {
        kind,
        ...common,
        evidence_considered: values.evidence_considered,
        ...(result === 'proceed_with_safeguards' ? { safeguards: values.safeguards } : {}),
      } as TSubmissionCheckRequest;
  }
}

/** One form for every kind, validated by the kind's own contract schema, showing the kind's own fields. */
function CheckForm({ submission, kind }: { submission: TSubmissionReview; kind: SubmissionCheckKind }) {
  const { t } = useTranslation();
  const record = useRecordCheck(submission.id);
  const today = complianceToday();
  const { form, formError, fieldError, onSubmit } = useApiForm(SCHEMAS[kind], { kind, checked_on: today, ...DEFAULTS[kind] } as CheckValues);
  const result = form.watch('result');
  const riskAssessment = kind === 'risk_assessment';

  const submit = onSubmit(async (values) => {
    await record.mutateAsync(requestOf(kind, values));
    notifyDone(t('rules.checks.saved'));
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="record-check-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="record-check-title">
          {t('rules.checks.record')}
        </Title>
        <FormAlert message={formError} />
        <NativeSelect
          label={t(riskAssessment ? 'rules.checks.risk_reason_label' : 'rules.checks.method_label')}
          data={CHECK_METHODS[kind].map((value) => ({ value, label: t(`rules.checks.methods.${value}`) }))}
          error={fieldError('method')}
          {...form.register('method')}
        />
        {kind === 'identity' && (
          <NativeSelect
            label={t('rules.checks.route_label')}
            data={DBS_ID_ROUTES.map((value) => ({ value, label: t(`rules.checks.routes.${value}`) }))}
            error={fieldError('route')}
            {...form.register('route')}
          />
        )}
        <NativeSelect
          label={t(riskAssessment ? 'rules.checks.decision_label' : 'rules.checks.result_label')}
          data={[
            ...(riskAssessment ? [{ value: '', label: t('rules.checks.choose_decision'), disabled: true }] : []),
            ...CHECK_RESULTS[kind].map((value) => ({ value, label: t(`rules.checks.results.${value}`) })),
          ]}
          error={fieldError('result')}
          {...form.register('result')}
        />
        <TextInput type="date" max={today} label={t('rules.checks.checked_on_label')} required error={fieldError('checked_on')} {...form.register('checked_on')} />
        {kind === 'right_to_work' && result === 'time_limited' && (
          <TextInput
            type="date"
            label={t('rules.checks.permission_expiry_label')}
            required
            error={fieldError('permission_expiry_date')}
            {...form.register('permission_expiry_date')}
          />
        )}
        {kind === 'right_to_work' && result === 'pvn' && (
          <TextInput type="date" max={today} label={t('rules.checks.pvn_date_label')} required error={fieldError('pvn_date')} {...form.register('pvn_date')} />
        )}
        {kind === 'identity' && (
          <Textarea label={t('rules.checks.documents_seen_label')} required autosize minRows={2} error={fieldError('documents_seen')} {...form.register('documents_seen')} />
        )}
        {kind === 'register' && (
          <Textarea
            label={t('rules.checks.notes_label')}
            required={result === 'restricted'}
            autosize
            minRows={2}
            error={fieldError('notes')}
            {...form.register('notes')}
          />
        )}
        {riskAssessment && (
          <Textarea
            label={t('rules.checks.evidence_considered_label')}
            required
            autosize
            minRows={3}
            error={fieldError('evidence_considered')}
            {...form.register('evidence_considered')}
          />
        )}
        {riskAssessment && result === 'proceed_with_safeguards' && (
          <Textarea label={t('rules.checks.safeguards_label')} required autosize minRows={2} error={fieldError('safeguards')} {...form.register('safeguards')} />
        )}
        <TextInput label={t(checkReferenceLabel(kind))} autoComplete="off" error={fieldError('reference')} {...form.register('reference')} />
        <Button type="submit" loading={record.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('rules.checks.save')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * The officer's checks of a submission (right to work, DBS status, identity, register), the follow-up date they set, and the lawful basis
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
