import { type TAdminUserCompliance, type TAdminUserSort, type TAdminUserStatus, type TGeoFilter, type TSortDirection } from '@portal/contract';
import { and, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { candidateSummaries, roles, submissions, userCounts, userRoles, users } from '../../db/schema/index.js';
import { geoFilterCondition, hasGeoFilter } from '../geo/filter.js';
import type { UserRow } from './repository.js';

export interface UserListFilter {
  /** Part of a name, email address or phone number. */
  search?: string;
  roleId?: string;
  status?: TAdminUserStatus;
  /** The geo search filter: the user's area is the given one or lies below it. */
  geo?: Partial<TGeoFilter>;
  /** Compliance progress; 'complete' reads the candidate summaries, which the caller has brought up to date. */
  compliance?: TAdminUserCompliance;
}

export interface UserListOrder {
  sort: TAdminUserSort;
  direction: TSortDirection;
}

export interface UserListWindow {
  limit: number;
  offset: number;
}

/** What a row of the list shows: no profile text, no hash. */
export type UserListRow = Pick<
  UserRow,
  'id' | 'name' | 'email' | 'phone' | 'email_verified_at' | 'phone_verified_at' | 'banned_at' | 'created_at'
> & { roles: string[] };

const SORT_COLUMNS = { name: users.name, email: users.email, created_at: users.created_at } as const;

/** The list's columns, with the user's role names sorted. */
const LIST_COLUMNS = sql`${users.id}, ${users.name}, ${users.email}, ${users.phone}, ${users.email_verified_at},
  ${users.phone_verified_at}, ${users.banned_at}, ${users.created_at},
  array(select r.name from ${userRoles} ur join ${roles} r on r.id = ur.role_id where ur.user_id = ${users.id} order by r.name) as roles`;

/** Escapes LIKE wildcards so that a search for "50%" or "a_b" means those characters. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Phone numbers are stored as + and digits; "07700 900 123" should still find "+447700900123"'s digits. */
function phoneNeedle(search: string): string {
  return /^[+\d\s()-]+$/.test(search) ? search.replace(/[\s()-]/g, '') : search;
}

function conditions(filter: UserListFilter): SQL {
  const parts: SQL[] = [isNull(users.deleted_at)];
  if (filter.search) {
    // Plain ILIKE '%…%' on each column: the pg_trgm GIN indexes answer it as a bitmap OR.
    const text = likePattern(filter.search);
    const phone = likePattern(phoneNeedle(filter.search));
    parts.push(or(ilike(users.name, text), ilike(users.email, text), ilike(users.phone, phone))!);
  }
  if (filter.status === 'banned') parts.push(isNotNull(users.banned_at));
  if (filter.status === 'active') parts.push(isNull(users.banned_at), isNotNull(users.email_verified_at));
  if (filter.status === 'unverified') parts.push(isNull(users.banned_at), isNull(users.email_verified_at));
  if (filter.roleId) {
    parts.push(inArray(users.id, sql`(select ${userRoles.user_id} from ${userRoles} where ${userRoles.role_id} = ${filter.roleId})`));
  }
  const geo = filter.geo && geoFilterCondition(users.geo_area_id, filter.geo);
  if (geo) parts.push(geo);
  if (filter.compliance) parts.push(complianceCondition(filter.compliance));
  return and(...parts)!;
}

/**
 * Started means any current version, a draft included. Complete means what the candidate's checklist says:
 * every form of their required set approved and in force (their summary's compliant_since), not every form
 * in the registry.
 */
function complianceCondition(progress: TAdminUserCompliance): SQL {
  const started = sql`exists (select 1 from ${submissions} where ${submissions.user_id} = ${users.id} and ${submissions.superseded_at} is null)`;
  const complete = sql`exists (select 1 from ${candidateSummaries} where ${candidateSummaries.user_id} = ${users.id}
    and ${candidateSummaries.compliant_since} is not null)`;
  if (progress === 'not_started') return sql`not ${started}`;
  if (progress === 'complete') return complete;
  return sql`${started} and not ${complete}`;
}

const countOf = (filter: UserListFilter) => sql`(select count(*) from ${users} where ${conditions(filter)})`;

/**
 * The exact number of live users matching a filter without a search, from the cheapest exact source:
 * - nothing: the trigger-kept counter in user_counts (one row);
 * - banned or unverified: an index-only count of that status's partial index;
 * - active: live minus banned minus unverified (the three statuses split the live users);
 * - a role: its user_roles entries minus those of soft-deleted users (few, with their own index);
 * - a role with a status, an area or a compliance progress: a count with all the conditions.
 */
function totalOf(filter: UserListFilter): SQL {
  const live = sql`(select ${userCounts.live} from ${userCounts})`;
  const { roleId, status } = filter;
  if ((roleId && status) || filter.compliance || (filter.geo && hasGeoFilter(filter.geo))) return countOf(filter);
  if (roleId) {
    return sql`(select count(*) from ${userRoles} where ${userRoles.role_id} = ${roleId})
      - (select count(*) from ${users} where ${users.deleted_at} is not null
           and exists (select 1 from ${userRoles} where ${userRoles.user_id} = ${users.id} and ${userRoles.role_id} = ${roleId}))`;
  }
  if (status === 'active') return sql`${live} - ${countOf({ status: 'banned' })} - ${countOf({ status: 'unverified' })}`;
  if (status) return countOf(filter);
  return live;
}

const directions = (order: UserListOrder) =>
  order.direction === 'asc' ? { forward: sql`asc`, backward: sql`desc` } : { forward: sql`desc`, backward: sql`asc` };

/**
 * Total and page of a list without a search. The ids of the page come from the partial (sort column, id)
 * index of live users; a page past the middle walks that index from its other end, so that page 4,000 of
 * 5,000 skips 19,980 entries instead of 79,980. Only the branch whose condition holds runs.
 */
function browseStatement(filter: UserListFilter, order: UserListOrder, window: UserListWindow): SQL {
  const key = SORT_COLUMNS[order.sort];
  const { forward, backward } = directions(order);
  // bigint: twice a large offset must not overflow an integer.
  const limit = sql`${window.limit}::bigint`;
  const offset = sql`${window.offset}::bigint`;
  return sql`
    with counted as (select (${totalOf(filter)})::int as total)
    select counted.total, page.* from counted left join lateral (
      select ${LIST_COLUMNS}, ids.sort_key from (
        (select ${users.id} as id, ${key} as sort_key from ${users}
          where ${conditions(filter)} and counted.total >= 2 * ${offset}
          order by ${key} ${forward}, ${users.id} ${forward} limit ${limit} offset ${offset})
        union all
        (select ${users.id}, ${key} from ${users}
          where ${conditions(filter)} and counted.total < 2 * ${offset}
          order by ${key} ${backward}, ${users.id} ${backward}
          limit greatest(least(${limit}, counted.total - ${offset}), 0) offset greatest(counted.total - ${offset} - ${limit}, 0))
      ) ids join ${users} on ${users.id} = ids.id
    ) page on true
    order by page.sort_key ${forward}, page.id ${forward}`;
}

/**
 * Total and page of a search. The matches are materialised first so the planner always collects them
 * through the trigram indexes; a plain ORDER BY … LIMIT would be tempted to walk the whole sort index
 * when a rare term (say, one email address) matches almost nothing.
 */
function searchStatement(filter: UserListFilter, order: UserListOrder, { limit, offset }: UserListWindow): SQL {
  const { forward } = directions(order);
  return sql`
    with matches as materialized (select ${users.id} as id, ${SORT_COLUMNS[order.sort]} as sort_key from ${users} where ${conditions(filter)}),
         counted as (select count(*)::int as total from matches)
    select counted.total, page.* from counted left join lateral (
      select ${LIST_COLUMNS}, m.sort_key from (
        select id, sort_key from matches order by sort_key ${forward}, id ${forward} limit ${limit} offset ${offset}
      ) m join ${users} on ${users.id} = m.id
    ) page on true
    order by page.sort_key ${forward}, page.id ${forward}`;
}

type RawRow = { total: number | string } & { [K in keyof UserListRow]: K extends 'roles' ? string[] | null : unknown };

/** Drivers hand timestamps back as Date or as PostgreSQL text; both become Dates. */
const toDate = (value: unknown): Date | null => (value === null || value === undefined ? null : new Date(value as string | Date));

export const userListRepository = {
  /** One page of live users and the exact total, in a single statement. */
  async list(db: Executor, filter: UserListFilter, order: UserListOrder, window: UserListWindow): Promise<{ total: number; rows: UserListRow[] }> {
    const statement = filter.search ? searchStatement(filter, order, window) : browseStatement(filter, order, window);
    const { rows } = await db.execute<RawRow>(statement);
    return {
      total: Number(rows[0]?.total ?? 0),
      // A page past the end still returns the total, on one row without a user.
      rows: rows
        .filter((row) => row.id !== null)
        .map((row) => ({
          id: String(row.id),
          name: String(row.name),
          email: String(row.email),
          phone: row.phone === null ? null : String(row.phone),
          email_verified_at: toDate(row.email_verified_at),
          phone_verified_at: toDate(row.phone_verified_at),
          banned_at: toDate(row.banned_at),
          created_at: toDate(row.created_at)!,
          roles: row.roles ?? [],
        })),
    };
  },

  async roleIdByName(db: Executor, name: string): Promise<string | undefined> {
    const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
    return row?.id;
  },
};
