import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAuthResponse,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZLoginResponse,
  ZMeResponse,
  ZMessageResponse,
  ZOtpSendRequest,
  ZOtpVerifyRequest,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZUser,
} from '@portal/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requestMeta } from '../../lib/request-meta.js';
import { actorOf } from '../../plugins/auth.js';
import * as auth from './service.js';

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/register', {
    schema: { tags: ['accounts'], body: ZRegisterRequest, response: { 201: ZAuthResponse } },
  }, async (request, reply) => {
    const result = await auth.register(ctx, request.body, requestMeta(request), request.lang);
    return reply.status(201).send(result);
  });

  app.post('/login', {
    schema: {
      tags: ['accounts'],
      description: 'Signs in, or answers mfa_required with a challenge to complete at /login/mfa.',
      body: ZLoginRequest,
      response: { 200: ZLoginResponse },
    },
  }, async (request) => auth.login(ctx, request.body, requestMeta(request), request.lang));

  app.post('/logout', {
    schema: { tags: ['accounts'], security: [{ bearer: [] }] },
    config: { duringMfaEnrolment: true, duringMediaSession: true },
    preHandler: app.authenticate,
  }, async (request, reply) => {
    await auth.logout(ctx, actorOf(request).tokenHash);
    return reply.status(204).send();
  });

  app.get('/me', {
    schema: { tags: ['accounts'], security: [{ bearer: [] }], response: { 200: ZMeResponse } },
    config: { duringMfaEnrolment: true, duringMediaSession: true },
    preHandler: app.authenticate,
  }, async (request) => auth.currentUser(ctx, actorOf(request)));

  app.post('/otp/send', {
    schema: { tags: ['accounts'], security: [{ bearer: [] }], body: ZOtpSendRequest, response: { 202: ZMessageResponse } },
    preHandler: app.authenticate,
  }, async (request, reply) => {
    await auth.sendVerificationCode(ctx, actorOf(request).user, request.body.channel, requestMeta(request), request.lang);
    return reply.status(202).send({ message: request.t('success.code_sent') });
  });

  app.post('/otp/verify', {
    schema: { tags: ['accounts'], security: [{ bearer: [] }], body: ZOtpVerifyRequest, response: { 200: z.object({ user: ZUser }) } },
    preHandler: app.authenticate,
  }, async (request) => {
    const user = await auth.verifyCode(ctx, actorOf(request).user, request.body.channel, request.body.code, requestMeta(request));
    return { user };
  });

  app.post('/forgot-password', {
    schema: { tags: ['accounts'], body: ZForgotPasswordRequest, response: { 202: ZMessageResponse } },
  }, async (request, reply) => {
    await auth.forgotPassword(ctx, request.body.login, requestMeta(request), request.lang);
    return reply.status(202).send({ message: request.t('success.reset_code_sent') });
  });

  app.post('/reset-password', {
    schema: { tags: ['accounts'], body: ZResetPasswordRequest, response: { 200: ZMessageResponse } },
  }, async (request) => {
    await auth.resetPassword(ctx, request.body, requestMeta(request));
    return { message: request.t('success.password_reset') };
  });
};
