import 'i18next';
import type { Catalogue } from '@portal/contract';
import type { en } from './catalogue-en';
import type { enStaff } from './staff-en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The contract's whole catalogue: its messages, the form engine's (`forms`) and sign-in security's (`security`).
    resources: { translation: Catalogue & typeof en & typeof enStaff };
  }
}
