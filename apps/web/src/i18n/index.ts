import { addMessageFormats, LANGUAGES, pickLanguage, type Language } from '@portal/contract';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { chooseLanguage } from './language';
import { loadCatalogue, loadStringsPart, type Catalogue, type StringsPart } from './resources';

/** The parts of the catalogue beyond the first that a screen has asked for (loadStrings), and what each language holds. */
const wanted = new Set<StringsPart>();
const held = new Map<Language, Set<StringsPart>>();

/**
 * A language's first catalogue with every part asked for so far. `done` runs in the same tick as the last check, so a
 * part asked for afterwards finds the language among those held and is added to it by loadStrings.
 */
async function readCatalogue(language: Language, done: (catalogue: Catalogue) => void): Promise<void> {
  const catalogue = { ...(await loadCatalogue(language)) };
  const parts = new Set<StringsPart>();
  for (let missing = [...wanted]; missing.length > 0; missing = [...wanted].filter((part) => !parts.has(part))) {
    const loaded = await Promise.all(missing.map((part) => loadStringsPart(part, language)));
    missing.forEach((part, index) => {
      Object.assign(catalogue, loaded[index]);
      parts.add(part);
    });
  }
  held.set(language, parts);
  done(catalogue);
}

/**
 * i18next's backend for the catalogues: a language's strings are fetched (as their own chunk) the first time it is
 * used, with the parts screens have asked for so far, and i18next.changeLanguage resolves, and announces the change,
 * only once they are here, so a switch never shows keys. Only the active language is loaded: no fallback language, since every catalogue has every key
 * (catalogue-bn.ts is typed by English's).
 */
const catalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    readCatalogue(pickLanguage(language), (catalogue) => callback(null, catalogue)).catch((error: unknown) =>
      callback(error instanceof Error ? error : new Error(String(error)), false),
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
addMessageFormats(i18n.services.formatter);

/**
 * Adds a part of the catalogue (resources.ts) to every language loaded so far, and to every language loaded from now on:
 * a screen that shows those strings asks for them in its loader (guard step 'staffStrings'), so they are here before it
 * renders and after any change of language.
 */
export async function loadStrings(part: StringsPart): Promise<void> {
  wanted.add(part);
  await Promise.all(
    [...held].flatMap(([language, parts]) =>
      parts.has(part)
        ? []
        : [
            loadStringsPart(part, language).then((strings) => {
              i18n.addResourceBundle(language, 'translation', strings, true, true);
              parts.add(part);
            }),
          ],
    ),
  );
}

export default i18n;
