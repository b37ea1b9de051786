import { formMessages } from '../forms/messages.js';
import type { Language } from '../constants.js';
import { bn } from './bn.js';
import { en, type Messages } from './en.js';

export { en, bn, type Messages };

/** The whole catalogue: account, error and site messages plus the form engine's under `forms`. */
export const messages = {
  en: { ...en, forms: formMessages.en },
  bn: { ...bn, forms: formMessages.bn },
} satisfies Record<Language, Messages & { forms: unknown }>;
export type Catalogue = (typeof messages)['en'];
