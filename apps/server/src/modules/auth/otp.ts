import type { Language, TOtpChannel } from '@portal/contract';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import type { OtpPurpose } from '../../db/schema/index.js';
import { invalid } from '../../lib/errors.js';
import { newOtpCode, sha256 } from '../../lib/secrets.js';
import { translatorFor } from '../../plugins/i18n.js';
import type { UserRow } from '../users/repository.js';
import { otpRepository } from './repository.js';

export const OTP_TTL_MINUTES = 10;
/** Wrong guesses a single code survives before it is dead. */
export const OTP_MAX_ATTEMPTS = 5;

const hashCode = (userId: string, purpose: OtpPurpose, code: string) => sha256(`${userId}:${purpose}:${code}`);

/**
 * Creates a code and queues it by mail (inside `db`'s transaction) or sends it by SMS. With a `target`
 * (a new email address or phone number the user wants to use) the code goes there instead of to the
 * account's own address, and the target is stored with the code for checkCode to hand back.
 */
export async function issueCode(
  ctx: AppContext,
  db: Executor,
  user: UserRow,
  { purpose, channel, target }: { purpose: OtpPurpose; channel: TOtpChannel; target?: string },
  lang: Language,
): Promise<void> {
  const code = newOtpCode();
  await otpRepository.replace(db, user.id, purpose, { hash: hashCode(user.id, purpose, code), ttlSeconds: OTP_TTL_MINUTES * 60, target });
  const t = translatorFor(lang);
  const values = { code, minutes: OTP_TTL_MINUTES };
  const phone = target ?? user.phone;
  if (channel === 'phone' && phone) {
    await ctx.sms.send(phone, t('mail.sms_otp', values));
    return;
  }
  const reset = purpose === 'reset_password';
  await ctx.mailer.queue(db, {
    to: target ?? user.email,
    subject: t(reset ? 'mail.reset_subject' : 'mail.otp_subject'),
    text: t(reset ? 'mail.reset_body' : 'mail.otp_body', values),
  });
}

const verificationFailed = () => invalid({ code: 'errors.verification_failed' }, 'errors.verification_failed');

/**
 * Checks a code and consumes it on success. Every check uses up one of the code's OTP_MAX_ATTEMPTS first,
 * in one statement, so guesses sent all at once are limited like guesses sent one by one. Failure is 422
 * 'Verification Failed' on `code`. Run it outside a transaction: a used attempt must stay counted when the
 * request fails. `beforeConsume` runs once the code is known to be right; when it throws, the code stays
 * usable. Returns the target the code was sent to (null for codes sent to the account's own address).
 */
export async function checkCode(
  db: Executor,
  userId: string,
  purpose: OtpPurpose,
  code: string,
  beforeConsume?: () => Promise<void>,
): Promise<string | null> {
  const stored = await otpRepository.claimAttempt(db, userId, purpose, OTP_MAX_ATTEMPTS);
  if (!stored || stored.code_hash !== hashCode(userId, purpose, code)) throw verificationFailed();
  await beforeConsume?.();
  if (!(await otpRepository.consume(db, stored.id))) throw verificationFailed();
  return stored.target;
}
