import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Application log lines kept for the admin log viewer (warnings and above, plus notable events). */
export const appLogs = pgTable(
  'app_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    level: integer('level').notNull(),
    time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
    msg: text('msg').notNull(),
    req_id: text('req_id'),
    data: jsonb('data'),
  },
  (t) => [index('app_logs_time_idx').on(t.time), index('app_logs_level_time_idx').on(t.level, t.time)],
);
