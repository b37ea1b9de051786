import { z } from 'zod';

/** CRMs the portal can connect to (CRM_PROVIDER). */
export const CRM_PROVIDERS = ['salesforce'] as const;
export type CrmProvider = (typeof CRM_PROVIDERS)[number];

/** How long a Connect started on the screen may take to come back with Salesforce's answer. */
export const CRM_STATE_TTL_SECONDS = 10 * 60;
/** The screen that starts the sign-in is also where Salesforce sends the browser back (the redirect URI). */
export const CRM_CONNECTION_PATH = '/admin/user/connection';

/** GET /admin/crm/connection: whether the CRM is configured and connected, and who connected it. */
export const ZCrmConnection = z.object({
  configured: z.boolean(),
  connected: z.boolean(),
  instance_url: z.string().nullable(),
  org_id: z.string().nullable(),
  /** The Salesforce user whose authorisation the portal holds. */
  crm_user: z.object({ id: z.string(), name: z.string(), username: z.string() }).nullable(),
  connected_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  connected_at: z.string().nullable(),
  /** What went wrong last (a refused sign-in, a failed revoke), as Salesforce said it; null once connected cleanly. */
  last_error: z.string().nullable(),
  /**
   * Salesforce no longer accepts the stored authorisation (expired, revoked, or idle too long): nothing syncs
   * until an admin presses Connect again.
   */
  reconnect_needed: z.boolean(),
  /** The org's rolling 24-hour API use as Salesforce last reported it (Sforce-Limit-Info); null before any call. */
  api_usage: z.object({ used: z.number().int(), limit: z.number().int(), at: z.string() }).nullable(),
});
export type TCrmConnection = z.infer<typeof ZCrmConnection>;

export const ZCrmStartResponse = z.object({ authorize_url: z.string() });
export type TCrmStartResponse = z.infer<typeof ZCrmStartResponse>;

/** What Salesforce put in the query of the redirect back to the connection screen. */
export const ZCrmCallbackRequest = z.object({
  code: z
    .string({ error: 'crm.code_required' })
    .min(1, { error: 'crm.code_required', abort: true })
    .max(2048, { error: 'crm.code_invalid', abort: true })
    .regex(/^[\x21-\x7e]+$/, { error: 'crm.code_invalid' }),
  state: z
    .string({ error: 'crm.state_required' })
    .min(1, { error: 'crm.state_required', abort: true })
    .max(128, { error: 'crm.state_invalid_format', abort: true })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'crm.state_invalid_format' }),
});
export type TCrmCallbackRequest = z.infer<typeof ZCrmCallbackRequest>;

/** Salesforce record ids: 15 or 18 letters and digits. */
export const SALESFORCE_ID_PATTERN = /^[A-Za-z0-9]{15}(?:[A-Za-z0-9]{3})?$/;

/** PUT /admin/users/{id}/crm-link: the CRM Contact this portal user is. */
export const ZCrmLinkRequest = z.strictObject({
  crm_id: z
    .string({ error: 'crm.crm_id_required' })
    .min(1, { error: 'crm.crm_id_required', abort: true })
    .regex(SALESFORCE_ID_PATTERN, { error: 'crm.crm_id_invalid' }),
});
export type TCrmLinkRequest = z.infer<typeof ZCrmLinkRequest>;

/** A Contact in the CRM, as the search and the link show it; `url` opens it in Salesforce. */
export const ZCrmContact = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  account: z.string().nullable(),
  url: z.string(),
});
export type TCrmContact = z.infer<typeof ZCrmContact>;

/** GET/PUT /admin/users/{id}/crm-link and POST …/crm-contacts: the user's link to a CRM Contact, if any. */
export const ZCrmUserLink = z.object({
  crm_id: z.string().nullable(),
  /** Opens the linked Contact in Salesforce. */
  crm_url: z.string().nullable(),
  linked_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  linked_at: z.string().nullable(),
});
export type TCrmUserLink = z.infer<typeof ZCrmUserLink>;

export const CRM_SEARCH_MAX = 100;
/** GET /admin/users/{id}/crm-contacts?q=: Contacts whose email or name matches (the user's own when q is empty). */
export const ZCrmContactSearchQuery = z.object({
  q: z.string().trim().max(CRM_SEARCH_MAX, { error: 'crm.search_too_long' }).optional(),
});
export const ZCrmContactSearch = z.object({
  contacts: z.array(ZCrmContact),
  /** The one Contact whose email is exactly the user's, proposed for linking; null when none or several. */
  proposed: ZCrmContact.nullable(),
});
export type TCrmContactSearch = z.infer<typeof ZCrmContactSearch>;

/** idle: never synced; queued: waiting (also between retries, with last_error); failed: given up, see last_error. */
export const CRM_SYNC_STATES = ['idle', 'queued', 'running', 'failed', 'done'] as const;
export type CrmSyncState = (typeof CRM_SYNC_STATES)[number];

/** GET/POST /admin/users/{id}/crm-sync. */
export const ZCrmSyncStatus = z.object({
  state: z.enum(CRM_SYNC_STATES),
  last_synced_at: z.string().nullable(),
  /** Salesforce's error, with its code first (e.g. `INVALID_FIELD: …`), or the portal's reason in English. */
  last_error: z.string().nullable(),
  /** The error code alone (Salesforce's errorCode, or the portal's: reconnect_needed, multiple_matches…). */
  last_error_code: z.string().nullable(),
  attempts: z.number().int(),
  next_attempt_at: z.string().nullable(),
});
export type TCrmSyncStatus = z.infer<typeof ZCrmSyncStatus>;

/** What the portal writes to, in the pre-flight check: the candidate's Contact, their compliance items, their references. */
export const CRM_MAPPED_OBJECTS = ['contact', 'item', 'reference'] as const;

/** GET /admin/crm/preflight: what the connected user may write, read from Salesforce's describe of each mapped object. */
export const ZCrmPreflight = z.object({
  checked_at: z.string(),
  /** Everything the sync writes is there and writable. */
  ok: z.boolean(),
  objects: z.array(
    z.object({
      role: z.enum(CRM_MAPPED_OBJECTS),
      object: z.string(),
      /** The object exists and the connected user may see it. */
      found: z.boolean(),
      /** The connected user may create and update its records. */
      writable: z.boolean(),
      /** Mapped fields the object does not have (or the user may not see). */
      missing_fields: z.array(z.string()),
      /** Mapped fields the user may not write (field-level security). */
      read_only_fields: z.array(z.string()),
      /** The upsert key: present and marked External ID. */
      external_id: z.object({ field: z.string(), ok: z.boolean() }),
    }),
  ),
  /** The reference object's record types, one per reference type, by DeveloperName. */
  record_types: z.array(
    z.object({
      reference_type: z.string(),
      developer_name: z.string(),
      found: z.boolean(),
      /** Active and assigned to the connected user's profile. */
      available: z.boolean(),
    }),
  ),
  /** Files go to ContentVersion: the user may create them. */
  files_writable: z.boolean(),
});
export type TCrmPreflight = z.infer<typeof ZCrmPreflight>;

/** A Salesforce API name: an object or field, standard or custom (`Name`, `Status__c`, `ns__Field__c`). */
const apiName = z
  .string({ error: 'crm.api_name_invalid' })
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,79}$/, { error: 'crm.api_name_invalid' });
/** An External ID field or a custom object: custom, so it ends in __c. */
const customName = apiName.regex(/__c$/, { error: 'crm.custom_name_required' });
/** A record type's DeveloperName. */
const developerName = z
  .string({ error: 'crm.developer_name_invalid' })
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,79}$/, { error: 'crm.developer_name_invalid' });

/**
 * Where a sync writes in Salesforce: PUT/GET /admin/crm/mapping. The Contact is Salesforce's own; the compliance
 * item and reference objects are the agency's custom objects. Defaults: CRM_DEFAULT_MAPPING (README).
 */
export const ZCrmMapping = z.strictObject({
  contact: z.strictObject({ external_id: customName, status: apiName, progress: apiName }),
  item: z.strictObject({
    object: customName,
    external_id: customName,
    contact: apiName,
    name: apiName,
    status: apiName,
    requirement: apiName,
    expires_on: apiName,
    reviewed_at: apiName,
  }),
  reference: z.strictObject({
    object: customName,
    external_id: customName,
    contact: apiName,
    referee_name: apiName,
    referee_email: apiName,
    status: apiName,
    completed_at: apiName,
    /** The DeveloperName of the record type of each reference type (reference lists: academic, character, professional). */
    record_types: z.strictObject({ academic: developerName, character: developerName, professional: developerName }),
  }),
});
export type TCrmMapping = z.infer<typeof ZCrmMapping>;

export const CRM_DEFAULT_MAPPING: TCrmMapping = {
  contact: { external_id: 'Portal_User_Id__c', status: 'Portal_Compliance_Status__c', progress: 'Portal_Compliance_Progress__c' },
  item: {
    object: 'Portal_Compliance_Item__c',
    external_id: 'Portal_Item_Key__c',
    contact: 'Contact__c',
    name: 'Name',
    status: 'Status__c',
    requirement: 'Requirement__c',
    expires_on: 'Expires_On__c',
    reviewed_at: 'Reviewed_At__c',
  },
  reference: {
    object: 'Reference__c',
    external_id: 'Portal_Reference_Id__c',
    contact: 'Contact__c',
    referee_name: 'Referee_Name__c',
    referee_email: 'Referee_Email__c',
    status: 'Status__c',
    completed_at: 'Completed_At__c',
    record_types: { academic: 'Academic', character: 'Character', professional: 'Professional' },
  },
};

/** GET /admin/crm/mapping: the mapping in force, and whether it is the default one. */
export const ZCrmMappingResponse = z.object({ mapping: ZCrmMapping, is_default: z.boolean(), updated_at: z.string().nullable() });
export type TCrmMappingResponse = z.infer<typeof ZCrmMappingResponse>;
