import type { TContactRequest } from '@portal/contract';
import type { AppContext, RequestMeta } from '../../context.js';
import { translatorFor } from '../../plugins/i18n.js';
import { contactRepository } from './repository.js';

/** Stores the message and, when an office address is configured, mails it there in the same transaction. */
export async function sendContactMessage(ctx: AppContext, input: Required<TContactRequest>, meta: RequestMeta, userId: string | null) {
  await ctx.throttle.hit('contact_ip', meta.ip);
  await ctx.db.transaction(async (tx) => {
    const saved = await contactRepository.create(tx, { ...input, user_id: userId, ip: meta.ip });
    const office = ctx.config.officeEmail;
    if (office) {
      const t = translatorFor('en');
      await ctx.mailer.queue(tx, {
        to: office,
        subject: t('mail.contact_subject', { subject: saved.subject }),
        text: `${saved.name} <${saved.email}>\n\n${saved.message}`,
      });
    }
  });
  ctx.mailer.flush();
}
