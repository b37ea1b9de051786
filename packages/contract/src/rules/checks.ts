/**
 * Checks an officer records on a submission (POST /api/v1/admin/submissions/{id}/checks): a right-to-work
 * check (uk-rules.md §1.3 right-to-work (e)(f)), a DBS Update Service status check (§1.3 dbs-check), the DBS
 * identity check of a proof of identity (§1.3 proof-of-id), a check of a professional register (§1.5
 * dfe-details, professional-registration) or a risk assessment (check-kinds.ts says which forms take which). The
 * latest check of a kind decides the submission's deadline (deadlines.ts).
 */
import { z } from 'zod';
import { isIsoDate, type IsoDate } from '../forms/dates.js';

/** How a right-to-work check was made: by hand with the original, through an IDSP, online by share code, or the ECS. */
export const RIGHT_TO_WORK_CHECK_METHODS = ['manual', 'idsp', 'online', 'ecs'] as const;
export type RightToWorkCheckMethod = (typeof RIGHT_TO_WORK_CHECK_METHODS)[number];

/**
 * What a right-to-work check gives the agency [S13][S14][S15]:
 * - continuous: List A (British or Irish, settled status...), no follow-up;
 * - time_limited: List B group 1, until the permission expires;
 * - pvn: List B group 2, the Employer Checking Service's positive verification notice, for 6 months;
 * - not_allowed: no right to work shown (or evidence no longer accepted): the candidate cannot be placed.
 */
export const RIGHT_TO_WORK_RESULTS = ['continuous', 'time_limited', 'pvn', 'not_allowed'] as const;
export type RightToWorkResult = (typeof RIGHT_TO_WORK_RESULTS)[number];

/** A DBS Update Service status check says the certificate is still current, or that it is not [S20]. */
export const DBS_STATUS_RESULTS = ['current', 'not_current'] as const;
export type DbsStatusResult = (typeof DBS_STATUS_RESULTS)[number];

/**
 * How identity was verified for a DBS application [S26][S27]: face to face with the originals, by video only
 * with the originals in the checker's hands, or a certified identity service at GPG45 high confidence.
 */
export const IDENTITY_CHECK_METHODS = ['face_to_face', 'video_with_originals', 'idsp_gpg45_high'] as const;
export const IDENTITY_RESULTS = ['verified', 'not_verified'] as const;
/** DBS identity checking routes 1 to 3 (Nov 2025 document groups) [S27][S29]. */
export const DBS_ID_ROUTES = ['1', '2', '3'] as const;

/**
 * Where a registration or teacher record was checked: the DfE 'Check a teacher's record' service (TRA
 * record, prohibition, barred-list status for agencies), the Society for Education and Training's register
 * (QTLS, not on the TRA record), Social Work England, the HCPC [S37][S83][S84][S85].
 */
export const REGISTER_CHECK_METHODS = ['tra', 'set', 'swe', 'hcpc'] as const;
export const REGISTER_RESULTS = ['clear', 'restricted', 'not_found'] as const;

/**
 * Why a risk assessment was made: a country the candidate lived in gives no police certificate they can get [S53],
 * or the DBS certificate discloses convictions, cautions or other information [S43].
 * What it decides: going ahead, going ahead with safeguards (supervision, further references...), or not.
 */
export const RISK_ASSESSMENT_REASONS = ['certificate_unobtainable', 'information_disclosed'] as const;
export type RiskAssessmentReason = (typeof RISK_ASSESSMENT_REASONS)[number];
export const RISK_ASSESSMENT_DECISIONS = ['proceed', 'proceed_with_safeguards', 'do_not_proceed'] as const;

export const SUBMISSION_CHECK_KINDS = ['right_to_work', 'dbs_status', 'identity', 'register', 'risk_assessment'] as const;
export type SubmissionCheckKind = (typeof SUBMISSION_CHECK_KINDS)[number];

/** The methods and results each kind takes, for the officer's form. */
export const CHECK_METHODS = {
  right_to_work: RIGHT_TO_WORK_CHECK_METHODS,
  dbs_status: ['update_service'],
  identity: IDENTITY_CHECK_METHODS,
  register: REGISTER_CHECK_METHODS,
  risk_assessment: RISK_ASSESSMENT_REASONS,
} as const satisfies Record<SubmissionCheckKind, readonly string[]>;
export const CHECK_RESULTS = {
  right_to_work: RIGHT_TO_WORK_RESULTS,
  dbs_status: DBS_STATUS_RESULTS,
  identity: IDENTITY_RESULTS,
  register: REGISTER_RESULTS,
  risk_assessment: RISK_ASSESSMENT_DECISIONS,
} as const satisfies Record<SubmissionCheckKind, readonly string[]>;

/** A check as the rules read it. */
export interface SubmissionCheckFacts {
  readonly kind: SubmissionCheckKind;
  readonly method: string;
  readonly result: string;
  readonly checked_on: IsoDate;
  readonly details: Readonly<Record<string, unknown>>;
}

const ZCheckDate = z
  .string({ error: 'validation.invalid_type' })
  .refine(isIsoDate, { error: 'validation.query_date_invalid' });
/** An optional date; an empty input (a form field left blank) counts as not given. */
const ZOptionalCheckDate = z.preprocess((value) => (value === '' ? undefined : value), ZCheckDate.optional());
const ZReference = z.string({ error: 'validation.invalid_type' }).trim().max(100, { error: 'validation.too_long' });

/** A right-to-work check: the form on the officer's screen uses it on its own. */
export const ZRightToWorkCheckRequest = z
  .strictObject({
    kind: z.literal('right_to_work'),
    method: z.enum(RIGHT_TO_WORK_CHECK_METHODS, { error: 'rules.checks.method_invalid' }),
    result: z.enum(RIGHT_TO_WORK_RESULTS, { error: 'rules.checks.result_invalid' }),
    checked_on: ZCheckDate,
    /** List B group 1: the day the permission ends, which is the follow-up deadline. */
    permission_expiry_date: ZOptionalCheckDate,
    /** List B group 2: the date of the Employer Checking Service's positive verification notice. */
    pvn_date: ZOptionalCheckDate,
    /** The share code used, the IDSP's report id or the PVN reference. */
    reference: ZReference.optional(),
  })
  .superRefine((check, ctx) => {
    if (check.result === 'time_limited' && !check.permission_expiry_date) {
      ctx.addIssue({ code: 'custom', path: ['permission_expiry_date'], message: 'rules.checks.permission_expiry_required' });
    }
    if (check.result === 'pvn' && !check.pvn_date) {
      ctx.addIssue({ code: 'custom', path: ['pvn_date'], message: 'rules.checks.pvn_date_required' });
    }
    if (check.result === 'pvn' && check.method !== 'ecs') {
      ctx.addIssue({ code: 'custom', path: ['method'], message: 'rules.checks.pvn_needs_ecs' });
    }
  });

/** A DBS Update Service status check. */
export const ZDbsStatusCheckRequest = z.strictObject({
  kind: z.literal('dbs_status'),
  method: z.literal('update_service', { error: 'rules.checks.method_invalid' }),
  result: z.enum(DBS_STATUS_RESULTS, { error: 'rules.checks.result_invalid' }),
  checked_on: ZCheckDate,
  reference: ZReference.optional(),
});

const ZNotes = (max: number) => z.string({ error: 'validation.invalid_type' }).trim().max(max, { error: 'validation.too_long' });

/** A DBS identity check: the route, how it was verified, and the documents seen (kept 2 years [S27]). */
export const ZIdentityCheckRequest = z.strictObject({
  kind: z.literal('identity'),
  method: z.enum(IDENTITY_CHECK_METHODS, { error: 'rules.checks.method_invalid' }),
  result: z.enum(IDENTITY_RESULTS, { error: 'rules.checks.result_invalid' }),
  checked_on: ZCheckDate,
  route: z.enum(DBS_ID_ROUTES, { error: 'rules.checks.route_invalid' }),
  documents_seen: ZNotes(500).min(1, { error: 'rules.checks.documents_seen_required' }),
  reference: ZReference.optional(),
});

/** A check of a professional register or the teacher record, with what it showed. */
export const ZRegisterCheckRequest = z.strictObject({
  kind: z.literal('register'),
  method: z.enum(REGISTER_CHECK_METHODS, { error: 'rules.checks.method_invalid' }),
  result: z.enum(REGISTER_RESULTS, { error: 'rules.checks.result_invalid' }),
  checked_on: ZCheckDate,
  /** Conditions, sanctions or a prohibition the register shows; required when the result says there are some. */
  notes: ZNotes(1000).optional(),
  reference: ZReference.optional(),
}).superRefine((check, ctx) => {
  if (check.result === 'restricted' && !check.notes) ctx.addIssue({ code: 'custom', path: ['notes'], message: 'rules.checks.notes_required' });
});

/**
 * A safeguarding risk assessment: what was weighed (the other evidence for a missing overseas certificate, or the
 * information a DBS certificate disclosed, the candidate's account and its relevance to the role), the decision,
 * and the safeguards a conditional go-ahead sets.
 */
export const ZRiskAssessmentRequest = z
  .strictObject({
    kind: z.literal('risk_assessment'),
    method: z.enum(RISK_ASSESSMENT_REASONS, { error: 'rules.checks.method_invalid' }),
    result: z.enum(RISK_ASSESSMENT_DECISIONS, { error: 'rules.checks.decision_invalid' }),
    checked_on: ZCheckDate,
    evidence_considered: ZNotes(2000).min(1, { error: 'rules.checks.evidence_considered_required' }),
    safeguards: ZNotes(2000).optional(),
    reference: ZReference.optional(),
  })
  .superRefine((check, ctx) => {
    if (check.result === 'proceed_with_safeguards' && !check.safeguards) {
      ctx.addIssue({ code: 'custom', path: ['safeguards'], message: 'rules.checks.safeguards_required' });
    }
  });

/** The body of POST /api/v1/admin/submissions/{id}/checks; `checked_on` must not be after today (server). */
export const ZSubmissionCheckRequest = z.discriminatedUnion(
  'kind',
  [ZRightToWorkCheckRequest, ZDbsStatusCheckRequest, ZIdentityCheckRequest, ZRegisterCheckRequest, ZRiskAssessmentRequest],
  { error: 'rules.checks.kind_invalid' },
);
export type TSubmissionCheckRequest = z.input<typeof ZSubmissionCheckRequest>;

export const ZSubmissionCheck = z.object({
  id: z.string(),
  kind: z.enum(SUBMISSION_CHECK_KINDS),
  method: z.string(),
  result: z.string(),
  checked_on: z.string(),
  details: z.record(z.string(), z.unknown()),
  checker_name: z.string(),
  created_at: z.string(),
});
export type TSubmissionCheck = z.infer<typeof ZSubmissionCheck>;

/** What a check's reference is called: a register's number, a risk assessment's own, or the checking service's. */
export function checkReferenceLabel(kind: SubmissionCheckKind) {
  if (kind === 'register') return 'rules.checks.register_reference_label' as const;
  if (kind === 'risk_assessment') return 'rules.checks.risk_reference_label' as const;
  return 'rules.checks.reference_label' as const;
}

/** The latest check of a kind (by check date, then by the order given). */
export function latestCheck(checks: readonly SubmissionCheckFacts[] | undefined, kind: SubmissionCheckKind): SubmissionCheckFacts | undefined {
  let latest: SubmissionCheckFacts | undefined;
  for (const check of checks ?? []) {
    if (check.kind === kind && (!latest || check.checked_on >= latest.checked_on)) latest = check;
  }
  return latest;
}
