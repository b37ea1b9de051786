import { localiseDigits as inLanguage } from '@portal/contract';
import i18n from '@/i18n';

/** A count written in the current language's digits (৯ in Bengali), as the strings around it are. */
export function formatNumber(value: number, language: string = i18n.language): string {
  return new Intl.NumberFormat(language === 'bn' ? 'bn-BD' : 'en-GB').format(value);
}

/** Text made of digits (a date, a page number, a code shown as figures) in the current language's digits. */
export function localiseDigits(text: string, language: string = i18n.language): string {
  return inLanguage(text, language);
}

/** A file size as people read it: 840 KB, 2.4 MB, in the language's digits. */
export function formatBytes(bytes: number, language: string = i18n.language): string {
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)), language)} KB`;
  const megabytes = Math.round((bytes / (1024 * 1024)) * 10) / 10;
  return `${formatNumber(megabytes, language)} MB`;
}
