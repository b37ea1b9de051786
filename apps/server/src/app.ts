import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { seed, type SeedResult } from './db/seed.js';
import { startComplianceJobs } from './jobs/compliance-jobs.js';
import { startContentJobs } from './jobs/content-jobs.js';
import { CrmSyncWorker } from './jobs/crm-sync-worker.js';
import { OutboxWorker } from './jobs/outbox-worker.js';
import { Cache, MemoryCacheStore, RedisCacheStore } from './lib/cache.js';
import { notFound } from './lib/errors.js';
import { loadSecretKey, SecretBox } from './lib/secret-box.js';
import { redactSecrets } from './lib/log-redaction.js';
import { S3Storage } from './lib/s3-storage.js';
import { LocalDiskStorage } from './lib/storage.js';
import { registerWebAssets } from './lib/web-assets.js';
import { accountRoutes } from './modules/account/routes.js';
import { addressesRoutes } from './modules/addresses/routes.js';
import { assuranceRoutes } from './modules/assurance/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { cacheRoutes } from './modules/cache/routes.js';
import { complianceRoutes } from './modules/compliance/routes.js';
import { documentsRoutes } from './modules/documents/routes.js';
import { complianceProfileRoutes } from './modules/compliance/profile-routes.js';
import { retentionRoutes } from './modules/compliance/retention-routes.js';
import { contactRoutes } from './modules/contact/routes.js';
import { crmRoutes } from './modules/crm/routes.js';
import { crmUserRoutes } from './modules/crm/user-routes.js';
import { contentSiteRoutes } from './modules/content/site-routes.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { formsRoutes } from './modules/forms/routes.js';
import { geoRoutes } from './modules/geo/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { AppLogCapture, createAppLogger } from './modules/logs/capture.js';
import { logsRepository } from './modules/logs/repository.js';
import { logsRoutes } from './modules/logs/routes.js';
import { mediaPublicRoutes } from './modules/media/public-routes.js';
import { mediaRoutes } from './modules/media/routes.js';
import { mediaTicketRoutes } from './modules/media/ticket-routes.js';
import { mfaRoutes } from './modules/mfa/routes.js';
import { newsPublicRoutes } from './modules/news/public-routes.js';
import { newsAdminRoutes } from './modules/news/routes.js';
import { newsTermRoutes } from './modules/news/term-routes.js';
import { candidatesRoutes } from './modules/candidates/routes.js';
import { officerNotesRoutes } from './modules/officer-notes/routes.js';
import { packsRoutes } from './modules/packs/routes.js';
import { pagesPublicRoutes } from './modules/pages/public-routes.js';
import { pagesAdminRoutes } from './modules/pages/routes.js';
import { Mailer } from './modules/mail/mailer.js';
import { createLogSmsProvider, type SmsProvider } from './modules/mail/sms.js';
import { createMailTransport } from './modules/mail/transport.js';
import { permissionsRoutes } from './modules/permissions/routes.js';
import { refereesRoutes } from './modules/referees/routes.js';
import { rolesRoutes } from './modules/roles/routes.js';
import { siteRoutes } from './modules/site/routes.js';
import { uploadsRoutes } from './modules/uploads/routes.js';
import { adminUserProfileRoutes } from './modules/users/admin-profile-routes.js';
import { adminUserRoutes } from './modules/users/admin-routes.js';
import { Throttle } from './modules/throttle/throttle.js';
import { accessAuditPlugin } from './plugins/access-audit.js';
import { authPlugin } from './plugins/auth.js';
import { errorsPlugin } from './plugins/errors.js';
import { i18nPlugin } from './plugins/i18n.js';
import { requestIdOptions, requestIdPlugin } from './plugins/request-id.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';

export interface BuildOptions {
  /** Replaces the SMS provider (tests capture messages with it). */
  sms?: SmsProvider;
  /** Keep the in-memory database even if config has a data directory (tests). */
  inMemoryDatabase?: boolean;
  /** What that in-memory database starts from (see DatabaseOptions.pgliteTemplate). */
  pgliteTemplate?: Blob;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: DatabaseHandle;
  outbox: OutboxWorker;
  crmSync: CrmSyncWorker;
  seedResult: SeedResult;
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Longest a connection may stay silent, in a request or while an answer is being read, before it is closed. */
const IDLE_SOCKET_MS = 60_000;
/** Longest a client may take to send a request's headers (a slow-headers attack holds a socket without a body). */
const HEADERS_TIMEOUT_MS = 30_000;

/**
 * Limits so that no client holds a connection forever: the whole request (headers and body) within
 * REQUEST_TIMEOUT_SECONDS, its headers within 30 s, and no more than 60 s of silence. A request over time is cut
 * off (408 if nothing was answered yet) and its upload discarded. Node checks running requests against the
 * first two every `connectionsCheckingInterval`, so that interval follows the timeout.
 */
function connectionTimeouts(requestTimeoutMs: number) {
  const headersTimeout = Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs);
  return {
    requestTimeout: requestTimeoutMs,
    connectionTimeout: IDLE_SOCKET_MS,
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout,
      connectionsCheckingInterval: Math.min(30_000, Math.max(250, Math.floor(headersTimeout / 4))),
    },
  };
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<BuiltApp> {
  // Warnings and notable events also go to the app_logs table once the database is open.
  const logCapture = new AppLogCapture();
  const app = Fastify({
    loggerInstance: createAppLogger(
      {
        level: config.logLevel,
        redact: ['req.headers.authorization', 'req.headers.cookie'],
        // Tokens in query strings and referee links never reach a log line: not the request line, not an
        // error's message or stack, not a message that quotes a URL.
        serializers: {
          req: (req) => ({ method: req.method, url: redactSecrets(req.url), remoteAddress: req.ip }),
          err: (err: Error) => {
            const serialized = pino.stdSerializers.err(err);
            serialized.message = redactSecrets(serialized.message);
            serialized.stack = redactSecrets(serialized.stack);
            return serialized;
          },
        },
        hooks: {
          logMethod(args, method) {
            method.apply(this, args.map((arg) => (typeof arg === 'string' ? redactSecrets(arg) : arg)) as Parameters<typeof method>);
          },
        },
      },
      logCapture,
      options.logStream,
    ),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ...connectionTimeouts(config.requestTimeoutMs),
    ...requestIdOptions,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // While shutting down, an answer to a request in flight also closes its connection: otherwise a
  // keep-alive client (browser, proxy) holds the server open until the forced exit.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: options.inMemoryDatabase ? undefined : config.dataDir,
    pgliteTemplate: options.pgliteTemplate,
    onConnectionError: (err) => app.log.warn({ err }, 'database connection lost'),
  });
  await database.migrate();
  const seedResult = await seed(database.db, config);
  logCapture.start((lines) => logsRepository.insertAppLogs(database.db, lines));

  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: false }) : undefined;
  redis?.on('error', (err) => app.log.warn({ err }, 'redis error'));
  const transport = createMailTransport(config.smtpUrl, config.mailFrom, app.log);
  const secretKey = loadSecretKey(config.secretKey, config.dataDir);
  if (secretKey.generated && config.databaseUrl) {
    app.log.warn('SECRET_KEY is not set: generated one in DATA_DIR. Every instance sharing this database needs the same SECRET_KEY.');
  }
  const outbox = new OutboxWorker(database.db, transport, app.log);
  const ctx: AppContext = {
    config,
    db: database.db,
    mailer: new Mailer(() => outbox.kick()),
    sms: options.sms ?? createLogSmsProvider(app.log),
    throttle: new Throttle(redis, config.redisPrefix),
    storage: config.storageUrl ? S3Storage.fromUrl(config.storageUrl) : new LocalDiskStorage(path.join(config.dataDir, 'files')),
    log: app.log,
    secrets: new SecretBox(secretKey.key),
    cache: new Cache(redis ? new RedisCacheStore(redis) : new MemoryCacheStore(), app.log, config.redisPrefix),
    // Called only once requests or jobs run, after the worker below exists.
    crmSync: { kick: () => crmSync.kick() },
  };
  const crmSync = new CrmSyncWorker(ctx);

  // First, so every answer gets the headers, the API documentation's included.
  await app.register(securityHeadersPlugin);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Compliance Portal API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(requestIdPlugin);
  await app.register(i18nPlugin);
  await app.register(errorsPlugin);
  await app.register(authPlugin, { ctx });
  await app.register(accessAuditPlugin, { ctx });
  await app.register(healthRoutes, { database });
  await app.register(
    async (api) => {
      await api.register(authRoutes, { ctx });
      await api.register(mfaRoutes, { ctx });
      await api.register(contactRoutes, { ctx });
      await api.register(siteRoutes, { ctx });
      await api.register(dashboardRoutes, { ctx });
      await api.register(accountRoutes, { ctx });
      await api.register(geoRoutes, { ctx });
      await api.register(addressesRoutes, { ctx });
      await api.register(adminUserRoutes, { ctx });
      await api.register(adminUserProfileRoutes, { ctx });
      await api.register(rolesRoutes, { ctx });
      await api.register(permissionsRoutes, { ctx });
      await api.register(cacheRoutes, { ctx });
      await api.register(logsRoutes, { ctx });
      await api.register(uploadsRoutes, { ctx });
      await api.register(formsRoutes, { ctx });
      await api.register(complianceRoutes, { ctx });
      await api.register(documentsRoutes, { ctx });
      await api.register(complianceProfileRoutes, { ctx });
      await api.register(retentionRoutes, { ctx });
      await api.register(packsRoutes, { ctx });
      await api.register(candidatesRoutes, { ctx });
      await api.register(officerNotesRoutes, { ctx });
      await api.register(assuranceRoutes, { ctx });
      await api.register(refereesRoutes, { ctx });
      await api.register(newsAdminRoutes, { ctx });
      await api.register(newsTermRoutes, { ctx });
      await api.register(pagesAdminRoutes, { ctx });
      await api.register(newsPublicRoutes, { ctx });
      await api.register(pagesPublicRoutes, { ctx });
      await api.register(mediaRoutes, { ctx });
      await api.register(mediaPublicRoutes, { ctx });
      await api.register(mediaTicketRoutes, { ctx });
      await api.register(crmRoutes, { ctx });
      await api.register(crmUserRoutes, { ctx });
    },
    { prefix: '/api/v1' },
  );

  const webDist = config.webDist ?? defaultWebDist;
  const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
  // Server-rendered heads of news and pages, the sitemap and the feed (the SPA takes over in the browser).
  await app.register(contentSiteRoutes, { ctx, webDist });
  if (hasWeb) {
    await registerWebAssets(app, webDist);
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && request.headers.accept?.includes('text/html');
    if (hasWeb && isPage) {
      // The single-page app draws every screen, including its own 404.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw notFound();
  });

  app.addHook('onReady', async () => outbox.start());
  app.addHook('onClose', async () => {
    await outbox.stop();
    transport.close();
    redis?.disconnect();
    await logCapture.stop();
    await database.close();
  });
  // onClose hooks run last-added first: the jobs stop before the database closes under them.
  let complianceJobs: ReturnType<typeof startComplianceJobs> | undefined;
  app.addHook('onReady', async () => {
    complianceJobs = startComplianceJobs(ctx);
  });
  app.addHook('onClose', async () => complianceJobs?.stop());
  let contentJobs: ReturnType<typeof startContentJobs> | undefined;
  app.addHook('onReady', async () => {
    contentJobs = startContentJobs(ctx);
  });
  app.addHook('onClose', async () => contentJobs?.stop());
  app.addHook('onReady', async () => crmSync.start());
  app.addHook('onClose', async () => crmSync.stop());

  return { app, ctx, database, outbox, crmSync, seedResult };
}
