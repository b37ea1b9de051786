import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Permission } from '@portal/contract';
import type { AppContext } from '../context.js';
import { AppError, forbidden, unauthenticated } from '../lib/errors.js';
import { sha256 } from '../lib/secrets.js';
import { prepareActorLookup } from '../modules/auth/repository.js';
import type { UserRow } from '../modules/users/repository.js';

export interface Actor {
  user: UserRow;
  tokenHash: string;
  permissions: ReadonlySet<string>;
}

declare module 'fastify' {
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
    /** preHandler for routes open to everyone: sets the actor when a usable token comes along, never refuses. */
    identify: preHandlerAsyncHookHandler;
    /** preHandler: authenticates, then 403 unless one of the user's roles grants the permission. */
    requirePermission(permission: Permission): preHandlerAsyncHookHandler;
  }
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
    const tokenHash = sha256(token);
    const [found] = await actorLookup.execute({ tokenHash });
    if (!found) throw unauthenticated();
    if (found.user.banned_at) {
      const refused = forbidden('errors.banned');
      refused.refusedUserId = found.user.id;
      throw refused;
    }
    request.actor = { user: found.user, tokenHash, permissions: new Set(found.permissions) };
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
  ]);
  app.decorate('authenticate', authenticate);
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
