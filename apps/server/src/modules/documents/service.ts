import {
  answersForReviewer,
  approvalRefusal,
  buildListMeta,
  complianceToday,
  getFormDefinitionByKey,
  type FormAnswers,
  type Language,
  type TReviewQueue,
  type TSubmissionReviewResponse,
  type ZReviewQueueQuery,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppContext, RequestContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/like.js';
import type { Actor } from '../../plugins/auth.js';
import { revokeLivePacks } from '../assurance/revocation.js';
import { auditRepository } from '../audit/repository.js';
import { refereeForReview } from '../referees/review.js';
import { usersRepository } from '../users/repository.js';
import { checkFacts, checksRepository } from '../compliance/check-repository.js';
import { crmSyncRepository } from '../crm/sync-repository.js';
import { notifyCandidate } from '../compliance/notifications.js';
import { complianceProfileRepository } from '../compliance/profile-repository.js';
import { presentQueueItem, presentReview } from './presenter.js';
import { reviewRepository } from './repository.js';
import { effectiveStatus } from '../compliance/status.js';
import { versionState } from '../compliance/version-status.js';
import { submissionsRepository, type SubmissionRow } from '../compliance/submission-repository.js';

type QueueQuery = z.output<typeof ZReviewQueueQuery>;
export type ReviewAction = 'approved' | 'rejected' | 'reopened';
/** What an officer does to a version, and why (shown to the candidate on a rejection or reopening). */
export interface ReviewChange {
  action: ReviewAction;
  reason?: string;
}

export async function listQueue(ctx: AppContext, query: QueueQuery, lang: Language): Promise<TReviewQueue> {
  const today = complianceToday();
  const { total, rows } = await reviewRepository.page(
    ctx.db,
    {
      today,
      status: query.status,
      formKey: query.form_key,
      search: query.q,
      submittedFrom: query.submitted_from,
      submittedTo: query.submitted_to,
      expiringWithin: query.expiring_within,
    },
    { sort: query.sort, direction: query.direction },
    { limit: query.per_page, offset: (query.page - 1) * query.per_page },
  );
  const profiles = await complianceProfileRepository.findMany(ctx.db, rows.map((row) => row.candidate_id));
  const checks = await checksRepository.ofSubmissions(ctx.db, rows.map((row) => row.id));
  return {
    data: rows.map((row) => presentQueueItem(row, { lang, today, policy: ctx.config.rulePolicy }, profiles.get(row.candidate_id), checks.get(row.id) ?? [])),
    meta: buildListMeta(query.page, query.per_page, total),
  };
}

/** A submitted version (current or kept as history); drafts are the candidate's own and answer 404. */
export async function reviewable(db: AppContext['db'], id: string): Promise<SubmissionRow> {
  const row = isUuid(id) ? await submissionsRepository.findById(db, id) : undefined;
  if (!row || row.status === 'draft') throw notFound();
  return row;
}

export async function getReview(ctx: AppContext, actor: Actor, id: string, lang: Language): Promise<TSubmissionReviewResponse> {
  const row = await reviewable(ctx.db, id);
  const definition = getFormDefinitionByKey(row.form_key);
  const candidate = await reviewRepository.person(ctx.db, row.user_id);
  if (!definition || !candidate) throw notFound();
  const view = answersForReviewer(definition, row.answers as FormAnswers, [...actor.permissions]);
  const today = complianceToday();
  const [reviewer, files, versions, history, referee, checks, shown] = await Promise.all([
    row.reviewed_by ? reviewRepository.person(ctx.db, row.reviewed_by) : undefined,
    view.access === 'full' ? submissionsRepository.files(ctx.db, row.id) : [],
    submissionsRepository.versions(ctx.db, row.user_id, row.form_key),
    submissionsRepository.history(ctx.db, row.user_id, row.form_key),
    refereeForReview(ctx.db, row, view.access === 'full'),
    checksRepository.ofSubmissions(ctx.db, [row.id]),
    versionState(ctx.db, row, today, ctx.config.rulePolicy),
  ]);
  // Reading an earlier version, the versions list still gives the current one's status as the queue does.
  const later = row.superseded_at === null ? undefined : await submissionsRepository.current(ctx.db, row.user_id, row.form_key);
  const currentStatus = later ? (await versionState(ctx.db, later, today, ctx.config.rulePolicy)).status : shown.status;
  const review = presentReview(
    { row, candidate, reviewer: reviewer ?? null, view, files, versions, history, checks: checks.get(row.id) ?? [], shown, currentStatus },
    { lang, today, policy: ctx.config.rulePolicy },
  );
  return { definition, submission: referee === undefined ? review : { ...review, referee } };
}

/** From which statuses (as people see them) each action may be taken, on the current version only. */
const ALLOWED: Record<ReviewAction, { from: readonly string[]; refusal: string }> = {
  approved: { from: ['submitted'], refusal: 'errors.submission_not_approvable' },
  rejected: { from: ['submitted', 'approved'], refusal: 'errors.submission_not_rejectable' },
  reopened: { from: ['submitted', 'approved', 'expired'], refusal: 'errors.submission_not_reopenable' },
};

/** What the rules ask to be on record before approval (a risk assessment for a missing overseas certificate). */
async function assertApprovable(tx: Executor, row: SubmissionRow): Promise<void> {
  const checks = (await checksRepository.ofSubmissions(tx, [row.id])).get(row.id) ?? [];
  const refusal = approvalRefusal(row.form_key, row.answers as FormAnswers, checks.map(checkFacts));
  if (refusal) throw new AppError('conflict', refusal);
}

/**
 * Approves, rejects or reopens a version: the change, a history event, an audit entry and a mail to the
 * candidate in one transaction. Reopening keeps the version as history and starts a draft from its answers
 * and files, which the candidate changes and submits again.
 */
export async function reviewSubmission(ctx: AppContext, { actor, meta, lang }: RequestContext, id: string, { action, reason }: ReviewChange): Promise<TSubmissionReviewResponse> {
  const found = await reviewable(ctx.db, id);
  // Nobody signs off their own compliance.
  if (found.user_id === actor.user.id) throw forbidden('errors.review_own_submission');
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    await submissionsRepository.lockForm(tx, found.user_id, found.form_key);
    const row = await submissionsRepository.findById(tx, found.id);
    if (!row) throw notFound();
    const rule = ALLOWED[action];
    const today = complianceToday(now);
    const { status } = await versionState(tx, row, today, ctx.config.rulePolicy);
    if (row.superseded_at !== null || !rule.from.includes(status)) {
      // Live as stored, but past the rules' deadline: the officer is told why, and what moves it.
      const pastDeadline = status === 'expired' && effectiveStatus(row, today) !== 'expired';
      throw new AppError('conflict', pastDeadline ? 'errors.submission_past_deadline' : rule.refusal);
    }
    if (action === 'approved') await assertApprovable(tx, row);
    const review = { reviewed_at: now, reviewed_by: actor.user.id, updated_at: now };
    if (action === 'approved') {
      await submissionsRepository.update(tx, row.id, { ...review, status: 'approved', reason: null });
    } else if (action === 'rejected') {
      await submissionsRepository.update(tx, row.id, { ...review, status: 'rejected', reason: reason ?? null });
    } else {
      await submissionsRepository.supersede(tx, row.id, now);
      const draft = await submissionsRepository.insert(tx, {
        user_id: row.user_id,
        form_key: row.form_key,
        version: row.version + 1,
        definition_version: row.definition_version,
        status: 'draft',
        answers: row.answers,
        language: row.language,
        reason: reason ?? null,
      });
      await submissionsRepository.copyFiles(tx, row.id, draft.id);
    }
    await submissionsRepository.addEvent(tx, { submission_id: row.id, actor_id: actor.user.id, action, reason: reason ?? null });
    // A school's assurance pack no longer stands once something it relied on is taken back.
    if (action !== 'approved') await revokeLivePacks(tx, row.user_id, action, row.form_key, now);
    await auditRepository.record(tx, {
      actorId: actor.user.id,
      action: `compliance.${action}`,
      targetType: 'submission',
      targetId: row.id,
      ip: meta.ip,
      data: { form_key: row.form_key, version: row.version, candidate_id: row.user_id, ...(reason ? { reason } : {}) },
    });
    // The CRM hears of every decision on a linked candidate (reopening waits for the next one).
    if (action !== 'reopened') await crmSyncRepository.queueLinked(tx, [row.user_id]);
    const candidate = await usersRepository.findById(tx, row.user_id);
    if (candidate) {
      await notifyCandidate(ctx, tx, { kind: action, to: candidate.email, language: row.language, formKey: row.form_key, reason });
    }
  });
  ctx.mailer.flush();
  ctx.crmSync.kick();
  return getReview(ctx, actor, found.id, lang);
}

/** The drawn signature of a version, as PNG bytes. */
export async function signatureImage(ctx: AppContext, id: string): Promise<Buffer> {
  const row = await reviewable(ctx.db, id);
  const image = await submissionsRepository.signatureImage(ctx.db, row.id);
  if (!image) throw notFound();
  return Buffer.from(image);
}
