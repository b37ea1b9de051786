import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { OutgoingMail } from './outbox-repository.js';

export interface MailTransport {
  /** 'sent' when handed to an SMTP server, 'logged' when only written to the log (development outbox). */
  deliver(mail: OutgoingMail): Promise<'sent' | 'logged'>;
  close(): void;
}

export function createMailTransport(smtpUrl: string | undefined, from: string, log: FastifyBaseLogger): MailTransport {
  if (!smtpUrl) {
    return {
      async deliver(mail) {
        log.info({ mail: { to: mail.to, subject: mail.subject, text: mail.text } }, 'mail kept in the development outbox (no SMTP_URL)');
        return 'logged';
      },
      close() {},
    };
  }
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async deliver(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      return 'sent';
    },
    close: () => transporter.close(),
  };
}
