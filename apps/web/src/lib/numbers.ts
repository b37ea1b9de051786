import i18n from '@/i18n';

/** A count written in the current language's digits (৯ in Bengali), as the strings around it are. */
export function formatNumber(value: number, language: string = i18n.language): string {
  return new Intl.NumberFormat(language === 'bn' ? 'bn-BD' : 'en-GB').format(value);
}
