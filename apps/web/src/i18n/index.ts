import { DEFAULT_LANGUAGE, LANGUAGES, messages } from '@portal/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { chooseLanguage } from './language';
import { bn, en } from './resources';

/** UI strings plus the contract's validation/error/success messages, in one namespace. */
export const resources = {
  en: { translation: { ...messages.en, ...en } },
  bn: { translation: { ...messages.bn, ...bn } },
};

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

void i18n.use(initReactI18next).init({
  resources,
  lng: chooseLanguage(new URLSearchParams(window.location.search)),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
});

export default i18n;
