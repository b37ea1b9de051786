import { pickLanguage, type LocalizedText } from '@portal/contract';
import { useTranslation } from 'react-i18next';

/** Picks a definition's text (labels, help, options, statements) in the current language. */
export function useLocalized(): (text: LocalizedText) => string {
  const { i18n } = useTranslation();
  const language = pickLanguage(i18n.language);
  return (text) => text[language];
}
