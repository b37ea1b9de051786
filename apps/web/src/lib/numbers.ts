import i18n from '@/i18n';

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** A count written in the current language's digits (৯ in Bengali), as the strings around it are. */
export function formatNumber(value: number, language: string = i18n.language): string {
  return new Intl.NumberFormat(language === 'bn' ? 'bn-BD' : 'en-GB').format(value);
}

/** Text made of digits (a date, a page number, a code shown as figures) in the current language's digits. */
export function localiseDigits(text: string, language: string = i18n.language): string {
  return language === 'bn' ? text.replace(/[0-9]/g, (digit) => BENGALI_DIGITS[Number(digit)]!) : text;
}
