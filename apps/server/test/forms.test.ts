import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMonths,
  complianceToday,
  expiryDate,
  FORM_DEFINITIONS,
  getFormDefinition,
  topLevelEntries,
  validateAnswers,
  type RegisteredFormDefinition,
} from '@portal/contract';
import { call, createTestApp, registerUser, type Registered, type TestApp } from './helpers/app.js';
import {
  answersWithFiles,
  COMPLIANCE_TABLES,
  filesNeeded,
  formUrl,
  jpegImage,
  signatureDataUrl,
  uploadPdfs,
  uploadRow,
} from './helpers/compliance.js';

let t: TestApp;
let candidate: Registered;
let signature: { full_name: string; image: string };
beforeAll(async () => {
  t = await createTestApp();
  candidate = await registerUser(t.app, { name: 'Ayesha Rahman' });
  signature = { full_name: 'Ayesha Rahman', image: await signatureDataUrl() };
  // A childminder with a conditional offer: the one profile for which the law lets every form be asked.
  await t.query(sql`
    insert into compliance_profiles (user_id, roles, settings, conditional_offer)
    values (${candidate.user.id}, array['early_years_practitioner'], array['domestic_childcare'], true)`);
});
afterAll(async () => t?.close());

const REQUIRED = 'Please answer this question';

/** Top-level questions that are asked whatever else is answered, and must be answered to submit. */
function alwaysRequired(definition: RegisteredFormDefinition): string[] {
  return topLevelEntries(definition)
    .filter(({ field, parent }) => field.required && !parent && !field.when)
    .map(({ field }) => field.name);
}

function definition(key: string): RegisteredFormDefinition {
  const [group, slug] = key.split('/');
  const found = getFormDefinition(group ?? '', slug ?? '');
  if (!found) throw new Error(`no form ${key}`);
  return found;
}

describe('every form, end to end', () => {
  it("has the spec's 35 definitions and the employment history to go through", () => {
    expect(FORM_DEFINITIONS).toHaveLength(36);
  });

  it.each(FORM_DEFINITIONS.map((d) => [d.key, d] as const))('%s: empty submit, draft, full submit, second submit', async (_key, def) => {
    const get = await call(t.app, 'GET', formUrl(def), candidate.token);
    expect(get.statusCode, get.body).toBe(200);
    expect(get.json()).toMatchObject({ definition: JSON.parse(JSON.stringify(def)), submission: null, rules: { forbidden: false } });

    const required = alwaysRequired(def);
    const before = await t.countAll(COMPLIANCE_TABLES);
    if (required.length > 0 || def.signature) {
      // Everything missing is reported at once, and nothing is written.
      const empty = await call(t.app, 'POST', formUrl(def, 'submit'), candidate.token, { answers: {} });
      expect(empty.statusCode, empty.body).toBe(422);
      const errors = empty.json().errors as Record<string, string[]>;
      for (const name of required) expect(errors[`answers.${name}`], name).toContain(REQUIRED);
      if (def.signature) expect(errors.signature).toEqual(['Please sign this form']);
      expect(await t.countAll(COMPLIANCE_TABLES)).toEqual(before);
    }

    // The two proofs of address must be different kinds of document (rules.cross.same_address_source).
    const overrides = def.key === 'compliance-docs/proof-of-address-check-2' ? { document_type: 'council-tax-bill-or-statement' } : undefined;
    const fileIds = await uploadPdfs(t.app, candidate.token, filesNeeded(def, overrides));
    const answers = answersWithFiles(def, fileIds, overrides);

    // A draft with part of the answers is kept as it is.
    const firstQuestion = Object.keys(answers)[0];
    const partial = firstQuestion ? { [firstQuestion]: answers[firstQuestion]! } : {};
    const draft = await call(t.app, 'PUT', formUrl(def, 'draft'), candidate.token, { answers: partial });
    expect(draft.statusCode, draft.body).toBe(200);
    const kept = validateAnswers(def, partial, { mode: 'draft' });
    expect(kept.success).toBe(true);
    expect(draft.json().submission).toMatchObject({ status: 'draft', version: 1, answers: kept.success ? kept.data : null });

    const now = new Date();
    const submit = await call(t.app, 'POST', formUrl(def, 'submit'), candidate.token, { answers, signature });
    expect(submit.statusCode, submit.body).toBe(201);
    const cleaned = validateAnswers(def, answers, { mode: 'submit', now });
    if (!cleaned.success) throw new Error('sample answers must be valid');
    const submission = submit.json().submission;
    expect(submission).toMatchObject({
      key: def.key,
      version: 1,
      definition_version: def.version,
      status: def.sensitive?.kind === 'equal_opportunities' ? 'approved' : 'submitted',
      answers: cleaned.data,
      declaration_text: def.declaration?.en ?? null,
      signature: def.signature ? { full_name: 'Ayesha Rahman', signed_at: expect.any(String) } : null,
      expires_at: expiryDate(def, cleaned.data, now),
    });
    expect(submission.files.map((file: { id: string }) => file.id).sort()).toEqual([...fileIds].sort());
    for (const id of fileIds) expect((await uploadRow(t, id))?.attached_at).not.toBeNull();
    const [row] = await t.query<{ n: number }>(sql`
      select count(*)::int as n from submission_events where submission_id = ${submission.id} and action = 'submitted'`);
    expect(row?.n).toBe(1);

    // Once submitted, neither a second submission nor a draft gets through, and nothing is written.
    const after = await t.countAll(COMPLIANCE_TABLES);
    const again = await call(t.app, 'POST', formUrl(def, 'submit'), candidate.token, { answers, signature });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().message).toBe('This form has been submitted. It can be changed only if it is reopened.');
    const redraft = await call(t.app, 'PUT', formUrl(def, 'draft'), candidate.token, { answers: {} });
    expect(redraft.statusCode).toBe(409);
    expect(await t.countAll(COMPLIANCE_TABLES)).toEqual(after);

    const reread = await call(t.app, 'GET', formUrl(def), candidate.token);
    expect(reread.json().submission).toMatchObject({ id: submission.id, status: submission.status });
  });
});

describe('checks on a submission', () => {
  const rtw = () => definition('compliance-docs/right-to-work');

  it('refuses unknown forms with 404, slugs matched exactly', async () => {
    for (const url of ['/api/v1/forms/tempest-forms/nope', '/api/v1/forms/other/right-to-work', '/api/v1/forms/tempest-forms/Right-To-Work']) {
      expect((await call(t.app, 'GET', url, candidate.token)).statusCode).toBe(404);
      expect((await call(t.app, 'PUT', `${url}/draft`, candidate.token, { answers: {} })).statusCode).toBe(404);
      expect((await call(t.app, 'POST', `${url}/submit`, candidate.token, { answers: {} })).statusCode).toBe(404);
    }
    expect((await call(t.app, 'GET', '/api/v1/forms/tempest-forms/DFE-details-old', candidate.token)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', formUrl(rtw()), undefined)).statusCode).toBe(401);
  });

  it('needs the signature where the form asks for one, and checks it', async () => {
    const user = await registerUser(t.app);
    const def = definition('tempest-forms/candidate-declaration');
    const answers = answersWithFiles(def, []);
    const before = await t.countAll(COMPLIANCE_TABLES);
    const submit = (sig: unknown) => call(t.app, 'POST', formUrl(def, 'submit'), user.token, { answers, ...(sig === undefined ? {} : { signature: sig }) });

    expect((await submit(undefined)).json().errors).toEqual({ signature: ['Please sign this form'] });
    expect((await submit({ full_name: '  ', image: signature.image })).json().errors).toEqual({
      'signature.full_name': ['Type your full name to sign'],
    });
    expect((await submit({ full_name: 'x'.repeat(101), image: signature.image })).json().errors).toEqual({
      'signature.full_name': ['Must be at most 100 characters'],
    });
    const jpeg = `data:image/png;base64,${(await jpegImage()).toString('base64')}`;
    expect((await submit({ full_name: 'A', image: jpeg })).json().errors).toEqual({
      'signature.image': ['The signature could not be read. Please draw it again.'],
    });
    expect((await submit({ full_name: 'A', image: 'data:image/png;base64,' + 'A'.repeat(300_000) })).json().errors).toEqual({
      'signature.image': ['The signature image is too large. Please clear it and draw it again.'],
    });
    expect((await submit({ full_name: 'A' })).json().errors).toEqual({ 'signature.image': ['Please draw your signature'] });
    expect((await submit('signed')).statusCode).toBe(422);
    expect(await t.countAll(COMPLIANCE_TABLES)).toEqual(before);

    const ok = await submit(signature);
    expect(ok.statusCode, ok.body).toBe(201);
    const [stored] = await t.query<{ typed_name: string; signature_image: Uint8Array; signature_ip: string; signed_at: Date }>(
      sql`select typed_name, signature_image, signature_ip, signed_at from submissions where id = ${ok.json().submission.id}`,
    );
    expect(stored?.typed_name).toBe('Ayesha Rahman');
    expect(Buffer.from(stored!.signature_image).equals(Buffer.from(signature.image.split(',')[1]!, 'base64'))).toBe(true);
    expect(stored?.signature_ip).toMatch(/^10\./);
  });

  it('reports every problem at once: answers, signature and files', async () => {
    const user = await registerUser(t.app);
    const def = rtw();
    const res = await call(t.app, 'POST', formUrl(def, 'submit'), user.token, {
      answers: { nationality: 'GB', document_type: 'uk-passport', issue_date: '2020-02-30', document_files: ['00000000-0000-4000-8000-000000000000'] },
      files: ['nope'],
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors['answers.issue_date']).toEqual(['Enter a real date in the format YYYY-MM-DD']);
    expect(errors['answers.document_files']).toEqual(['One of the files is not valid. Please upload it again']);
    expect(errors.files).toEqual(['One of the files is not valid. Please upload it again']);
    expect(errors.signature).toEqual(['Please sign this form']);
    expect(errors['answers.document_number']).toEqual([REQUIRED]);
  });

  it('refuses an HCPC registration more than 2 years ahead, and dates a Social Work England one to the next 30 November', async () => {
    const user = await registerUser(t.app);
    const def = definition('tempest-forms/professional-registration');
    const files = await uploadPdfs(t.app, user.token, 1);
    const today = complianceToday();
    const hcpc = {
      registration_type: 'hcpc-registration',
      registration_number: 'PH12345',
      expiry_date: addMonths(today, 36),
      has_registration_restrictions: false,
      registration_files: files,
    };
    const refused = await call(t.app, 'POST', formUrl(def, 'submit'), user.token, { answers: hcpc, signature });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors['answers.expiry_date']).toEqual(['This date must be in the future, and no more than 24 months from today']);

    const swe = await call(t.app, 'POST', formUrl(def, 'submit'), user.token, { answers: { ...hcpc, registration_type: 'swe-registration' }, signature });
    expect(swe.statusCode, swe.body).toBe(201);
    const year = Number(today.slice(0, 4));
    expect(swe.json().submission).toMatchObject({
      definition_version: 2,
      // The registration year runs to 30 November: it no longer counts from 1 December.
      expires_at: today < `${year}-12-01` ? `${year}-12-01` : `${year + 1}-12-01`,
    });
    expect(swe.json().submission.answers).not.toHaveProperty('expiry_date');
  });

  it("refuses another candidate's file, and one another form already uses, writing nothing", async () => {
    const owner = await registerUser(t.app);
    const thief = await registerUser(t.app);
    const def = rtw();
    const [foreign] = await uploadPdfs(t.app, owner.token, 1);
    const before = await t.countAll(COMPLIANCE_TABLES);
    const res = await call(t.app, 'POST', formUrl(def, 'submit'), thief.token, { answers: answersWithFiles(def, [foreign!]), signature });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'answers.document_files': ['One of the files is not valid. Please upload it again'] });
    const draft = await call(t.app, 'PUT', formUrl(def, 'draft'), thief.token, {
      answers: { nationality: 'GB', document_type: 'uk-passport', document_files: [foreign] },
    });
    expect(draft.statusCode).toBe(422);
    expect(await t.countAll(COMPLIANCE_TABLES)).toEqual(before);
    expect((await uploadRow(t, foreign!))?.attached_at).toBeNull();

    // The owner uses it for one form; a second form cannot take it too.
    const used = await call(t.app, 'POST', formUrl(def, 'submit'), owner.token, { answers: answersWithFiles(def, [foreign!]), signature });
    expect(used.statusCode, used.body).toBe(201);
    const other = definition('compliance-docs/national-insurance');
    const twice = await call(t.app, 'POST', formUrl(other, 'submit'), owner.token, { answers: answersWithFiles(other, [foreign!]), signature });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ 'answers.document_files': ['One of the files is not valid. Please upload it again'] });
  });

  it('checks types in drafts and writes nothing when they are wrong', async () => {
    const user = await registerUser(t.app);
    const def = rtw();
    const before = await t.countAll(COMPLIANCE_TABLES);
    const res = await call(t.app, 'PUT', formUrl(def, 'draft'), user.token, {
      answers: { nationality: 'GB', document_type: 'uk-passport', issue_date: 'yesterday', document_number: 42, document_files: 'file' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'answers.issue_date': ['Enter a real date in the format YYYY-MM-DD'],
      'answers.document_number': ['This answer is not valid'],
      'answers.document_files': ['One of the files is not valid. Please upload it again'],
    });
    for (const body of [{}, { answers: [] }, { answers: 'x' }, '{"answers":']) {
      const bad = await call(t.app, 'PUT', formUrl(def, 'draft'), user.token, body);
      expect([400, 422], JSON.stringify(body)).toContain(bad.statusCode);
    }
    expect(await t.countAll(COMPLIANCE_TABLES)).toEqual(before);
  });

  it('keeps one draft that files are attached to and released from, then submits it as version 1', async () => {
    const user = await registerUser(t.app);
    const def = rtw();
    const [first, second] = await uploadPdfs(t.app, user.token, 2);
    const save = (files: string[]) => call(t.app, 'PUT', formUrl(def, 'draft'), user.token, {
      answers: { nationality: 'GB', document_type: 'uk-passport', document_files: files },
    });

    const one = await save([first!]);
    expect(one.statusCode, one.body).toBe(200);
    expect((await uploadRow(t, first!))?.attached_at).not.toBeNull();
    const two = await save([second!]);
    expect(two.json().submission.id).toBe(one.json().submission.id);
    expect(two.json().submission.files.map((f: { id: string }) => f.id)).toEqual([second]);
    expect((await uploadRow(t, first!))?.attached_at).toBeNull();
    expect((await uploadRow(t, second!))?.attached_at).not.toBeNull();

    const submit = await call(t.app, 'POST', formUrl(def, 'submit'), user.token, { answers: answersWithFiles(def, [second!]), signature });
    expect(submit.statusCode, submit.body).toBe(201);
    expect(submit.json().submission).toMatchObject({ id: one.json().submission.id, version: 1, status: 'submitted' });
    expect(await t.query(sql`select 1 from submissions where user_id = ${user.user.id}`)).toHaveLength(1);
    const audit = await t.query(sql`select 1 from audit_log where action = 'compliance.submitted' and target_id = ${submit.json().submission.id}`);
    expect(audit).toHaveLength(1);
  });

  it('takes exactly one of two simultaneous submissions of a form; the other gets 409', async () => {
    const user = await registerUser(t.app);
    const def = definition('tempest-forms/terms-of-engagement');
    const body = { answers: answersWithFiles(def, []), signature };
    const results = await Promise.all([1, 2].map(() => call(t.app, 'POST', formUrl(def, 'submit'), user.token, body)));
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await t.query(sql`select 1 from submissions where user_id = ${user.user.id}`)).toHaveLength(1);
    expect(await t.query(sql`select 1 from audit_log where actor_id = ${user.user.id} and action = 'compliance.submitted'`)).toHaveLength(1);
  });

  it('records the declaration in the language signed and in English', async () => {
    const user = await registerUser(t.app);
    const def = definition('tempest-forms/code-of-conduct');
    const res = await call(t.app, 'POST', formUrl(def, 'submit'), user.token, { answers: answersWithFiles(def, []), signature }, { ebdlang: 'bn' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().submission.declaration_text).toBe(def.declaration?.bn);
    const [row] = await t.query<{ declaration_text: string; declaration_text_en: string; language: string }>(
      sql`select declaration_text, declaration_text_en, language from submissions where id = ${res.json().submission.id}`,
    );
    expect(row).toEqual({ declaration_text: def.declaration?.bn, declaration_text_en: def.declaration?.en, language: 'bn' });
  });
});
