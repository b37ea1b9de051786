import { LANGUAGES, pickLanguage } from '@portal/contract';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { chooseLanguage } from './language';
import { loadCatalogue } from './resources';

/**
 * i18next's backend for the catalogues: a language's strings are fetched (as their own chunk) the first time it is
 * used, and i18next.changeLanguage resolves, and announces the change, only once they are here, so a switch never
 * shows keys. Only the active language is loaded: no fallback language, since every catalogue has every key
 * (catalogue-bn.ts is typed by English's).
 */
const catalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    loadCatalogue(pickLanguage(language)).then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

/** Resolves once the first language's strings are loaded: the app renders after it (bootstrap.tsx). */
export const i18nReady = i18n
  .use(catalogues)
  .use(initReactI18next)
  .init({
    lng: chooseLanguage(new URLSearchParams(window.location.search)),
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    ns: ['translation'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    initAsync: false,
  });

export default i18n;
