/**
 * Which checks an officer records on a submission, from its form and its answers: the check the law asks of the
 * form (right to work, DBS status, identity, register), and a safeguarding risk assessment where the answers call
 * for one — a country without a police certificate (uk-rules.md §1.3 oversieas-police-check [S53]) or a DBS
 * certificate that is not clear (§1.3 dbs-check [S43]). Such a submission is approved only on an assessment that
 * lets the candidate go ahead.
 */
import { latestCheck, type RiskAssessmentReason, type SubmissionCheckFacts, type SubmissionCheckKind } from './checks.js';

type Answers = Readonly<Record<string, unknown>>;

const RIGHT_TO_WORK_FORMS = ['compliance-docs/right-to-work', 'tempest-forms/right-to-work'];
const DBS_FORMS = ['compliance-docs/dbs-check', 'tempest-forms/online-check-consent-form'];
const IDENTITY_FORMS = ['compliance-docs/proof-of-id', 'tempest-forms/proof-of-id'];
const REGISTER_FORMS = ['tempest-forms/dfe-details', 'tempest-forms/DFE-details-old', 'tempest-forms/professional-registration'];
/** The overseas police check with certificates (the declaration form lists countries only). */
const OVERSEAS_EVIDENCE_FORM = 'compliance-docs/oversieas-police-check';

/** The check the law asks of the form itself, whatever the answers. */
function formCheck(formKey: string): SubmissionCheckKind | null {
  if (RIGHT_TO_WORK_FORMS.includes(formKey)) return 'right_to_work';
  if (DBS_FORMS.includes(formKey)) return 'dbs_status';
  if (IDENTITY_FORMS.includes(formKey)) return 'identity';
  if (REGISTER_FORMS.includes(formKey)) return 'register';
  return null;
}

/** Whether the answers name a country the candidate lived in and has no police certificate from. */
function certificateMissing(answers: Answers): boolean {
  if (answers['lived_abroad'] !== true || !Array.isArray(answers['countries'])) return false;
  return answers['countries'].some((country: unknown) => typeof country === 'object' && country !== null && (country as Answers)['has_certificate'] === false);
}

/** Why these answers call for a risk assessment, or null when they do not. */
export function riskReasonOf(formKey: string, answers: Answers): RiskAssessmentReason | null {
  if (formKey === OVERSEAS_EVIDENCE_FORM && certificateMissing(answers)) return 'certificate_unobtainable';
  if (DBS_FORMS.includes(formKey) && answers['dbs_clear'] === 'no') return 'information_disclosed';
  return null;
}

/** The kinds of check a submission takes, the form's own first. */
export function checkKindsOf(formKey: string, answers: Answers): SubmissionCheckKind[] {
  const own = formCheck(formKey);
  return [...(own ? [own] : []), ...(riskReasonOf(formKey, answers) ? (['risk_assessment'] as const) : [])];
}

/** What a submission's approval waits for: a risk assessment, or one that does not say no. */
export const APPROVAL_WAITS = ['risk_assessment_needed', 'risk_assessment_refuses'] as const;
export type ApprovalWait = (typeof APPROVAL_WAITS)[number];

/** What this submission's approval waits for, or null when nothing. */
export function approvalWait(formKey: string, answers: Answers, checks: readonly SubmissionCheckFacts[]): ApprovalWait | null {
  if (!riskReasonOf(formKey, answers)) return null;
  const assessment = latestCheck(checks, 'risk_assessment');
  if (!assessment) return 'risk_assessment_needed';
  return assessment.result === 'do_not_proceed' ? 'risk_assessment_refuses' : null;
}

/** The message that says what an approval waits for, and why the assessment is needed. */
export function approvalWaitMessage(wait: ApprovalWait, reason: RiskAssessmentReason | null): string {
  return wait === 'risk_assessment_needed' && reason ? `rules.checks.risk_needed.${reason}` : 'rules.checks.risk_assessment_refuses';
}

/** Why a submission may not be approved yet, as a message key, or null: its risk assessment is missing or says no. */
export function approvalRefusal(formKey: string, answers: Answers, checks: readonly SubmissionCheckFacts[]): string | null {
  const wait = approvalWait(formKey, answers, checks);
  return wait ? approvalWaitMessage(wait, riskReasonOf(formKey, answers)) : null;
}
