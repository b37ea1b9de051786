import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, loginAs, type TestApp } from './helpers/app.js';
import { areaByCode, createBangladeshApp } from './helpers/geo.js';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  // Bangladesh's seeded tree (the UK's has its own tests, geo-uk.test.ts): a portal whose home country is Bangladesh.
  t = await createBangladeshApp();
  adminToken = await loginAs(t.app, ADMIN.email, ADMIN.password);
});
afterAll(async () => t?.close());

const IMPORT = '/api/v1/admin/geo-areas/import';
const HEADER = 'code,parent_code,level,name_en,name_bn';

const importFile = (body: string, options: { contentType?: string; lang?: string } = {}) =>
  call(t.app, 'POST', IMPORT, adminToken, body, { 'content-type': options.contentType ?? 'text/csv', ...(options.lang ? { ebdlang: options.lang } : {}) });

/** Everything about the tree that an import could change. */
const snapshot = () => t.query(sql`select id, code, parent_id, level, name_en, name_bn, updated_at from geo_areas order by code`);

describe('POST /api/v1/admin/geo-areas/import', () => {
  it('adds new areas under existing and new parents and reports what it did', async () => {
    const csv = [
      HEADER,
      '302614,3026,upazila,Dhamrai,ধামরাই',
      '30261401,302614,union,Amta,আমতা',
      '3026140101,30261401,ward,Ward No. 1,ওয়ার্ড নং ১',
      '302699,3026,city_corporation,"Dhaka North City Corporation",ঢাকা উত্তর সিটি কর্পোরেশন',
      '30269901,302699,ward,"Ward No. 1, DNCC",ওয়ার্ড নং ১',
      '3033PS,3033,pourashava,Kaliakair Pourashava,কালিয়াকৈর পৌরসভা',
    ].join('\r\n');
    const res = await importFile(csv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ total: 6, created: 6, updated: 0, unchanged: 0 });
    const ward = await areaByCode(t, '3026140101');
    expect(ward).toMatchObject({ level: 'ward', name_bn: 'ওয়ার্ড নং ১'.normalize('NFC'), parent_id: (await areaByCode(t, '30261401')).id });
    expect((await areaByCode(t, '30269901')).name_en).toBe('Ward No. 1, DNCC');
    expect((await areaByCode(t, '302614')).parent_id).toBe((await areaByCode(t, '3026')).id);
    const [entry] = await t.query<{ data: unknown }>(sql`select data from audit_log where action = 'geo.import' order by created_at desc limit 1`);
    expect(entry?.data).toEqual({ total: 6, created: 6, updated: 0, unchanged: 0 });
  });

  it('upserts by code: the same file changes nothing, a corrected name renames in place', async () => {
    const again = await importFile(`${HEADER}\n302614,3026,upazila,Dhamrai,ধামরাই\n`);
    expect(again.json()).toEqual({ total: 1, created: 0, updated: 0, unchanged: 1 });
    const before = await areaByCode(t, '302614');
    const renamed = await importFile(`${HEADER}\n302614,3026,upazila,Dhamrai Upazila,ধামরাই উপজেলা\n10,,division,Barishal,বরিশাল\n`);
    expect(renamed.json()).toEqual({ total: 2, created: 0, updated: 1, unchanged: 1 });
    expect(await areaByCode(t, '302614')).toMatchObject({ id: before.id, name_en: 'Dhamrai Upazila', name_bn: 'ধামরাই উপজেলা' });
  });

  it('takes a JSON list of rows as well', async () => {
    const rows = [
      { code: 302618, parent_code: '3026', level: 'upazila', name_en: 'Dohar', name_bn: 'দোহার' },
      { code: '30261801', parent_code: '302618', level: 'union', name_en: 'Bilashpur', name_bn: 'বিলাসপুর' },
    ];
    const res = await importFile(JSON.stringify(rows), { contentType: 'application/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ total: 2, created: 2, updated: 0, unchanged: 0 });
    expect((await areaByCode(t, '30261801')).parent_id).toBe((await areaByCode(t, '302618')).id);
  });

  it('checks every row first and writes nothing when any is wrong, naming each row in English and Bengali', async () => {
    const csv = [
      HEADER,
      '302622,3026,upazila,Keraniganj,কেরানীগঞ্জ', // fine on its own
      ',3026,upazila,No Code,কোড নেই',
      '302624,3026,planet,Mars,মঙ্গল',
      '302626,9999,upazila,Orphan,অনাথ',
      '302622,3026,upazila,Twice,দুবার',
      '302628,3026,upazila,Latin Bengali,Latin',
      '302630,30,upazila,Under Division,বিভাগের অধীনে',
      '3026,30,upazila,Dhaka,ঢাকা', // an existing district cannot turn into an upazila
      '3033,20,district,Gazipur,গাজীপুর', // nor move to another division
      '70,30,division,Child Division,শিশু বিভাগ',
      '302632,,union,No Parent,অভিভাবক নেই',
    ].join('\n');
    const before = await snapshot();
    const audit = await t.countRows('audit_log');

    const res = await importFile(csv);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe('Problems found: 11. Nothing was imported.');
    expect(body.errors).toEqual({
      'rows.3.code': ['Row 3: the code is required'],
      'rows.4.level': ['Row 4: the level must be division, district, upazila, union, pourashava, city_corporation or ward'],
      'rows.5.parent_code': ['Row 5: no area has the parent code 9999'],
      'rows.6.code': ['Row 6: the code 302622 is also on row 2'],
      'rows.7.name_bn': ['Row 7: the Bengali name must be written in Bengali script'],
      'rows.8.parent_code': ['Row 8: the parent 30 is at level division, which cannot hold level upazila'],
      'rows.9.parent_code': ['Row 9: the parent 30 is at level division, which cannot hold level upazila'],
      'rows.9.level': ['Row 9: 3026 already exists as a district; its level cannot change'],
      'rows.10.parent_code': ['Row 10: 3033 already exists under another parent; areas cannot be moved'],
      'rows.11.parent_code': ['Row 11: a division has no parent_code'],
      'rows.12.parent_code': ['Row 12: this level needs a parent_code'],
    });

    const bn = await importFile(csv, { lang: 'bn' });
    expect(bn.json().message).toBe('সমস্যা পাওয়া গেছে: ১১টি। কিছুই আমদানি করা হয়নি।');
    expect(bn.json().errors['rows.5.parent_code']).toEqual(['সারি ৫: 9999 কোডের কোনো এলাকা নেই']);
    expect(bn.json().errors['rows.3.code']).toEqual(['সারি ৩: কোড আবশ্যক']);

    expect(await snapshot()).toEqual(before);
    expect(await t.countRows('audit_log')).toBe(audit);
  });

  it('lists the first hundred problems of a very bad file and counts them all', async () => {
    const rows = Array.from({ length: 250 }, (_, i) => `X${i},NOPE,union,Union ${i},ইউনিয়ন`);
    const before = await t.countRows('geo_areas');
    const res = await importFile([HEADER, ...rows].join('\n'));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Problems found: 250. Nothing was imported.');
    expect(Object.keys(res.json().errors)).toHaveLength(100);
    expect(await t.countRows('geo_areas')).toBe(before);
  });

  it('refuses files it cannot use with a message about the file', async () => {
    const before = await t.countRows('geo_areas');
    const cases: [string, string][] = [
      ['', 'The file has no rows'],
      [`${HEADER}\n`, 'The file has no rows'],
      ['code,level,name_en\n1,division,A', 'The file must have the columns code, parent_code, level, name_en and name_bn'],
      ['[{"code": "1"', 'The file could not be read. Upload a CSV or JSON file.'],
      ['{"areas": []}', 'The file could not be read. Upload a CSV or JSON file.'],
      [`${HEADER}\n"unclosed,3026,upazila,A,এ`, 'The file could not be read. Upload a CSV or JSON file.'],
    ];
    for (const [body, message] of cases) {
      const res = await importFile(body);
      expect(res.statusCode, body).toBe(422);
      expect(res.json().errors, body).toEqual({ file: [message] });
    }
    expect(await t.countRows('geo_areas')).toBe(before);
  });

  it('refuses more rows than allowed, and a body over 20 MB', async () => {
    const tooMany = [HEADER, ...Array.from({ length: 100_001 }, (_, i) => `U${i},3026,upazila,U,উ`)].join('\n');
    const res = await importFile(tooMany);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ file: ['A file may hold at most 100000 rows'] });
    const huge = await importFile(`${HEADER}\n${'x'.repeat(21 * 1024 * 1024)}`);
    expect(huge.statusCode).toBe(413);
  });

  it('imports a whole district’s worth of rows in one go', async () => {
    const upazilas = Array.from({ length: 40 }, (_, u) => `BIG${u},3029,upazila,Upazila ${u},উপজেলা ${u}`);
    const unions = Array.from({ length: 40 * 30 }, (_, i) => `BIG${Math.floor(i / 30)}-${i},BIG${Math.floor(i / 30)},union,Union ${i},ইউনিয়ন ${i}`);
    const wards = Array.from({ length: 1200 * 3 }, (_, i) => `W${i},BIG${Math.floor(i / 90)}-${Math.floor(i / 3)},ward,Ward ${i},ওয়ার্ড ${i}`);
    // Children listed before their parents: the import sorts them out.
    const started = Date.now();
    const res = await importFile([HEADER, ...wards, ...unions, ...upazilas].join('\n'));
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    expect(res.json()).toEqual({ total: 4840, created: 4840, updated: 0, unchanged: 0 });
    expect(Date.now() - started).toBeLessThan(20_000);
    const [count] = await t.query<{ n: number }>(sql`
      with recursive sub(id) as (select id from geo_areas where code = '3029' union all select g.id from geo_areas g join sub on g.parent_id = sub.id)
      select count(*)::int - 1 as n from sub`);
    expect(count?.n).toBe(4840);
  });
});
