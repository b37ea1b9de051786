import type { FormMessages } from './messages.js';

/**
 * The keys of the form validator's messages, apart from their texts (messages.ts, messages-bn.ts): the validator and
 * the web's forms name messages by key, and only the language catalogues carry the texts.
 */
export type FormValidationCode = keyof FormMessages['validation'];
/** A key as it appears in a validation issue, e.g. 'forms.validation.required'. */
export type FormMessageKey = `forms.validation.${FormValidationCode}`;

export function formMessageKey(code: FormValidationCode): FormMessageKey {
  return `forms.validation.${code}`;
}

export type FormWarningCode = keyof FormMessages['warnings'];
/** A warning's key, e.g. 'forms.warnings.ni_number_administrative'. */
export type FormWarningKey = `forms.warnings.${FormWarningCode}`;
