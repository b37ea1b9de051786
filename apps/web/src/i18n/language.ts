import { LANGUAGE_PARAM, LANGUAGE_STORAGE_KEY, pickLanguage, type Language } from '@portal/contract/constants';
import { readStorage, writeStorage } from '@/lib/storage';

/**
 * The language for a page: `?ebdlang=` wins and is remembered; otherwise the
 * remembered choice; otherwise English. Unknown values fall back to English.
 */
export function chooseLanguage(search: URLSearchParams): Language {
  const requested = search.get(LANGUAGE_PARAM);
  if (requested === null) return pickLanguage(readStorage(LANGUAGE_STORAGE_KEY));
  const language = pickLanguage(requested);
  writeStorage(LANGUAGE_STORAGE_KEY, language);
  return language;
}
