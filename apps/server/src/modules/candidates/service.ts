import {
  buildListMeta,
  getFormDefinitionByKey,
  type CandidateAttention,
  type CandidateSort,
  type Language,
  type TCandidateFilter,
  type TCandidateList,
  type TCandidateSummary,
  type TCandidateRemindRequest,
  type TCandidateRemindResponse,
  type TSortDirection,
} from '@portal/contract';
import type { AppContext, RequestMeta } from '../../context.js';
import { invalidField } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { translatorFor } from '../../plugins/i18n.js';
import { auditRepository } from '../audit/repository.js';
import { toCsv } from './csv.js';
import { loadPool, type PoolCandidate } from './pool.js';
import type { CandidateScope } from './repository.js';
import { refreshCandidateSummaries } from './summaries.js';
import { candidateSummaryRepository } from './summary-repository.js';

const scopeOf = (filter: TCandidateFilter): CandidateScope => ({ q: filter.q, role: filter.role, setting: filter.setting, geo: filter });

/** Latest activity first by default; everything else A to Z, earliest first, least progress first. */
const defaultDirection = (sort: CandidateSort): TSortDirection => (sort === 'last_activity' ? 'desc' : 'asc');

type ListedCandidate = Awaited<ReturnType<typeof candidateSummaryRepository.list>>[number];

const listItem = (row: ListedCandidate): TCandidateSummary => ({
  id: row.id,
  name: row.name,
  email: row.email,
  progress: { done: row.progress_done, total: row.progress_total },
  next_deadline: row.next_deadline,
  last_activity: row.last_activity?.toISOString() ?? null,
  attention: row.attention as CandidateAttention[],
});

/**
 * The candidates matching the filters, attention included, in the requested order: read from their stored
 * summaries once those in the scope that went stale have been evaluated again.
 */
async function matching(
  ctx: AppContext,
  filter: TCandidateFilter,
  order: { sort: CandidateSort; direction?: TSortDirection; page?: { limit: number; offset: number } },
) {
  const scope = scopeOf(filter);
  await refreshCandidateSummaries(ctx, scope);
  const direction = order.direction ?? defaultDirection(order.sort);
  return candidateSummaryRepository.list(ctx.db, { scope, attention: filter.attention, sort: order.sort, direction, page: order.page });
}

/** GET /admin/candidates */
export async function listCandidates(
  ctx: AppContext,
  query: TCandidateFilter & { page: number; per_page: number; sort: CandidateSort; direction?: TSortDirection },
): Promise<TCandidateList> {
  const page = { limit: query.per_page, offset: (query.page - 1) * query.per_page };
  const rows = await matching(ctx, query, { sort: query.sort, direction: query.direction, page });
  const total = await candidateSummaryRepository.count(ctx.db, scopeOf(query), query.attention);
  return { data: rows.map(listItem), meta: buildListMeta(query.page, query.per_page, total) };
}

/** GET /admin/candidates/export.csv: every matching candidate, headed in the officer's language. Audited as a data export. */
export async function exportCandidates(ctx: AppContext, actor: Actor, filter: TCandidateFilter, lang: Language, meta: RequestMeta) {
  const all = (await matching(ctx, filter, { sort: 'name' })).map(listItem);
  const t = translatorFor(lang);
  const columns = ['name', 'email', 'progress_done', 'progress_total', 'next_deadline', 'last_activity', 'attention'] as const;
  const rows = all.map((c) => [
    c.name,
    c.email,
    c.progress.done,
    c.progress.total,
    c.next_deadline,
    c.last_activity,
    c.attention.map((value) => t(`candidate_list.attention.${value}`)).join('; '),
  ]);
  await auditRepository.record(ctx.db, {
    actorId: actor.user.id,
    action: 'candidates.exported',
    ip: meta.ip,
    data: { rows: rows.length, filter: Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)) },
  });
  return toCsv([columns.map((column) => t(`candidate_list.csv.${column}`)), ...rows]);
}

/** The required checklist items not yet done, named in `lang`, each with why when it was sent back or lapsed. */
function stillToDo(candidate: PoolCandidate, lang: Language): string[] {
  const t = translatorFor(lang);
  const statusOf = new Map(candidate.evaluation.items.map((item) => [item.key, item.status]));
  return candidate.evaluation.plan.required
    .flatMap((group) => group.items)
    .filter((item) => !item.subject.steps.every((key) => statusOf.get(key) === 'approved'))
    .map((item) => {
      const first = item.subject.steps[0]!;
      const name = item.subject.title ? t(item.subject.title) : (getFormDefinitionByKey(first)?.title[lang] ?? first);
      const statuses = item.subject.steps.map((key) => statusOf.get(key));
      if (statuses.includes('rejected')) return t('candidate_list.mail.reminder_item_rejected', { item: name });
      if (statuses.includes('expired')) return t('candidate_list.mail.reminder_item_expired', { item: name });
      return name;
    });
}

/**
 * POST /admin/candidates/remind: one mail per candidate, in their language, listing what is still to do.
 * Every id must be a candidate's, or nothing is sent (422 naming the others). Audited per candidate.
 */
export async function remindCandidates(
  ctx: AppContext,
  actor: Actor,
  body: TCandidateRemindRequest,
  meta: RequestMeta,
): Promise<TCandidateRemindResponse> {
  const ids = [...new Set(body.ids.map((id) => id.toLowerCase()))];
  const pool = await loadPool(ctx, { ids });
  const found = new Set(pool.map((c) => c.id));
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length > 0) {
    throw invalidField('ids', 'candidate_list.not_candidates', { ids: unknown.join(', ') });
  }
  const nothingToDo: string[] = [];
  let reminded = 0;
  await ctx.db.transaction(async (tx) => {
    for (const candidate of pool) {
      const items = stillToDo(candidate, candidate.language);
      if (items.length === 0) {
        nothingToDo.push(candidate.id);
        continue;
      }
      const t = translatorFor(candidate.language);
      const values = { name: candidate.name, count: items.length, items: items.map((item) => `- ${item}`).join('\n'), url: `${ctx.config.appUrl}/compliance` };
      await ctx.mailer.queue(tx, { to: candidate.email, subject: t('candidate_list.mail.reminder_subject', values), text: t('candidate_list.mail.reminder_body', values) });
      await auditRepository.record(tx, {
        actorId: actor.user.id,
        action: 'candidates.reminded',
        targetType: 'user',
        targetId: candidate.id,
        ip: meta.ip,
        data: { items: items.length, language: candidate.language },
      });
      reminded += 1;
    }
  });
  ctx.mailer.flush();
  return { reminded, nothing_to_do: nothingToDo };
}
