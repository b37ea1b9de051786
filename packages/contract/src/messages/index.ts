import { formMessages } from '../forms/messages.js';
import type { Language } from '../constants.js';
import { bn } from './bn.js';
import { en, type Messages } from './en.js';
import { securityBn, securityEn } from './security.js';

export { en, bn, type Messages };

/** The whole catalogue: account, error and site messages, the form engine's under `forms`, sign-in security's under `security`. */
export const messages = {
  en: { ...en, forms: formMessages.en, security: securityEn },
  bn: { ...bn, forms: formMessages.bn, security: securityBn },
} satisfies Record<Language, Messages & { forms: unknown; security: unknown }>;
export type Catalogue = (typeof messages)['en'];
