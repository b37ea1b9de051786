import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Language, TFactorAddedResponse, TMfaStatus, TRecoveryCodesResponse, TTotpSetupResponse, ZPasskeyRegisterRequest } from '@portal/contract';
import type { z } from 'zod';
import type { AppContext, RequestMeta } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { AppError, invalid, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/like.js';
import type { Actor } from '../../plugins/auth.js';
import { translatorFor } from '../../plugins/i18n.js';
import { auditRepository } from '../audit/repository.js';
import { tokensRepository } from '../auth/repository.js';
import { presentMfaStatus } from './presenter.js';
import { passkeyRegistrationOptions, registerPasskey } from './passkeys.js';
import { issueRecoveryCodes } from './recovery-codes.js';
import { enrolled, mfaRepository } from './repository.js';
import { confirmTotpEnrolment, startTotpEnrolment } from './totp.js';

type PasskeyInput = z.output<typeof ZPasskeyRegisterRequest>;

export async function mfaStatus(ctx: AppContext, db: Executor, userId: string): Promise<TMfaStatus> {
  // One after another: `db` is often a transaction, whose one connection takes one query at a time.
  const state = await mfaRepository.stateOf(db, userId);
  const totp = await mfaRepository.findTotp(db, userId);
  const passkeys = await mfaRepository.listPasskeys(db, userId);
  const remaining = await mfaRepository.countUnusedRecoveryCodes(db, userId);
  return presentMfaStatus(state.required, totp, passkeys, remaining);
}

/** Mails the account's address about a change to its sign-in steps, so an owner who did not make it finds out. */
async function notify(ctx: AppContext, db: Executor, { actor, lang }: { actor: Actor; lang: Language }, change: { kind: 'added' | 'removed'; factor: string }): Promise<void> {
  const { kind, factor } = change;
  const t = translatorFor(lang);
  await ctx.mailer.queue(db, {
    to: actor.user.email,
    subject: t(`security.mail.factor_${kind}_subject`),
    text: t(`security.mail.factor_${kind}_body`, { factor, url: `${ctx.config.appUrl}/forgot-password` }),
  });
}

/**
 * After a factor was added: the first factor also brings a set of recovery codes, and a session that could
 * only enrol becomes a full one (the password was proven at sign-in and the new factor just now).
 */
async function afterFactorAdded(ctx: AppContext, tx: Executor, actor: Actor): Promise<string[] | null> {
  const remaining = await mfaRepository.countUnusedRecoveryCodes(tx, actor.user.id);
  const codes = remaining === 0 ? await issueRecoveryCodes(ctx, tx, actor.user.id) : null;
  await tokensRepository.markAuthenticated(tx, actor.session.id, 'full');
  return codes;
}

export function startAuthenticatorEnrolment(ctx: AppContext, actor: Actor): Promise<TTotpSetupResponse> {
  return startTotpEnrolment(ctx, actor.user);
}

export async function confirmAuthenticator(ctx: AppContext, actor: Actor, code: string, meta: RequestMeta, lang: Language): Promise<TFactorAddedResponse> {
  const result = await ctx.db.transaction(async (tx) => {
    await confirmTotpEnrolment(ctx, tx, actor.user.id, code);
    const codes = await afterFactorAdded(ctx, tx, actor);
    await auditRepository.record(tx, { actorId: actor.user.id, action: 'mfa.totp_enabled', targetType: 'user', targetId: actor.user.id, ip: meta.ip });
    await notify(ctx, tx, { actor, lang }, { kind: 'added', factor: translatorFor(lang)('security.mail.factor_totp') });
    return { status: await mfaStatus(ctx, tx, actor.user.id), recovery_codes: codes };
  });
  ctx.mailer.flush();
  return result;
}

/**
 * Refuses to remove the last factor of someone whose role requires one: losing a factor is mended by
 * another administrator, never by the user alone.
 */
async function assertNotLastRequiredFactor(db: Executor, userId: string): Promise<void> {
  const state = await mfaRepository.stateOf(db, userId);
  if (state.required && Number(state.totp) + state.passkeys <= 1) throw new AppError('invalid', 'security.last_factor');
}

/** After a factor was removed: with none left, the recovery codes go too (they stand in for a factor). */
async function afterFactorRemoved(tx: Executor, userId: string): Promise<void> {
  if (!enrolled(await mfaRepository.stateOf(tx, userId))) await mfaRepository.replaceRecoveryCodes(tx, userId, []);
}

export async function removeAuthenticator(ctx: AppContext, actor: Actor, meta: RequestMeta, lang: Language): Promise<TMfaStatus> {
  const status = await ctx.db.transaction(async (tx) => {
    const totp = await mfaRepository.findTotp(tx, actor.user.id);
    if (!totp?.confirmed_at) throw new AppError('not_found', 'security.totp_not_enabled');
    await assertNotLastRequiredFactor(tx, actor.user.id);
    await mfaRepository.removeTotp(tx, actor.user.id);
    await afterFactorRemoved(tx, actor.user.id);
    await auditRepository.record(tx, { actorId: actor.user.id, action: 'mfa.totp_removed', targetType: 'user', targetId: actor.user.id, ip: meta.ip });
    await notify(ctx, tx, { actor, lang }, { kind: 'removed', factor: translatorFor(lang)('security.mail.factor_totp') });
    return mfaStatus(ctx, tx, actor.user.id);
  });
  ctx.mailer.flush();
  return status;
}

export function passkeyOptions(ctx: AppContext, actor: Actor) {
  return passkeyRegistrationOptions(ctx, actor);
}

export async function addPasskey(ctx: AppContext, actor: Actor, input: PasskeyInput, meta: RequestMeta, lang: Language): Promise<TFactorAddedResponse> {
  const result = await ctx.db.transaction(async (tx) => {
    // The contract's schema checked the shape; @simplewebauthn checks every byte of it.
    const passkey = await registerPasskey(ctx, tx, actor, input.name, input.credential as RegistrationResponseJSON);
    const codes = await afterFactorAdded(ctx, tx, actor);
    await auditRepository.record(tx, {
      actorId: actor.user.id,
      action: 'mfa.passkey_added',
      targetType: 'user',
      targetId: actor.user.id,
      ip: meta.ip,
      data: { passkey_id: passkey.id, name: passkey.name },
    });
    await notify(ctx, tx, { actor, lang }, { kind: 'added', factor: translatorFor(lang)('security.mail.factor_passkey', { name: passkey.name }) });
    return { status: await mfaStatus(ctx, tx, actor.user.id), recovery_codes: codes };
  });
  ctx.mailer.flush();
  return result;
}

export async function removePasskey(ctx: AppContext, actor: Actor, id: string, meta: RequestMeta, lang: Language): Promise<TMfaStatus> {
  if (!isUuid(id)) throw notFound();
  const status = await ctx.db.transaction(async (tx) => {
    if (!(await mfaRepository.listPasskeys(tx, actor.user.id)).some((p) => p.id === id)) throw notFound();
    await assertNotLastRequiredFactor(tx, actor.user.id);
    const removed = await mfaRepository.removePasskey(tx, actor.user.id, id);
    if (!removed) throw notFound();
    await afterFactorRemoved(tx, actor.user.id);
    await auditRepository.record(tx, {
      actorId: actor.user.id,
      action: 'mfa.passkey_removed',
      targetType: 'user',
      targetId: actor.user.id,
      ip: meta.ip,
      data: { passkey_id: removed.id, name: removed.name },
    });
    await notify(ctx, tx, { actor, lang }, { kind: 'removed', factor: translatorFor(lang)('security.mail.factor_passkey', { name: removed.name }) });
    return mfaStatus(ctx, tx, actor.user.id);
  });
  ctx.mailer.flush();
  return status;
}

/** A new set of recovery codes; the old ones stop working. Only for an account with a factor. */
export async function regenerateRecoveryCodes(ctx: AppContext, actor: Actor, meta: RequestMeta, lang: Language): Promise<TRecoveryCodesResponse> {
  const codes = await ctx.db.transaction(async (tx) => {
    if (!enrolled(await mfaRepository.stateOf(tx, actor.user.id))) throw invalid({ method: 'security.no_factor' });
    const fresh = await issueRecoveryCodes(ctx, tx, actor.user.id);
    await auditRepository.record(tx, { actorId: actor.user.id, action: 'mfa.recovery_codes_renewed', targetType: 'user', targetId: actor.user.id, ip: meta.ip });
    const t = translatorFor(lang);
    await ctx.mailer.queue(tx, {
      to: actor.user.email,
      subject: t('security.mail.recovery_codes_subject'),
      text: t('security.mail.recovery_codes_body', { url: `${ctx.config.appUrl}/forgot-password` }),
    });
    return fresh;
  });
  ctx.mailer.flush();
  return { recovery_codes: codes };
}
