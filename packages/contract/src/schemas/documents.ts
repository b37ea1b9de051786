/**
 * The officers' review of compliance submissions (permission documents.review): the queue, one submission
 * as a reviewer sees it, approve / reject / reopen, and one candidate's summary.
 */
import { z } from 'zod';
import { APPROVAL_WAITS } from '../rules/check-kinds.js';
import { RISK_ASSESSMENT_REASONS, SUBMISSION_CHECK_KINDS, ZSubmissionCheck } from '../rules/checks.js';
import { ZHistoryFlag } from '../rules/history.js';
import { isIsoDate } from '../forms/dates.js';
import type { RegisteredFormDefinition } from '../forms/types.js';
import { queryInteger, ZListMeta, ZPaginationQuery } from './common.js';
import { REQUIREMENTS } from '../rules/requirements.js';
import { SUBMISSION_STATUSES, ZChecklistItem, ZChecklistProgress, ZFormDefinitionDocument, ZFormGroup, ZUploadedFile } from './compliance.js';
import { ZRefereeReview } from './referees.js';
import { ZTombstone } from './retention.js';

/** Statuses an officer can find in the review queue (drafts are the candidate's own). */
export const REVIEW_QUEUE_STATUSES = ['submitted', 'approved', 'rejected', 'expired'] as const;
export type TReviewQueueStatus = (typeof REVIEW_QUEUE_STATUSES)[number];

const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const ZQueryDate = z.preprocess(
  blankAsMissing,
  z.string({ error: 'validation.query_date_invalid' }).refine(isIsoDate, { error: 'validation.query_date_invalid' }).optional(),
);

export const REVIEW_QUEUE_SORTS = ['submitted_at', 'expires_at'] as const;

export const ZReviewQueueQuery = ZPaginationQuery.extend({
  status: z.preprocess(blankAsMissing, z.enum(REVIEW_QUEUE_STATUSES, { error: 'validation.submission_status_invalid' }).optional()),
  /** `<group>/<slug>` */
  form_key: z.preprocess(blankAsMissing, z.string().max(100, { error: 'validation.too_long' }).optional()),
  /** Part of the candidate's name or email address. */
  q: z.preprocess(blankAsMissing, z.string().trim().max(100, { error: 'validation.too_long' }).optional()),
  /** Submitted on or after this UK date. */
  submitted_from: ZQueryDate,
  /** Submitted on or before this UK date. */
  submitted_to: ZQueryDate,
  /** Approved items expiring within this many days (expired ones excluded). */
  expiring_within: z.preprocess(
    blankAsMissing,
    queryInteger(
      z.number({ error: 'validation.expiring_within_invalid' }).int({ error: 'validation.expiring_within_invalid' })
        .min(0, { error: 'validation.expiring_within_invalid' }).max(3660, { error: 'validation.expiring_within_invalid' }).optional(),
    ),
  ),
  sort: z.preprocess(blankAsMissing, z.enum(REVIEW_QUEUE_SORTS, { error: 'validation.invalid_type' }).default('submitted_at')),
  /** Default: oldest first, so the queue is worked in arrival order. */
  direction: z.preprocess(blankAsMissing, z.enum(['asc', 'desc'], { error: 'validation.sort_direction_invalid' }).default('asc')),
}).refine((q) => !q.submitted_from || !q.submitted_to || q.submitted_from <= q.submitted_to, {
  error: 'validation.range_order',
  path: ['submitted_to'],
});
export type TReviewQueueQuery = z.input<typeof ZReviewQueueQuery>;

export const ZPersonSummary = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type TPersonSummary = z.infer<typeof ZPersonSummary>;

/** Which form a submission is of, and which of its versions: the fields the queue and the review screen share. */
const ZSubmissionOfForm = z.object({
  id: z.string(),
  key: z.string(),
  group: ZFormGroup,
  slug: z.string(),
  title: z.string(),
  version: z.number().int(),
});

export const ZReviewQueueItem = ZSubmissionOfForm.extend({
  status: z.enum(SUBMISSION_STATUSES),
  candidate: ZPersonSummary,
  submitted_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  expiring_soon: z.boolean(),
  /** What the rules decide for this form from the candidate's compliance profile. */
  requirement: z.enum(REQUIREMENTS),
  /** 'YYYY-MM-DD': the submission's next statutory or policy deadline (rules/deadlines.ts), or null. */
  due_at: z.string().nullable(),
  /** What approving this awaiting version waits for (rules/check-kinds.ts), or null. */
  approval_waits: z.enum(APPROVAL_WAITS).nullable(),
});
export type TReviewQueueItem = z.infer<typeof ZReviewQueueItem>;

export const ZReviewQueue = z.object({ data: z.array(ZReviewQueueItem), meta: ZListMeta });
export type TReviewQueue = z.infer<typeof ZReviewQueue>;

/**
 * What the reviewer may see of the answers (see answersForReviewer): in full, only the health outcome,
 * or nothing (equal opportunities are never shown; criminal records need documents.review).
 */
export const ZReviewerAnswers = z.discriminatedUnion('access', [
  z.object({ access: z.literal('full'), answers: z.record(z.string(), z.unknown()) }),
  z.object({ access: z.literal('outcome'), outcome: z.enum(['fit', 'needs_referral']) }),
  z.object({ access: z.literal('none') }),
]);

export const SUBMISSION_ACTIONS = ['submitted', 'approved', 'rejected', 'reopened', 'expired'] as const;
export type TSubmissionAction = (typeof SUBMISSION_ACTIONS)[number];

export const ZSubmissionEvent = z.object({
  /** The version the event happened to. */
  version: z.number().int(),
  action: z.enum(SUBMISSION_ACTIONS),
  reason: z.string().nullable(),
  /** Null for the system (expiry, automatic acceptance). */
  actor: ZPersonSummary.nullable(),
  created_at: z.string(),
});
export type TSubmissionEvent = z.infer<typeof ZSubmissionEvent>;

export const ZSubmissionVersion = z.object({
  id: z.string(),
  version: z.number().int(),
  status: z.enum(SUBMISSION_STATUSES),
  submitted_at: z.string().nullable(),
  current: z.boolean(),
});

/** An evidence file as an officer sees it: with the SHA-256 recorded when it was stored. */
export const ZReviewedFile = ZUploadedFile.extend({
  /** 64 lowercase hex digits, of the bytes kept; null for files uploaded before hashes were recorded. */
  sha256: z.string().nullable(),
});
export type TReviewedFile = z.infer<typeof ZReviewedFile>;

export const ZSubmissionReview = ZSubmissionOfForm.extend({
  definition_version: z.number().int(),
  /** False for an earlier version kept as history. */
  current: z.boolean(),
  status: z.enum(SUBMISSION_STATUSES),
  candidate: ZPersonSummary,
  answers: ZReviewerAnswers,
  /** Empty unless the answers are shown in full. */
  files: z.array(ZReviewedFile),
  /** The declaration as signed, in the candidate's language, and in English. */
  declaration_text: z.string().nullable(),
  declaration_text_en: z.string().nullable(),
  /** The language the candidate used ('en' or 'bn'). */
  language: z.string(),
  signature: z
    .object({
      full_name: z.string(),
      signed_at: z.string(),
      ip: z.string().nullable(),
      user_agent: z.string().nullable(),
      /** GET it with the review permission: the drawn signature as a PNG. */
      image_url: z.string(),
    })
    .nullable(),
  /**
   * SHA-256 (hex) of what the candidate submitted and signed (declaration as shown, typed name, signed_at, answers,
   * signature image), fixed at submission. Null unless the answers are shown in full (a hash of answers with few
   * possible values would give them away), and for versions submitted before it was recorded.
   */
  statement_sha256: z.string().nullable(),
  submitted_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  reviewed_by: ZPersonSummary.nullable(),
  reason: z.string().nullable(),
  expires_at: z.string().nullable(),
  expiring_soon: z.boolean(),
  /** Every version of this form by this candidate, newest first. */
  versions: z.array(ZSubmissionVersion),
  /** Every event of every version, oldest first. */
  history: z.array(ZSubmissionEvent),
  /** References only: the request sent to the referee for this version, null when none was sent. */
  referee: ZRefereeReview.nullable().optional(),
  /**
   * The kinds of check an officer records on this version, the form's own first (right to work, DBS status...),
   * then a risk assessment where the answers call for one (riskReasonOf); empty when it takes none.
   */
  check_kinds: z.array(z.enum(SUBMISSION_CHECK_KINDS)),
  /** Why the answers call for a risk assessment; null when they do not. */
  risk_reason: z.enum(RISK_ASSESSMENT_REASONS).nullable(),
  /** What approving this version waits for (the server's rule, whatever of the answers the reader may see), or null. */
  approval_waits: z.enum(APPROVAL_WAITS).nullable(),
  /** The officers' checks of this version, oldest first. */
  checks: z.array(ZSubmissionCheck),
  /** The next statutory or policy deadline (the follow-up check) and what it is, translated; null when none. */
  deadline: z.object({ due_at: z.string(), label: z.string() }).nullable(),
  /** Why the agency may hold it (UK GDPR Art. 6, and the DPA 2018 condition), translated; null for versions from before it was recorded. */
  lawful_basis: z.string().nullable(),
  /** When the retention job deleted what this version's class deletes; null while everything is kept. */
  purged_at: z.string().nullable().optional(),
  /** What the retention job left of a purged version: what was there, checked and decided. */
  tombstone: ZTombstone.nullable().optional(),
});

export const ZSubmissionReviewResponse = z.object({
  definition: ZFormDefinitionDocument,
  submission: ZSubmissionReview,
});
export type TSubmissionReview = z.infer<typeof ZSubmissionReview>;
export interface TSubmissionReviewResponse {
  definition: RegisteredFormDefinition;
  submission: TSubmissionReview;
}

export const REVIEW_REASON_MAX = 1000;
const ZReason = z.string({ error: 'validation.review_reason_required' }).trim().max(REVIEW_REASON_MAX, { error: 'validation.too_long' });

export const ZRejectRequest = z.object({ reason: ZReason.min(1, { error: 'validation.review_reason_required' }) });
export type TRejectRequest = z.input<typeof ZRejectRequest>;

export const ZReopenRequest = z.object({
  reason: z.preprocess(blankAsMissing, ZReason.optional()),
});
export type TReopenRequest = z.input<typeof ZReopenRequest>;

/** GET /api/v1/admin/candidates/{userId}/compliance */
export const ZCandidateCompliance = z.object({
  candidate: ZPersonSummary,
  data: z.array(ZChecklistItem.extend({ submission_id: z.string().nullable() })),
  /** Counts of the forms the rules require (each step of a pair counts). */
  summary: z.object({
    approved: z.number().int(),
    /** Not started, draft, rejected or expired: waiting for the candidate. */
    missing: z.number().int(),
    /** Submitted and waiting for review. */
    awaiting_review: z.number().int(),
    /** Approved and expiring within {@link EXPIRING_SOON_DAYS} days. */
    expiring: z.number().int(),
    total: z.number().int(),
  }),
  /** The candidate's own progress: required items only, as GET /api/v1/compliance counts it. */
  progress: ZChecklistProgress,
  /** Gaps, time out of work and missing references in the last 5 years (rules/history.ts), for the officer to look into. */
  history_flags: z.array(ZHistoryFlag),
});
export type TCandidateCompliance = z.infer<typeof ZCandidateCompliance>;
