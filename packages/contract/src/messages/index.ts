import type { Language } from '../constants.js';
import { bn } from './bn.js';
import { en, type Messages } from './en.js';
import { messagesBn } from './catalogue-bn.js';
import { messagesEn } from './catalogue-en.js';

export { en, bn, messagesEn, messagesBn, type Messages };

/**
 * The whole catalogue: account, error and site messages, and beside them, each under its own key: the form engine's
 * (`forms`), sign-in security (`security`), news, pages and media (`content`), the UK rules (`rules`), records and
 * retention (`retention`), the CRM connection (`crm`), the auditor's pack (`pack_audit`), the officers' candidates
 * list (`candidate_list`), officers' notes and change requests (`notes`), assurance packs (`assurance`).
 * Each language is also exported alone (`messagesEn`, `messagesBn`, each in its own module), so the web app bundles
 * and loads only the language it shows.
 */
export const messages = {
  en: messagesEn,
  bn: messagesBn,
} satisfies Record<Language, Messages & { forms: unknown; security: unknown; content: unknown; rules: unknown; retention: unknown; crm: unknown; pack_audit: unknown; candidate_list: unknown; notes: unknown; assurance: unknown }>;
export type Catalogue = (typeof messages)['en'];
