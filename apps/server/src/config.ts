import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_DISPLAY_TIME_ZONE, REFEREE_LINK_DAYS_DEFAULT, REFEREE_REMINDER_DAYS_DEFAULT } from '@portal/contract';

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const optionalUrl = (protocols: RegExp, hint: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.url({ protocol: protocols, error: `must be a URL like ${hint}` }).optional(),
  );

const wholeDays = (max: number) => {
  const error = `must be a whole number of days from 1 to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(1, { error }).max(max, { error });
};

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535, 'must be a port number').default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?$/, 'postgres://user:password@host:5432/database'),
  APP_URL: optionalUrl(/^https?$/, 'https://portal.example.com'),
  SMTP_URL: optionalUrl(/^smtps?$/, 'smtp://user:password@smtp.example.com:587'),
  MAIL_FROM: z.string().min(3).default('Compliance Portal <no-reply@localhost>'),
  ADMIN_EMAIL: z.preprocess((v) => (v === '' ? undefined : v), z.email({ error: 'must be an email address' }).optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  OFFICE_EMAIL: z.preprocess((v) => (v === '' ? undefined : v), z.email({ error: 'must be an email address' }).optional()),
  REDIS_URL: optionalUrl(/^rediss?$/, 'redis://127.0.0.1:6379'),
  /** Starts every key the portal writes to Redis, so deployments can share one server. */
  REDIS_PREFIX: z.string().regex(/^[A-Za-z0-9:_-]{1,40}$/, 'must be 1-40 letters, digits, colons, dashes or underscores').default('portal:'),
  TZ_DISPLAY: z.string().default(DEFAULT_DISPLAY_TIME_ZONE).refine(isTimeZone, 'must be an IANA time zone such as Asia/Dhaka'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TOKEN_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(24 * 7),
  /** Largest compliance upload, per file, in megabytes. */
  UPLOAD_MAX_MB: z.coerce.number({ error: 'must be a number of megabytes' }).int().min(1).max(100).default(5),
  /** Uploads no form refers to are removed after this many hours. */
  UPLOAD_UNATTACHED_HOURS: z.coerce.number({ error: 'must be a number of hours' }).int().min(1).max(24 * 30).default(24),
  /** Longest a client may take to send one whole request, headers and body, in seconds. */
  REQUEST_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds from 1 to 3600' })
    .int({ error: 'must be a whole number of seconds from 1 to 3600' })
    .min(1, { error: 'must be a whole number of seconds from 1 to 3600' })
    .max(3600, { error: 'must be a whole number of seconds from 1 to 3600' })
    .default(120),
  /** Days a link mailed to a referee stays usable. */
  REFEREE_LINK_DAYS: wholeDays(365).default(REFEREE_LINK_DAYS_DEFAULT),
  /** Days after the last mail before a referee who has not answered is reminded. */
  REFEREE_REMINDER_DAYS: wholeDays(60).default(REFEREE_REMINDER_DAYS_DEFAULT),
  WEB_DIST: optionalText,
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
});

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    officeEmail: e.OFFICE_EMAIL ?? e.ADMIN_EMAIL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    displayTimeZone: e.TZ_DISPLAY,
    logLevel: e.LOG_LEVEL,
    tokenTtlSeconds: e.TOKEN_TTL_HOURS * 3600,
    uploadMaxBytes: e.UPLOAD_MAX_MB * 1024 * 1024,
    uploadMaxMb: e.UPLOAD_MAX_MB,
    uploadUnattachedHours: e.UPLOAD_UNATTACHED_HOURS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    refereeLinkDays: e.REFEREE_LINK_DAYS,
    refereeReminderDays: e.REFEREE_REMINDER_DAYS,
    trustProxy: e.TRUST_PROXY === 'true',
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
  };
}
