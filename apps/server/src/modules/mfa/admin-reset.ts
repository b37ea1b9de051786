import type { Language, TMfaStatus } from '@portal/contract';
import type { AppContext, RequestMeta } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { translatorFor } from '../../plugins/i18n.js';
import { auditRepository } from '../audit/repository.js';
import { tokensRepository } from '../auth/repository.js';
import { findUser, userTarget } from '../access/policy.js';
import { mfaStatus } from './service.js';
import { enrolled, mfaRepository } from './repository.js';

/** Another user's second-factor state, for their admin screen. */
export async function userMfaStatus(ctx: AppContext, targetId: string): Promise<TMfaStatus> {
  const target = await findUser(ctx.db, targetId);
  return mfaStatus(ctx, ctx.db, target.id);
}

/**
 * An administrator resets the second factors of someone who lost theirs: every factor and recovery code
 * goes, every session ends, and the owner is told. Never one's own (a lost factor is not mended alone),
 * never of someone holding permissions the administrator lacks.
 */
export async function resetUserFactors(ctx: AppContext, actor: Actor, targetId: string, meta: RequestMeta, lang: Language): Promise<TMfaStatus> {
  const status = await ctx.db.transaction(async (tx) => {
    if (targetId === actor.user.id) throw new AppError('forbidden', 'security.reset_own_factors');
    const target = await userTarget(tx, actor, 'user.update', targetId);
    if (!enrolled(await mfaRepository.stateOf(tx, target.id))) throw new AppError('invalid', 'security.no_factor');
    await mfaRepository.removeAll(tx, target.id);
    await tokensRepository.revokeAllOfUser(tx, target.id);
    await auditRepository.record(tx, { actorId: actor.user.id, action: 'mfa.reset_by_admin', targetType: 'user', targetId: target.id, ip: meta.ip });
    const t = translatorFor(lang);
    await ctx.mailer.queue(tx, { to: target.email, subject: t('security.mail.factors_reset_subject'), text: t('security.mail.factors_reset_body') });
    return mfaStatus(ctx, tx, target.id);
  });
  ctx.mailer.flush();
  return status;
}
