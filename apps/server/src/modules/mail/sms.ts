import type { FastifyBaseLogger } from 'fastify';

/** Where text messages go; a real provider (Twilio, Vonage, ...) implements the same call. */
export interface SmsProvider {
  send(to: string, text: string): Promise<void>;
}

export function createLogSmsProvider(log: FastifyBaseLogger): SmsProvider {
  return {
    async send(to, text) {
      log.info({ sms: { to, text } }, 'sms written to the log (no SMS provider configured)');
    },
  };
}
