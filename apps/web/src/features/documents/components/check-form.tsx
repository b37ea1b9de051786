import { Button, NativeSelect, Stack, Textarea, TextInput, Title } from '@mantine/core';
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
  type TSubmissionCheckRequest,
  type TSubmissionReview,
} from '@portal/contract';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { useApiForm } from '@/components/form/use-api-form';
import { notifyDone } from '@/lib/notify';
import { useRecordCheck } from '../api';

/** Every field any kind of check has; each kind's schema takes its own. */
export interface CheckValues {
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
  // No decision is preselected: the officer makes it. The reason is the submission's (CheckForm).
  risk_assessment: { result: '', evidence_considered: '', safeguards: '' },
};

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
export function CheckForm({ submission, kind }: { submission: TSubmissionReview; kind: SubmissionCheckKind }) {
  const { t } = useTranslation();
  const record = useRecordCheck(submission.id);
  const today = complianceToday();
  const riskAssessment = kind === 'risk_assessment';
  // A risk assessment is of what this version's answers call for, and of nothing else.
  const methods: readonly string[] = riskAssessment && submission.risk_reason ? [submission.risk_reason] : CHECK_METHODS[kind];
  const { form, formError, fieldError, onSubmit } = useApiForm(SCHEMAS[kind], { kind, checked_on: today, method: methods[0], ...DEFAULTS[kind] } as CheckValues);
  const result = form.watch('result');
  const titleId = `record-check-title-${kind}`;

  const submit = onSubmit(async (values) => {
    await record.mutateAsync(requestOf(kind, values));
    notifyDone(t('rules.checks.saved'));
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={titleId}>
          {t('rules.checks.record')}
        </Title>
        <FormAlert message={formError} />
        <NativeSelect
          label={t(riskAssessment ? 'rules.checks.risk_reason_label' : 'rules.checks.method_label')}
          data={methods.map((value) => ({ value, label: t(`rules.checks.methods.${value}` as ParseKeys) }))}
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

