import { randomBytes } from 'node:crypto';

/** A record the fake org holds: its fields as Salesforce would answer them. */
export type SObject = Record<string, unknown> & { Id: string };

/** A file the fake received as a ContentVersion: its metadata and the bytes of VersionData. */
export interface ContentVersion {
  Id: string;
  Title: string;
  PathOnClient: string;
  FirstPublishLocationId: string;
  bytes: Buffer;
}

type Answer = [number, unknown];

const PREFIX: Record<string, string> = { Contact: '003', ContentVersion: '068', RecordType: '012', Account: '001' };

/** The fields each object has in the fake org (Salesforce refuses others with INVALID_FIELD). */
export const ORG_FIELDS: Record<string, Set<string>> = {
  Contact: new Set(['FirstName', 'LastName', 'Email', 'MobilePhone', 'AccountId', 'Portal_User_Id__c', 'Portal_Compliance_Status__c', 'Portal_Compliance_Progress__c']),
  Portal_Compliance_Item__c: new Set(['Portal_Item_Key__c', 'Contact__c', 'Name', 'Status__c', 'Requirement__c', 'Expires_On__c', 'Reviewed_At__c']),
  Reference__c: new Set(['Portal_Reference_Id__c', 'RecordTypeId', 'Contact__c', 'Referee_Name__c', 'Referee_Email__c', 'Status__c', 'Completed_At__c']),
};

const error = (status: number, errorCode: string, message: string): Answer => [status, [{ errorCode, message, fields: [] }]];

/** A SOQL string literal's value; in a LIKE pattern, \\% and \\_ stay escaped for like(). */
const unquote = (literal: string, pattern = false) => literal.slice(1, -1).replace(/\\(.)/g, (_, c: string) => (pattern && (c === '%' || c === '_') ? `\\${c}` : c));

/** LIKE with % and _ (escaped with a backslash to mean themselves), case-insensitive as in Salesforce. */
function like(value: unknown, pattern: string): boolean {
  if (typeof value !== 'string') return false;
  let regex = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const c = pattern[i]!;
    if (c === '\\' && i + 1 < pattern.length) regex += pattern[++i]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    else if (c === '%') regex += '.*';
    else if (c === '_') regex += '.';
    else regex += c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${regex}$`, 'is').test(value);
}

/**
 * The data side of the fake Salesforce: sObjects by type, record types, files, and the REST answers of the calls
 * the portal makes (sObject rows, upsert by external id with its 300, sObject Collections upsert, multipart
 * ContentVersion, and the SOQL shapes the portal sends: field = 'x' / LIKE '%x%' joined by AND or OR).
 */
export class FakeOrg {
  readonly records = new Map<string, SObject[]>();
  readonly files: ContentVersion[] = [];
  readonly recordTypes: Array<{ Id: string; DeveloperName: string; SobjectType: string; IsActive: boolean; available: boolean }> = [];
  /** Fields the connected user may read but not write (field-level security), as `Object.Field`. */
  readonly readOnly = new Set<string>();

  constructor() {
    for (const name of ['Academic', 'Character', 'Professional']) this.addRecordType('Reference__c', name);
  }

  newId(object: string): string {
    return `${PREFIX[object] ?? 'a01'}5g000${randomBytes(8).toString('hex').slice(0, 10).toUpperCase()}`;
  }

  addRecordType(object: string, developerName: string): string {
    const id = this.newId('RecordType');
    this.recordTypes.push({ Id: id, DeveloperName: developerName, SobjectType: object, IsActive: true, available: true });
    return id;
  }

  of(object: string): SObject[] {
    if (!this.records.has(object)) this.records.set(object, []);
    return this.records.get(object)!;
  }

  insert(object: string, fields: Record<string, unknown>): SObject {
    const record: SObject = { ...fields, Id: this.newId(object) };
    if (object === 'Contact') record.Name = [record.FirstName, record.LastName].filter(Boolean).join(' ');
    this.of(object).push(record);
    return record;
  }

  private invalidField(object: string, fields: Record<string, unknown>): Answer | undefined {
    const known = ORG_FIELDS[object];
    const unknown = Object.keys(fields).find((field) => field !== 'attributes' && !known?.has(field));
    if (!known) return error(404, 'NOT_FOUND', `The requested resource does not exist (sObject type '${object}' is not supported)`);
    if (unknown) return error(400, 'INVALID_FIELD', `No such column '${unknown}' on sobject of type ${object}`);
    if (object === 'Reference__c' && fields.RecordTypeId && !this.recordTypes.some((rt) => rt.Id === fields.RecordTypeId && rt.SobjectType === object)) {
      return error(400, 'INVALID_CROSS_REFERENCE_KEY', 'Record Type ID: this ID value isn\'t valid for the user: ' + String(fields.RecordTypeId));
    }
    return undefined;
  }

  private update(object: string, record: SObject, fields: Record<string, unknown>): void {
    Object.assign(record, fields);
    if (object === 'Contact') record.Name = [record.FirstName, record.LastName].filter(Boolean).join(' ');
  }

  /** Answers a REST call under /services/data/vXX.X; `path` is what follows the version. */
  handle(method: string, path: string, search: URLSearchParams, body: Buffer, contentType: string): Answer {
    const json = () => JSON.parse(body.toString('utf8') || 'null') as Record<string, unknown>;
    if (method === 'GET' && path === '/query') return this.query(search.get('q') ?? '');
    if (method === 'POST' && path === '/sobjects/ContentVersion') return this.contentVersion(body, contentType);
    const described = /^\/sobjects\/(\w+)\/describe$/.exec(path);
    if (method === 'GET' && described) return this.describe(described[1]!);
    const collection = /^\/composite\/sobjects\/(\w+)\/(\w+)$/.exec(path);
    if (method === 'PATCH' && collection) return this.upsertCollection(collection[1]!, collection[2]!, json());
    const byExternalId = /^\/sobjects\/(\w+)\/(\w+__c)\/([^/]+)$/.exec(path);
    if (method === 'PATCH' && byExternalId) return this.upsert(byExternalId[1]!, byExternalId[2]!, decodeURIComponent(byExternalId[3]!), json());
    const row = /^\/sobjects\/(\w+)\/(\w+)$/.exec(path);
    if (row) {
      const [, object, id] = row;
      const record = this.of(object!).find((candidate) => candidate.Id === id || candidate.Id.slice(0, 15) === id);
      if (!/^[A-Za-z0-9]{15}([A-Za-z0-9]{3})?$/.test(id!)) return error(400, 'MALFORMED_ID', `malformed id ${id}`);
      if (!record) return error(404, 'NOT_FOUND', 'The requested resource does not exist');
      if (method === 'GET') return [200, record];
      if (method === 'PATCH') {
        const fields = json();
        const invalid = this.invalidField(object!, fields);
        if (invalid) return invalid;
        this.update(object!, record, fields);
        return [204, ''];
      }
    }
    const create = /^\/sobjects\/(\w+)$/.exec(path);
    if (method === 'POST' && create) {
      const fields = json();
      const invalid = this.invalidField(create[1]!, fields);
      if (invalid) return invalid;
      return [201, { id: this.insert(create[1]!, fields).Id, success: true, errors: [] }];
    }
    return error(404, 'NOT_FOUND', 'The requested resource does not exist');
  }

  /** The describe of an object as the connected user sees it: fields with their permissions, and record types. */
  private describe(object: string): Answer {
    if (object === 'ContentVersion') return [200, { name: object, createable: true, updateable: true, fields: [], recordTypeInfos: [] }];
    const fields = ORG_FIELDS[object];
    if (!fields) return error(404, 'NOT_FOUND', 'The requested resource does not exist');
    const externalIds = new Set(['Portal_User_Id__c', 'Portal_Item_Key__c', 'Portal_Reference_Id__c']);
    return [
      200,
      {
        name: object,
        createable: true,
        updateable: true,
        fields: [...fields].map((name) => {
          const writable = !this.readOnly.has(`${object}.${name}`);
          return { name, createable: writable, updateable: writable, externalId: externalIds.has(name) };
        }),
        recordTypeInfos: this.recordTypes
          .filter((rt) => rt.SobjectType === object)
          .map((rt) => ({ developerName: rt.DeveloperName, recordTypeId: rt.Id, active: rt.IsActive, available: rt.available, master: false })),
      },
    ];
  }

  private upsert(object: string, field: string, value: string, fields: Record<string, unknown>): Answer {
    const invalid = this.invalidField(object, { ...fields, [field]: value });
    if (invalid) return invalid;
    const matches = this.of(object).filter((record) => record[field] === value);
    if (matches.length > 1) return [300, matches.map((record) => `/services/data/v62.0/sobjects/${object}/${record.Id}`)];
    if (matches.length === 1) {
      this.update(object, matches[0]!, fields);
      return [200, { id: matches[0]!.Id, success: true, errors: [], created: false }];
    }
    return [201, { id: this.insert(object, { ...fields, [field]: value }).Id, success: true, errors: [], created: true }];
  }

  private upsertCollection(object: string, field: string, body: Record<string, unknown>): Answer {
    const records = (body.records ?? []) as Array<Record<string, unknown>>;
    if (records.length > 200) return error(400, 'EXCEEDED_ID_LIMIT', 'record limit reached. cannot submit more than 200 records into this call');
    return [
      200,
      records.map(({ attributes: _attributes, ...fields }) => {
        const [status, answer] = this.upsert(object, field, String(fields[field]), fields);
        if (status >= 300) {
          const first = (answer as Array<{ errorCode: string; message: string }>)[0];
          return { success: false, errors: [{ statusCode: first?.errorCode ?? 'DUPLICATE_EXTERNAL_ID', message: first?.message ?? 'several records match', fields: [] }] };
        }
        return answer;
      }),
    ];
  }

  private contentVersion(body: Buffer, contentType: string): Answer {
    const boundary = /boundary=([^;]+)/.exec(contentType)?.[1];
    if (!boundary || !contentType.startsWith('multipart/form-data')) return error(400, 'INVALID_MULTIPART_REQUEST', 'not multipart/form-data');
    const parts = new Map<string, Buffer>();
    const delimiter = Buffer.from(`--${boundary}`);
    let start = body.indexOf(delimiter);
    while (start !== -1) {
      const next = body.indexOf(delimiter, start + delimiter.length);
      if (next === -1) break;
      const part = body.subarray(start + delimiter.length + 2, next - 2);
      const split = part.indexOf('\r\n\r\n');
      const name = /name="([^"]+)"/.exec(part.subarray(0, split).toString('utf8'))?.[1];
      if (name) parts.set(name, part.subarray(split + 4));
      start = next;
    }
    const entity = parts.get('entity_content');
    const data = parts.get('VersionData');
    if (!entity || !data) return error(400, 'INVALID_MULTIPART_REQUEST', 'entity_content and VersionData are required');
    const fields = JSON.parse(entity.toString('utf8')) as Record<string, string>;
    const file = { Id: this.newId('ContentVersion'), Title: fields.Title ?? '', PathOnClient: fields.PathOnClient ?? '', FirstPublishLocationId: fields.FirstPublishLocationId ?? '', bytes: Buffer.from(data) };
    this.files.push(file);
    return [201, { id: file.Id, success: true, errors: [] }];
  }

  private query(soql: string): Answer {
    const match = /^SELECT (.+?) FROM (\w+)(?: WHERE (.+?))?(?: ORDER BY (\w+))?(?: LIMIT (\d+))?$/.exec(soql);
    if (!match) return error(400, 'MALFORMED_QUERY', `unexpected SOQL: ${soql}`);
    const [, columns, object, where, orderBy, limit] = match;
    const source: Array<Record<string, unknown>> = object === 'RecordType' ? this.recordTypes : this.of(object!);
    const condition = (record: Record<string, unknown>, clause: string): boolean => {
      const test = /^(\w+) (=|LIKE) ('(?:[^'\\]|\\.)*'|true|false)$/.exec(clause.trim());
      if (!test) throw new Error(`unexpected condition: ${clause}`);
      const [, field, operator, literal] = test;
      const expected = literal === 'true' ? true : literal === 'false' ? false : unquote(literal!, operator === 'LIKE');
      return operator === '=' ? record[field!] === expected : like(record[field!], expected as string);
    };
    let rows: Array<Record<string, unknown>>;
    try {
      rows = source.filter((record) => {
        if (!where) return true;
        // The portal's queries join conditions with one kind of operator; literals hold no ' OR ' or ' AND '.
        return / OR /.test(where) ? where.split(' OR ').some((c) => condition(record, c)) : where.split(' AND ').every((c) => condition(record, c));
      });
    } catch (failure) {
      return error(400, 'MALFORMED_QUERY', (failure as Error).message);
    }
    if (orderBy) rows = [...rows].sort((a, b) => String(a[orderBy]).localeCompare(String(b[orderBy])));
    if (limit) rows = rows.slice(0, Number(limit));
    const names = columns!.split(',').map((column) => column.trim());
    const records = rows.map((row) =>
      Object.fromEntries(names.map((name) => (name === 'Account.Name' ? ['Account', row.AccountName ? { Name: row.AccountName } : null] : [name, row[name] ?? null]))),
    );
    return [200, { totalSize: records.length, done: true, records }];
  }
}
