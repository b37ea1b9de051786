import {
  buildSubmissionSchema,
  fieldErrorsFromIssues,
  getFormDefinitionByKey,
  REFEREE_QUESTIONS,
  type Language,
  type TRefereeInvitation,
} from '@portal/contract';
import type { AppContext, RequestMeta } from '../../context.js';
import { AppError, notFound } from '../../lib/errors.js';
import { sha256 } from '../../lib/secrets.js';
import { statementSha256 } from '../../lib/statement-hash.js';
import { translatorFor } from '../../plugins/i18n.js';
import { auditRepository } from '../audit/repository.js';
import { checkSignature, type FieldErrors } from '../forms/checks.js';
import { refereeStatus } from './presenter.js';
import { refereesRepository, type InvitationRow } from './repository.js';

const USER_AGENT_MAX = 500;
/** Longer than any token the portal issues: refused before it is hashed and looked up. */
const TOKEN_MAX = 100;

const GONE_MESSAGES = {
  completed: 'errors.referee_link_used',
  expired: 'errors.referee_link_expired',
  revoked: 'errors.referee_link_revoked',
} as const;

/** The open request a token belongs to: 404 for an unknown token, 410 (saying why) for a dead one. */
async function openRequest(ctx: AppContext, token: string, now: Date): Promise<InvitationRow> {
  const found = token.length <= TOKEN_MAX ? await refereesRepository.findByTokenHash(ctx.db, sha256(token)) : undefined;
  if (!found) throw notFound();
  const status = refereeStatus(found.request, now);
  if (status === 'completed' || status === 'expired' || status === 'revoked') throw new AppError('gone', GONE_MESSAGES[status]);
  return found;
}

const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** Who asks whom for what, and the questions; the first opening is recorded. */
export async function openInvitation(ctx: AppContext, token: string, meta: RequestMeta, lang: Language): Promise<TRefereeInvitation> {
  const now = new Date();
  await ctx.throttle.hit('referee_ip', meta.ip);
  const { request, candidate_name, candidate_answers } = await openRequest(ctx, token, now);
  await refereesRepository.markOpened(ctx.db, request.id, now);
  const reference = getFormDefinitionByKey(request.form_key);
  return {
    candidate_name,
    agency: translatorFor(lang)('mail.referee_agency'),
    reference_type: reference?.reference_type ?? 'professional',
    reference_title: reference?.title[lang] ?? request.form_key,
    referee_name: request.referee_name,
    candidate_said: {
      organisation: textOrNull(candidate_answers.organisation),
      position: textOrNull(candidate_answers.position),
      relationship: textOrNull(candidate_answers.relationship),
      known_from: textOrNull(candidate_answers.known_from),
      known_to: textOrNull(candidate_answers.known_to),
    },
    expires_at: request.expires_at.toISOString(),
    definition: REFEREE_QUESTIONS,
  };
}

/**
 * Stores the referee's answers and signature, with the SHA-256 of what was signed, and closes the link: every
 * problem at once as 422 (nothing written), 404/410 for unknown or dead links, also when another answer won the race.
 */
export async function answerInvitation(
  ctx: AppContext,
  token: string,
  input: { answers: unknown; signature?: unknown },
  meta: RequestMeta,
  lang: Language,
): Promise<{ completed_at: string }> {
  const now = new Date();
  await ctx.throttle.hit('referee_ip', meta.ip);
  const { request } = await openRequest(ctx, token, now);
  const parsed = buildSubmissionSchema(REFEREE_QUESTIONS, { mode: 'submit', now }).safeParse(input.answers);
  const signed = await checkSignature(input.signature);
  const errors: FieldErrors = { ...(parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues, 'answers')), ...signed.errors };
  if (!parsed.success || !signed.signature || Object.keys(errors).length > 0) throw new AppError('invalid', 'errors.validation', { fieldErrors: errors });
  const signature = signed.signature;
  const statement = {
    answers: parsed.data,
    typed_name: signature.fullName,
    signature_image: signature.image,
    declaration_text: REFEREE_QUESTIONS.declaration?.[lang] ?? null,
  };
  const completed = await ctx.db.transaction(async (tx) => {
    const row = await refereesRepository.complete(
      tx,
      request.id,
      {
        ...statement,
        signature_ip: meta.ip,
        signature_user_agent: meta.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
        statement_sha256: statementSha256({ ...statement, signed_at: now }),
      },
      now,
    );
    if (!row) return undefined;
    await auditRepository.record(tx, {
      actorId: null,
      action: 'referee.completed',
      targetType: 'submission',
      targetId: row.submission_id,
      ip: meta.ip,
      data: { form_key: row.form_key },
    });
    return row;
  });
  if (!completed) {
    // Answered, withdrawn or resent since it was read: the link is as dead as it would be now.
    await openRequest(ctx, token, new Date());
    throw notFound();
  }
  return { completed_at: (completed.completed_at ?? now).toISOString() };
}
