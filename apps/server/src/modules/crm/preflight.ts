import type { TCrmPreflight } from '@portal/contract';
import type { AppContext } from '../../context.js';
import { withCrm } from './access.js';
import { CRM_MAPPING } from './mapping.js';
import { SalesforceApiError, type SalesforceApi } from './salesforce/api.js';

interface Describe {
  createable?: boolean;
  updateable?: boolean;
  fields?: Array<{ name: string; createable?: boolean; updateable?: boolean; externalId?: boolean }>;
  recordTypeInfos?: Array<{ developerName?: string; active?: boolean; available?: boolean }>;
}

/** The fields the sync writes on each object, with the upsert key first. */
const WRITTEN = {
  contact: { object: CRM_MAPPING.contact.object, externalId: CRM_MAPPING.contact.externalId, fields: ['FirstName', 'LastName', 'Email', 'MobilePhone', CRM_MAPPING.contact.status, CRM_MAPPING.contact.progress] },
  item: {
    object: CRM_MAPPING.item.object,
    externalId: CRM_MAPPING.item.externalId,
    fields: Object.entries(CRM_MAPPING.item).filter(([key]) => !['object', 'externalId'].includes(key)).map(([, field]) => field),
  },
  reference: {
    object: CRM_MAPPING.reference.object,
    externalId: CRM_MAPPING.reference.externalId,
    fields: ['RecordTypeId', ...Object.entries(CRM_MAPPING.reference).filter(([key, value]) => !['object', 'externalId', 'recordTypes'].includes(key) && typeof value === 'string').map(([, field]) => field as string)],
  },
} as const;

/** The describe of an object, or null when the connected user cannot see it (Salesforce answers 404 NOT_FOUND). */
async function describe(api: SalesforceApi, object: string): Promise<Describe | null> {
  try {
    return (await api.json('GET', `/sobjects/${object}/describe`)).body as Describe;
  } catch (error) {
    if (error instanceof SalesforceApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * What this connection can write: Salesforce's describe of each mapped object, as the connected user sees it
 * (field-level security and record type assignment apply), compared with what the sync writes.
 */
export async function preflight(ctx: AppContext): Promise<TCrmPreflight> {
  return withCrm(ctx, async ({ api }) => {
    const objects: TCrmPreflight['objects'] = [];
    const described = new Map<string, Describe | null>();
    for (const [role, written] of Object.entries(WRITTEN) as Array<[keyof typeof WRITTEN, (typeof WRITTEN)[keyof typeof WRITTEN]]>) {
      const found = await describe(api, written.object);
      described.set(role, found);
      const fields = new Map((found?.fields ?? []).map((field) => [field.name, field]));
      const wanted = [written.externalId, ...written.fields];
      objects.push({
        role,
        object: written.object,
        found: found !== null,
        writable: Boolean(found?.createable && found.updateable),
        missing_fields: wanted.filter((name) => !fields.has(name)),
        read_only_fields: wanted.filter((name) => fields.has(name) && !(fields.get(name)!.createable || fields.get(name)!.updateable)),
        external_id: { field: written.externalId, ok: fields.get(written.externalId)?.externalId === true },
      });
    }
    const infos = described.get('reference')?.recordTypeInfos ?? [];
    const record_types = Object.entries(CRM_MAPPING.reference.recordTypes).map(([referenceType, developerName]) => {
      const info = infos.find((candidate) => candidate.developerName === developerName);
      return { reference_type: referenceType, developer_name: developerName, found: info !== undefined, available: Boolean(info?.active && info.available) };
    });
    const files = await describe(api, 'ContentVersion');
    const files_writable = Boolean(files?.createable);
    const ok =
      objects.every((o) => o.found && o.writable && o.missing_fields.length === 0 && o.read_only_fields.length === 0 && o.external_id.ok) &&
      record_types.every((rt) => rt.available) &&
      files_writable;
    return { checked_at: new Date().toISOString(), ok, objects, record_types, files_writable };
  });
}
