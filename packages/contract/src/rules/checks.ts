/**
 * Checks an officer records on a submission (POST /api/v1/admin/submissions/{id}/checks): a right-to-work
 * check (uk-rules.md §1.3 right-to-work (e)(f)) or a DBS Update Service status check (§1.3 dbs-check). The
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

export const SUBMISSION_CHECK_KINDS = ['right_to_work', 'dbs_status'] as const;
export type SubmissionCheckKind = (typeof SUBMISSION_CHECK_KINDS)[number];

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

/** The body of POST /api/v1/admin/submissions/{id}/checks; `checked_on` must not be after today (server). */
export const ZSubmissionCheckRequest = z.discriminatedUnion('kind', [ZRightToWorkCheckRequest, ZDbsStatusCheckRequest], {
  error: 'rules.checks.kind_invalid',
});
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

/** Which check kind a form's submissions take, if any. */
export function checkKindOf(formKey: string): SubmissionCheckKind | null {
  if (formKey === 'compliance-docs/right-to-work' || formKey === 'tempest-forms/right-to-work') return 'right_to_work';
  if (formKey === 'compliance-docs/dbs-check' || formKey === 'tempest-forms/online-check-consent-form') return 'dbs_status';
  return null;
}

/** The latest check of a kind (by check date, then by the order given). */
export function latestCheck(checks: readonly SubmissionCheckFacts[] | undefined, kind: SubmissionCheckKind): SubmissionCheckFacts | undefined {
  let latest: SubmissionCheckFacts | undefined;
  for (const check of checks ?? []) {
    if (check.kind === kind && (!latest || check.checked_on >= latest.checked_on)) latest = check;
  }
  return latest;
}
