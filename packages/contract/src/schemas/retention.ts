/**
 * Records and retention of one candidate (staff): the facts that start the retention clocks
 * (contract rules/retention.ts), the legal hold that stops every deletion, and what each submission keeps.
 * GET/PUT /api/v1/admin/users/{id}/retention, PUT/DELETE /api/v1/admin/users/{id}/legal-hold.
 */
import { z } from 'zod';
import { isIsoDate } from '../forms/dates.js';
import { complianceToday } from './compliance.js';

/** A UK calendar date not after today, or null to clear it. */
const ZPastDate = z
  .string({ error: 'retention.date_invalid' })
  .refine(isIsoDate, { error: 'retention.date_invalid', abort: true })
  .refine((value) => value <= complianceToday(), { error: 'retention.date_future' })
  .nullable();

/** PUT /api/v1/admin/users/{id}/retention */
export const ZRetentionFactsUpdate = z.strictObject({
  /** The last day the agency found the candidate work (the end of employment for right to work). */
  last_service_on: ZPastDate,
  /** The day the agency closed the application of a candidate it never placed. */
  closed_unplaced_on: ZPastDate,
});
export type TRetentionFactsUpdate = z.input<typeof ZRetentionFactsUpdate>;

/** PUT /api/v1/admin/users/{id}/legal-hold */
export const ZLegalHoldRequest = z.strictObject({
  reason: z
    .string({ error: 'retention.reason_required' })
    .trim()
    .min(1, { error: 'retention.reason_required' })
    .max(500, { error: 'retention.reason_too_long' }),
});
export type TLegalHoldRequest = z.input<typeof ZLegalHoldRequest>;

/** What the retention job left of a purged submission: enough to read what was there and what was decided. */
export const ZTombstone = z.object({
  form_key: z.string(),
  title: z.string(),
  version: z.number().int(),
  submitted_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  reviewer_name: z.string().nullable(),
  status: z.string(),
  check: z
    .object({ kind: z.string(), method: z.string(), result: z.string(), checked_on: z.string(), checker_name: z.string() })
    .nullable(),
  retention_class: z.string(),
  /** Catalogue key of the rule applied, e.g. 'rules.retention.dbs_certificate'. */
  rule: z.string(),
  retain_until: z.string(),
  deleted_at: z.string(),
  deletes: z.enum(['files', 'details', 'all']),
  /** What was deleted: file names, the answer fields emptied, and whether the signature went. */
  deleted: z.object({
    files: z.array(z.string()),
    /** Each deleted file's name and the SHA-256 recorded when it was stored (null if none was); absent from older tombstones. */
    file_hashes: z.array(z.object({ name: z.string(), sha256: z.string().nullable() })).optional(),
    answers: z.array(z.string()),
    signature_image: z.boolean(),
    typed_name: z.boolean(),
  }),
});
export type TTombstone = z.infer<typeof ZTombstone>;

export const ZLegalHold = z.object({ reason: z.string(), by_name: z.string().nullable(), at: z.string() });

export const ZRetentionSubmission = z.object({
  id: z.string(),
  form_key: z.string(),
  version: z.number().int(),
  status: z.string(),
  submitted_at: z.string().nullable(),
  retention_class: z.string(),
  /** Catalogue key of the sentence saying how long and why, with its params. */
  label: z.string(),
  params: z.record(z.string(), z.number()).optional(),
  deletes: z.enum(['files', 'details', 'all']),
  /** 'YYYY-MM-DD', or null while the clock has not started. */
  retain_until: z.string().nullable(),
  purged_at: z.string().nullable(),
  tombstone: ZTombstone.nullable(),
});
export type TRetentionSubmission = z.infer<typeof ZRetentionSubmission>;

/** The answer of GET and PUT .../retention and of both legal-hold calls. */
export const ZRetentionResponse = z.object({
  last_service_on: z.string().nullable(),
  closed_unplaced_on: z.string().nullable(),
  legal_hold: ZLegalHold.nullable(),
  /** The candidate's current submitted versions, in form order. */
  submissions: z.array(ZRetentionSubmission),
});
export type TRetentionResponse = z.infer<typeof ZRetentionResponse>;
