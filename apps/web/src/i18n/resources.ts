import type { Language } from '@portal/contract';

/** Everything i18next holds for one language (the contract's messages and the UI strings), in one namespace. */
export type Catalogue = Record<string, unknown>;

/**
 * Each language's catalogue is its own chunk (catalogue-en.ts, catalogue-bn.ts), fetched when the language is first
 * used: a page in English never downloads Bengali, and the other way round.
 */
const loaders: Record<Language, () => Promise<{ catalogue: Catalogue }>> = {
  en: () => import('./catalogue-en'),
  bn: () => import('./catalogue-bn'),
};

/**
 * Strings only some screens show, a chunk per language, added to the catalogue when such a screen is first opened
 * (i18n/index.ts, `loadStrings`). Their top-level keys are their own: none is in the first catalogue.
 */
const partLoaders = {
  /** The staff screens' (the admin layout's features): about half of the catalogue. */
  staff: { en: () => import('./staff-en'), bn: () => import('./staff-bn') },
} satisfies Record<string, Record<Language, () => Promise<{ catalogue: Catalogue }>>>;

export type StringsPart = keyof typeof partLoaders;

export async function loadCatalogue(language: Language): Promise<Catalogue> {
  return (await loaders[language]()).catalogue;
}

export async function loadStringsPart(part: StringsPart, language: Language): Promise<Catalogue> {
  return (await partLoaders[part][language]()).catalogue;
}
