/**
 * Assurance packs: what the agency tells a school about one candidate's checks for one placement, in the
 * columns of the school's single central record (KCSIE Part three; uk-rules.md 'Keeping Children Safe in
 * Education'), with a public verification link the school opens without an account.
 *
 * POST /api/v1/admin/candidates/{id}/assurance-packs             issue (documents.review)
 * GET  /api/v1/admin/candidates/{id}/assurance-packs             list
 * GET  /api/v1/admin/candidates/{id}/assurance-packs/{packId}/pack.pdf | pack.csv
 * POST /api/v1/admin/candidates/{id}/assurance-packs/{packId}/revoke
 * GET  /api/v1/assurance/{token}                                  public verification
 */
import { z } from 'zod';
import { isIsoDate } from '../forms/dates.js';

/** Days a verification link works unless ASSURANCE_LINK_DAYS says otherwise. */
export const ASSURANCE_LINK_DAYS_DEFAULT = 90;

/**
 * The single central record's columns for agency staff, in the order schools keep them [S43][S44][S45]:
 * identity, enhanced DBS, the children's barred list, prohibition from teaching, section 128, overseas checks,
 * qualifications, right to work, childcare disqualification, references.
 */
export const SCR_COLUMNS = [
  'identity',
  'dbs',
  'barred_list',
  'prohibition',
  'section_128',
  'overseas',
  'qualifications',
  'right_to_work',
  'childcare_disqualification',
  'references',
] as const;
export type ScrColumn = (typeof SCR_COLUMNS)[number];

/** recorded: the check is on record; not_required: the rules say the role does not need it; missing: it is not on record. */
export const SCR_STATUSES = ['recorded', 'not_required', 'missing'] as const;
export type ScrStatus = (typeof SCR_STATUSES)[number];

/**
 * One fact of a row. `kind` says how to show `value`: as it is (text), as a calendar date (date), or as the
 * label `assurance.values.<value>` (code).
 */
export const ZScrDetail = z.object({
  label: z.string(),
  kind: z.enum(['text', 'date', 'code']),
  value: z.string(),
});
export type TScrDetail = z.infer<typeof ZScrDetail>;

export const ZScrRow = z.object({
  column: z.enum(SCR_COLUMNS),
  status: z.enum(SCR_STATUSES),
  /** The date the check was made (or the evidence approved), when recorded. */
  date: z.string().nullable(),
  details: z.array(ZScrDetail),
  /** For not_required: the rule that says so, as its catalogue key ('rules.reasons.…') and sources. */
  rule: z.object({ reason: z.string(), sources: z.array(z.string()) }).nullable(),
});
export type TScrRow = z.infer<typeof ZScrRow>;

const ZDate = z
  .string({ error: 'assurance.placement_start_invalid' })
  .refine(isIsoDate, { error: 'assurance.placement_start_invalid' });

/** POST /api/v1/admin/candidates/{id}/assurance-packs */
export const ZAssurancePackIssueRequest = z.strictObject({
  school_name: z
    .string({ error: 'assurance.school_name_required' })
    .trim()
    .min(1, { error: 'assurance.school_name_required' })
    .max(200, { error: 'assurance.school_name_too_long' }),
  /** The school's unique reference number: 6 or 7 digits (Get Information about Schools). */
  school_urn: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.string({ error: 'assurance.school_urn_invalid' }).trim().regex(/^\d{6,7}$/, { error: 'assurance.school_urn_invalid' }).optional(),
  ),
  placement_start: z.preprocess((value) => (value === '' || value === null ? undefined : value), ZDate.optional()),
});
export type TAssurancePackIssueRequest = z.input<typeof ZAssurancePackIssueRequest>;

/** POST …/assurance-packs/{packId}/revoke */
export const ZAssurancePackRevokeRequest = z.strictObject({
  reason: z
    .string({ error: 'assurance.reason_required' })
    .trim()
    .min(1, { error: 'assurance.reason_required' })
    .max(500, { error: 'assurance.reason_too_long' }),
});
export type TAssurancePackRevokeRequest = z.input<typeof ZAssurancePackRevokeRequest>;

export const ASSURANCE_PACK_STATUSES = ['current', 'revoked', 'expired'] as const;
export type AssurancePackStatus = (typeof ASSURANCE_PACK_STATUSES)[number];

/** A pack in the officer's list. */
export const ZAssurancePack = z.object({
  id: z.string(),
  status: z.enum(ASSURANCE_PACK_STATUSES),
  school_name: z.string(),
  school_urn: z.string().nullable(),
  placement_start: z.string().nullable(),
  issued_at: z.string(),
  issued_by: z.string().nullable(),
  link_expires_at: z.string(),
  pdf_sha256: z.string(),
  csv_sha256: z.string(),
  revoked_at: z.string().nullable(),
  revoked_reason: z.string().nullable(),
  views: z.number().int(),
});
export type TAssurancePack = z.infer<typeof ZAssurancePack>;

export const ZAssurancePackList = z.object({ data: z.array(ZAssurancePack) });
export type TAssurancePackList = z.infer<typeof ZAssurancePackList>;

/** The answer to issuing: the link is shown once (only its hash is kept). */
export const ZAssurancePackIssued = ZAssurancePack.extend({ verification_url: z.string() });
export type TAssurancePackIssued = z.infer<typeof ZAssurancePackIssued>;

/** GET /api/v1/assurance/{token}: what the school sees, and nothing the pack itself does not show. */
export const ZAssuranceVerification = z.object({
  status: z.enum(ASSURANCE_PACK_STATUSES),
  candidate_name: z.string(),
  school_name: z.string(),
  school_urn: z.string().nullable(),
  placement_start: z.string().nullable(),
  issued_at: z.string(),
  issued_by: z.string().nullable(),
  link_expires_at: z.string(),
  pdf_sha256: z.string(),
  csv_sha256: z.string(),
  rows: z.array(ZScrRow),
  revoked_at: z.string().nullable(),
  revoked_reason: z.string().nullable(),
});
export type TAssuranceVerification = z.infer<typeof ZAssuranceVerification>;
