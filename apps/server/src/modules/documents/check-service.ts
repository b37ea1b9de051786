import { checkKindsOf, complianceToday, isFormKey, riskReasonOf, type FormAnswers, type TSubmissionReviewResponse, type ZSubmissionCheckRequest } from '@portal/contract';
import type { z } from 'zod';
import type { AppContext, RequestContext } from '../../context.js';
import { AppError, forbidden, invalid } from '../../lib/errors.js';
import { auditRepository } from '../audit/repository.js';
import { checkFacts, checksRepository } from '../compliance/check-repository.js';
import { dueOf } from '../compliance/checklist-rules.js';
import { getReview, reviewable } from './service.js';
import { submissionsRepository } from '../compliance/submission-repository.js';

type CheckRequest = z.output<typeof ZSubmissionCheckRequest>;

/** Everything but the common columns is kept as the check's details (permission_expiry_date, pvn_date, reference). */
function detailsOf(check: CheckRequest): Record<string, unknown> {
  const { kind: _kind, method: _method, result: _result, checked_on: _on, ...details } = check;
  return details;
}

/**
 * Records an officer's check of the current version of a submission (of a kind it takes: checkKindsOf), and moves its
 * deadline to what the check decides (a permission's end, a PVN + 6 months, the next DBS re-check), with an
 * audit entry, in one transaction. Nobody checks their own documents.
 */
export async function recordCheck(ctx: AppContext, { actor, meta, lang }: RequestContext, id: string, check: CheckRequest): Promise<TSubmissionReviewResponse> {
  const found = await reviewable(ctx.db, id);
  if (found.user_id === actor.user.id) throw forbidden('errors.review_own_submission');
  const answers = found.answers as FormAnswers;
  if (!checkKindsOf(found.form_key, answers).includes(check.kind)) throw invalid({ kind: 'rules.checks.not_checkable' });
  // A risk assessment is of what these answers call for, not of something else.
  if (check.kind === 'risk_assessment' && check.method !== riskReasonOf(found.form_key, answers)) throw invalid({ method: 'rules.checks.risk_reason_invalid' });
  if (check.checked_on > complianceToday()) throw invalid({ checked_on: 'rules.checks.checked_on_future' });
  await ctx.db.transaction(async (tx) => {
    await submissionsRepository.lockForm(tx, found.user_id, found.form_key);
    const row = await submissionsRepository.findById(tx, found.id);
    if (!row || row.superseded_at !== null) throw new AppError('conflict', 'errors.submission_not_checkable');
    const saved = await checksRepository.insert(tx, {
      submission_id: row.id,
      kind: check.kind,
      method: check.method,
      result: check.result,
      checked_on: check.checked_on,
      details: detailsOf(check),
      checked_by: actor.user.id,
      checker_name: actor.user.name,
    });
    const checks = (await checksRepository.ofSubmissions(tx, [row.id])).get(row.id) ?? [saved];
    const dueAt = isFormKey(row.form_key) ? dueOf(row.form_key, { ...row, checks: checks.map(checkFacts) }, ctx.config.rulePolicy) : null;
    await submissionsRepository.update(tx, row.id, { due_at: dueAt, updated_at: new Date() });
    await auditRepository.record(tx, {
      actorId: actor.user.id,
      action: 'compliance.checked',
      targetType: 'submission',
      targetId: row.id,
      ip: meta.ip,
      data: { form_key: row.form_key, version: row.version, candidate_id: row.user_id, kind: check.kind, method: check.method, result: check.result, checked_on: check.checked_on, due_at: dueAt },
    });
  });
  return getReview(ctx, actor, found.id, lang);
}
