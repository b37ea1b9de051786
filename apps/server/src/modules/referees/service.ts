import { complianceToday, FORM_DEFINITIONS, type Language, type TCandidateReferee, type TCandidateReferees } from '@portal/contract';
import type { AppContext, RequestContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { AppError, hiddenNotFound, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/like.js';
import { newAccessToken, sha256 } from '../../lib/secrets.js';
import type { Actor } from '../../plugins/auth.js';
import { auditRepository } from '../audit/repository.js';
import { effectiveStatus } from '../compliance/status.js';
import { submissionsRepository, type SubmissionRow } from '../compliance/submission-repository.js';
import { mailReferee } from './mail.js';
import { presentRequest, refereeStatus } from './presenter.js';
import { refereesRepository, type RefereeRequestRow } from './repository.js';

const DAY_MS = 24 * 3600 * 1000;
const REFERENCE_FORMS = FORM_DEFINITIONS.filter((definition) => definition.group === 'references');

export const isReferenceForm = (formKey: string) => formKey.startsWith('references/');

/** A reference goes to its referee only once submitted (and while it counts: not rejected or expired). */
function sendable(row: SubmissionRow, now: Date): boolean {
  const status = effectiveStatus(row, complianceToday(now));
  return status === 'submitted' || status === 'approved';
}

function isLive(request: RefereeRequestRow | undefined, now: Date): boolean {
  if (!request) return false;
  const status = refereeStatus(request, now);
  return status === 'sent' || status === 'opened';
}

function answerText(answers: Record<string, unknown>, name: string): string {
  const value = answers[name];
  return typeof value === 'string' ? value : '';
}

/**
 * Gives the request of a reference version a new single-use link (creating the request the first time) and
 * queues the mail to the referee, in the caller's transaction. Any earlier link of the request stops working.
 */
async function issueLink(ctx: AppContext, tx: Executor, row: SubmissionRow, candidateName: string, now: Date): Promise<RefereeRequestRow> {
  const token = newAccessToken();
  const issued = {
    referee_email: answerText(row.answers, 'email').trim().toLowerCase(),
    referee_name: answerText(row.answers, 'referee_name').trim(),
    language: row.language,
    sent_at: now,
    expires_at: new Date(now.getTime() + ctx.config.refereeLinkDays * DAY_MS),
  };
  const identity = { submission_id: row.id, user_id: row.user_id, form_key: row.form_key };
  const request = await refereesRepository.issue(tx, identity, issued, sha256(token));
  await mailReferee(ctx, tx, {
    kind: 'request',
    to: request.referee_email,
    refereeName: request.referee_name,
    candidateName,
    language: request.language,
    formKey: request.form_key,
    token,
    expiresAt: request.expires_at,
  });
  return request;
}

/**
 * Called in the transaction that submits a form. For a reference: the requests of earlier versions are
 * withdrawn, and the new version's referee is mailed at once when the candidate said they may be contacted now.
 * The caller flushes the mailer after commit.
 */
export async function onReferenceSubmitted(ctx: AppContext, tx: Executor, row: SubmissionRow, candidateName: string, now: Date): Promise<void> {
  if (!isReferenceForm(row.form_key)) return;
  await refereesRepository.revokeOtherVersions(tx, row.user_id, row.form_key, row.id, now);
  if (row.answers.may_contact_now === true) await issueLink(ctx, tx, row, candidateName, now);
}

function presentItem(
  definition: (typeof REFERENCE_FORMS)[number],
  row: SubmissionRow | undefined,
  request: RefereeRequestRow | undefined,
  lang: Language,
  now: Date,
): TCandidateReferee {
  return {
    key: definition.key,
    slug: definition.slug,
    title: definition.title[lang],
    submission_id: row?.id ?? null,
    submission_status: row ? effectiveStatus(row, complianceToday(now)) : 'not_started',
    request: request ? presentRequest(request, now) : null,
    can_send: !!row && sendable(row, now) && request?.status !== 'completed',
    can_revoke: isLive(request, now),
  };
}

/** The referee request of each of the candidate's reference forms (current versions). */
export async function listReferees(ctx: AppContext, actor: Actor, lang: Language): Promise<TCandidateReferees> {
  const now = new Date();
  const rows = await Promise.all(REFERENCE_FORMS.map((definition) => submissionsRepository.current(ctx.db, actor.user.id, definition.key)));
  const requests = await refereesRepository.ofSubmissions(ctx.db, rows.flatMap((row) => (row ? [row.id] : [])));
  return {
    data: REFERENCE_FORMS.map((definition, i) => {
      const row = rows[i];
      return presentItem(definition, row, requests.find((request) => request.submission_id === row?.id), lang, now);
    }),
  };
}

/** The candidate's own current reference version; 404 for anything else, so others' ids reveal nothing. */
async function ownReference(db: Executor, actor: Actor, submissionId: string): Promise<SubmissionRow> {
  const row = isUuid(submissionId) ? await submissionsRepository.findById(db, submissionId) : undefined;
  if (row && row.user_id !== actor.user.id) throw hiddenNotFound('referee_request.not_owner');
  if (!row || row.superseded_at !== null || !isReferenceForm(row.form_key)) throw notFound();
  return row;
}

async function itemOf(ctx: AppContext, actor: Actor, submissionId: string, lang: Language): Promise<{ data: TCandidateReferee }> {
  const row = await ownReference(ctx.db, actor, submissionId);
  const definition = REFERENCE_FORMS.find((candidate) => candidate.key === row.form_key);
  if (!definition) throw notFound();
  return { data: presentItem(definition, row, await refereesRepository.findBySubmission(ctx.db, row.id), lang, new Date()) };
}

export type RefereeAction = 'send' | 'revoke';

/**
 * Sends (or resends, with a new link that kills the old one) or withdraws the request of one of the
 * candidate's references, with an audit entry, in one transaction.
 */
export async function changeRequest(ctx: AppContext, { actor, meta, lang }: RequestContext, submissionId: string, action: RefereeAction): Promise<{ data: TCandidateReferee }> {
  const found = await ownReference(ctx.db, actor, submissionId);
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    await submissionsRepository.lockForm(tx, found.user_id, found.form_key);
    const row = await ownReference(tx, actor, found.id);
    const request = await refereesRepository.findBySubmission(tx, row.id);
    if (action === 'send') {
      if (!sendable(row, now)) throw new AppError('conflict', 'errors.referee_not_sendable');
      if (request?.status === 'completed') throw new AppError('conflict', 'errors.referee_already_completed');
      await issueLink(ctx, tx, row, actor.user.name, now);
    } else if (!request || !isLive(request, now) || !(await refereesRepository.revoke(tx, request.id, now))) {
      throw new AppError('conflict', 'errors.referee_not_revocable');
    }
    await auditRepository.record(tx, {
      actorId: actor.user.id,
      action: action === 'send' ? 'referee.sent' : 'referee.revoked',
      targetType: 'submission',
      targetId: row.id,
      ip: meta.ip,
      data: { form_key: row.form_key, resent: action === 'send' && !!request },
    });
  });
  if (action === 'send') ctx.mailer.flush();
  return itemOf(ctx, actor, found.id, lang);
}
