import { getFormDefinitionByKey, pickLanguage } from '@portal/contract';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { translatorFor } from '../../plugins/i18n.js';

export interface RefereeMail {
  kind: 'request' | 'reminder';
  to: string;
  refereeName: string;
  candidateName: string;
  /** The candidate's language, which the referee mail is written in. */
  language: string;
  formKey: string;
  token: string;
  expiresAt: Date;
}

/** The public page a referee answers on; the token is the only credential. */
export const refereeLink = (ctx: AppContext, token: string) => `${ctx.config.appUrl}/referee/${token}`;

/**
 * Queues the request (or a reminder) to a referee with their single-use link, in the caller's transaction so it
 * goes out only if the request is committed.
 */
export async function mailReferee(ctx: AppContext, db: Executor, mail: RefereeMail): Promise<void> {
  const lang = pickLanguage(mail.language);
  const t = translatorFor(lang);
  const date = new Intl.DateTimeFormat(lang === 'bn' ? 'bn-BD' : 'en-GB', {
    dateStyle: 'long',
    timeZone: ctx.config.displayTimeZone,
  }).format(mail.expiresAt);
  const values = {
    referee: mail.refereeName,
    candidate: mail.candidateName,
    agency: t('mail.referee_agency'),
    type: getFormDefinitionByKey(mail.formKey)?.title[lang] ?? mail.formKey,
    url: refereeLink(ctx, mail.token),
    date,
  };
  await ctx.mailer.queue(db, {
    to: mail.to,
    subject: t(`mail.referee_${mail.kind}_subject`, values),
    text: t(`mail.referee_${mail.kind}_body`, values),
  });
}
