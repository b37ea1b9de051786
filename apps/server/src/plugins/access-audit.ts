import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.js';
import { AppError } from '../lib/errors.js';
import { auditRepository } from '../modules/audit/repository.js';

const ADMIN_ROUTES = '/api/v1/admin/';

/**
 * Which refusals are recorded. Every refusal of a signed-in (or banned) account on a guarded route: 403s from
 * the guard or a service's policy, and 404s that hide a record from someone who may not see it. Anonymous
 * 401s (no token, or a dead one) only on admin routes, and at most `refusal_audit_ip` of them per address:
 * an expired session on the candidate screens is routine, and a flood of anonymous requests must not be able
 * to fill the audit log. Sign-in itself is audited by the auth service (auth.login, auth.login_failed).
 */
async function shouldRecord(ctx: AppContext, request: FastifyRequest, status: number, route: string): Promise<boolean> {
  if (status !== 401) return true;
  if (!route.startsWith(ADMIN_ROUTES)) return false;
  try {
    await ctx.throttle.hit('refusal_audit_ip', request.ip);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/**
 * Access refusals go to the audit log (`access.denied`) before the answer leaves: the actor when known, the
 * method and route pattern (never the raw URL, which may carry ids or tokens), the address, the status, the
 * reason (the message key or policy) and the request id that is also in the answer and the log line.
 */
export const accessAuditPlugin = fp<{ ctx: AppContext }>(async (app, { ctx }) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const refusal = request.refusal;
    if (!refusal || !request.routeOptions.config.guarded || reply.statusCode !== refusal.status) return payload;
    const route = request.routeOptions.url ?? '';
    try {
      if (!(await shouldRecord(ctx, request, refusal.status, route))) return payload;
      await auditRepository.record(ctx.db, {
        actorId: request.actor?.user.id ?? refusal.userId ?? null,
        action: 'access.denied',
        targetType: 'route',
        targetId: `${request.method} ${route}`,
        ip: request.ip,
        data: { status: refusal.status, reason: refusal.reason, request_id: request.id },
      });
    } catch (err) {
      // The refusal stands even when it cannot be recorded (database down): the log line keeps it.
      request.log.warn({ err, refusal, route }, 'could not record an access refusal');
    }
    return payload;
  });
});
