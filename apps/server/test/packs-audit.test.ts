import { mkdirSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceToday, REFEREE_QUESTIONS, sampleAnswers } from '@portal/contract';
import { runRetentionPurge } from '../src/modules/compliance/retention-purge.js';
import { auditEntries } from './helpers/admin-users.js';
import { call, registerUser, type Registered, type TestApp } from './helpers/app.js';
import { answersWithFiles, filesNeeded, formByKey, formUrl, reviewSetup, uploadPdfs } from './helpers/compliance.js';
import { unzip } from './helpers/packs.js';
import { renderPages, wordsOf, type RenderedPage } from './helpers/pdf-pages.js';

/** Set PACK_PAGES_DIR to keep the rendered pages for a person to look at (nothing is written otherwise). */
const PAGES_DIR = process.env.PACK_PAGES_DIR;
const MONTH = 31 * 86_400_000;

let t: TestApp;
let officer: Registered;
let signature: { full_name: string; image: string };
beforeAll(async () => {
  ({ t, officer, signature } = await reviewSetup('Ada Auditable'));
});
afterAll(async () => t?.close());

const REFEREE_COMMENT = 'Ada was punctual, careful with safeguarding and kind to every pupil.';
const REFEREE_NAME = 'Rita Referee-Jones';

async function submit(user: Registered, key: string, overrides: Record<string, unknown> = {}) {
  const def = formByKey(key);
  const ids = await uploadPdfs(t.app, user.token, filesNeeded(def, overrides as never));
  const res = await call(t.app, 'POST', formUrl(def, 'submit'), user.token, { answers: answersWithFiles(def, ids, overrides as never), signature });
  if (res.statusCode !== 201) throw new Error(`submit ${key} failed: ${res.statusCode} ${res.body}`);
  return res.json().submission as { id: string };
}

const approve = async (id: string) => expect((await call(t.app, 'POST', `/api/v1/admin/submissions/${id}/approve`, officer.token)).statusCode).toBe(200);

/** A professional reference whose referee answered through the emailed link, approved by the officer. */
async function answeredReference(candidate: Registered): Promise<{ id: string; refereeSignature: Buffer }> {
  const email = `rita.${process.pid}@school.example`;
  const reference = await submit(candidate, 'references/professional-reference', { referee_name: 'Rita Jones', email, may_contact_now: true });
  const mail = await t.smtp.waitFor(email, () => true);
  const token = /\/referee\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  const refereeSignature = Buffer.from(signature.image.split(',')[1]!, 'base64');
  const answers = { ...sampleAnswers(REFEREE_QUESTIONS, { branch: 'no' }), referee_name: REFEREE_NAME, comments: REFEREE_COMMENT };
  const res = await call(t.app, 'POST', `/api/v1/referee/${token}`, undefined, { answers, signature: { full_name: REFEREE_NAME, image: signature.image } }, { 'user-agent': 'RefereeBrowser/2.0' });
  expect(res.statusCode, res.body).toBe(201);
  await approve(reference.id);
  return { id: reference.id, refereeSignature };
}

describe('the auditor’s pack', () => {
  let candidate: Registered;
  let refereeSignature: Buffer;
  let itemTitles: string[];
  let dbsTitle: string;
  beforeAll(async () => {
    candidate = await registerUser(t.app, { name: 'Ada Auditable' });
    ({ refereeSignature } = await answeredReference(candidate));
    const rightToWork = await submit(candidate, 'compliance-docs/right-to-work', { nationality: 'GB', document_type: 'uk-passport' });
    await approve(rightToWork.id);
    const check = await call(t.app, 'POST', `/api/v1/admin/submissions/${rightToWork.id}/checks`, officer.token, {
      kind: 'right_to_work',
      method: 'manual',
      result: 'continuous',
      checked_on: complianceToday(),
    });
    expect(check.statusCode, check.body).toBe(200);
    // An overseas police check without a certificate, approved on the officer's risk assessment.
    const overseas = await submit(candidate, 'compliance-docs/oversieas-police-check', {
      lived_abroad: true,
      countries: [{ country: 'SY', from: '2019-01-01', to: '2020-06-30', has_certificate: false, unavailable_reason: 'Not issued to people who have left', alternative_evidence: 'School references' }],
    });
    const assessed = await call(t.app, 'POST', `/api/v1/admin/submissions/${overseas.id}/checks`, officer.token, {
      kind: 'risk_assessment',
      method: 'certificate_unobtainable',
      result: 'proceed_with_safeguards',
      checked_on: complianceToday(),
      evidence_considered: 'Both school references taken up by phone',
      safeguards: 'Supervised for the first month',
    });
    expect(assessed.statusCode, assessed.body).toBe(200);
    await approve(overseas.id);
    const dbs = await submit(candidate, 'compliance-docs/dbs-check', { issue_date: complianceToday() });
    await approve(dbs.id);
    // A criminal record declaration rejected and sent again: the first version's details go 6 months after the decision.
    const declaration = { has_convictions: false, has_pending_charges: true, pending_details: 'Awaiting a hearing in March' };
    const first = await submit(candidate, 'tempest-forms/criminal-conviction-declaration', declaration);
    expect((await call(t.app, 'POST', `/api/v1/admin/submissions/${first.id}/reject`, officer.token, { reason: 'Please add the court' })).statusCode).toBe(200);
    await submit(candidate, 'tempest-forms/criminal-conviction-declaration', { ...declaration, pending_details: 'Hearing at Leeds Crown Court in March' });
    // Six months after the check the retention job deletes the certificate copy and leaves a tombstone.
    await runRetentionPurge(t.ctx, new Date(Date.now() + 7 * MONTH));
    const [purged] = await t.query<{ purged_at: Date | null }>(sql`select purged_at from submissions where id = ${dbs.id}`);
    expect(purged?.purged_at).not.toBeNull();
    const compliance = await call(t.app, 'GET', `/api/v1/admin/candidates/${candidate.user.id}/compliance`, officer.token);
    itemTitles = (compliance.json().data as Array<{ title: string }>).map((item) => item.title);
    dbsTitle = formByKey('compliance-docs/dbs-check').title.en;
  });

  const download = (format: 'pdf' | 'zip', lang = 'en') =>
    call(t.app, 'GET', `/api/v1/admin/candidates/${candidate.user.id}/pack.${format}?lang=${lang}`, officer.token);

  /** Renders every page, checks none is blank, and leaves the PNGs in PAGES_DIR when one is set. */
  async function rendered(pdf: Buffer, name: string): Promise<RenderedPage[]> {
    const pages = await renderPages(pdf, 1.5);
    if (PAGES_DIR) mkdirSync(PAGES_DIR, { recursive: true });
    for (const page of pages) {
      expect(page.inkPixels, `page ${page.number} is blank`).toBeGreaterThan(500);
      if (PAGES_DIR) writeFileSync(`${PAGES_DIR}/${name}-page-${page.number}.png`, page.png);
    }
    return pages;
  }

  it('renders every page of the PDF, with the cover table, the referee’s answers and signature, and the tombstone', async () => {
    const res = await download('pdf');
    expect(res.statusCode, res.body).toBe(200);
    const pages = await rendered(res.rawPayload, 'en');
    // Cover, then one part per form (reference, right to work, DBS); the reference's part runs over several pages.
    expect(pages.length).toBeGreaterThanOrEqual(4);
    const text = wordsOf(pages);

    // The cover's table: every checklist item, with requirement, status, expiry and next deadline.
    for (const header of ['Item', 'Requirement', 'Status', 'Expiry', 'Next deadline']) expect(pages[0]!.text).toContain(header);
    for (const title of itemTitles) expect(wordsOf([pages[0]!, pages[1]!])).toContain(title);
    expect(pages[0]!.text).toContain('Required');
    expect(pages[0]!.text).toContain('No expiry');

    // The referee's answers and signed declaration, in the third person, and the verification record.
    expect(text).toContain(REFEREE_COMMENT);
    expect(text).toContain(`The referee's name as it should appear on the reference: ${REFEREE_NAME}`);
    expect(text).toContain(`Signed by the referee as ${REFEREE_NAME}`);
    expect(text).toContain('Browser: RefereeBrowser/2.0');
    expect(text).toContain("The referee's email address is not at a free mail provider");
    expect(text).toContain('Officer review of this reference: Approved');
    expect(text).toContain("The candidate's referee");
    // The right-to-work check, and no empty value printed as a word.
    expect(text).toContain('Right to work check: Manual check of the original document, in person.');
    expect(text).toContain('Safeguarding risk assessment: A country the candidate lived in gives no police certificate they can get.');
    expect(text).toContain("relevance to the role): Both school references taken up by phone");
    expect(text).toContain('Safeguards while the candidate works: Supervised for the first month');
    expect(text).not.toMatch(/\b(None|null|undefined)\b/);

    // Retention: what went, when, under which rule.
    expect(text).toContain('Deleted under retention on');
    expect(text).toContain(`${dbsTitle} (submitted`);
    expect(text).toContain('Rule: the copy of a DBS certificate is deleted 6 months after the check');
    expect(text).toContain('What the rule deletes: the evidence files and the signature image.');
    expect(text).toContain('Copy of the certificate: (file deleted under retention)');
    expect(text).toContain('The drawn signature was deleted.');
    // An earlier version that retention purged is named on the cover, not silently missing.
    expect(text).toContain('Criminal record declaration (version 1) (submitted');
    expect(text).toContain("Rule: the details the candidate gave are deleted 6 months after the agency's decision");
    expect(text).toContain('Hearing at Leeds Crown Court in March');
    expect(text).not.toContain('Awaiting a hearing in March');

    // Nothing speaks to the candidate or the referee.
    expect(text).not.toContain('Your referee');
    expect(text).not.toMatch(/\b(you|your)\b/i);

    // Each drawn signature shares its page with its declaration and the signed-by line; no image stands alone.
    const withImages = pages.filter((page) => page.images > 0);
    expect(withImages.length).toBeGreaterThan(0);
    for (const page of withImages) expect(page.text, `page ${page.number}`).toMatch(/Declaration|declaration/);
    for (const page of withImages) expect(page.text, `page ${page.number}`).toMatch(/Signed by/);
    const refereePage = pages.find((page) => page.text.includes(`Signed by the referee as ${REFEREE_NAME}`))!;
    expect(refereePage.images).toBe(1);
    expect(refereePage.text.replace(/\s+/g, ' ')).toContain("The referee's declaration");
    expect(refereePage.text.replace(/\s+/g, ' ')).toContain('I confirm that I am the person this reference was requested from');

    const audit = await auditEntries(t, 'compliance.pack_exported', candidate.user.id);
    expect(audit.at(-1)?.data).toMatchObject({ format: 'pdf', referee_answers: 1 });
  });

  it('renders the Bengali pack as well, in the Bengali font, with the Latin answers and names readable', async () => {
    const res = await download('pdf', 'bn');
    expect(res.statusCode, res.body).toBe(200);
    const pages = await rendered(res.rawPayload, 'bn');
    expect(pages.length).toBeGreaterThanOrEqual(4);
    const text = wordsOf(pages);
    expect(text).toContain(REFEREE_COMMENT);
    expect(text).toContain(REFEREE_NAME);
    expect(text).toContain('Ada Auditable');
    expect(text).not.toContain('Your referee');
    expect(text).not.toMatch(/\b(None|null)\b/);
    expect(res.rawPayload.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansBengali/);
  });

  it('puts the referee’s answers in the ZIP’s summary and their signature beside the reference', async () => {
    const res = await download('zip');
    expect(res.statusCode, res.body).toBe(200);
    const entries = await unzip(res.rawPayload);
    expect(entries.get('references/professional-reference/referee-signature.png')?.equals(refereeSignature)).toBe(true);
    expect(entries.get('references/professional-reference/signature.png')).toBeDefined();
    const summary = wordsOf(await renderPages(entries.get('summary.pdf')!));
    expect(summary).toContain(REFEREE_COMMENT);
    expect(summary).toContain(`Signed by the referee as ${REFEREE_NAME}`);
    expect(summary).toContain('Deleted under retention on');
    // The deleted DBS certificate copy is not in the ZIP; its tombstone is in the summary.
    expect([...entries.keys()].some((name) => name.startsWith('compliance-docs/dbs-check/evidence/'))).toBe(false);
  });

  it('says plainly when the referee has not answered yet, or was never asked', async () => {
    const other = await registerUser(t.app, { name: 'Noah Notyet' });
    await submit(other, 'references/character-reference', { email: `noah.${process.pid}@gmail.com`, may_contact_now: false });
    const res = await call(t.app, 'GET', `/api/v1/admin/candidates/${other.user.id}/pack.pdf`, officer.token);
    expect(res.statusCode).toBe(200);
    const text = wordsOf(await renderPages(res.rawPayload));
    expect(text).toContain('No request has been sent to the referee.');
    expect(text).not.toContain('Signed by the referee');
    const zip = await unzip((await call(t.app, 'GET', `/api/v1/admin/candidates/${other.user.id}/pack.zip`, officer.token)).rawPayload);
    expect(zip.has('references/character-reference/referee-signature.png')).toBe(false);
  });
});
