import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { checkReferenceLabel, type SubmissionCheckKind, type TSubmissionCheck, type TSubmissionReview } from '@portal/contract';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/current-user';
import { useDateFormat } from '@/lib/site';
import { CheckForm, type CheckValues } from './check-form';

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

/** The kinds shown: those this version takes, then any it was checked for before (retention may have deleted the answers that called for it). */
function shownKinds(submission: TSubmissionReview): SubmissionCheckKind[] {
  return [...new Set([...submission.check_kinds, ...submission.checks.map((check) => check.kind)])];
}

/** One kind's checks, newest first, and the form to record another where the officer may. */
function KindChecks({ submission, kind }: { submission: TSubmissionReview; kind: SubmissionCheckKind }) {
  const { t } = useTranslation();
  const session = useSession();
  const checks = submission.checks.filter((check) => check.kind === kind);
  const canRecord = submission.check_kinds.includes(kind) && submission.current && submission.candidate.id !== session?.user.id;
  return (
    <>
      {checks.length === 0 ? (
        <Text c="dimmed">{t('rules.checks.none_yet')}</Text>
      ) : (
        <Stack component="ul" gap="sm" pl="md" m={0}>
          {[...checks].reverse().map((check) => (
            <CheckEntry key={check.id} check={check} />
          ))}
        </Stack>
      )}
      {canRecord && <CheckForm key={`${submission.id}-${checks.length}`} submission={submission} kind={kind} />}
    </>
  );
}

/**
 * The officer's checks of a submission (right to work, DBS status, identity, register, and a risk assessment where
 * the answers call for one), the follow-up date they set, and the lawful basis the version was kept under. A check
 * is recorded on the current version, never on one's own documents.
 */
export function CheckPanel({ submission }: { submission: TSubmissionReview }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const [first, ...others] = shownKinds(submission);
  if (!first && !submission.deadline && !submission.lawful_basis) return null;
  return (
    <>
      <Paper withBorder p="lg" component="section" aria-labelledby="checks-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="checks-title">
            {first ? t(`rules.checks.kind.${first}`) : t('rules.checks.title')}
          </Title>
          {submission.deadline ? (
            <Alert color="yellow" title={t('rules.checks.follow_up_due', { date: format.date(submission.deadline.due_at) })}>
              {submission.deadline.label}
            </Alert>
          ) : (
            first && <Text>{t('rules.checks.no_follow_up')}</Text>
          )}
          {submission.lawful_basis && (
            <Text size="sm">
              <Text span fw={600}>
                {t('rules.lawful_basis.label')}:
              </Text>{' '}
              {submission.lawful_basis}
            </Text>
          )}
          {first === 'risk_assessment' && <RiskReason submission={submission} />}
          {first && <KindChecks submission={submission} kind={first} />}
        </Stack>
      </Paper>
      {others.map((kind) => (
        <Paper key={kind} withBorder p="lg" component="section" aria-labelledby={`checks-title-${kind}`}>
          <Stack gap="md">
            <Title order={2} size="h4" id={`checks-title-${kind}`}>
              {t(`rules.checks.kind.${kind}`)}
            </Title>
            {kind === 'risk_assessment' && <RiskReason submission={submission} />}
            <KindChecks submission={submission} kind={kind} />
          </Stack>
        </Paper>
      ))}
    </>
  );
}

/** Why this version needs a risk assessment, when it does. */
function RiskReason({ submission }: { submission: TSubmissionReview }) {
  const { t } = useTranslation();
  if (!submission.risk_reason) return null;
  return <Text>{t(`rules.checks.methods.${submission.risk_reason}`)}</Text>;
}
