import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'production',
      host: '0.0.0.0',
      port: 3000,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      appUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      mailFrom: 'Compliance Portal <no-reply@localhost>',
      adminEmail: undefined,
      officeEmail: undefined,
      redisUrl: undefined,
      displayTimeZone: 'Asia/Dhaka',
      logLevel: 'info',
      sessions: {
        candidate: { ttlSeconds: 7 * 24 * 3600, idleSeconds: 24 * 3600 },
        staff: { ttlSeconds: 12 * 3600, idleSeconds: 30 * 60 },
      },
      secretKey: undefined,
      webauthnRpId: 'localhost',
      trustProxy: false,
      webDist: undefined,
      refereeLinkDays: 21,
      refereeReminderDays: 3,
    });
    expect(path.isAbsolute(config.dataDir)).toBe(true);
  });

  it('reads REQUEST_TIMEOUT_SECONDS (default 120) and refuses anything but 1 to 3600 whole seconds', () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(120_000);
    expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: '30' }).requestTimeoutMs).toBe(30_000);
    for (const bad of ['0', '3601', '1.5', 'soon']) {
      expect(configError({ REQUEST_TIMEOUT_SECONDS: bad }).message).toContain(
        'REQUEST_TIMEOUT_SECONDS: must be a whole number of seconds from 1 to 3600',
      );
    }
  });

  it('reads DEADLINE_REMINDER_DAYS as a list of days, largest first (default 30,7)', () => {
    expect(loadConfig({}).deadlineReminderDays).toEqual([30, 7]);
    expect(loadConfig({ DEADLINE_REMINDER_DAYS: '' }).deadlineReminderDays).toEqual([30, 7]);
    expect(loadConfig({ DEADLINE_REMINDER_DAYS: ' 7, 60,30,7 ' }).deadlineReminderDays).toEqual([60, 30, 7]);
  });

  it('reads the agency policy choices of the UK rules, with the contract defaults', () => {
    expect(loadConfig({}).rulePolicy).toEqual({ dbs_recheck_months: 12, unsuccessful_candidate_months: 6, criminal_record_details_months: 6 });
    expect(loadConfig({ POLICY_DBS_RECHECK_MONTHS: '36' }).rulePolicy.dbs_recheck_months).toBe(36);
  });

  it('reads the home country: the United Kingdom by default, Bangladesh when asked, any case', () => {
    expect(loadConfig({}).homeCountry).toBe('GB');
    expect(loadConfig({ HOME_COUNTRY: '' }).homeCountry).toBe('GB');
    expect(loadConfig({ HOME_COUNTRY: 'bd' }).homeCountry).toBe('BD');
    expect(configError({ HOME_COUNTRY: 'FR' }).message).toContain('HOME_COUNTRY: must be GB or BD');
  });

  it('treats empty values as not set', () => {
    const config = loadConfig({ DATABASE_URL: '', SMTP_URL: '', ADMIN_EMAIL: '', REDIS_URL: '', APP_URL: '' });
    expect(config).toMatchObject({ databaseUrl: undefined, smtpUrl: undefined, adminEmail: undefined, redisUrl: undefined });
  });

  it('reads and normalises the values it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: 'var/portal',
      DATABASE_URL: 'postgresql://portal:secret@db:5432/portal',
      APP_URL: 'https://portal.example.com/',
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      ADMIN_EMAIL: 'Boss@Example.com',
      TZ_DISPLAY: 'Europe/London',
      TOKEN_TTL_HOURS: '2',
      CANDIDATE_IDLE_HOURS: '1',
      STAFF_SESSION_HOURS: '8',
      STAFF_IDLE_MINUTES: '15',
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: path.resolve('var/portal'),
      databaseUrl: 'postgresql://portal:secret@db:5432/portal',
      appUrl: 'https://portal.example.com',
      smtpUrl: 'smtps://user:pass@smtp.example.com:465',
      adminEmail: 'boss@example.com',
      // The office gets contact mail at the admin address unless it has its own.
      officeEmail: 'Boss@Example.com',
      displayTimeZone: 'Europe/London',
      sessions: { candidate: { ttlSeconds: 7200, idleSeconds: 3600 }, staff: { ttlSeconds: 8 * 3600, idleSeconds: 15 * 60 } },
      webauthnRpId: 'portal.example.com',
      trustProxy: true,
    });
  });

  it('reports every bad value at once, each with a clear message', () => {
    const error = configError({
      PORT: 'abc',
      DATABASE_URL: 'mysql://x',
      TZ_DISPLAY: 'Mars/Base',
      ADMIN_EMAIL: 'nope',
      SMTP_URL: 'http://x',
      STORAGE_URL: 'https://bucket.example.com/files',
    });
    const lines = error.message.split('\n');
    expect(lines[0]).toBe('Invalid configuration:');
    expect(lines.slice(1).sort()).toEqual(
      [
        '  PORT: must be a port number',
        '  DATABASE_URL: must be a URL like postgres://user:password@host:5432/database',
        '  TZ_DISPLAY: must be an IANA time zone such as Asia/Dhaka',
        '  ADMIN_EMAIL: must be an email address',
        '  SMTP_URL: must be a URL like smtp://user:password@smtp.example.com:587',
        '  STORAGE_URL: must look like s3://bucket/prefix?endpoint=https://s3.example.com&region=eu-west-2',
      ].sort(),
    );
  });

  it.each([
    ['PORT', '70000', 'must be a port number'],
    ['PORT', '3000.5', 'PORT:'],
    ['REDIS_URL', 'http://cache', 'must be a URL like redis://127.0.0.1:6379'],
    ['APP_URL', 'portal.example.com', 'must be a URL like https://portal.example.com'],
    ['ADMIN_PASSWORD', 'short', 'must be at least 12 characters'],
    ['OFFICE_EMAIL', 'office', 'must be an email address'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL:'],
    ['TRUST_PROXY', 'yes', 'TRUST_PROXY:'],
    ['REFEREE_LINK_DAYS', '0', 'must be a whole number of days from 1 to 365'],
    ['REFEREE_REMINDER_DAYS', 'soon', 'must be a whole number of days from 1 to 60'],
    ['STAFF_SESSION_HOURS', '48', 'STAFF_SESSION_HOURS:'],
    ['STAFF_IDLE_MINUTES', 'long', 'must be a number of minutes'],
    ['MEDIA_UPLOAD_MAX_MB', 'big', 'must be a number of megabytes'],
    ['MEDIA_QUOTA_MB', '0', 'MEDIA_QUOTA_MB:'],
    ['CANDIDATE_IDLE_HOURS', '0', 'CANDIDATE_IDLE_HOURS:'],
    ['SECRET_KEY', 'too-short', 'must be 32 random bytes in base64'],
    ['DEADLINE_REMINDER_DAYS', '30,soon', 'must be a comma-separated list of whole numbers of days from 1 to 365'],
    ['DEADLINE_REMINDER_DAYS', '0', 'must be a comma-separated list of whole numbers of days from 1 to 365'],
    ['DEADLINE_REMINDER_DAYS', ' , ', 'must be a comma-separated list of whole numbers of days from 1 to 365'],
    ['POLICY_DBS_RECHECK_MONTHS', '0', 'must be a whole number of months from 1 to 60'],
    ['POLICY_CRIMINAL_RECORD_DETAILS_MONTHS', 'half', 'must be a whole number of months from 1 to 72'],
  ])('refuses %s=%s', (name, value, message) => {
    const error = configError({ [name]: value });
    expect(error.message).toContain(`${name}:`);
    expect(error.message).toContain(message);
  });

  it.each([
    ['too short for a staff account', 'quiet-otter', 'must be at least 12 characters'],
    ['a common password', 'Password1234', 'is one of the most common passwords'],
    ['the admin email address', 'Boss@Example.com', 'must not be the admin email address'],
  ])('refuses an ADMIN_PASSWORD that is %s', (_label, password, message) => {
    const error = configError({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: password });
    expect(error.message).toContain(`ADMIN_PASSWORD: ${message}`);
  });

  it('checks ADMIN_PASSWORD while reporting the other bad values too', () => {
    const error = configError({ PORT: 'abc', ADMIN_PASSWORD: 'password1234' });
    expect(error.message).toContain('PORT: must be a port number');
    expect(error.message).toContain('ADMIN_PASSWORD: is one of the most common passwords');
  });

  it('takes a long, uncommon ADMIN_PASSWORD', () => {
    expect(loadConfig({ ADMIN_PASSWORD: 'quiet-otter-by-the-river' }).adminPassword).toBe('quiet-otter-by-the-river');
  });

  describe('the CRM', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    const complete = { CRM_PROVIDER: 'salesforce', SALESFORCE_CLIENT_ID: 'consumer-key', SALESFORCE_CLIENT_SECRET: 'consumer-secret', CRM_TOKEN_KEY: key };

    it('is off unless CRM_PROVIDER is set, whatever else is', () => {
      expect(loadConfig({}).crm).toBeUndefined();
      expect(loadConfig({ ...complete, CRM_PROVIDER: '' }).crm).toBeUndefined();
    });

    it('reads the Salesforce settings, with login.salesforce.com by default and a My Domain or sandbox URL when given', () => {
      expect(loadConfig(complete).crm).toEqual({
        provider: 'salesforce',
        loginUrl: 'https://login.salesforce.com',
        clientId: 'consumer-key',
        clientSecret: 'consumer-secret',
        tokenKey: Buffer.alloc(32, 7),
      });
      expect(loadConfig({ ...complete, SALESFORCE_LOGIN_URL: 'https://acme--uat.sandbox.my.salesforce.com/' }).crm?.loginUrl).toBe(
        'https://acme--uat.sandbox.my.salesforce.com',
      );
    });

    it('refuses to start without the client id, secret and CRM_TOKEN_KEY, naming each', () => {
      const lines = configError({ CRM_PROVIDER: 'salesforce' }).message.split('\n');
      expect(lines).toEqual([
        'Invalid configuration:',
        "  SALESFORCE_CLIENT_ID: is required when CRM_PROVIDER is set: the External Client App's consumer key",
        "  SALESFORCE_CLIENT_SECRET: is required when CRM_PROVIDER is set: the External Client App's consumer secret",
        '  CRM_TOKEN_KEY: is required when CRM_PROVIDER is set (it encrypts the stored refresh token): must be 32 random bytes in base64 (openssl rand -base64 32)',
      ]);
    });

    it('refuses an unknown provider, a key that is not 32 bytes and a login URL over plain http', () => {
      expect(configError({ ...complete, CRM_PROVIDER: 'hubspot' }).message).toContain('CRM_PROVIDER: must be salesforce, or unset to turn the CRM off');
      expect(configError({ ...complete, CRM_TOKEN_KEY: 'c2hvcnQ=' }).message).toContain('CRM_TOKEN_KEY: must be 32 random bytes in base64');
      expect(configError({ ...complete, SALESFORCE_LOGIN_URL: 'http://login.salesforce.com' }).message).toContain(
        'SALESFORCE_LOGIN_URL: must be an https URL (http only for localhost)',
      );
      expect(loadConfig({ ...complete, SALESFORCE_LOGIN_URL: 'http://127.0.0.1:4010' }).crm?.loginUrl).toBe('http://127.0.0.1:4010');
    });
  });

  it('never puts the bad value itself in the message (it may be a secret)', () => {
    const error = configError({ DATABASE_URL: 'mysql://root:hunter2@db/x', ADMIN_PASSWORD: 'hunter' });
    expect(error.message).not.toContain('hunter');
  });
});
