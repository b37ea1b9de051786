import type { Language } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Cache } from './lib/cache.js';
import type { SecretBox } from './lib/secret-box.js';
import type { FileStorage } from './lib/storage.js';
import type { Mailer } from './modules/mail/mailer.js';
import type { Actor } from './plugins/auth.js';
import type { SmsProvider } from './modules/mail/sms.js';
import type { Throttle } from './modules/throttle/throttle.js';

/** What services need from the running application, passed explicitly rather than imported. */
export interface AppContext {
  config: Config;
  db: Database;
  mailer: Mailer;
  sms: SmsProvider;
  throttle: Throttle;
  storage: FileStorage;
  log: FastifyBaseLogger;
  /** Encrypts secrets kept in the database (authenticator-app seeds) with the portal's key. */
  secrets: SecretBox;
  /** Shared across instances when REDIS_URL is set. */
  cache: Cache;
  /** Starts the CRM sync worker now rather than at its next poll; call after the transaction that queued a sync. */
  crmSync: { kick(): void };
}

/** Facts about the request a service records (audit, token metadata) without seeing HTTP. */
export interface RequestMeta {
  ip: string;
  userAgent: string | undefined;
}

/** Who asks, from where, and in which language they are answered (mail and messages): what a route hands a service. */
export interface RequestContext {
  actor: Actor;
  meta: RequestMeta;
  lang: Language;
}
