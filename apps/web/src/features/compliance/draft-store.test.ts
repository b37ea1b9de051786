import { getFormDefinitionByKey, type TSubmission } from '@portal/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { submissionOf } from '@/test/submission-fixtures';
import {
  chooseStartingAnswers,
  chooseStartingSignature,
  clearLocalDraft,
  draftAnswers,
  markDraftSynced,
  readLocalDraft,
  writeLocalDraft,
  type LocalDraft,
} from './draft-store';

const KEY = 'compliance-docs/proof-of-id';

const submission = (status: TSubmission['status'], answers: TSubmission['answers']) => submissionOf(KEY, status, answers);

const local = (answers: LocalDraft['answers'], synced: boolean): LocalDraft => ({ answers, changed_at: 1000, synced });

describe('the device copy of a draft', () => {
  beforeEach(() => localStorage.clear());

  it('is kept per person and per form, and survives a reload (storage round trip)', () => {
    writeLocalDraft('u1', KEY, local({ document_number: 'A1' }, false));
    expect(readLocalDraft('u1', KEY)).toEqual(local({ document_number: 'A1' }, false));
    expect(readLocalDraft('u2', KEY)).toBeNull();
    expect(readLocalDraft('u1', 'tempest-forms/proof-of-id')).toBeNull();
    clearLocalDraft('u1', KEY);
    expect(readLocalDraft('u1', KEY)).toBeNull();
  });

  it('ignores a damaged copy', () => {
    localStorage.setItem(`compliance-draft:u1:${KEY}`, '{"answers": 3}');
    expect(readLocalDraft('u1', KEY)).toBeNull();
    localStorage.setItem(`compliance-draft:u1:${KEY}`, 'not json');
    expect(readLocalDraft('u1', KEY)).toBeNull();
  });

  it('is marked synced only if nothing changed since the copy that was sent', () => {
    writeLocalDraft('u1', KEY, { answers: { document_number: 'A1' }, changed_at: 1000, synced: false });
    markDraftSynced('u1', KEY, 999);
    expect(readLocalDraft('u1', KEY)?.synced).toBe(false);
    markDraftSynced('u1', KEY, 1000);
    expect(readLocalDraft('u1', KEY)?.synced).toBe(true);
  });
});

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const signed = { full_name: 'Ada Lovelace', image: PNG };

describe('the signature in the device copy', () => {
  beforeEach(() => localStorage.clear());

  it('is kept next to the answers and read back', () => {
    writeLocalDraft('u1', KEY, { ...local({ document_number: 'A1' }, false), signature: signed });
    expect(readLocalDraft('u1', KEY)).toEqual({ ...local({ document_number: 'A1' }, false), signature: signed });
  });

  it('is optional: a copy stored before signatures were kept still reads', () => {
    localStorage.setItem(`compliance-draft:u1:${KEY}`, JSON.stringify({ answers: { document_number: 'OLD' }, changed_at: 5, synced: true }));
    expect(readLocalDraft('u1', KEY)).toEqual({ answers: { document_number: 'OLD' }, changed_at: 5, synced: true });
  });

  it('keeps the typed name but drops an image that is not a PNG data URL or is over the size limit', () => {
    const stored = (signature: unknown) =>
      localStorage.setItem(`compliance-draft:u1:${KEY}`, JSON.stringify({ ...local({}, false), signature }));
    stored({ full_name: 'Ada', image: 'data:image/svg+xml;base64,PHN2Zz4=' });
    expect(readLocalDraft('u1', KEY)?.signature).toEqual({ full_name: 'Ada', image: '' });
    stored({ full_name: 'Ada', image: `data:image/png;base64,${'A'.repeat(300_000)}` });
    expect(readLocalDraft('u1', KEY)?.signature).toEqual({ full_name: 'Ada', image: '' });
    stored({ full_name: 3, image: 'https://example.com/x.png' });
    expect(readLocalDraft('u1', KEY)).not.toHaveProperty('signature');
    stored('nonsense');
    expect(readLocalDraft('u1', KEY)).toEqual(local({}, false));
  });
});

describe('chooseStartingSignature', () => {
  const definition = getFormDefinitionByKey(KEY)!;
  const mine = (answers: LocalDraft['answers'], synced: boolean): LocalDraft => ({ ...local(answers, synced), signature: signed });

  it('comes with answers taken from the device copy', () => {
    expect(chooseStartingSignature(definition, mine({ document_number: 'NEW' }, false), submission('draft', { document_number: 'OLD' }))).toEqual(signed);
    expect(chooseStartingSignature(definition, mine({ document_number: 'MINE' }, true), null)).toEqual(signed);
  });

  it("comes with the server's draft when that is this device's last save, not when another device changed it since", () => {
    expect(chooseStartingSignature(definition, mine({ document_number: ' A1 ' }, true), submission('draft', { document_number: 'A1' }))).toEqual(signed);
    expect(chooseStartingSignature(definition, mine({ document_number: 'A1' }, true), submission('draft', { document_number: 'B2' }))).toBeUndefined();
  });

  it('is never restored onto a submitted form, and there is none without a device copy', () => {
    expect(chooseStartingSignature(definition, mine({ document_number: 'A1' }, false), submission('submitted', { document_number: 'A1' }))).toBeUndefined();
    expect(chooseStartingSignature(definition, null, submission('draft', { document_number: 'A1' }))).toBeUndefined();
  });
});

describe('chooseStartingAnswers', () => {
  it('prefers changes the server has not received over the server draft, and asks to send them', () => {
    expect(chooseStartingAnswers(local({ document_number: 'NEW' }, false), submission('draft', { document_number: 'OLD' }))).toEqual({
      answers: { document_number: 'NEW' },
      needsSync: true,
    });
  });

  it('takes the server copy when this device has nothing newer (e.g. edited on another device)', () => {
    expect(chooseStartingAnswers(local({ document_number: 'MINE' }, true), submission('draft', { document_number: 'OTHER' }))).toEqual({
      answers: { document_number: 'OTHER' },
      needsSync: false,
    });
    expect(chooseStartingAnswers(null, submission('rejected', { document_number: 'R' })).answers).toEqual({ document_number: 'R' });
  });

  it('shows what was submitted, never a leftover device copy, once the form is in', () => {
    expect(chooseStartingAnswers(local({ document_number: 'MINE' }, false), submission('submitted', { document_number: 'SENT' }))).toEqual({
      answers: { document_number: 'SENT' },
      needsSync: false,
    });
  });

  it('sends a synced copy again when the server has nothing', () => {
    expect(chooseStartingAnswers(local({ document_number: 'MINE' }, true), null)).toEqual({ answers: { document_number: 'MINE' }, needsSync: true });
    expect(chooseStartingAnswers(null, null)).toEqual({ answers: undefined, needsSync: false });
  });
});

describe('draftAnswers', () => {
  const definition = getFormDefinitionByKey(KEY)!;

  it('keeps what a draft can hold and drops hidden answers', () => {
    expect(draftAnswers(definition, { document_type: 'passport', document_number: ' 123 ', back_files: ['f1'] })).toEqual({
      document_type: 'passport',
      document_number: '123',
    });
  });

  it('leaves out a single unusable answer instead of losing the whole draft', () => {
    expect(draftAnswers(definition, { document_type: 'not-a-document', document_number: 'A1', issue_date: '2020-13-45' })).toEqual({
      document_number: 'A1',
    });
  });
});
