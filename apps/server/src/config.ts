import path from 'node:path';
import { z } from 'zod';
import {
  CRM_PROVIDERS,
  DEFAULT_DISPLAY_TIME_ZONE,
  DEFAULT_HOME_COUNTRY,
  HOME_COUNTRIES,
  DEFAULT_RULE_POLICY,
  PASSWORD_STAFF_MIN_LENGTH,
  REFEREE_LINK_DAYS_DEFAULT,
  ASSURANCE_LINK_DAYS_DEFAULT,
  REFEREE_REMINDER_DAYS_DEFAULT,
  type RulePolicy,
} from '@portal/contract';
import { passwordProblem } from './lib/password-policy.js';
import { isS3Url } from './lib/storage-url.js';

/** The first super-admin the seed creates when there is none. */
export const FIRST_ADMIN = { defaultEmail: 'admin@example.com', name: 'Super Admin' } as const;

/** Why ADMIN_PASSWORD is refused: the password rules of a staff account (lib/password-policy.ts). */
const ADMIN_PASSWORD_PROBLEMS: Record<string, string> = {
  'validation.password_min_8': `must be at least ${PASSWORD_STAFF_MIN_LENGTH} characters (a staff password)`,
  'validation.password_staff_min': `must be at least ${PASSWORD_STAFF_MIN_LENGTH} characters (a staff password)`,
  'validation.password_personal': 'must not be the admin email address or name',
  'validation.password_common': 'is one of the most common passwords; choose one that is harder to guess',
};

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

const BASE64_KEY_HINT = 'must be 32 random bytes in base64 (openssl rand -base64 32)';
const base64Key = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.string().refine((v) => Buffer.from(v, 'base64').length === 32, BASE64_KEY_HINT).optional(),
);

/** Salesforce's login host: https, or http on this machine only (a local stand-in). */
function isLoginUrl(value: string): boolean {
  const url = new URL(value);
  return url.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

const wholeDays = (max: number) => {
  const error = `must be a whole number of days from 1 to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(1, { error }).max(max, { error });
};

const wholeMonths = (max: number) => {
  const error = `must be a whole number of months from 1 to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(1, { error }).max(max, { error });
};

/** A comma-separated list of distinct whole days (e.g. '30,7'), largest first. */
const dayList = (max: number) => {
  const error = `must be a comma-separated list of whole numbers of days from 1 to ${max}, e.g. 30,7`;
  return z.string().transform((value, ctx) => {
    const parts = value.split(',').map((part) => part.trim()).filter((part) => part !== '');
    const days = parts.map(Number);
    if (parts.length === 0 || parts.some((part) => !/^\d+$/.test(part)) || days.some((d) => d < 1 || d > max)) {
      ctx.addIssue({ code: 'custom', message: error });
      return z.NEVER;
    }
    return [...new Set(days)].sort((a, b) => b - a);
  });
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
  /** Checked against the password rules below, with the other values. */
  ADMIN_PASSWORD: optionalText,
  OFFICE_EMAIL: z.preprocess((v) => (v === '' ? undefined : v), z.email({ error: 'must be an email address' }).optional()),
  REDIS_URL: optionalUrl(/^rediss?$/, 'redis://127.0.0.1:6379'),
  /** Starts every key the portal writes to Redis, so deployments can share one server. */
  REDIS_PREFIX: z.string().regex(/^[A-Za-z0-9:_-]{1,40}$/, 'must be 1-40 letters, digits, colons, dashes or underscores').default('portal:'),
  /** Where files live: unset = DATA_DIR/files on local disk; `s3://bucket/prefix?endpoint=…&region=…` = S3-compatible storage. */
  STORAGE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().refine(isS3Url, 'must look like s3://bucket/prefix?endpoint=https://s3.example.com&region=eu-west-2').optional(),
  ),
  TZ_DISPLAY: z.string().default(DEFAULT_DISPLAY_TIME_ZONE).refine(isTimeZone, 'must be an IANA time zone such as Asia/Dhaka'),
  /** The agency's home country (ISO 3166-1 alpha-2): the form of a 'local' address and the geo tree seeded. */
  HOME_COUNTRY: z.preprocess(
    (v) => (v === '' || v === undefined ? DEFAULT_HOME_COUNTRY : String(v).trim().toUpperCase()),
    z.enum(HOME_COUNTRIES, { error: `must be ${HOME_COUNTRIES.join(' or ')} (an ISO country code the portal has a local address form for)` }),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Candidates' sessions: absolute lifetime and how long one may sit unused. */
  TOKEN_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(24 * 7),
  CANDIDATE_IDLE_HOURS: z.coerce.number({ error: 'must be a number of hours' }).int().min(1).max(24 * 90).default(24),
  /** Staff (anyone holding a permission): absolute lifetime and idle limit. */
  STAFF_SESSION_HOURS: z.coerce.number({ error: 'must be a number of hours' }).int().min(1).max(24).default(12),
  STAFF_IDLE_MINUTES: z.coerce.number({ error: 'must be a number of minutes' }).int().min(5).max(24 * 60).default(30),
  /** 32 random bytes, base64: encrypts authenticator-app secrets at rest. Generated into DATA_DIR when unset. */
  SECRET_KEY: base64Key,
  /** The WebAuthn relying party id passkeys are bound to; defaults to the host name of APP_URL. */
  WEBAUTHN_RP_ID: optionalText,
  /** Largest compliance upload, per file, in megabytes. */
  UPLOAD_MAX_MB: z.coerce.number({ error: 'must be a number of megabytes' }).int().min(1).max(100).default(5),
  /** Largest image uploaded to the media library, per file, in megabytes. */
  MEDIA_UPLOAD_MAX_MB: z.coerce.number({ error: 'must be a number of megabytes' }).int().min(1).max(100).default(10),
  /** How much each user's media library images may take together (every generated size counted), in megabytes. */
  MEDIA_QUOTA_MB: z.coerce.number({ error: 'must be a number of megabytes' }).int().min(1).max(1024 * 1024).default(200),
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
  /** Days an assurance pack's verification link works for the school. */
  ASSURANCE_LINK_DAYS: wholeDays(730).default(ASSURANCE_LINK_DAYS_DEFAULT),
  /** Days after the last mail before a referee who has not answered is reminded. */
  REFEREE_REMINDER_DAYS: wholeDays(60).default(REFEREE_REMINDER_DAYS_DEFAULT),
  /** Days before a required item's statutory or policy deadline (submissions.due_at) at which to remind, once each. */
  DEADLINE_REMINDER_DAYS: z.preprocess((v) => (v === '' || v === undefined ? '30,7' : v), dayList(365)),
  // The agency's own choices under the UK rules (contract rules/policy.ts): labelled as policy wherever shown.
  POLICY_DBS_RECHECK_MONTHS: wholeMonths(60).default(DEFAULT_RULE_POLICY.dbs_recheck_months),
  POLICY_UNSUCCESSFUL_CANDIDATE_MONTHS: wholeMonths(72).default(DEFAULT_RULE_POLICY.unsuccessful_candidate_months),
  POLICY_CRIMINAL_RECORD_DETAILS_MONTHS: wholeMonths(72).default(DEFAULT_RULE_POLICY.criminal_record_details_months),
  /** The CRM to connect to; unset, the feature is off. */
  CRM_PROVIDER: z.preprocess((v) => (v === '' ? undefined : v), z.enum(CRM_PROVIDERS, { error: 'must be salesforce, or unset to turn the CRM off' }).optional()),
  /** login.salesforce.com, test.salesforce.com for sandboxes, or the org's My Domain. */
  SALESFORCE_LOGIN_URL: z.preprocess(
    (v) => (v === '' || v === undefined ? 'https://login.salesforce.com' : v),
    z.url({ protocol: /^https?$/, error: 'must be a URL like https://login.salesforce.com' }).refine(isLoginUrl, 'must be an https URL (http only for localhost)'),
  ),
  SALESFORCE_CLIENT_ID: optionalText,
  SALESFORCE_CLIENT_SECRET: optionalText,
  /** 32 random bytes, base64: encrypts the CRM refresh token at rest. */
  CRM_TOKEN_KEY: base64Key,
  WEB_DIST: optionalText,
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
}).superRefine(
  (env, ctx) => {
    if (!env.ADMIN_PASSWORD) return;
    const context = { email: env.ADMIN_EMAIL ?? FIRST_ADMIN.defaultEmail, name: FIRST_ADMIN.name };
    const problem = passwordProblem(env.ADMIN_PASSWORD, { staff: true, context });
    if (problem) ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: ADMIN_PASSWORD_PROBLEMS[problem] ?? 'is not allowed' });
  },
  // Also when other values are wrong, so every problem is reported at once.
  { when: (payload) => payload.issues.every((issue) => issue.path?.[0] !== 'ADMIN_PASSWORD' && issue.path?.[0] !== 'ADMIN_EMAIL') },
).superRefine(
  (env, ctx) => {
    if (!env.CRM_PROVIDER) return;
    const required = {
      SALESFORCE_CLIENT_ID: "is required when CRM_PROVIDER is set: the External Client App's consumer key",
      SALESFORCE_CLIENT_SECRET: "is required when CRM_PROVIDER is set: the External Client App's consumer secret",
      CRM_TOKEN_KEY: `is required when CRM_PROVIDER is set (it encrypts the stored refresh token): ${BASE64_KEY_HINT}`,
    } as const;
    for (const [name, message] of Object.entries(required)) {
      if (!env[name as keyof typeof required]) ctx.addIssue({ code: 'custom', path: [name], message });
    }
  },
  { when: (payload) => payload.issues.every((issue) => !String(issue.path?.[0]).match(/^(CRM_|SALESFORCE_)/)) },
);

/** The CRM connection's settings, present only when CRM_PROVIDER is set (and then complete). */
export interface CrmConfig {
  provider: (typeof CRM_PROVIDERS)[number];
  loginUrl: string;
  clientId: string;
  clientSecret: string;
  /** The AES-256-GCM key of the stored refresh token. */
  tokenKey: Buffer;
}

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
    storageUrl: e.STORAGE_URL,
    displayTimeZone: e.TZ_DISPLAY,
    homeCountry: e.HOME_COUNTRY,
    logLevel: e.LOG_LEVEL,
    sessions: {
      candidate: { ttlSeconds: e.TOKEN_TTL_HOURS * 3600, idleSeconds: e.CANDIDATE_IDLE_HOURS * 3600 },
      staff: { ttlSeconds: e.STAFF_SESSION_HOURS * 3600, idleSeconds: e.STAFF_IDLE_MINUTES * 60 },
    },
    secretKey: e.SECRET_KEY,
    webauthnRpId: e.WEBAUTHN_RP_ID ?? new URL(e.APP_URL ?? `http://localhost:${e.PORT}`).hostname,
    uploadMaxBytes: e.UPLOAD_MAX_MB * 1024 * 1024,
    uploadMaxMb: e.UPLOAD_MAX_MB,
    uploadUnattachedHours: e.UPLOAD_UNATTACHED_HOURS,
    media: {
      uploadMaxMb: e.MEDIA_UPLOAD_MAX_MB,
      uploadMaxBytes: e.MEDIA_UPLOAD_MAX_MB * 1024 * 1024,
      quotaMb: e.MEDIA_QUOTA_MB,
      quotaBytes: e.MEDIA_QUOTA_MB * 1024 * 1024,
    },
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    refereeLinkDays: e.REFEREE_LINK_DAYS,
    refereeReminderDays: e.REFEREE_REMINDER_DAYS,
    assuranceLinkDays: e.ASSURANCE_LINK_DAYS,
    deadlineReminderDays: e.DEADLINE_REMINDER_DAYS,
    rulePolicy: {
      dbs_recheck_months: e.POLICY_DBS_RECHECK_MONTHS,
      unsuccessful_candidate_months: e.POLICY_UNSUCCESSFUL_CANDIDATE_MONTHS,
      criminal_record_details_months: e.POLICY_CRIMINAL_RECORD_DETAILS_MONTHS,
    } satisfies RulePolicy,
    crm: e.CRM_PROVIDER
      ? ({
          provider: e.CRM_PROVIDER,
          loginUrl: e.SALESFORCE_LOGIN_URL.replace(/\/+$/, ''),
          clientId: e.SALESFORCE_CLIENT_ID!,
          clientSecret: e.SALESFORCE_CLIENT_SECRET!,
          tokenKey: Buffer.from(e.CRM_TOKEN_KEY!, 'base64'),
        } satisfies CrmConfig)
      : undefined,
    trustProxy: e.TRUST_PROXY === 'true',
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
  };
}
