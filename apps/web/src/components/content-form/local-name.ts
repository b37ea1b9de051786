import type { TTranslated } from '@portal/contract';

/** A translated text in the screen's language, English where the Bengali is empty (as the public site shows it). */
export const localName = (name: TTranslated, language: string): string => (language === 'bn' && name.bn ? name.bn : name.en);
