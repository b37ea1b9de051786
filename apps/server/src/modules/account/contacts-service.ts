import { SECONDARY_CONTACTS_MAX, type Language, type TAccountProfile, type TContact, type TContactKind } from '@portal/contract';
import type { AppContext, RequestContext, RequestMeta } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { AppError, invalid, invalidField, notFound, unauthenticated } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { translatorFor } from '../../plugins/i18n.js';
import { auditRepository } from '../audit/repository.js';
import { tokensRepository } from '../auth/repository.js';
import { assertCurrentPassword } from '../mfa/reauth.js';
import { usersRepository, type UserRow } from '../users/repository.js';
import { claimingAddress, confirmNewAddress, sendCodeToNewAddress, takenMessage } from './contact-codes.js';
import { isUuid } from '../../lib/like.js';
import { userTarget } from '../access/policy.js';
import { presentContacts, presentProfile, presentSecondaryContact } from './presenter.js';
import { contactsRepository, emergencyContactRepository } from './repository.js';

const primaryOf = (user: UserRow, kind: TContactKind) => (kind === 'email' ? user.email : user.phone);

async function freshUser(db: Executor, actor: Actor): Promise<UserRow> {
  const user = await usersRepository.findById(db, actor.user.id);
  if (!user) throw unauthenticated();
  return user;
}

/* Changing the primary address: /user/change-email and /user/change-phone. */

/**
 * Step 1: after the current password (a stolen session alone must not move the account to an address
 * its thief owns), sends a code to the new address; nothing about the account changes yet.
 */
export async function startPrimaryChange(
  ctx: AppContext,
  { actor, meta, lang }: RequestContext,
  { kind, value, currentPassword }: { kind: TContactKind; value: string; currentPassword: string },
) {
  if (value === primaryOf(actor.user, kind)) throw invalid({ [kind]: kind === 'email' ? 'validation.email_same' : 'validation.phone_same' });
  await assertCurrentPassword(ctx, actor, currentPassword, 'current_password', meta);
  await sendCodeToNewAddress(ctx, actor.user, { reason: 'change', kind, target: value, field: kind }, meta, lang);
}

/** Tells the address being replaced, so an owner whose account was moved finds out where it still reaches them. */
async function tellOldAddress(ctx: AppContext, tx: Executor, user: UserRow, change: { kind: TContactKind; current: string; lang: Language }): Promise<void> {
  const { kind, current, lang } = change;
  const t = translatorFor(lang);
  if (kind === 'email') {
    await ctx.mailer.queue(tx, { to: user.email, subject: t('mail.email_changed_subject'), text: t('mail.email_changed_body') });
    return;
  }
  const url = `${ctx.config.appUrl}/forgot-password`;
  await ctx.mailer.queue(tx, {
    to: user.email,
    subject: t('security.mail.phone_changed_subject'),
    text: t('security.mail.phone_changed_body', { ending: current.slice(-3), url }),
  });
  if (user.phone) await ctx.sms.send(user.phone, t('security.mail.phone_changed_sms'));
}

/** Step 2: with the right code the new address becomes the primary one, verified. The old email address is told. */
export async function confirmPrimaryChange(ctx: AppContext, { actor, meta, lang }: RequestContext, kind: TContactKind, code: string): Promise<TAccountProfile> {
  const target = await confirmNewAddress(ctx, actor.user, { reason: 'change', kind, code }, meta);
  const profile = await claimingAddress(kind, () =>
    ctx.db.transaction(async (tx) => {
      const user = await freshUser(tx, actor);
      if (await usersRepository.addressHeld(tx, kind, target, user.id)) throw invalid({ code: takenMessage(kind) });
      const now = new Date();
      const updated = await usersRepository.update(
        tx,
        user.id,
        kind === 'email' ? { email: target, email_verified_at: now } : { phone: target, phone_verified_at: now },
      );
      // A secondary copy of the new primary address would only be a duplicate.
      await contactsRepository.removeValueOfUser(tx, user.id, kind, target);
      // Every other session ends: whoever else held one must now prove the new address or the password.
      await tokensRepository.revokeOthersOfUser(tx, user.id, actor.tokenHash);
      await auditRepository.record(tx, {
        actorId: user.id,
        action: `account.${kind}_changed`,
        targetType: 'user',
        targetId: user.id,
        ip: meta.ip,
        data: { previous: primaryOf(user, kind), current: target },
      });
      await tellOldAddress(ctx, tx, user, { kind, current: target, lang });
      return presentProfile(updated, await emergencyContactRepository.find(tx, user.id));
    }),
  );
  ctx.mailer.flush();
  return profile;
}

/* Secondary addresses: /user/add-new-email, /user/add-new-phone, /user/remove-email, /user/remove-phone. */

export async function listContacts(ctx: AppContext, actor: Actor, targetUserId: string): Promise<TContact[]> {
  const target = await userTarget(ctx.db, actor, 'user.view', targetUserId);
  return presentContacts(target, await contactsRepository.listOfUser(ctx.db, target.id));
}

/** Refuses an address the account already has, and more than SECONDARY_CONTACTS_MAX of a kind. */
async function assertMayAdd(db: Executor, user: UserRow, kind: TContactKind, value: string, field: string): Promise<void> {
  const mine = (await contactsRepository.listOfUser(db, user.id)).filter((contact) => contact.kind === kind);
  if (value === primaryOf(user, kind) || mine.some((contact) => contact.value === value)) {
    throw invalid({ [field]: 'validation.contact_exists' });
  }
  if (mine.length >= SECONDARY_CONTACTS_MAX) {
    throw invalidField(field, 'validation.contacts_limit', { max: SECONDARY_CONTACTS_MAX });
  }
}

/** Step 1 of adding an address: sends a code to it. The address is only stored once its code comes back. */
export async function startAddContact(ctx: AppContext, { actor, meta, lang }: RequestContext, kind: TContactKind, value: string) {
  await assertMayAdd(ctx.db, actor.user, kind, value, 'value');
  await sendCodeToNewAddress(ctx, actor.user, { reason: 'add', kind, target: value, field: 'value' }, meta, lang);
}

/** Step 2: stores the address the code was sent to, verified. */
export async function confirmAddContact(ctx: AppContext, actor: Actor, kind: TContactKind, code: string, meta: RequestMeta): Promise<TContact> {
  const target = await confirmNewAddress(ctx, actor.user, { reason: 'add', kind, code }, meta);
  return claimingAddress(kind, () =>
    ctx.db.transaction(async (tx) => {
      const user = await freshUser(tx, actor);
      await assertMayAdd(tx, user, kind, target, 'code');
      if (await usersRepository.addressHeld(tx, kind, target, user.id)) throw invalid({ code: takenMessage(kind) });
      const contact = await contactsRepository.create(tx, { user_id: user.id, kind, value: target, verified_at: new Date() });
      await auditRepository.record(tx, {
        actorId: user.id,
        action: 'account.contact_added',
        targetType: 'user',
        targetId: user.id,
        ip: meta.ip,
        data: { kind, contact_id: contact.id },
      });
      return presentSecondaryContact(contact);
    }),
  );
}

/**
 * Removes a secondary address. Primary addresses have no id and are changed, not removed. A verified
 * secondary address that is the account's only verified one of its kind while the primary one is
 * unverified stays: "Can't delete email" (or phone), so the account keeps an address it has proven.
 */
export async function removeContact(ctx: AppContext, actor: Actor, targetUserId: string, contactId: string, meta: RequestMeta): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const user = await userTarget(tx, actor, 'user.update', targetUserId);
    const contact = isUuid(contactId) ? await contactsRepository.findOfUser(tx, user.id, contactId) : undefined;
    if (!contact) throw notFound();
    const primary = primaryOf(user, contact.kind);
    const primaryVerified = contact.kind === 'email' ? user.email_verified_at : user.phone_verified_at;
    const lastProven =
      contact.verified_at !== null &&
      primary !== null &&
      primaryVerified === null &&
      (await contactsRepository.countVerifiedOthers(tx, user.id, contact.kind, contact.id)) === 0;
    if (lastProven) throw new AppError('invalid', contact.kind === 'email' ? 'errors.cant_delete_email' : 'errors.cant_delete_phone');
    await contactsRepository.remove(tx, contact.id);
    await auditRepository.record(tx, {
      actorId: actor.user.id,
      action: 'account.contact_removed',
      targetType: 'user',
      targetId: user.id,
      ip: meta.ip,
      data: { kind: contact.kind, contact_id: contact.id },
    });
  });
}
