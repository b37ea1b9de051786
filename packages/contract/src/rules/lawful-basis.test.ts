import { describe, expect, it } from 'vitest';
import { FORM_KEYS } from '../forms/registry.js';
import { FORM_LAWFUL_BASIS, lawfulBasisCode, lawfulBasisOf, parseLawfulBasisCode } from './lawful-basis.js';

describe('lawful basis of each form', () => {
  it('every form has one, and none rests on consent', () => {
    for (const key of FORM_KEYS) expect(['legal_obligation', 'contract', 'legitimate_interests']).toContain(FORM_LAWFUL_BASIS[key].basis);
  });

  it('right to work is a legal obligation; criminal-record data carries the safeguarding condition; the REC declaration is contract', () => {
    expect(lawfulBasisOf('compliance-docs/right-to-work')).toEqual({ basis: 'legal_obligation', condition: null });
    expect(lawfulBasisOf('tempest-forms/criminal-conviction-declaration')).toEqual({ basis: 'legal_obligation', condition: 'safeguarding' });
    expect(lawfulBasisOf('tempest-forms/candidate-and-REC-declaration')).toEqual({ basis: 'contract', condition: null });
    expect(lawfulBasisOf('tempest-forms/equal-opportunities').condition).toBe('equality_monitoring');
  });

  it('round-trips through the stored code and refuses unknown codes', () => {
    for (const key of FORM_KEYS) expect(parseLawfulBasisCode(lawfulBasisCode(FORM_LAWFUL_BASIS[key]))).toEqual(FORM_LAWFUL_BASIS[key]);
    expect(parseLawfulBasisCode('consent')).toBeNull();
    expect(parseLawfulBasisCode('legal_obligation+gossip')).toBeNull();
    expect(parseLawfulBasisCode('contract+employment+x')).toBeNull();
  });
});
