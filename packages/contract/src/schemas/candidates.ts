import { z } from 'zod';
import { PLACEMENT_ROLES, PLACEMENT_SETTINGS } from '../rules/catalogues.js';
import { SORT_DIRECTIONS } from './users.js';
import { ZListMeta, ZPaginationQuery } from './common.js';
import { ZGeoFilter } from './geo.js';

/**
 * The officers' candidates list (GET /admin/candidates) and the dashboard figures that open it filtered.
 * Each `CandidateAttention` is one question an officer asks of the whole pool; a dashboard figure counts the
 * candidates for which it holds, and opens the list with `?attention=<value>`.
 */
export const CANDIDATE_ATTENTION = [
  /** At least one current submission is waiting for review. */
  'awaiting_review',
  /** At least one required item was rejected and the candidate has not submitted it again. */
  'rejected',
  /** At least one approved item expires within 30 days (and is not yet expired). */
  'expiring',
  /** At least one required item has expired. */
  'expired',
  /** At least one item's statutory or policy follow-up date (due_at) has passed or is today. */
  'follow_up_due',
  /** At least one reference request is sent or opened and not yet answered (nor expired or revoked). */
  'references_outstanding',
  /** Every required item is approved and in date. */
  'compliant',
] as const;
export type CandidateAttention = (typeof CANDIDATE_ATTENTION)[number];

/** Days ahead that count as 'expiring' for the dashboard figure and the list filter. */
export const CANDIDATE_EXPIRING_DAYS = 30;

/** At most this many candidates are reminded in one request. */
export const CANDIDATE_REMIND_MAX = 200;
export const CANDIDATE_SEARCH_MAX = 100;

export const CANDIDATE_SORTS = ['name', 'email', 'progress', 'next_deadline', 'last_activity'] as const;
export type CandidateSort = (typeof CANDIDATE_SORTS)[number];

const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** The list's filters, also those of its CSV export. */
export const ZCandidateFilter = z.object({
  /** Part of a name or email address. */
  q: z.preprocess(
    blankAsMissing,
    z.string({ error: 'validation.invalid_type' }).trim().max(CANDIDATE_SEARCH_MAX, { error: 'validation.too_long' }).optional(),
  ),
  /** A kind of work the candidate's compliance profile names. */
  role: z.preprocess(blankAsMissing, z.enum(PLACEMENT_ROLES, { error: 'rules.role_invalid' }).optional()),
  /** A place of work the candidate's compliance profile names. */
  setting: z.preprocess(blankAsMissing, z.enum(PLACEMENT_SETTINGS, { error: 'rules.setting_invalid' }).optional()),
  attention: z.preprocess(blankAsMissing, z.enum(CANDIDATE_ATTENTION, { error: 'candidate_list.attention_invalid' }).optional()),
  // The geo search filter of spec 3, as the admin user list has it: the candidate's area or one below it.
  ...ZGeoFilter.shape,
});
export type TCandidateFilter = z.output<typeof ZCandidateFilter>;

export const ZCandidateListQuery = ZPaginationQuery.extend({
  ...ZCandidateFilter.shape,
  sort: z.preprocess(blankAsMissing, z.enum(CANDIDATE_SORTS, { error: 'candidate_list.sort_invalid' }).default('name')),
  direction: z.preprocess(blankAsMissing, z.enum(SORT_DIRECTIONS, { error: 'validation.sort_direction_invalid' }).optional()),
});
export type TCandidateListQuery = z.input<typeof ZCandidateListQuery>;

export const ZCandidateSummary = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Required checklist items done out of those required, counted as GET /compliance counts them. */
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  /** 'YYYY-MM-DD': the earliest deadline (due_at) or expiry still to come among their items, or null. */
  next_deadline: z.string().nullable(),
  /** The latest of: a change to any of their submissions, a referee's answer, a sign-in; null when none. */
  last_activity: z.string().nullable(),
  /** Every attention value that holds for the candidate, in CANDIDATE_ATTENTION order. */
  attention: z.array(z.enum(CANDIDATE_ATTENTION)),
});
export type TCandidateSummary = z.infer<typeof ZCandidateSummary>;

export const ZCandidateList = z.object({ data: z.array(ZCandidateSummary), meta: ZListMeta });
export type TCandidateList = z.infer<typeof ZCandidateList>;

export const ZCandidateRemindRequest = z.object({
  ids: z
    .array(z.uuid({ error: 'candidate_list.id_invalid' }), { error: 'candidate_list.ids_required' })
    .min(1, { error: 'candidate_list.ids_required' })
    .max(CANDIDATE_REMIND_MAX, { error: 'candidate_list.ids_too_many' }),
});
export type TCandidateRemindRequest = z.infer<typeof ZCandidateRemindRequest>;

export const ZCandidateRemindResponse = z.object({
  /** Candidates a reminder was queued for. */
  reminded: z.number().int(),
  /** Candidates left alone: every required item is done, so there is nothing to remind them of. */
  nothing_to_do: z.array(z.string()),
});
export type TCandidateRemindResponse = z.infer<typeof ZCandidateRemindResponse>;
