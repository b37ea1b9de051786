import {
  addDays,
  CANDIDATE_ATTENTION,
  CANDIDATE_EXPIRING_DAYS,
  complianceToday,
  EMPTY_COMPLIANCE_PROFILE,
  pickLanguage,
  type CandidateAttention,
  type IsoDate,
  type Language,
} from '@portal/contract';
import type { AppContext } from '../../context.js';
import { checkFacts, type CheckRow } from '../compliance/check-repository.js';
import { evaluateChecklist, type EvaluatedItem } from '../compliance/checklist-evaluation.js';
import { candidatesRepository, type CandidateScope } from './repository.js';

type CurrentRow = Awaited<ReturnType<typeof candidatesRepository.current>>[number];
type Evaluation = ReturnType<typeof evaluateChecklist<CurrentRow>>;

export interface PoolCandidate {
  id: string;
  name: string;
  email: string;
  /** The language of the version of a form they last touched; English when they have none. */
  language: Language;
  evaluation: Evaluation;
  progress: { done: number; total: number };
  next_deadline: IsoDate | null;
  last_activity: Date | null;
  attention: CandidateAttention[];
  first_submitted: Date | null;
  /** When their required set was last completed (see `compliantSince`); null unless compliant now. */
  compliant_since: Date | null;
  /** When a referee's link runs out, so that references stop counting as outstanding before the day ends. */
  refresh_at: Date | null;
}

const latest = (...dates: (Date | null | undefined)[]) =>
  dates.reduce<Date | null>((found, date) => (date && (!found || date > found) ? date : found), null);

function groupBy<T extends { user_id: string }>(rows: readonly T[]): Map<string, T[]> {
  const by = new Map<string, T[]>();
  for (const row of rows) by.set(row.user_id, [...(by.get(row.user_id) ?? []), row]);
  return by;
}

const live = (item: EvaluatedItem) => item.status === 'approved' || item.status === 'submitted';

/**
 * The next date something of theirs lapses: the earliest deadline (due_at) or expiry, from today on, among
 * items still in force. What has already lapsed is not a deadline but an 'expired' or 'follow_up_due' flag.
 */
function nextDeadline(items: readonly EvaluatedItem[], today: IsoDate): IsoDate | null {
  const dates = items
    .filter(live)
    .flatMap((item) => [item.due_at, item.row?.expires_at ?? null])
    .filter((date): date is string => date !== null && date >= today);
  return dates.length > 0 ? dates.reduce((a, b) => (a < b ? a : b)) : null;
}

/** Which CANDIDATE_ATTENTION values hold, by the definitions in the contract. */
function attentionOf(evaluation: Evaluation, outstandingReferences: number, today: IsoDate): CandidateAttention[] {
  const { items, progress } = evaluation;
  const required = items.filter((item) => item.decision.requirement === 'required');
  const soon = addDays(today, CANDIDATE_EXPIRING_DAYS);
  const holds: Record<CandidateAttention, boolean> = {
    awaiting_review: items.some((item) => item.status === 'submitted'),
    rejected: required.some((item) => item.status === 'rejected'),
    expiring: items.some((item) => item.status === 'approved' && item.row?.expires_at != null && item.row.expires_at <= soon),
    expired: required.some((item) => item.status === 'expired'),
    follow_up_due: items.some((item) => live(item) && item.due_at !== null && item.due_at <= today),
    references_outstanding: outstandingReferences > 0,
    compliant: progress.total > 0 && progress.done === progress.total,
  };
  return CANDIDATE_ATTENTION.filter((value) => holds[value]);
}

/**
 * The moment a compliant candidate's required set was completed: the latest approval among the current
 * versions of their required forms (each was approved at its `reviewed_at`).
 */
function compliantSince(evaluation: Evaluation): Date | null {
  const { items, progress } = evaluation;
  if (progress.total === 0 || progress.done < progress.total) return null;
  return latest(...items.filter((item) => item.decision.requirement === 'required').map((item) => item.row?.reviewed_at));
}

/**
 * Every candidate in the scope, read through the same rules as their checklist (compliance/checklist-evaluation),
 * from a fixed number of queries for the whole pool.
 */
export async function loadPool(ctx: AppContext, scope: CandidateScope, now = new Date()): Promise<PoolCandidate[]> {
  const today = complianceToday(now);
  const repo = candidatesRepository;
  const [people, profiles, current, submitted, checks, activity, references, signIns] = await Promise.all([
    repo.people(ctx.db, scope),
    repo.profiles(ctx.db, scope),
    repo.current(ctx.db, scope),
    repo.latestSubmitted(ctx.db, scope),
    repo.checks(ctx.db, scope),
    repo.submissionActivity(ctx.db, scope),
    repo.references(ctx.db, scope, now),
    repo.signIns(ctx.db, scope),
  ]);
  const checksOf = new Map<string, CheckRow[]>();
  for (const { check } of checks) checksOf.set(check.submission_id, [...(checksOf.get(check.submission_id) ?? []), check]);
  const currentOf = groupBy(current);
  const submittedOf = groupBy(submitted);
  const activityOf = new Map(activity.map((row) => [row.user_id, row]));
  const referencesOf = new Map(references.map((row) => [row.user_id, row]));
  const signInOf = new Map(signIns.map((row) => [row.user_id, row.last_sign_in]));

  return people.map((person): PoolCandidate => {
    const facts = {
      profile: profiles.get(person.id) ?? EMPTY_COMPLIANCE_PROFILE,
      current: new Map((currentOf.get(person.id) ?? []).map((row) => [row.form_key, row])),
      submitted: new Map(
        (submittedOf.get(person.id) ?? []).map((row) => [row.form_key, { ...row, checks: (checksOf.get(row.id) ?? []).map(checkFacts) }]),
      ),
    };
    const evaluation = evaluateChecklist(facts, today, ctx.config.rulePolicy);
    const own = activityOf.get(person.id);
    const refs = referencesOf.get(person.id);
    return {
      ...person,
      language: pickLanguage(own?.language ?? undefined),
      evaluation,
      progress: evaluation.progress,
      next_deadline: nextDeadline(evaluation.items, today),
      last_activity: latest(own?.last_change, refs?.last_answer, signInOf.get(person.id)),
      attention: attentionOf(evaluation, refs?.outstanding ?? 0, today),
      first_submitted: own?.first_submitted ?? null,
      compliant_since: compliantSince(evaluation),
      refresh_at: refs?.first_runs_out ?? null,
    };
  });
}
