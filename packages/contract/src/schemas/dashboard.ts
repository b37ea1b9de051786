import { z } from 'zod';
import { CANDIDATE_ATTENTION, type CandidateAttention } from './candidates.js';

export const ZDashboardSummary = z.object({
  users: z.object({
    total: z.number().int(),
    verified: z.number().int(),
    unverified: z.number().int(),
    banned: z.number().int(),
  }),
  users_by_role: z.array(z.object({ role: z.string(), count: z.number().int() })),
});
export type TDashboardSummary = z.infer<typeof ZDashboardSummary>;

/** Calendar periods in the display time zone (spec section 9); weeks start on Monday. */
export const DASHBOARD_RANGES = ['this_week', 'this_month', 'last_month'] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

export const ZDashboardStatsQuery = z.object({
  range: z.enum(DASHBOARD_RANGES, { error: 'validation.range_invalid' }).default('this_week'),
});
export type TDashboardStatsQuery = z.input<typeof ZDashboardStatsQuery>;

const ZLocalDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const ZDashboardStats = z.object({
  range: z.object({
    name: z.enum(DASHBOARD_RANGES),
    time_zone: z.string(),
    /** First and last calendar day of the range, both included. */
    first_day: ZLocalDate,
    last_day: ZLocalDate,
  }),
  /** Registrations of live users in the range, one entry per day. */
  registrations_per_day: z.array(z.object({ date: ZLocalDate, count: z.number().int() })),
  /** Registrations per week (Monday first) for the twelve weeks up to the range's last day. */
  registrations_per_week: z.array(z.object({ week_start: ZLocalDate, count: z.number().int() })),
  /** Email verification of the users who registered in the range. */
  verification: z.object({ verified: z.number().int(), unverified: z.number().int() }),
  /** When the figures were computed; they may be kept for a short while. */
  computed_at: z.string(),
});
export type TDashboardStats = z.infer<typeof ZDashboardStats>;

/** GET /admin/dashboard/compliance (documents.review): the compliance officers' figures. */
export const ZComplianceFigures = z.object({
  /** How many candidates each attention value holds for (a candidate counts under every value that holds). */
  counts: z.object(Object.fromEntries(CANDIDATE_ATTENTION.map((value) => [value, z.number().int()])) as Record<CandidateAttention, z.ZodNumber>),
  /** Candidates in all. */
  candidates: z.number().int(),
  time_zone: z.string(),
  /** Approvals and rejections recorded per week (Monday first) for the twelve weeks up to this one. */
  review_throughput: z.array(z.object({ week_start: ZLocalDate, approved: z.number().int(), rejected: z.number().int() })),
  /**
   * Per week, the candidates who became fully compliant in it and the median of their days from first
   * submission to that moment (null when none did); see the server's dashboard/compliance-figures.ts.
   */
  time_to_compliant: z.array(z.object({ week_start: ZLocalDate, candidates: z.number().int(), median_days: z.number().nullable() })),
  computed_at: z.string(),
});
export type TComplianceFigures = z.infer<typeof ZComplianceFigures>;
