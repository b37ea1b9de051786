import { z } from 'zod';
import { ZListMeta, ZPaginationQuery } from './common.js';

/** Levels kept in the application log, with pino's numbers. */
export const LOG_LEVELS = { info: 30, warn: 40, error: 50, fatal: 60 } as const;
export type LogLevel = keyof typeof LOG_LEVELS;
export const LOG_LEVEL_NAMES = Object.keys(LOG_LEVELS) as LogLevel[];

export function logLevelName(level: number): LogLevel {
  const found = [...LOG_LEVEL_NAMES].reverse().find((name) => level >= LOG_LEVELS[name]);
  return found ?? 'info';
}

const ZInstant = z.iso.datetime({ offset: true, error: 'validation.datetime_invalid' });
const ZSearchText = z.string().trim().max(200, { error: 'validation.too_long' }).optional();

/** from/to bound a time range (from inclusive, to exclusive); both optional. */
const ZTimeRange = { from: ZInstant.optional(), to: ZInstant.optional() };
const inOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to);
const outOfOrder = { error: 'validation.range_order', path: ['to'] };

export const ZAppLogQuery = ZPaginationQuery.extend({
  ...ZTimeRange,
  /** The lowest level shown. */
  level: z.enum(LOG_LEVEL_NAMES as [LogLevel, ...LogLevel[]], { error: 'validation.log_level_invalid' }).optional(),
  /** Part of the message. */
  msg: ZSearchText,
}).refine(inOrder, outOfOrder);
export type TAppLogQuery = z.input<typeof ZAppLogQuery>;

export const ZAppLogEntry = z.object({
  id: z.string(),
  level: z.enum(LOG_LEVEL_NAMES as [LogLevel, ...LogLevel[]]),
  time: z.string(),
  msg: z.string(),
  req_id: z.string().nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
});
export type TAppLogEntry = z.infer<typeof ZAppLogEntry>;

export const ZAppLogList = z.object({ data: z.array(ZAppLogEntry), meta: ZListMeta });
export type TAppLogList = z.infer<typeof ZAppLogList>;

export const ZAuditLogQuery = ZPaginationQuery.extend({
  ...ZTimeRange,
  action: z.string().trim().max(100, { error: 'validation.too_long' }).optional(),
  /** Part of the actor's email address or name. */
  actor: ZSearchText,
  /** The target's id, or part of the target user's email address. */
  target: ZSearchText,
}).refine(inOrder, outOfOrder);
export type TAuditLogQuery = z.input<typeof ZAuditLogQuery>;

const ZPersonRef = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const ZAuditLogEntry = z.object({
  id: z.string(),
  action: z.string(),
  /** What happened, as a sentence in the request's language: who did what to whom. */
  summary: z.string(),
  actor: ZPersonRef.nullable(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  /** The target user, when the target is a user who still exists. */
  target_user: ZPersonRef.nullable(),
  ip: z.string().nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type TAuditLogEntry = z.infer<typeof ZAuditLogEntry>;

export const ZAuditLogList = z.object({ data: z.array(ZAuditLogEntry), meta: ZListMeta });
export type TAuditLogList = z.infer<typeof ZAuditLogList>;

/** Every action recorded so far, each with a name for people in the request's language. */
export const ZAuditActions = z.object({ data: z.array(z.object({ value: z.string(), label: z.string() })) });
