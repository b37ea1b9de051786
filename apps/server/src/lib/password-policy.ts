import { PASSWORD_MIN_LENGTH, PASSWORD_STAFF_MIN_LENGTH, passwordLength, type MessageKey } from '@portal/contract';
import { AppError } from './errors.js';
import { isCommonPassword, normaliseForList } from './common-passwords.js';

/*
 * What a chosen password must be (NIST SP 800-63B): long enough (8 characters, 12 for staff), not
 * the account's own name or email address, and not on the list of common passwords. Nothing about
 * which kinds of character it holds, and never truncated. The contract's schema already refuses
 * fewer than 8 and more than 256 characters; this adds the rules that need the server.
 */

export interface PasswordRules {
  /** Holds (or is being given) any permission: every permission is an administrative one. */
  staff: boolean;
  /** Words about the account that must not be its password. */
  context?: { email?: string | null; name?: string | null };
}

/** Letters and digits only, lower case: "John.Smith" and "john smith" both read "johnsmith". */
const bare = (text: string) => normaliseForList(text).replace(/[^\p{L}\p{N}]/gu, '');

function personalWords({ email, name }: NonNullable<PasswordRules['context']>): string[] {
  const words = [email, email?.split('@')[0], name].filter((word): word is string => Boolean(word));
  return words.map(bare).filter((word) => word.length > 0);
}

/** The message key of the first rule the password breaks, or null when it may be used. */
export function passwordProblem(password: string, rules: PasswordRules): MessageKey | null {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return 'validation.password_min_8';
  if (rules.staff && length < PASSWORD_STAFF_MIN_LENGTH) return 'validation.password_staff_min';
  if (rules.context && personalWords(rules.context).includes(bare(password))) return 'validation.password_personal';
  if (isCommonPassword(password)) return 'validation.password_common';
  return null;
}

/** A password refused by the rules: 422 with the reason on the `password` field. */
export class PasswordRefused extends AppError {
  constructor(key: MessageKey) {
    super('invalid', 'errors.validation', { fieldErrors: { password: [{ key }] } });
  }
}

/** Throws PasswordRefused when the password breaks a rule. */
export function assertPasswordAcceptable(password: string, rules: PasswordRules): void {
  const problem = passwordProblem(password, rules);
  if (problem) throw new PasswordRefused(problem);
}
