/**
 * Candidate compliance: uploads, the checklist, form drafts and submissions (the officers' review is in
 * documents.ts). The form definitions themselves live in ../forms.
 */
import { z } from 'zod';
import { UPLOAD_MIME_TYPES } from '../constants.js';
import { calendarDate, type IsoDate } from '../forms/dates.js';
import { FORM_GROUPS, type FormGroup } from '../forms/keys.js';
import type { FormAnswers, RegisteredFormDefinition } from '../forms/types.js';
import { ZChecklistItemRules } from '../rules/checklist.js';
import { REQUIREMENTS } from '../rules/requirements.js';

export type UploadMimeType = (typeof UPLOAD_MIME_TYPES)[number];

/** The type of an upload from its first bytes (JPEG, PNG or PDF), whatever its name or declared type. */
export function sniffUploadType(head: Uint8Array): UploadMimeType | null {
  const starts = (signature: readonly number[]) => head.length >= signature.length && signature.every((byte, i) => head[i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}
/** Bytes {@link sniffUploadType} needs to decide. */
export const UPLOAD_SNIFF_BYTES = 8;

/** Today's date for compliance rules (expiry, reminders): the calendar date in the UK. */
export function complianceToday(now: Date = new Date()): IsoDate {
  return calendarDate(now);
}

/** Items expiring within this many days are flagged `expiring_soon` and the candidate is reminded. */
export const EXPIRING_SOON_DAYS = 30;

// ---------------------------------------------------------------------------
// Uploads: POST /api/v1/uploads (multipart, field `files`)
// ---------------------------------------------------------------------------

export const UPLOAD_FIELD = 'files';

export const ZUploadedFile = z.object({
  id: z.string(),
  /** The original file name, cleaned of paths and control characters. */
  name: z.string(),
  type: z.enum(UPLOAD_MIME_TYPES),
  size: z.number().int(),
});
export type TUploadedFile = z.infer<typeof ZUploadedFile>;

export const ZUploadResponse = z.object({ data: z.array(ZUploadedFile) });
export type TUploadResponse = z.infer<typeof ZUploadResponse>;

// ---------------------------------------------------------------------------
// The candidate's checklist: GET /api/v1/compliance
// ---------------------------------------------------------------------------

export const SUBMISSION_STATUSES = ['not_started', 'draft', 'submitted', 'approved', 'rejected', 'expired'] as const;
export type TSubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const ZFormGroup = z.enum(FORM_GROUPS as [FormGroup, ...FormGroup[]]);

/**
 * An officer's open request that the candidate change this form (modules/officer-notes), in the officer's words;
 * resolved by the candidate's next submission of the form.
 */
export const ZOpenChangeRequest = z.object({ id: z.string(), message: z.string(), requested_at: z.string() });
export type TOpenChangeRequest = z.infer<typeof ZOpenChangeRequest>;

/**
 * One form of the checklist, with what the rules decided for it (ZChecklistItemRules: requirement, why,
 * due_at, retain_until, subject, section). Legacy forms (LEGACY_FORM_KEYS) are listed only for candidates
 * who have a version of them.
 */
export const ZChecklistItem = ZChecklistItemRules.extend({
  /** `<group>/<slug>` */
  key: z.string(),
  group: ZFormGroup,
  slug: z.string(),
  /** In the request's language. */
  title: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  submitted_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  /** 'YYYY-MM-DD' (UK date from which the item no longer counts), or null when it does not expire. */
  expires_at: z.string().nullable(),
  /** Why the officer rejected or reopened it (kept on the draft that answers it). */
  reason: z.string().nullable(),
  /** Approved and expiring within {@link EXPIRING_SOON_DAYS} days. */
  expiring_soon: z.boolean(),
  change_request: ZOpenChangeRequest.nullable(),
});
export type TChecklistItem = z.infer<typeof ZChecklistItem>;

/**
 * Required items only (api-contract.md 'Compliance profile'), a pair of forms counting as one item that is
 * done when both its steps are approved and not expired (contract checklistProgress).
 */
export const ZChecklistProgress = z.object({
  done: z.number().int(),
  total: z.number().int(),
});

export const ZChecklistResponse = z.object({ data: z.array(ZChecklistItem), progress: ZChecklistProgress });
export type TChecklistResponse = z.infer<typeof ZChecklistResponse>;

// ---------------------------------------------------------------------------
// Forms: GET /api/v1/forms/{group}/{slug}, PUT .../draft, POST .../submit
// ---------------------------------------------------------------------------

export const ZSignedBy = z.object({ full_name: z.string(), signed_at: z.string() });

/** A submission as its candidate sees it (the current version, which may be a draft). */
export const ZSubmission = z.object({
  id: z.string(),
  key: z.string(),
  /** 1 for the first submission of a form, one more for each resubmission after a rejection or reopening. */
  version: z.number().int(),
  /** The definition's version the answers were given to. */
  definition_version: z.number().int(),
  status: z.enum(SUBMISSION_STATUSES),
  answers: z.record(z.string(), z.unknown()),
  /** Every file the submission refers to (upload fields and `files`). */
  files: z.array(ZUploadedFile),
  /** The declaration as signed, in the language it was signed in; null for drafts and forms without one. */
  declaration_text: z.string().nullable(),
  signature: ZSignedBy.nullable(),
  submitted_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  reason: z.string().nullable(),
  expiring_soon: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TSubmission = Omit<z.infer<typeof ZSubmission>, 'answers'> & { answers: FormAnswers };

/**
 * A form definition, sent as the form engine defines it (see forms/types.ts). Checked at run time only as an
 * object: it is the server's own data, and its full shape would add nothing to the API description.
 */
export const ZFormDefinitionDocument = z.record(z.string(), z.unknown()) as unknown as z.ZodType<RegisteredFormDefinition>;

/** What the rules say of this form for the candidate's profile; `forbidden`: the law forbids asking it now. */
export const ZFormRequirement = z.object({ requirement: z.enum(REQUIREMENTS), why: z.string(), forbidden: z.boolean() });
export type TFormRequirement = z.infer<typeof ZFormRequirement>;

export const ZFormResponse = z.object({
  definition: ZFormDefinitionDocument,
  submission: ZSubmission.nullable(),
  rules: ZFormRequirement,
  change_request: ZOpenChangeRequest.nullable(),
});
export interface TFormResponse {
  definition: RegisteredFormDefinition;
  submission: TSubmission | null;
  rules: TFormRequirement;
  change_request: TOpenChangeRequest | null;
}

export const ZSubmissionResponse = z.object({ submission: ZSubmission });
export interface TSubmissionResponse {
  submission: TSubmission;
}

/** Answers are checked against the form's definition by the server (buildSubmissionSchema), not here. */
const ZAnswersObject = z.record(z.string(), z.unknown(), { error: 'validation.invalid_type' });

export const ZDraftRequest = z.strictObject({ answers: ZAnswersObject });
export type TDraftRequest = { answers: FormAnswers };

export const SIGNATURE_NAME_MAX = 100;
/** Largest signature image accepted, in bytes once decoded. */
export const SIGNATURE_IMAGE_MAX_BYTES = 200 * 1024;
export const SIGNATURE_DATA_URL_PREFIX = 'data:image/png;base64,';
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The PNG bytes of a signature data URL, or the message key saying what is wrong with it. */
export function decodeSignatureImage(value: string): { bytes: Uint8Array } | { error: string } {
  if (!value.startsWith(SIGNATURE_DATA_URL_PREFIX)) return { error: 'validation.signature_image_invalid' };
  const base64 = value.slice(SIGNATURE_DATA_URL_PREFIX.length);
  if (base64.length > Math.ceil((SIGNATURE_IMAGE_MAX_BYTES * 4) / 3) + 4) return { error: 'validation.signature_image_too_large' };
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 !== 0) return { error: 'validation.signature_image_invalid' };
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  if (bytes.length > SIGNATURE_IMAGE_MAX_BYTES) return { error: 'validation.signature_image_too_large' };
  // A PNG starts with its 8-byte signature and then the IHDR chunk.
  const isPng = PNG_SIGNATURE.every((byte, i) => bytes[i] === byte) && String.fromCharCode(...bytes.slice(12, 16)) === 'IHDR';
  return isPng ? { bytes } : { error: 'validation.signature_image_invalid' };
}

export const ZSignature = z.object(
  {
    full_name: z
      .string({ error: 'validation.signature_name_required' })
      .trim()
      .min(1, { error: 'validation.signature_name_required', abort: true })
      .max(SIGNATURE_NAME_MAX, { error: 'validation.too_long' }),
    /** A PNG as a data URL, e.g. from a signature pad's canvas.toDataURL('image/png'). */
    image: z
      .string({ error: 'validation.signature_image_required' })
      .min(1, { error: 'validation.signature_image_required', abort: true })
      .superRefine((value, ctx) => {
        const decoded = decodeSignatureImage(value);
        if ('error' in decoded) ctx.addIssue({ code: 'custom', message: decoded.error });
      }),
  },
  { error: 'validation.signature_required' },
);
export type TSignature = z.input<typeof ZSignature>;

/** More file ids than any form can hold, so a runaway list is refused before it is looked up. */
export const SUBMISSION_FILES_MAX = 50;
const ZFileId = z.string({ error: 'validation.invalid_type' }).max(128, { error: 'validation.too_long' });

/**
 * POST .../submit. The signature is checked by the server, against the definition: required when the form
 * asks for one (422 'signature' / 'signature.full_name' / 'signature.image'), ignored otherwise.
 */
export const ZSubmitRequest = z.object({
  answers: ZAnswersObject,
  /** Files given besides the form's own upload fields; each must be the candidate's own unused upload. */
  files: z.array(ZFileId, { error: 'validation.invalid_type' }).max(SUBMISSION_FILES_MAX, { error: 'validation.too_many_files' }).default([]),
  signature: z.unknown().optional(),
});
export type TSubmitRequest = { answers: FormAnswers; files?: string[]; signature?: TSignature };
