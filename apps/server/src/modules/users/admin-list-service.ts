import { buildListMeta, DEFAULT_SORT_DIRECTION, ZAdminUserListQuery, type TAdminUserList } from '@portal/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { invalidField } from '../../lib/errors.js';
import { refreshCandidateSummaries } from '../candidates/summaries.js';
import { presentAdminUserSummary } from './admin-presenter.js';
import { userListRepository, type UserListFilter, type UserListOrder } from './list-repository.js';
import { userRolesRepository } from './roles-repository.js';

type ListQuery = z.output<typeof ZAdminUserListQuery>;

/** No list is longer than this; capping keeps an absurd page (10^13) an exact, empty page rather than an overflow. */
const MAX_OFFSET = 2 ** 31 - 1;

/**
 * One page of live users with the exact total, read in a single statement (see userListRepository):
 * a search collects its matches through the trigram indexes; anything else takes its total from the
 * cheapest exact source and its page from a sort index walked from the nearer end.
 */
export async function listUsers(ctx: AppContext, query: ListQuery): Promise<TAdminUserList> {
  const filter: UserListFilter = { search: query.q, status: query.status, geo: query, compliance: query.compliance };
  // Usually a handful of candidates whose facts changed since the last read (see refreshCandidateSummaries).
  if (query.compliance) await refreshCandidateSummaries(ctx, {});
  if (query.role) {
    filter.roleId = await userListRepository.roleIdByName(ctx.db, query.role);
    if (!filter.roleId) throw invalidField('role', 'validation.role_unknown', { name: query.role });
  }
  const order: UserListOrder = { sort: query.sort, direction: query.direction ?? DEFAULT_SORT_DIRECTION[query.sort] };
  const limit = query.per_page;
  const offset = Math.min((query.page - 1) * limit, MAX_OFFSET);
  const { total, rows } = await userListRepository.list(ctx.db, filter, order, { limit, offset });
  return {
    data: rows.map((row) => presentAdminUserSummary(row, row.roles)),
    meta: buildListMeta(query.page, limit, total),
  };
}

export async function roleOptions(ctx: Pick<AppContext, 'db'>) {
  return { data: await userRolesRepository.options(ctx.db) };
}
