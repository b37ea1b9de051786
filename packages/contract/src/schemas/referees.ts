/**
 * Referee requests: the single-use link a referee answers without an account (public), the candidate's view
 * of each request (send, resend, withdraw) and what an officer sees beside the reference submission.
 */
import { z } from 'zod';
import type { FormAnswers, FormDefinition } from '../forms/types.js';
import type { REFEREE_QUESTIONS_KEY } from '../forms/definitions/references/referee-questions.js';
import { SUBMISSION_STATUSES } from './compliance.js';

/** Days a referee link stays usable unless REFEREE_LINK_DAYS says otherwise. */
export const REFEREE_LINK_DAYS_DEFAULT = 21;
/** Days after the last mail before a referee is reminded, unless REFEREE_REMINDER_DAYS says otherwise. */
export const REFEREE_REMINDER_DAYS_DEFAULT = 3;
/** Reminders a referee gets at most, per request. */
export const REFEREE_REMINDERS_MAX = 3;

/** 'expired' is not stored: a sent or opened request whose link has run out of time. */
export const REFEREE_REQUEST_STATUSES = ['sent', 'opened', 'completed', 'revoked', 'expired'] as const;
export type TRefereeRequestStatus = (typeof REFEREE_REQUEST_STATUSES)[number];

export const REFERENCE_TYPES = ['academic', 'character', 'professional'] as const;

/**
 * Mail providers anyone can sign up to: an address there says nothing about the referee's organisation.
 * Their subdomains are free-mail too.
 */
export const FREE_MAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.uk',
  'ymail.com',
  'rocketmail.com',
  'hotmail.com',
  'hotmail.co.uk',
  'outlook.com',
  'live.com',
  'live.co.uk',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'aim.com',
  'gmx.com',
  'gmx.co.uk',
  'mail.com',
  'proton.me',
  'protonmail.com',
  'zoho.com',
  'yandex.com',
  'btinternet.com',
  'sky.com',
  'talktalk.net',
  'virginmedia.com',
] as const;

/** False for free-mail addresses (see {@link FREE_MAIL_DOMAINS}), true for anything that may be an organisation's. */
export function isOrganisationalEmail(email: string): boolean {
  const domain = email.trim().toLowerCase().split('@').pop() ?? '';
  return !FREE_MAIL_DOMAINS.some((free) => domain === free || domain.endsWith(`.${free}`));
}

// ---------------------------------------------------------------------------
// Public: GET / POST /api/v1/referee/{token}
// ---------------------------------------------------------------------------

export type TRefereeQuestions = FormDefinition<typeof REFEREE_QUESTIONS_KEY>;
/** REFEREE_QUESTIONS as the form engine defines it; like ZFormDefinitionDocument, checked only as an object. */
const ZRefereeQuestionsDocument = z.record(z.string(), z.unknown()) as unknown as z.ZodType<TRefereeQuestions>;

export const ZRefereeInvitation = z.object({
  candidate_name: z.string(),
  agency: z.string(),
  reference_type: z.enum(REFERENCE_TYPES),
  /** The reference form's title, in the request's language. */
  reference_title: z.string(),
  referee_name: z.string(),
  /** What the candidate said about the referee, for the referee to confirm. */
  candidate_said: z.object({
    organisation: z.string().nullable(),
    position: z.string().nullable(),
    relationship: z.string().nullable(),
    known_from: z.string().nullable(),
    known_to: z.string().nullable(),
  }),
  expires_at: z.string(),
  /** REFEREE_QUESTIONS. */
  definition: ZRefereeQuestionsDocument,
});
export type TRefereeInvitation = z.infer<typeof ZRefereeInvitation>;

/** Answers are checked by the server against REFEREE_QUESTIONS (buildSubmissionSchema); the signature is required. */
export const ZRefereeAnswerRequest = z.object({
  answers: z.record(z.string(), z.unknown(), { error: 'validation.invalid_type' }),
  signature: z.unknown().optional(),
});
export type TRefereeAnswerRequest = { answers: FormAnswers; signature?: { full_name: string; image: string } };

export const ZRefereeAnswerResponse = z.object({ completed_at: z.string() });

// ---------------------------------------------------------------------------
// Candidate: GET /api/v1/referees, POST /api/v1/referees/{submission_id}/send | /revoke
// ---------------------------------------------------------------------------

export const ZRefereeRequest = z.object({
  status: z.enum(REFEREE_REQUEST_STATUSES),
  referee_name: z.string(),
  referee_email: z.string(),
  sent_at: z.string(),
  opened_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  expires_at: z.string(),
  reminders_sent: z.number().int(),
});
export type TRefereeRequest = z.infer<typeof ZRefereeRequest>;

export const ZCandidateReferee = z.object({
  /** `references/<slug>` */
  key: z.string(),
  slug: z.string(),
  title: z.string(),
  /** The current version of the reference form, or null when none has been started. */
  submission_id: z.string().nullable(),
  submission_status: z.enum(SUBMISSION_STATUSES),
  /** The request for the current version, or null when none has been sent. */
  request: ZRefereeRequest.nullable(),
  /** Whether POST .../send would (re)send the request now. */
  can_send: z.boolean(),
  can_revoke: z.boolean(),
});
export type TCandidateReferee = z.infer<typeof ZCandidateReferee>;

export const ZCandidateReferees = z.object({ data: z.array(ZCandidateReferee) });
export type TCandidateReferees = z.infer<typeof ZCandidateReferees>;

export const ZCandidateRefereeResponse = z.object({ data: ZCandidateReferee });

// ---------------------------------------------------------------------------
// Officer: part of GET /api/v1/admin/submissions/{id} for references
// ---------------------------------------------------------------------------

export const ZRefereeReview = ZRefereeRequest.extend({
  /** False when the referee's address is at a free-mail provider. */
  organisational_email: z.boolean(),
  /** Once completed: the referee's answers to REFEREE_QUESTIONS. */
  answers: z.record(z.string(), z.unknown()).nullable(),
  signature: z
    .object({
      full_name: z.string(),
      signed_at: z.string(),
      ip: z.string().nullable(),
      user_agent: z.string().nullable(),
      /** The declaration exactly as the referee signed it. */
      declaration_text: z.string().nullable(),
      /** SHA-256 (hex) of what the referee signed, fixed when they answered; null for answers from before it was recorded. */
      statement_sha256: z.string().nullable(),
      /** GET it with the review permission: the drawn signature as a PNG. */
      image_url: z.string(),
    })
    .nullable(),
});
export type TRefereeReview = z.infer<typeof ZRefereeReview>;
