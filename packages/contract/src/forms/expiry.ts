/**
 * When an approved submission stops counting, from the form's expiry rule.
 * Dates are UK calendar dates ('YYYY-MM-DD'): the submission counts as expired
 * from the start of that day.
 */
import { addDays, addMonths, calendarDate, isIsoDate, nextAnnualDate, type IsoDate } from './dates.js';
import { conditionMatches } from './fields.js';
import type { ConditionalExpiry, FormAnswers, FormDefinition } from './types.js';

const applies = (rule: ConditionalExpiry, answers: FormAnswers) => !rule.when || conditionMatches(rule.when, answers[rule.when.field]);

function conditionalExpiry(rule: ConditionalExpiry, answers: FormAnswers, submittedOn: IsoDate): IsoDate | null {
  // The registration covers the submission day itself, so the first day it no longer counts is a later one.
  if (rule.kind === 'annual_on') return nextAnnualDate(addDays(submittedOn, 1), rule.month, rule.day);
  const dates = rule.fields.map((name) => answers[name]).filter(isIsoDate);
  return dates.length === 0 ? null : dates.reduce((earliest, date) => (date < earliest ? date : earliest));
}

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
    case 'from_field':
    case 'annual_on':
      return applies(rule, answers) ? conditionalExpiry(rule, answers, calendarDate(submittedAt)) : null;
    case 'first_applicable': {
      const chosen = rule.rules.find((alternative) => applies(alternative, answers));
      return chosen ? conditionalExpiry(chosen, answers, calendarDate(submittedAt)) : null;
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
