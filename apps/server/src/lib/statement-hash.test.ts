import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalStatement, statementSha256, type SignedStatement } from './statement-hash.js';

const statement: SignedStatement = {
  declaration_text: 'I confirm that the information I have given is true.',
  typed_name: 'Priya Patel',
  signed_at: new Date('2025-06-01T09:30:00.000Z'),
  answers: { nationality: 'british', documents: [{ type: 'passport', files: ['a1'] }], notes: 'আমার ঠিকানা' },
  signature_image: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]),
};

describe('statementSha256', () => {
  it('writes one canonical line: keys sorted at every depth, the image in base64, the recipe named', () => {
    expect(canonicalStatement(statement)).toBe(
      '{"answers":{"documents":[{"files":["a1"],"type":"passport"}],"nationality":"british","notes":"আমার ঠিকানা"},' +
        '"declaration_text":"I confirm that the information I have given is true.","format":"compliance-portal/statement/v1",' +
        '"signature_image":"iVBORwECAw==","signed_at":"2025-06-01T09:30:00.000Z","typed_name":"Priya Patel"}',
    );
    expect(statementSha256(statement)).toBe(createHash('sha256').update(canonicalStatement(statement), 'utf8').digest('hex'));
    expect(statementSha256(statement)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives the same hash for the same statement, whatever order the answers’ keys come in', () => {
    const reordered: SignedStatement = {
      ...statement,
      answers: { notes: 'আমার ঠিকানা', documents: [{ files: ['a1'], type: 'passport' }], nationality: 'british' },
      signature_image: Buffer.from(statement.signature_image!),
      signed_at: new Date(statement.signed_at!.getTime()),
    };
    expect(statementSha256(reordered)).toBe(statementSha256(statement));
  });

  it('changes when any part changes', () => {
    const base = statementSha256(statement);
    const changed: SignedStatement[] = [
      { ...statement, declaration_text: 'I confirm that the information I have given is true' },
      { ...statement, declaration_text: null },
      { ...statement, typed_name: 'Priya  Patel' },
      { ...statement, signed_at: new Date('2025-06-01T09:30:00.001Z') },
      { ...statement, answers: { ...statement.answers, nationality: 'irish' } },
      { ...statement, answers: { ...statement.answers, documents: [{ type: 'passport', files: ['a2'] }] } },
      { ...statement, answers: { ...statement.answers, extra: null } },
      { ...statement, signature_image: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 4]) },
      { ...statement, signature_image: null },
    ];
    const hashes = changed.map(statementSha256);
    for (const hash of hashes) expect(hash).not.toBe(base);
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it('keeps parts apart, so text moved from one part to another is a different statement', () => {
    const a = statementSha256({ ...statement, declaration_text: 'I agree', typed_name: 'Ann' });
    const b = statementSha256({ ...statement, declaration_text: 'I agreeAnn', typed_name: '' });
    expect(a).not.toBe(b);
  });
});
