import type { Language, TContactKind } from '@portal/contract';
import type { AppContext, RequestMeta } from '../../context.js';
import type { OtpPurpose } from '../../db/schema/index.js';
import { AddressTakenError, invalid } from '../../lib/errors.js';
import { checkCode, issueCode } from '../auth/otp.js';
import { usersRepository, type UserRow } from '../users/repository.js';

/** Why a code is sent to a new address: to make it the primary one, or to add it beside the primary one. */
export type AddressCodeReason = 'change' | 'add';

/** Which kind of address the user wants to use, and why. */
interface NewAddress {
  reason: AddressCodeReason;
  kind: TContactKind;
}

export const codePurpose = (reason: AddressCodeReason, kind: TContactKind): OtpPurpose => `${reason}_${kind}`;

export const takenMessage = (kind: TContactKind) => (kind === 'email' ? 'errors.email_taken' : 'errors.phone_taken');

/**
 * Sends a six-digit code to `target`, the address the user wants to use, once it is free (a taken one is a
 * 422 on `field`). The throttle counts before the address is looked up, so probing which addresses have
 * accounts is limited too; a taken address gets the same answer as at registration, naming no account.
 */
export async function sendCodeToNewAddress(
  ctx: AppContext,
  user: UserRow,
  { reason, kind, target, field }: NewAddress & { target: string; field: string },
  meta: RequestMeta,
  lang: Language,
): Promise<void> {
  const purpose = codePurpose(reason, kind);
  await ctx.throttle.hit('otp_send_ip', meta.ip);
  await ctx.throttle.hit('account_code_send', `${user.id}:${purpose}`);
  if (await usersRepository.addressHeld(ctx.db, kind, target, user.id)) throw invalid({ [field]: takenMessage(kind) });
  await issueCode(ctx, ctx.db, user, { purpose, channel: kind, target }, lang);
  ctx.mailer.flush();
}

/** Checks the code against the newest one sent for this reason and returns the address it was sent to. */
export async function confirmNewAddress(ctx: AppContext, user: UserRow, { reason, kind, code }: NewAddress & { code: string }, meta: RequestMeta): Promise<string> {
  await ctx.throttle.hit('otp_check_ip', meta.ip);
  return ctx.throttle.guard('otp_check_account', user.id, async () => {
    const target = await checkCode(ctx.db, user.id, codePurpose(reason, kind), code);
    if (!target) throw invalid({ code: 'errors.verification_failed' }, 'errors.verification_failed');
    return target;
  });
}

/**
 * Runs the write that claims an address. Two accounts claiming one address at once both pass the
 * checks; the unique index stops the second, which then gets the ordinary "taken" answer on `code`.
 */
export async function claimingAddress<T>(kind: TContactKind, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof AddressTakenError) throw new AddressTakenError(kind, 'code');
    throw error;
  }
}
