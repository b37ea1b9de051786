import { createHash } from 'node:crypto';
import { CHECKLIST_SUBJECTS, complianceToday, FORM_DEFINITIONS } from '@portal/contract';
import type { Config } from '../../config.js';
import type { AppContext } from '../../context.js';
import { loadPool, type PoolCandidate } from './pool.js';
import type { CandidateScope } from './repository.js';
import { candidateSummaryRepository, type CandidateSummaryRow, type Freshness } from './summary-repository.js';

/**
 * Bump when the way pool.ts or the checklist's rules turn facts into a summary changes in a way the form
 * versions, the checklist's subjects and the rule policy do not show, so stored summaries are evaluated again.
 */
const SUMMARY_REVISION = 1;

/** Candidates evaluated per round trip: bounds the memory and the length of one refresh transaction. */
const BATCH = 500;

const bases = new WeakMap<Config, string>();

/** The fingerprint of everything besides a candidate's own facts that their summary depends on. */
export function summaryBasis(config: Config): string {
  let basis = bases.get(config);
  if (!basis) {
    const inputs = {
      revision: SUMMARY_REVISION,
      policy: config.rulePolicy,
      forms: FORM_DEFINITIONS.map((form) => [form.key, form.version]),
      subjects: CHECKLIST_SUBJECTS,
    };
    basis = createHash('sha256').update(JSON.stringify(inputs)).digest('base64url');
    bases.set(config, basis);
  }
  return basis;
}

const summaryOf = (candidate: PoolCandidate, fresh: Freshness): CandidateSummaryRow => ({
  user_id: candidate.id,
  progress_done: candidate.progress.done,
  progress_total: candidate.progress.total,
  next_deadline: candidate.next_deadline,
  last_activity: candidate.last_activity,
  attention: candidate.attention,
  first_submitted: candidate.first_submitted,
  compliant_since: candidate.compliant_since,
  evaluated_on: fresh.today,
  refresh_at: candidate.refresh_at,
  basis: fresh.basis,
  evaluated_at: fresh.now,
});

/**
 * Evaluates again every candidate in the scope whose stored summary is missing or stale, so that what the
 * officers' list and dashboard read next is what each candidate's own checklist says now. Usually a handful
 * (those whose facts changed since the last read); the whole pool after midnight or a change of rules, which
 * the periodic job takes on before officers ask. Returns how many were evaluated.
 */
export async function refreshCandidateSummaries(ctx: AppContext, scope: CandidateScope, now = new Date()): Promise<number> {
  const fresh: Freshness = { today: complianceToday(now), now, basis: summaryBasis(ctx.config) };
  let evaluated = 0;
  for (;;) {
    const stale = await candidateSummaryRepository.stale(ctx.db, scope, fresh, BATCH);
    if (stale.length === 0) return evaluated;
    const pool = await loadPool(ctx, { ids: stale.map((row) => row.user_id) }, now);
    await candidateSummaryRepository.write(
      ctx.db,
      pool.map((candidate) => summaryOf(candidate, fresh)),
      stale.flatMap((row) => row.changes),
    );
    evaluated += pool.length;
    if (stale.length < BATCH) return evaluated;
  }
}

/** The periodic job: every stale summary, then what belongs to people who are no longer candidates. */
export async function runCandidateSummaries(ctx: AppContext, now = new Date()) {
  const evaluated = await refreshCandidateSummaries(ctx, {}, now);
  const forgotten = await candidateSummaryRepository.forgetNonCandidates(ctx.db);
  return { evaluated, ...forgotten };
}
