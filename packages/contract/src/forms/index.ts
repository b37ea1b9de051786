/**
 * The form-definition engine: definitions of every compliance form, their
 * validation (draft / submit), expiry and what reviewers may see.
 */
export * from './types.js';
export * from './keys.js';
export * from './messages.js';
export * from './message-keys.js';
export * from './validate.js';
export * from './expiry.js';
export * from './sensitivity.js';
export * from './registry.js';
export * from './sample-answers.js';
export { inThirdPerson } from './auditor-wording.js';
export { earlierAnswers, type EarlierAnswer } from './earlier-answers.js';
export { FieldScope, fieldScope } from './visibility.js';
export { addDays, addMonths, calendarDate, FORM_TIME_ZONE, isIsoDate, monthEnd, weekStart, type IsoDate } from './dates.js';
export {
  collectFileIds,
  formFields,
  resolveOptions,
  scopeEntries,
  topLevelEntries,
  walkFields,
  type ScopeEntry,
} from './fields.js';
export {
  checkDateConstraint,
  checkTextPattern,
  dateConstraintBounds,
  drivingLicenceKind,
  formatShareCode,
  GB_DRIVING_LICENCE_PATTERN,
  NI_DRIVING_LICENCE_PATTERN,
  NI_NUMBER_PATTERN,
  niNumberWarning,
  normaliseDrivingLicence,
  normaliseNiNumber,
  normalisePostcode,
  normaliseShareCode,
  normaliseTrn,
  SHARE_CODE_PATTERN,
  SHARE_CODE_VALID_DAYS,
  TEXT_PATTERNS,
  UK_POSTCODE_PATTERN,
  type RuleFailure,
  type TextPatternRule,
} from './patterns.js';
export { REFEREE_QUESTIONS, REFEREE_QUESTIONS_KEY, REFERENCE_RATINGS } from './definitions/references/referee-questions.js';
