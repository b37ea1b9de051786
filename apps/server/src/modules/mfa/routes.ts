import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAuthResponse,
  ZFactorAddedResponse,
  ZLoginMfaRequest,
  ZMfaStatus,
  ZPasskeyOptions,
  ZPasskeyRegisterRequest,
  ZReauthOptionsResponse,
  ZReauthRequest,
  ZRecoveryCodesResponse,
  ZTotpConfirmRequest,
  ZTotpSetupResponse,
} from '@portal/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requestMeta } from '../../lib/request-meta.js';
import { actorOf } from '../../plugins/auth.js';
import { resetUserFactors, userMfaStatus } from './admin-reset.js';
import { completeLogin } from './login.js';
import { reauthenticate, reauthOptions } from './reauth.js';
import {
  addPasskey,
  confirmAuthenticator,
  mfaStatus,
  passkeyOptions,
  regenerateRecoveryCodes,
  removeAuthenticator,
  removePasskey,
  startAuthenticatorEnrolment,
} from './service.js';

const ZIdParams = z.object({ id: z.string() });

/** Second factors: the sign-in step that asks for one, the user's own factors, re-authentication, and an administrator's reset. */
export const mfaRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const account = { tags: ['account'], security: [{ bearer: [] }] };
  // Sessions that may only enrol a factor reach these too: enrolling is what they are for.
  const duringEnrolment = { duringMfaEnrolment: true };
  const changeFactors = [app.authenticate, app.requireRecentAuth];

  app.post('/login/mfa', {
    schema: {
      tags: ['accounts'],
      description: 'Completes a sign-in that answered mfa_required, with an authenticator code, a recovery code or a passkey.',
      body: ZLoginMfaRequest,
      response: { 200: ZAuthResponse },
    },
  }, async (request) => completeLogin(ctx, request.body, requestMeta(request)));

  app.get('/account/mfa', {
    schema: { ...account, response: { 200: ZMfaStatus } },
    config: duringEnrolment,
    preHandler: app.authenticate,
  }, async (request) => mfaStatus(ctx, ctx.db, actorOf(request).user.id));

  app.post('/account/mfa/totp', {
    schema: { ...account, description: 'Starts enrolling an authenticator app: the secret and its QR code.', response: { 201: ZTotpSetupResponse } },
    config: duringEnrolment,
    preHandler: changeFactors,
  }, async (request, reply) => reply.status(201).send(await startAuthenticatorEnrolment(ctx, actorOf(request))));

  app.post('/account/mfa/totp/confirm', {
    schema: { ...account, body: ZTotpConfirmRequest, response: { 200: ZFactorAddedResponse } },
    config: duringEnrolment,
    preHandler: changeFactors,
  }, async (request) => confirmAuthenticator(ctx, actorOf(request), request.body.code, requestMeta(request), request.lang));

  app.delete('/account/mfa/totp', {
    schema: { ...account, response: { 200: ZMfaStatus } },
    preHandler: changeFactors,
  }, async (request) => removeAuthenticator(ctx, actorOf(request), requestMeta(request), request.lang));

  app.post('/account/mfa/passkeys/options', {
    schema: { ...account, description: 'Options for navigator.credentials.create().', response: { 200: ZPasskeyOptions } },
    config: duringEnrolment,
    preHandler: changeFactors,
  }, async (request) => passkeyOptions(ctx, actorOf(request)));

  app.post('/account/mfa/passkeys', {
    schema: { ...account, body: ZPasskeyRegisterRequest, response: { 201: ZFactorAddedResponse } },
    config: duringEnrolment,
    preHandler: changeFactors,
  }, async (request, reply) => reply.status(201).send(await addPasskey(ctx, actorOf(request), request.body, requestMeta(request), request.lang)));

  app.delete('/account/mfa/passkeys/:id', {
    schema: { ...account, params: ZIdParams, response: { 200: ZMfaStatus } },
    preHandler: changeFactors,
  }, async (request) => removePasskey(ctx, actorOf(request), request.params.id, requestMeta(request), request.lang));

  app.post('/account/mfa/recovery-codes', {
    schema: { ...account, description: 'A new set of recovery codes; the old ones stop working.', response: { 201: ZRecoveryCodesResponse } },
    preHandler: changeFactors,
  }, async (request, reply) => reply.status(201).send(await regenerateRecoveryCodes(ctx, actorOf(request), requestMeta(request), request.lang)));

  app.post('/account/reauth/options', {
    schema: { ...account, response: { 200: ZReauthOptionsResponse } },
    config: duringEnrolment,
    preHandler: app.authenticate,
  }, async (request) => reauthOptions(ctx, actorOf(request)));

  app.post('/account/reauth', {
    schema: {
      ...account,
      description: 'Proves the password or a second factor again; sensitive changes are then allowed for five minutes.',
      body: ZReauthRequest,
    },
    config: duringEnrolment,
    preHandler: app.authenticate,
  }, async (request, reply) => {
    await reauthenticate(ctx, actorOf(request), request.body, requestMeta(request));
    return reply.status(204).send();
  });

  app.get('/admin/users/:id/mfa', {
    schema: { tags: ['admin'], security: [{ bearer: [] }], params: ZIdParams, response: { 200: ZMfaStatus } },
    preHandler: app.requirePermission('users.view'),
  }, async (request) => userMfaStatus(ctx, request.params.id));

  app.delete('/admin/users/:id/mfa', {
    schema: {
      tags: ['admin'],
      security: [{ bearer: [] }],
      description: "Resets another user's second factors (they set one up again at their next sign-in) and ends their sessions.",
      params: ZIdParams,
      response: { 200: ZMfaStatus },
    },
    preHandler: [app.requirePermission('users.update'), app.requireRecentAuth],
  }, async (request) => resetUserFactors(ctx, actorOf(request), request.params.id, requestMeta(request), request.lang));
};
