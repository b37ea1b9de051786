import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { REAUTH_WINDOW_SECONDS, type Permission, type SessionScope } from '@portal/contract';
import type { AppContext, RequestContext } from '../context.js';
import { AppError, forbidden, mfaEnrolmentRequired, reauthRequired, unauthenticated } from '../lib/errors.js';
import { requestMeta } from '../lib/request-meta.js';
import { sha256 } from '../lib/secrets.js';
import { prepareActorLookup, tokensRepository } from '../modules/auth/repository.js';
import type { UserRow } from '../modules/users/repository.js';

export interface Session {
  id: string;
  scope: SessionScope;
  /** When the password or a factor was last proven in this session. */
  authenticatedAt: Date;
}

export interface Actor {
  user: UserRow;
  tokenHash: string;
  permissions: ReadonlySet<string>;
  session: Session;
}

/** Session activity is written at most this often: an idle limit of minutes needs no finer mark. */
const TOUCH_EVERY_MS = 60_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route also serves sessions that may only enrol a second factor (scope 'mfa_enrolment'). */
    duringMfaEnrolment?: boolean;
    /** The route also serves sessions opened from a media-manager ticket (scope 'media'). */
    duringMediaSession?: boolean;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /** The route names a guard (authenticate, identify, requirePermission): its refusals are audited. */
    guarded?: boolean;
  }
  interface FastifyInstance {
    /** preHandler: 401 without a live token, 403 'Your account is banned' for a banned user. */
    authenticate: preHandlerAsyncHookHandler;
    /**
     * Signs the request in with a token that came some other way than the Authorization header (the legacy
     * media-manager link's query), with every check `authenticate` makes, the route's scope rules included.
     */
    authenticateToken(request: FastifyRequest, token: string): Promise<void>;
    /** preHandler for routes open to everyone: sets the actor when a usable token comes along, never refuses. */
    identify: preHandlerAsyncHookHandler;
    /** preHandler: authenticates, then 403 unless one of the user's roles grants the permission. */
    requirePermission(permission: Permission): preHandlerAsyncHookHandler;
    /** preHandler after authentication: 403 'reauth_required' unless the session proved the password or a factor within REAUTH_WINDOW_SECONDS. */
    requireRecentAuth: preHandlerAsyncHookHandler;
  }
}

/** Throws 403 'reauth_required' unless the actor proved the password or a second factor within the last few minutes. */
export function assertRecentAuth(actor: Actor): void {
  if (Date.now() - actor.session.authenticatedAt.getTime() > REAUTH_WINDOW_SECONDS * 1000) throw reauthRequired();
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** Resolves the access token to a user and permission set, read fresh on every request. */
export const authPlugin = fp<{ ctx: AppContext }>(async (app, { ctx }) => {
  app.decorateRequest('actor', null);
  const actorLookup = prepareActorLookup(ctx.db);

  async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    if (request.actor) return;
    const token = bearerToken(request);
    if (!token) throw unauthenticated();
    await authenticateToken(request, token);
  }

  async function authenticateToken(request: FastifyRequest, token: string): Promise<void> {
    const tokenHash = sha256(token);
    const [found] = await actorLookup.execute({ tokenHash });
    if (!found) throw unauthenticated();
    if (found.user.banned_at) {
      const refused = forbidden('errors.banned');
      refused.refusedUserId = found.user.id;
      throw refused;
    }
    const { session } = found;
    // A narrowed session serves only the routes that say they take it; everywhere else it is refused.
    const { config } = request.routeOptions;
    const allowed =
      session.scope === 'full' ||
      (session.scope === 'mfa_enrolment' && config.duringMfaEnrolment === true) ||
      (session.scope === 'media' && config.duringMediaSession === true);
    if (!allowed) {
      const refused = session.scope === 'mfa_enrolment' ? mfaEnrolmentRequired() : forbidden();
      refused.refusedUserId = found.user.id;
      throw refused;
    }
    if (Date.now() - session.lastUsedAt.getTime() > TOUCH_EVERY_MS) await tokensRepository.touch(ctx.db, session.id);
    request.actor = {
      user: found.user,
      tokenHash,
      permissions: new Set(found.permissions),
      session: { id: session.id, scope: session.scope, authenticatedAt: session.authenticatedAt },
    };
  }

  async function identify(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (!request.headers.authorization) return;
    try {
      await authenticate(request, reply);
    } catch (error) {
      // A dead or banned token just means "anonymous" here; a database failure is still a failure.
      if (!(error instanceof AppError)) throw error;
    }
  }

  /** Every guard a route may name, with the permission it demands (null: only a signed-in user). */
  const guards = new Map<unknown, Permission | null>([
    [authenticate, null],
    [identify, null],
    [requireRecentAuth, null],
  ]);
  async function requireRecentAuth(request: FastifyRequest): Promise<void> {
    assertRecentAuth(actorOf(request));
  }

  app.decorate('authenticate', authenticate);
  app.decorate('authenticateToken', authenticateToken);
  app.decorate('requireRecentAuth', requireRecentAuth);
  app.decorate('identify', identify);
  app.decorate('requirePermission', (permission: Permission) => {
    const requirePermission = async (request: FastifyRequest, reply: FastifyReply) => {
      await authenticate(request, reply);
      if (!request.actor?.permissions.has(permission)) throw forbidden();
    };
    guards.set(requirePermission, permission);
    return requirePermission;
  });

  // Routes name their guards as preHandlers; they run at onRequest instead, before the body is read or
  // validated, so a refused caller gets 401/403 rather than a list of input rules, and no upload is streamed.
  // The permission also goes into the route's OpenAPI description: each route names what it needs.
  app.addHook('onRoute', (route) => {
    const preHandlers = route.preHandler === undefined ? [] : [route.preHandler].flat();
    const routeGuards = preHandlers.filter((handler) => guards.has(handler));
    if (routeGuards.length === 0) return;
    route.preHandler = preHandlers.filter((handler) => !guards.has(handler));
    route.config = { ...route.config, guarded: true };
    route.onRequest = [...(route.onRequest === undefined ? [] : [route.onRequest].flat()), ...routeGuards];
    const permission = routeGuards.map((handler) => guards.get(handler)).find((needed) => needed);
    if (permission && route.schema) {
      route.schema = { ...route.schema, description: [route.schema.description, `Requires the permission \`${permission}\`.`].filter(Boolean).join(' ') };
    }
  });
});

/** The signed-in actor of a route that ran `authenticate`. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthenticated();
  return request.actor;
}

/** The signed-in actor of a route that ran `authenticate`, with the request's metadata and language. */
export function requestOf(request: FastifyRequest): RequestContext {
  return { actor: actorOf(request), meta: requestMeta(request), lang: request.lang };
}
