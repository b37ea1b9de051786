import { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import type { TCandidateCompliance, TCrmMapping } from '@portal/contract';
import type { AppContext } from '../../context.js';
import { candidateCompliance } from '../compliance/checklist-service.js';
import { refereesRepository } from '../referees/repository.js';
import { usersRepository } from '../users/repository.js';
import type { CrmSession } from './access.js';
import { mappingOf, referenceTypeOf } from './mapping.js';
import { crmRepository } from './repository.js';
import { SalesforceApiError, type SalesforceApi } from './salesforce/api.js';
import { PROVIDER } from './settings.js';
import { crmSyncRepository } from './sync-repository.js';

type Item = TCandidateCompliance['data'][number];
type Fields = Record<string, string | number | boolean | null>;

/** sObject Collections take at most 200 records a call. */
const COLLECTION_MAX = 200;
/** Salesforce's Name fields hold 80 characters. */
const NAME_MAX = 80;

/** A refusal by the portal's own checks, worded like Salesforce's so the admin reads one kind of error. */
const refusal = (code: string, message: string) => new SalesforceApiError(422, code, message);

/** SOQL string literal: backslash and quote escaped. */
export const soqlString = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** Salesforce wants a last name; the portal keeps one name, so its last word is taken as the last name. */
export function splitName(name: string): { FirstName: string | null; LastName: string } {
  const words = name.trim().split(/\s+/);
  const last = words.pop() || name.trim() || '-';
  return { FirstName: words.length > 0 ? words.join(' ') : null, LastName: last };
}

/** compliant: every required item approved; in_review: something waits for an officer; incomplete otherwise. */
function overallStatus(summary: TCandidateCompliance['summary']): string {
  if (summary.total > 0 && summary.approved === summary.total) return 'compliant';
  return summary.awaiting_review > 0 ? 'in_review' : 'incomplete';
}

/** The Contact's own fields: who the user is and where their compliance stands. */
function contactFields(M: TCrmMapping['contact'], user: { name: string; email: string; phone: string | null }, compliance: TCandidateCompliance): Fields {
  return {
    ...splitName(user.name),
    Email: user.email,
    MobilePhone: user.phone,
    [M.status]: overallStatus(compliance.summary),
    [M.progress]: `${compliance.summary.approved}/${compliance.summary.total}`,
  };
}

/** Upserts records of one object by an external id field, 200 at a time; the first record refused fails the sync. */
async function upsertAll(api: SalesforceApi, object: string, externalId: string, records: Fields[]): Promise<void> {
  for (let start = 0; start < records.length; start += COLLECTION_MAX) {
    const chunk = records.slice(start, start + COLLECTION_MAX).map((record) => ({ attributes: { type: object }, ...record }));
    const { body } = await api.json('PATCH', `/composite/sobjects/${object}/${externalId}`, { allOrNone: false, records: chunk });
    const results = Array.isArray(body) ? (body as Array<{ success?: boolean; errors?: Array<{ statusCode?: string; message?: string }> }>) : [];
    const failed = results.find((result) => result.success !== true);
    if (failed || results.length !== chunk.length) {
      const error = failed?.errors?.[0];
      throw new SalesforceApiError(400, error?.statusCode ?? 'UNKNOWN_ERROR', `${object}: ${error?.message ?? 'Salesforce did not save every record'}`);
    }
  }
}

/**
 * The user's Contact: the linked one, updated (and given the portal id), or else the upsert by the portal id
 * finds or creates it and the link is kept. Several Contacts holding the id (300) is for an admin to settle.
 */
async function upsertContact(ctx: AppContext, api: SalesforceApi, M: TCrmMapping['contact'], userId: string, fields: Fields): Promise<string> {
  const object = 'Contact';
  const link = await crmSyncRepository.findLink(ctx.db, userId);
  if (link) {
    await api.json('PATCH', `/sobjects/${object}/${link.crm_id}`, { ...fields, [M.external_id]: userId });
    return link.crm_id;
  }
  const { status, body } = await api.json('PATCH', `/sobjects/${object}/${M.external_id}/${userId}`, fields);
  if (status === 300) {
    throw refusal('MULTIPLE_MATCHES', `several Contacts hold this portal user id in ${M.external_id}; link the right one on the user's screen`);
  }
  let id = (body as { id?: string } | null)?.id;
  if (!id) {
    const [found] = await api.query<{ Id: string }>(`SELECT Id FROM ${object} WHERE ${M.external_id} = ${soqlString(userId)} LIMIT 1`);
    id = found?.Id;
  }
  if (!id) throw refusal('CONTACT_NOT_FOUND', 'the upserted Contact cannot be read back');
  const holder = await crmSyncRepository.userLinkedTo(ctx.db, id);
  if (holder && holder !== userId) throw refusal('CONTACT_LINKED_ELSEWHERE', `Contact ${id} is linked to another portal user`);
  await crmSyncRepository.saveLink(ctx.db, userId, id, null);
  return id;
}

/** One record per checklist item with its status under the rules. */
async function upsertItems(api: SalesforceApi, M: TCrmMapping['item'], userId: string, contactId: string, items: readonly Item[]): Promise<number> {
  const records = items.map(
    (item): Fields => ({
      [M.external_id]: `${userId}.${item.group}.${item.slug}`,
      [M.contact]: contactId,
      [M.name]: item.title.slice(0, NAME_MAX),
      [M.status]: item.status,
      [M.requirement]: item.requirement,
      [M.expires_on]: item.expires_at,
      [M.reviewed_at]: item.reviewed_at,
    }),
  );
  await upsertAll(api, M.object, M.external_id, records);
  return records.length;
}

/** A multipart ContentVersion body whose file part is read from storage as it is sent, never held whole. */
function contentVersionBody(ctx: AppContext, file: { name: string; mime_type: string; storage_key: string }, metadata: Fields) {
  const boundary = `portal-${randomBytes(12).toString('hex')}`;
  const quoted = file.name.replace(/["\r\n\\]/g, '_');
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    open: () =>
      Readable.from(
        (async function* () {
          yield Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="entity_content"\r\nContent-Type: application/json\r\n\r\n` +
              `${JSON.stringify(metadata)}\r\n--${boundary}\r\n` +
              `Content-Disposition: form-data; name="VersionData"; filename="${quoted}"\r\nContent-Type: ${file.mime_type}\r\n\r\n`,
          );
          for await (const chunk of ctx.storage.read(file.storage_key)) yield chunk as Buffer;
          yield Buffer.from(`\r\n--${boundary}--\r\n`);
        })(),
      ),
  };
}

/** Approved evidence not yet in this org, each file a ContentVersion published to the Contact, once. */
async function attachEvidence(ctx: AppContext, session: CrmSession, contactId: string, items: readonly Item[]): Promise<number> {
  const orgId = session.connection.org_id ?? '';
  const approved = new Map(items.filter((item) => item.status === 'approved' && item.submission_id).map((item) => [item.submission_id!, item]));
  const files = await crmSyncRepository.evidenceFiles(ctx.db, [...approved.keys()]);
  const sent = await crmSyncRepository.syncedFiles(ctx.db, orgId, files.map((file) => file.id));
  let attached = 0;
  for (const file of files.filter((candidate) => !sent.has(candidate.id))) {
    const item = approved.get(file.submission_id);
    const metadata = {
      Title: file.name.slice(0, 255),
      PathOnClient: file.name,
      FirstPublishLocationId: contactId,
      Description: `${item?.title ?? ''} (Compliance Portal file ${file.id})`.slice(0, 1000),
    };
    const { body } = await session.api.stream('POST', '/sobjects/ContentVersion', contentVersionBody(ctx, file, metadata));
    const id = (body as { id?: string } | null)?.id;
    if (!id) throw refusal('UNKNOWN_ERROR', `ContentVersion: no id for ${file.name}`);
    await crmSyncRepository.recordSyncedFile(ctx.db, orgId, file.id, id);
    attached += 1;
  }
  return attached;
}

/** Record type ids of the reference object by DeveloperName: read once per org and kept with the connection. */
async function referenceRecordTypes(ctx: AppContext, session: CrmSession, object: string): Promise<Record<string, string>> {
  const cached = session.connection.record_types;
  if (cached) return cached;
  const rows = await session.api.query<{ Id: string; DeveloperName: string }>(
    `SELECT Id, DeveloperName FROM RecordType WHERE SobjectType = ${soqlString(object)} AND IsActive = true`,
  );
  const recordTypes = Object.fromEntries(rows.map((row) => [row.DeveloperName, row.Id]));
  await crmRepository.saveRecordTypes(ctx.db, PROVIDER, session.connection.org_id ?? '', recordTypes);
  session.connection.record_types = recordTypes;
  return recordTypes;
}

/** One record per reference request of the current reference forms, with its reference type's record type. */
async function upsertReferences(ctx: AppContext, session: CrmSession, M: TCrmMapping['reference'], contactId: string, items: readonly Item[]): Promise<number> {
  const referenceItems = new Map(items.filter((item) => item.group === 'references' && item.submission_id).map((item) => [item.submission_id!, item]));
  const requests = await refereesRepository.ofSubmissions(ctx.db, [...referenceItems.keys()]);
  if (requests.length === 0) return 0;
  const recordTypes = await referenceRecordTypes(ctx, session, M.object);
  const now = new Date();
  const records = requests.map((request): Fields => {
    const slug = referenceItems.get(request.submission_id)?.slug ?? '';
    const developerName = M.record_types[referenceTypeOf(slug) as keyof TCrmMapping['reference']['record_types']];
    const recordTypeId = developerName ? recordTypes[developerName] : undefined;
    if (!recordTypeId) throw refusal('RECORD_TYPE_MISSING', `${M.object} has no active record type named ${developerName ?? slug} that the connected user can use`);
    const expired = (request.status === 'sent' || request.status === 'opened') && request.expires_at <= now;
    return {
      [M.external_id]: request.id,
      RecordTypeId: recordTypeId,
      [M.contact]: contactId,
      [M.referee_name]: request.referee_name,
      [M.referee_email]: request.referee_email,
      [M.status]: expired ? 'expired' : request.status,
      [M.completed_at]: request.completed_at?.toISOString() ?? null,
    };
  });
  await upsertAll(session.api, M.object, M.external_id, records);
  return records.length;
}

export interface SyncOutcome {
  contact_id: string;
  items: number;
  files: number;
  references: number;
}

/**
 * Writes one user to the CRM: the Contact (details and overall compliance), a record per compliance item, approved
 * evidence as files on the Contact, and the references with their record types. Safe to run again: everything is
 * upserted by the portal's ids and each file is sent once per org.
 */
export async function syncUser(ctx: AppContext, session: CrmSession, userId: string): Promise<SyncOutcome> {
  const user = await usersRepository.findById(ctx.db, userId);
  if (!user) throw refusal('USER_GONE', 'the portal user no longer exists');
  const mapping = mappingOf(session.connection);
  const compliance = await candidateCompliance(ctx, userId, 'en');
  const contactId = await upsertContact(ctx, session.api, mapping.contact, userId, contactFields(mapping.contact, user, compliance));
  const items = await upsertItems(session.api, mapping.item, userId, contactId, compliance.data);
  const files = await attachEvidence(ctx, session, contactId, compliance.data);
  const references = await upsertReferences(ctx, session, mapping.reference, contactId, compliance.data);
  return { contact_id: contactId, items, files, references };
}
