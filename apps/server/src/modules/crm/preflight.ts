import type { TCrmMapping, TCrmPreflight } from '@portal/contract';
import type { AppContext } from '../../context.js';
import { withCrm } from './access.js';
import { mappingOf } from './mapping.js';
import { SalesforceApiError, type SalesforceApi } from './salesforce/api.js';

interface Describe {
  createable?: boolean;
  updateable?: boolean;
  fields?: Array<{ name: string; createable?: boolean; updateable?: boolean; externalId?: boolean }>;
  recordTypeInfos?: Array<{ developerName?: string; active?: boolean; available?: boolean }>;
}

/** The object, upsert key and other fields the sync writes for each role. */
function written(mapping: TCrmMapping) {
  const { contact, item, reference } = mapping;
  return {
    contact: { object: 'Contact', externalId: contact.external_id, fields: ['FirstName', 'LastName', 'Email', 'MobilePhone', contact.status, contact.progress] },
    item: { object: item.object, externalId: item.external_id, fields: [item.contact, item.name, item.status, item.requirement, item.expires_on, item.reviewed_at] },
    reference: {
      object: reference.object,
      externalId: reference.external_id,
      fields: ['RecordTypeId', reference.contact, reference.referee_name, reference.referee_email, reference.status, reference.completed_at],
    },
  } as const;
}

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
  return withCrm(ctx, async ({ api, connection }) => {
    const mapping = mappingOf(connection);
    const objects: TCrmPreflight['objects'] = [];
    const described = new Map<string, Describe | null>();
    for (const [role, wanted] of Object.entries(written(mapping)) as Array<[TCrmPreflight['objects'][number]['role'], ReturnType<typeof written>['contact']]>) {
      const found = await describe(api, wanted.object);
      described.set(role, found);
      const fields = new Map((found?.fields ?? []).map((field) => [field.name, field]));
      const names = [wanted.externalId, ...wanted.fields];
      objects.push({
        role,
        object: wanted.object,
        found: found !== null,
        writable: Boolean(found?.createable && found.updateable),
        missing_fields: names.filter((name) => !fields.has(name)),
        read_only_fields: names.filter((name) => fields.has(name) && !(fields.get(name)!.createable || fields.get(name)!.updateable)),
        external_id: { field: wanted.externalId, ok: fields.get(wanted.externalId)?.externalId === true },
      });
    }
    const infos = described.get('reference')?.recordTypeInfos ?? [];
    const record_types = Object.entries(mapping.reference.record_types).map(([referenceType, developerName]) => {
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
