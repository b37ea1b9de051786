/**
 * Where the portal writes in Salesforce. These are the defaults the README documents: custom fields and objects
 * the agency's org needs (an admin creates them once; the pre-flight check lists what is missing).
 */
export const CRM_MAPPING = {
  contact: {
    object: 'Contact',
    /** External ID field (unique) holding the portal user id: the key of the upsert. */
    externalId: 'Portal_User_Id__c',
    /** Overall compliance: compliant, in_review or incomplete. */
    status: 'Portal_Compliance_Status__c',
    /** Required items approved, as "7/12". */
    progress: 'Portal_Compliance_Progress__c',
  },
  /** One record per compliance item of a candidate, upserted by `${userId}.${group}.${slug}`. */
  item: {
    object: 'Portal_Compliance_Item__c',
    externalId: 'Portal_Item_Key__c',
    contact: 'Contact__c',
    name: 'Name',
    status: 'Status__c',
    requirement: 'Requirement__c',
    expiresOn: 'Expires_On__c',
    reviewedAt: 'Reviewed_At__c',
  },
  /** One record per reference request, upserted by the request id, with the record type of its reference type. */
  reference: {
    object: 'Reference__c',
    externalId: 'Portal_Reference_Id__c',
    contact: 'Contact__c',
    refereeName: 'Referee_Name__c',
    refereeEmail: 'Referee_Email__c',
    status: 'Status__c',
    completedAt: 'Completed_At__c',
    /** The DeveloperName of each reference type's record type (reference lists), resolved to ids once per org. */
    recordTypes: { academic: 'Academic', character: 'Character', professional: 'Professional' } as Readonly<Record<string, string>>,
  },
} as const;

/** The reference type of a reference form: `references/academic-reference` is academic. */
export const referenceTypeOf = (slug: string) => slug.replace(/-reference$/, '');
