import {
  complianceToday,
  historyFlags,
  type ComplianceProfile,
  type FormAnswers,
  type Language,
  type TCandidateCompliance,
  type TChecklistItem,
  type TChecklistResponse,
} from '@portal/contract';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/like.js';
import { translatorFor } from '../../plugins/i18n.js';
import { presentOpenRequest } from '../officer-notes/presenter.js';
import { changeRequestsRepository } from '../officer-notes/repository.js';
import { usersRepository } from '../users/repository.js';
import { checkFacts, checksRepository } from './check-repository.js';
import { evaluateChecklist } from './checklist-evaluation.js';
import { itemRules } from './checklist-rules.js';
import { profileForRules } from './profile-service.js';
import { submissionsRepository } from './submission-repository.js';

type ChecklistEntry = TChecklistItem & { submission_id: string | null };

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * The forms the candidate's profile calls for, in registry order, each with the state of its current version
 * and what the rules decided; legacy forms only when the candidate has a version of them. Progress counts
 * required items, a pair of forms being one item.
 */
async function checklistOf(ctx: AppContext, userId: string, lang: Language, now: Date) {
  const today = complianceToday(now);
  const t = translatorFor(lang);
  const profile: ComplianceProfile = await profileForRules(ctx.db, userId);
  const rows = new Map((await submissionsRepository.currentOfUser(ctx.db, userId)).map((row) => [row.form_key, row]));
  const latest = await submissionsRepository.latestSubmittedOfUser(ctx.db, userId);
  const checks = await checksRepository.ofSubmissions(ctx.db, latest.map((row) => row.id));
  const requests = await changeRequestsRepository.openOfCandidate(ctx.db, userId);
  const submitted = new Map(latest.map((row) => [row.form_key, { ...row, checks: (checks.get(row.id) ?? []).map(checkFacts) }]));
  const { items, progress } = evaluateChecklist({ profile, current: rows, submitted }, today, ctx.config.rulePolicy);
  const entries = items.map(({ key, definition, decision, row, status, expires_at, expiring_soon }): ChecklistEntry => ({
    key,
    group: definition.group,
    slug: definition.slug,
    title: definition.title[lang],
    status,
    submitted_at: iso(row?.submitted_at ?? null),
    reviewed_at: iso(row?.reviewed_at ?? null),
    expires_at,
    reason: row?.reason ?? null,
    expiring_soon,
    change_request: presentOpenRequest(requests.get(key)),
    ...itemRules(key, decision, submitted.get(key), t, ctx.config.rulePolicy),
    submission_id: row?.id ?? null,
  }));
  return { entries, progress, submitted };
}

/** GET /compliance: the signed-in candidate's checklist. */
export async function candidateChecklist(ctx: AppContext, userId: string, lang: Language): Promise<TChecklistResponse> {
  const { entries, progress } = await checklistOf(ctx, userId, lang, new Date());
  return { data: entries.map(({ submission_id: _id, ...item }) => item), progress };
}

/** GET /admin/candidates/{userId}/compliance: one candidate's checklist and its counts, for officers. */
export async function candidateCompliance(ctx: AppContext, userId: string, lang: Language): Promise<TCandidateCompliance> {
  const user = isUuid(userId) ? await usersRepository.findById(ctx.db, userId) : undefined;
  if (!user) throw notFound();
  const now = new Date();
  const { entries: data, progress, submitted } = await checklistOf(ctx, user.id, lang, now);
  // The counts, like progress, are of what the rules require; optional and not-needed forms stay in `data`.
  const required = data.filter((item) => item.requirement === 'required');
  const count = (test: (item: ChecklistEntry) => boolean) => required.filter(test).length;
  return {
    candidate: { id: user.id, name: user.name, email: user.email },
    data,
    summary: {
      approved: count((item) => item.status === 'approved'),
      missing: count((item) => ['not_started', 'draft', 'rejected', 'expired'].includes(item.status)),
      awaiting_review: count((item) => item.status === 'submitted'),
      expiring: count((item) => item.expiring_soon),
      total: required.length,
    },
    progress,
    history_flags: historyFlagsOf(submitted, complianceToday(now)),
  };
}

/** What the officer must look into in the last 5 years, from the latest submitted history and references. */
function historyFlagsOf(submitted: ReadonlyMap<string, { answers: Record<string, unknown> }>, today: string) {
  const history = submitted.get('tempest-forms/employment-history');
  const references = [...submitted].filter(([key]) => key.startsWith('references/')).map(([, row]) => row.answers as FormAnswers);
  return historyFlags(history ? (history.answers as FormAnswers) : null, references, today);
}
