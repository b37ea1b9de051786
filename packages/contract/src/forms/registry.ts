/**
 * Every form definition, by key and by group.
 */
import { complianceDbsCheck } from './definitions/compliance-docs/dbs-check.js';
import { complianceDrivingDocumentation } from './definitions/compliance-docs/driving-documentation.js';
import { complianceNationalInsurance } from './definitions/compliance-docs/national-insurance.js';
import { complianceOverseasPoliceCheck } from './definitions/compliance-docs/oversieas-police-check.js';
import { complianceProofOfAddress1 } from './definitions/compliance-docs/proof-of-address-check-1.js';
import { complianceProofOfAddress2 } from './definitions/compliance-docs/proof-of-address-check-2.js';
import { complianceProofOfId } from './definitions/compliance-docs/proof-of-id.js';
import { complianceRightToWork } from './definitions/compliance-docs/right-to-work.js';
import { academicReference } from './definitions/references/academic-reference.js';
import { characterReference } from './definitions/references/character-reference.js';
import { professionalReference } from './definitions/references/professional-reference.js';
import { tempestOptOut48Hours } from './definitions/tempest-forms/48-hour-opt-out-agreement.js';
import { tempestCandidateAndRecDeclaration } from './definitions/tempest-forms/candidate-and-REC-declaration.js';
import { tempestCandidateDeclaration } from './definitions/tempest-forms/candidate-declaration.js';
import { tempestCodeOfConduct } from './definitions/tempest-forms/code-of-conduct.js';
import { tempestCriminalConvictionDeclaration } from './definitions/tempest-forms/criminal-conviction-declaration.js';
import { tempestDbsCheck } from './definitions/tempest-forms/dbs-check.js';
import { tempestDfeDetailsOld } from './definitions/tempest-forms/DFE-details-old.js';
import { tempestDfeDetails } from './definitions/tempest-forms/dfe-details.js';
import { tempestDisciplinaryDeclaration } from './definitions/tempest-forms/disciplinary-declaration.js';
import { tempestDisqualificationByAssociation } from './definitions/tempest-forms/disqualification-by-association-declaration.js';
import { tempestDisqualificationCheck } from './definitions/tempest-forms/disqualification-check.js';
import { tempestDrivingDocumentation } from './definitions/tempest-forms/driving-documentation.js';
import { tempestEmploymentHistory } from './definitions/tempest-forms/employment-history.js';
import { tempestEqualOpportunities } from './definitions/tempest-forms/equal-opportunities.js';
import { tempestFitnessToTeach } from './definitions/tempest-forms/fitness-to-teach.js';
import { tempestKeepingChildrenSafe } from './definitions/tempest-forms/keeping-children-safe-in-education.js';
import { tempestNameChange } from './definitions/tempest-forms/name-change.js';
import { tempestOnlineCheckConsent } from './definitions/tempest-forms/online-check-consent-form.js';
import { tempestOverseasPoliceCheck } from './definitions/tempest-forms/oversieas-police-check.js';
import { tempestProfessionalRegistration } from './definitions/tempest-forms/professional-registration.js';
import { tempestProofOfAddressCheck } from './definitions/tempest-forms/proof-of-address-check.js';
import { tempestProofOfId } from './definitions/tempest-forms/proof-of-id.js';
import { tempestQualificationCheck } from './definitions/tempest-forms/qualification-check.js';
import { tempestRightToWork } from './definitions/tempest-forms/right-to-work.js';
import { tempestTermsOfEngagement } from './definitions/tempest-forms/terms-of-engagement.js';
import { FORM_GROUPS, FORM_SLUGS, isFormGroup, type FormGroup, type FormKey } from './keys.js';
import type { RegisteredFormDefinition } from './types.js';

/** Definitions are shared by every request; freezing them keeps one caller from changing them for all. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Every form (the spec's 35 routes and our employment history), in route order within each group. */
export const FORM_DEFINITIONS: readonly RegisteredFormDefinition[] = deepFreeze([
  complianceDbsCheck,
  complianceDrivingDocumentation,
  complianceNationalInsurance,
  complianceOverseasPoliceCheck,
  complianceProofOfAddress1,
  complianceProofOfAddress2,
  complianceProofOfId,
  complianceRightToWork,
  academicReference,
  characterReference,
  professionalReference,
  tempestOptOut48Hours,
  tempestCandidateAndRecDeclaration,
  tempestCandidateDeclaration,
  tempestCodeOfConduct,
  tempestCriminalConvictionDeclaration,
  tempestDbsCheck,
  tempestDfeDetails,
  tempestDfeDetailsOld,
  tempestDisciplinaryDeclaration,
  tempestDisqualificationByAssociation,
  tempestDisqualificationCheck,
  tempestDrivingDocumentation,
  tempestEmploymentHistory,
  tempestEqualOpportunities,
  tempestFitnessToTeach,
  tempestKeepingChildrenSafe,
  tempestNameChange,
  tempestOnlineCheckConsent,
  tempestOverseasPoliceCheck,
  tempestProfessionalRegistration,
  tempestProofOfAddressCheck,
  tempestProofOfId,
  tempestQualificationCheck,
  tempestRightToWork,
  tempestTermsOfEngagement,
]);

/** Every form key, e.g. 'tempest-forms/right-to-work', in the order of {@link FORM_SLUGS}. */
export const FORM_KEYS: readonly FormKey[] = FORM_GROUPS.flatMap((group) =>
  (FORM_SLUGS[group] as readonly string[]).map((slug) => `${group}/${slug}` as FormKey),
);

const BY_KEY: ReadonlyMap<string, RegisteredFormDefinition> = new Map(FORM_DEFINITIONS.map((d) => [d.key, d]));

export function isFormKey(value: unknown): value is FormKey {
  return typeof value === 'string' && BY_KEY.has(value);
}

export function getFormDefinitionByKey(key: string): RegisteredFormDefinition | undefined {
  return BY_KEY.get(key);
}

/** The definition for a route; slugs are matched exactly (they are case-sensitive). */
export function getFormDefinition(group: string, slug: string): RegisteredFormDefinition | undefined {
  return isFormGroup(group) ? BY_KEY.get(`${group}/${slug}`) : undefined;
}

const inGroup = (group: FormGroup) => FORM_DEFINITIONS.filter((d) => d.group === group);

export const formsByGroup: Readonly<Record<FormGroup, readonly RegisteredFormDefinition[]>> = {
  'compliance-docs': inGroup('compliance-docs'),
  references: inGroup('references'),
  'tempest-forms': inGroup('tempest-forms'),
};
