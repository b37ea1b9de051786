import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, max, min, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { ROLE_CANDIDATE, type PlacementRole, type PlacementSetting, type TGeoFilter } from '@portal/contract';
import type { Executor } from '../../db/client.js';
import {
  accessTokens,
  complianceProfiles,
  refereeRequests,
  roles,
  submissionChecks,
  submissions,
  userRoles,
  users,
} from '../../db/schema/index.js';
import { profileOf } from '../compliance/profile-repository.js';
import { geoFilterCondition } from '../geo/filter.js';
import { containsPattern } from '../../lib/like.js';

/** Which candidates to read: the list's filters that SQL can answer (attention needs the rules). */
export interface CandidateScope {
  q?: string;
  role?: PlacementRole;
  setting?: PlacementSetting;
  geo?: Partial<TGeoFilter>;
  ids?: readonly string[];
}

/** Live users holding the candidate role, narrowed by the scope. */
export function scopeCondition(scope: CandidateScope): SQL {
  const parts: SQL[] = [
    isNull(users.deleted_at),
    sql`exists (select 1 from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.role_id}
      where ${userRoles.user_id} = ${users.id} and ${roles.name} = ${ROLE_CANDIDATE})`,
  ];
  if (scope.q) parts.push(or(ilike(users.name, containsPattern(scope.q)), ilike(users.email, containsPattern(scope.q)))!);
  if (scope.role) {
    parts.push(sql`exists (select 1 from ${complianceProfiles} where ${complianceProfiles.user_id} = ${users.id}
      and ${scope.role} = any(${complianceProfiles.roles}))`);
  }
  if (scope.setting) {
    parts.push(sql`exists (select 1 from ${complianceProfiles} where ${complianceProfiles.user_id} = ${users.id}
      and ${scope.setting} = any(${complianceProfiles.settings}))`);
  }
  const geo = scope.geo && geoFilterCondition(users.geo_area_id, scope.geo);
  if (geo) parts.push(geo);
  if (scope.ids) parts.push(scope.ids.length > 0 ? inArray(users.id, [...scope.ids]) : sql`false`);
  return and(...parts)!;
}

/** The candidates' ids as a subquery, so each read below filters by it instead of by a long list of ids. */
const idsIn = (scope: CandidateScope) => sql`(select ${users.id} from ${users} where ${scopeCondition(scope)})`;

/**
 * Everything the rules and the list read of a whole pool of candidates, in a fixed handful of queries
 * whatever its size: never one query per candidate.
 */
export const candidatesRepository = {
  people(db: Executor, scope: CandidateScope) {
    return db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(scopeCondition(scope));
  },

  async profiles(db: Executor, scope: CandidateScope) {
    const rows = await db.select().from(complianceProfiles).where(inArray(complianceProfiles.user_id, idsIn(scope)));
    return new Map(rows.map((row) => [row.user_id, profileOf(row)]));
  },

  /** The current version of each form of each candidate (without answers). */
  current(db: Executor, scope: CandidateScope) {
    return db
      .select({
        id: submissions.id,
        user_id: submissions.user_id,
        form_key: submissions.form_key,
        status: submissions.status,
        submitted_at: submissions.submitted_at,
        reviewed_at: submissions.reviewed_at,
        expires_at: submissions.expires_at,
      })
      .from(submissions)
      .where(and(inArray(submissions.user_id, idsIn(scope)), isNull(submissions.superseded_at)));
  },

  /** As submissionsRepository.latestSubmittedOfUser, for every candidate at once: the versions the clocks run from. */
  latestSubmitted(db: Executor, scope: CandidateScope) {
    return db
      .selectDistinctOn([submissions.user_id, submissions.form_key], {
        id: submissions.id,
        user_id: submissions.user_id,
        form_key: submissions.form_key,
        answers: submissions.answers,
        submitted_at: submissions.submitted_at,
        reviewed_at: submissions.reviewed_at,
        status: submissions.status,
      })
      .from(submissions)
      .where(
        and(
          inArray(submissions.user_id, idsIn(scope)),
          isNotNull(submissions.submitted_at),
          notInArray(submissions.status, ['draft', 'rejected']),
        ),
      )
      .orderBy(submissions.user_id, submissions.form_key, desc(submissions.version));
  },

  /** The officers' checks of every version of the candidates' forms, oldest first. */
  checks(db: Executor, scope: CandidateScope) {
    return db
      .select({ check: submissionChecks })
      .from(submissionChecks)
      .innerJoin(submissions, eq(submissions.id, submissionChecks.submission_id))
      .where(inArray(submissions.user_id, idsIn(scope)))
      .orderBy(asc(submissionChecks.created_at));
  },

  /**
   * Per candidate: when any version of a form last changed, when they first submitted anything, and the
   * language of the version they touched last (the portal keeps no language per user).
   */
  submissionActivity(db: Executor, scope: CandidateScope) {
    return db
      .select({
        user_id: submissions.user_id,
        last_change: max(submissions.updated_at),
        first_submitted: min(submissions.submitted_at),
        language: sql<string | null>`(array_agg(${submissions.language} order by ${submissions.updated_at} desc))[1]`,
      })
      .from(submissions)
      .where(inArray(submissions.user_id, idsIn(scope)))
      .groupBy(submissions.user_id);
  },

  /**
   * Per candidate: open reference requests of current versions, when the first of them runs out (and stops
   * counting as outstanding), and when a referee last answered.
   */
  references(db: Executor, scope: CandidateScope, now: Date) {
    const open = sql`${refereeRequests.status} in ('sent', 'opened')
      and ${refereeRequests.expires_at} > ${now.toISOString()}::timestamptz and ${submissions.superseded_at} is null`;
    return db
      .select({
        user_id: refereeRequests.user_id,
        outstanding: sql<number>`(count(*) filter (where ${open}))::int`,
        first_runs_out: sql<Date | null>`min(${refereeRequests.expires_at}) filter (where ${open})`.mapWith(refereeRequests.expires_at),
        last_answer: max(refereeRequests.completed_at),
      })
      .from(refereeRequests)
      .innerJoin(submissions, eq(submissions.id, refereeRequests.submission_id))
      .where(inArray(refereeRequests.user_id, idsIn(scope)))
      .groupBy(refereeRequests.user_id);
  },

  /** Per candidate: the start of their latest session (sign-ins are not kept beyond their session rows). */
  signIns(db: Executor, scope: CandidateScope) {
    return db
      .select({ user_id: accessTokens.user_id, last_sign_in: max(accessTokens.created_at) })
      .from(accessTokens)
      .where(inArray(accessTokens.user_id, idsIn(scope)))
      .groupBy(accessTokens.user_id);
  },

};
