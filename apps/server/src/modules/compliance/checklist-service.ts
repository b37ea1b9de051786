import {
  complianceToday,
  FORM_DEFINITIONS,
  type Language,
  type TCandidateCompliance,
  type TChecklistItem,
  type TChecklistResponse,
} from '@portal/contract';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/like.js';
import { usersRepository } from '../users/repository.js';
import { effectiveStatus, isExpiringSoon } from './status.js';
import { submissionsRepository } from './submission-repository.js';

type ChecklistEntry = TChecklistItem & { submission_id: string | null };

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Every one of the 35 forms, in registry order, with the state of the candidate's current version. */
async function checklistOf(ctx: AppContext, userId: string, lang: Language, now: Date): Promise<ChecklistEntry[]> {
  const today = complianceToday(now);
  const rows = new Map((await submissionsRepository.currentOfUser(ctx.db, userId)).map((row) => [row.form_key, row]));
  return FORM_DEFINITIONS.map((definition) => {
    const row = rows.get(definition.key);
    return {
      key: definition.key,
      group: definition.group,
      slug: definition.slug,
      title: definition.title[lang],
      status: row ? effectiveStatus(row, today) : 'not_started',
      submitted_at: iso(row?.submitted_at ?? null),
      reviewed_at: iso(row?.reviewed_at ?? null),
      expires_at: row?.expires_at ?? null,
      reason: row?.reason ?? null,
      expiring_soon: row ? isExpiringSoon(row, today) : false,
      submission_id: row?.id ?? null,
    };
  });
}

/** GET /compliance: the signed-in candidate's checklist; done counts approved, unexpired forms. */
export async function candidateChecklist(ctx: AppContext, userId: string, lang: Language): Promise<TChecklistResponse> {
  const entries = await checklistOf(ctx, userId, lang, new Date());
  return {
    data: entries.map(({ submission_id: _id, ...item }) => item),
    progress: { done: entries.filter((item) => item.status === 'approved').length, total: entries.length },
  };
}

/** GET /admin/candidates/{userId}/compliance: one candidate's checklist and its counts, for officers. */
export async function candidateCompliance(ctx: AppContext, userId: string, lang: Language): Promise<TCandidateCompliance> {
  const user = isUuid(userId) ? await usersRepository.findById(ctx.db, userId) : undefined;
  if (!user) throw notFound();
  const data = await checklistOf(ctx, user.id, lang, new Date());
  const count = (test: (item: ChecklistEntry) => boolean) => data.filter(test).length;
  return {
    candidate: { id: user.id, name: user.name, email: user.email },
    data,
    summary: {
      approved: count((item) => item.status === 'approved'),
      missing: count((item) => ['not_started', 'draft', 'rejected', 'expired'].includes(item.status)),
      awaiting_review: count((item) => item.status === 'submitted'),
      expiring: count((item) => item.expiring_soon),
      total: data.length,
    },
  };
}
