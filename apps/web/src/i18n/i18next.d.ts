import 'i18next';
import type { Messages } from '@portal/contract';
import type { en } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages & typeof en };
  }
}
