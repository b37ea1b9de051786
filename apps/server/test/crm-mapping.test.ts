import { CRM_DEFAULT_MAPPING, messages, type TCrmMapping } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser, type TestApp } from './helpers/app.js';
import { connectedCrmApp } from './helpers/crm.js';
import { FakeSalesforce } from './helpers/fake-salesforce.js';
import { ORG_FIELDS } from './helpers/fake-salesforce-org.js';
import { userWithRole } from './helpers/factories.js';

/** Where syncs write: the mapping an admin saves on the connection screen, and the syncs and pre-flight that follow it. */
const M = messages.en.crm;
const MAPPING = '/api/v1/admin/crm/mapping';
const fake = new FakeSalesforce();
let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  await fake.start();
  ({ t, adminToken } = await connectedCrmApp(fake));
});
afterAll(async () => {
  await t?.close();
  await fake.stop();
});

const agencyMapping = (): TCrmMapping => ({
  ...CRM_DEFAULT_MAPPING,
  contact: { ...CRM_DEFAULT_MAPPING.contact, status: 'Agency_Compliance__c' },
  reference: { ...CRM_DEFAULT_MAPPING.reference, record_types: { ...CRM_DEFAULT_MAPPING.reference.record_types, professional: 'Employer_Reference' } },
});

describe('the CRM mapping', () => {
  it('starts as the documented defaults, and an admin\'s mapping is what syncs and the pre-flight then use', async () => {
    expect((await call(t.app, 'GET', MAPPING, adminToken)).json()).toEqual({ mapping: CRM_DEFAULT_MAPPING, is_default: true, updated_at: null });

    ORG_FIELDS.Contact!.add('Agency_Compliance__c');
    const employer = fake.org.addRecordType('Reference__c', 'Employer_Reference');
    const saved = await call(t.app, 'PUT', MAPPING, adminToken, agencyMapping());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ mapping: agencyMapping(), is_default: false, updated_at: expect.any(String) });
    const [audit] = await t.query<{ data: { from: TCrmMapping; to: TCrmMapping } }>(sql`select data from audit_log where action = 'crm.mapping_changed'`);
    expect(audit!.data).toEqual({ from: CRM_DEFAULT_MAPPING, to: agencyMapping() });

    const me = await registerUser(t.app, { name: 'Mona Mapped' });
    expect((await call(t.app, 'POST', `/api/v1/admin/users/${me.user.id}/crm-sync`, adminToken)).statusCode).toBe(202);
    t.crmSync.kick();
    await t.crmSync.idle();
    const contact = fake.org.of('Contact').find((c) => c.Portal_User_Id__c === me.user.id);
    expect(contact).toMatchObject({ Agency_Compliance__c: 'incomplete' });
    expect(contact).not.toHaveProperty('Portal_Compliance_Status__c');

    const preflight = (await call(t.app, 'GET', '/api/v1/admin/crm/preflight', adminToken)).json();
    expect(preflight.record_types[2]).toEqual({ reference_type: 'professional', developer_name: 'Employer_Reference', found: true, available: true });
    expect(fake.org.recordTypes.find((rt) => rt.Id === employer)).toBeDefined();

    expect((await call(t.app, 'PUT', MAPPING, adminToken, CRM_DEFAULT_MAPPING)).json()).toMatchObject({ is_default: true });
  });

  it('refuses a mapping that is not one, naming the field, and keeps the one in force', async () => {
    const before = (await call(t.app, 'GET', MAPPING, adminToken)).json();
    const audits = await t.countRows('audit_log');
    const cases: Array<[unknown, string, string]> = [
      [{ ...CRM_DEFAULT_MAPPING, item: { ...CRM_DEFAULT_MAPPING.item, object: 'Compliance_Item' } }, 'item.object', M.custom_name_required],
      [{ ...CRM_DEFAULT_MAPPING, contact: { ...CRM_DEFAULT_MAPPING.contact, status: 'Status; DELETE' } }, 'contact.status', M.api_name_invalid],
      [{ ...CRM_DEFAULT_MAPPING, reference: { ...CRM_DEFAULT_MAPPING.reference, record_types: { ...CRM_DEFAULT_MAPPING.reference.record_types, academic: '' } } }, 'reference.record_types.academic', M.developer_name_invalid],
      [{ ...CRM_DEFAULT_MAPPING, contact: { ...CRM_DEFAULT_MAPPING.contact, status: 'x'.repeat(81) } }, 'contact.status', M.api_name_invalid],
    ];
    for (const [body, field, message] of cases) {
      const refused = await call(t.app, 'PUT', MAPPING, adminToken, body);
      expect(refused.statusCode, field).toBe(422);
      expect(refused.json().errors[field]).toContain(message);
    }
    expect((await call(t.app, 'PUT', MAPPING, adminToken, { ...CRM_DEFAULT_MAPPING, extra: 1 })).statusCode).toBe(422);
    expect((await call(t.app, 'PUT', MAPPING, adminToken, {})).statusCode).toBe(422);
    expect((await call(t.app, 'GET', MAPPING, adminToken)).json()).toEqual(before);
    expect(await t.countRows('audit_log')).toBe(audits);
  });

  it('is for holders of crm.connect only', async () => {
    const officer = await userWithRole(t, 'compliance-officer');
    expect((await call(t.app, 'GET', MAPPING, officer.token)).statusCode).toBe(403);
    expect((await call(t.app, 'PUT', MAPPING, officer.token, CRM_DEFAULT_MAPPING)).statusCode).toBe(403);
    expect((await call(t.app, 'PUT', MAPPING, undefined, CRM_DEFAULT_MAPPING)).statusCode).toBe(401);
  });
});
