import type { Language, TChangePasswordRequest } from '@portal/contract';
import type { AppContext, RequestMeta } from '../../context.js';
import { invalid, unauthenticated } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { assertPasswordAcceptable } from '../../lib/password-policy.js';
import type { Actor } from '../../plugins/auth.js';
import { translatorFor } from '../../plugins/i18n.js';
import { auditRepository } from '../audit/repository.js';
import { otpRepository, tokensRepository } from '../auth/repository.js';
import { usersRepository } from '../users/repository.js';

/**
 * Changes the signed-in user's own password after checking the old one. Every other session of the
 * user ends (a stolen token stops working); the one making the change stays signed in. The account's
 * email address is told, so an owner who did not do it finds out.
 */
export async function changePassword(ctx: AppContext, actor: Actor, input: TChangePasswordRequest, meta: RequestMeta, lang: Language) {
  const userId = actor.user.id;
  // Counted before the slow hash, per account: a stolen session must not become a password-guessing oracle.
  const user = await ctx.throttle.guard('reauth_account', userId, async () => {
    const found = await usersRepository.findById(ctx.db, userId);
    if (!found) throw unauthenticated();
    if (!(await verifyPassword(input.old_password, found.password_hash))) {
      await auditRepository.record(ctx.db, { actorId: userId, action: 'account.password_change_failed', targetType: 'user', targetId: userId, ip: meta.ip });
      throw invalid({ old_password: 'validation.old_password_incorrect' });
    }
    return found;
  });
  if (input.password === input.old_password) throw invalid({ password: 'validation.password_same_as_old' });
  assertPasswordAcceptable(input.password, { staff: actor.permissions.size > 0, context: user });
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await usersRepository.update(tx, userId, { password_hash: passwordHash });
    await tokensRepository.revokeOthersOfUser(tx, userId, actor.tokenHash);
    // A reset code mailed before the change would otherwise still replace the new password.
    await otpRepository.cancel(tx, userId, 'reset_password');
    await auditRepository.record(tx, { actorId: userId, action: 'account.password_changed', targetType: 'user', targetId: userId, ip: meta.ip });
    const t = translatorFor(lang);
    await ctx.mailer.queue(tx, { to: user.email, subject: t('mail.password_changed_subject'), text: t('mail.password_changed_body') });
  });
  ctx.mailer.flush();
}
