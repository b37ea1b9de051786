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

export async function loadCatalogue(language: Language): Promise<Catalogue> {
  return (await loaders[language]()).catalogue;
}
