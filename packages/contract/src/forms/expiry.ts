/**
 * When an approved submission stops counting, from the form's expiry rule.
 * Dates are UK calendar dates ('YYYY-MM-DD'): the submission counts as expired
 * from the start of that day.
 */
import { addDays, addMonths, calendarDate, isIsoDate, type IsoDate } from './dates.js';
import { conditionMatches } from './fields.js';
import type { FormAnswers, FormDefinition } from './types.js';

/**
 * The expiry date of a submission, or null when it does not expire.
 * `answers` are the validated answers (hidden fields already removed).
 */
export function expiryDate(definition: FormDefinition, answers: FormAnswers, submittedAt: Date): IsoDate | null {
  const rule = definition.expiry;
  switch (rule.kind) {
    case 'none':
    case 'issued_within_months':
      return null;
    case 'months_after_submission':
      return addMonths(calendarDate(submittedAt), rule.months);
    case 'from_field': {
      if (rule.when && !conditionMatches(rule.when, answers[rule.when.field])) return null;
      const dates = rule.fields.map((name) => answers[name]).filter(isIsoDate);
      return dates.length === 0 ? null : dates.reduce((earliest, date) => (date < earliest ? date : earliest));
    }
  }
}

/** Whether a submission with this expiry date has expired at `now`. */
export function isExpired(expiresOn: IsoDate | null, now: Date): boolean {
  return expiresOn !== null && calendarDate(now) >= expiresOn;
}

/** The day from which the candidate should be asked to re-check (e.g. 30 days before a visa expires), if the rule says so. */
export function recheckDate(definition: FormDefinition, expiresOn: IsoDate | null): IsoDate | null {
  const rule = definition.expiry;
  if (expiresOn === null || rule.kind !== 'from_field' || rule.recheck_days_before === undefined) return null;
  return addDays(expiresOn, -rule.recheck_days_before);
}
