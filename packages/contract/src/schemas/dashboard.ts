import { z } from 'zod';

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
