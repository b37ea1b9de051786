import { describe, expect, it } from 'vitest';
import type { FormKey } from '../forms/keys.js';
import { FORM_KEYS } from '../forms/registry.js';
import { FORM_RETENTION, retentionOf } from './retention.js';

const submitted_at = new Date('2025-06-15T10:00:00Z');

describe('retention clocks (uk-rules.md table)', () => {
  it('right to work: employment + 2 years; open while the candidate works through us [S5][S6]', () => {
    expect(retentionOf('compliance-docs/right-to-work', { submitted_at })).toMatchObject({ class: 'right_to_work', retain_until: null });
    expect(retentionOf('tempest-forms/right-to-work', { submitted_at, last_service_on: '2026-07-20' })).toMatchObject({
      retain_until: '2028-07-20',
      label: 'rules.retention.right_to_work',
    });
  });

  it('DBS certificate copy: 6 months after the check, whatever else; files only [S51]', () => {
    const r = retentionOf('compliance-docs/dbs-check', { submitted_at, checked_at: new Date('2025-06-20T09:00:00Z'), last_service_on: null });
    expect(r).toMatchObject({ class: 'dbs_certificate', retain_until: '2025-12-20', deletes: 'files' });
  });

  it('DBS identity details: 2 years, and never before a year after the last service [S27][S67]', () => {
    expect(retentionOf('compliance-docs/proof-of-id', { submitted_at, last_service_on: '2025-09-01' }).retain_until).toBe('2027-06-15');
    expect(retentionOf('compliance-docs/proof-of-id', { submitted_at, last_service_on: '2027-01-10' }).retain_until).toBe('2028-01-10');
    expect(retentionOf('compliance-docs/proof-of-id', { submitted_at }).retain_until).toBeNull();
  });

  it('work-seeker records 1 year, contracts 6 years, working time 2 years after the last service [S67]', () => {
    const input = { submitted_at, last_service_on: '2026-03-31' };
    expect(retentionOf('references/professional-reference', input).retain_until).toBe('2027-03-31');
    expect(retentionOf('tempest-forms/terms-of-engagement', input).retain_until).toBe('2032-03-31');
    expect(retentionOf('tempest-forms/48-hour-opt-out-agreement', input).retain_until).toBe('2028-03-31');
  });

  it('criminal-record details: deleted 6 months after the decision, the outcome kept', () => {
    const r = retentionOf('tempest-forms/criminal-conviction-declaration', { submitted_at, decided_at: new Date('2025-07-01T12:00:00Z') });
    expect(r).toMatchObject({ retain_until: '2026-01-01', deletes: 'details' });
  });

  it('a candidate never placed: the agency period (policy) ends clocks that had not started', () => {
    const r = retentionOf('references/character-reference', { submitted_at, closed_unplaced_on: '2025-08-01' });
    expect(r).toMatchObject({ retain_until: '2026-02-01', label: 'rules.retention.unsuccessful', params: { months: 6 } });
    // ...but DBS identity details still stay their 2 years.
    expect(retentionOf('tempest-forms/dbs-check', { submitted_at, closed_unplaced_on: '2025-08-01' })).toMatchObject({
      retain_until: '2027-06-15',
      label: 'rules.retention.dbs_identity',
    });
  });

  it('every form has a class', () => {
    expect(Object.keys(FORM_RETENTION).sort()).toEqual([...FORM_KEYS].sort());
    for (const key of FORM_KEYS) expect(retentionOf(key as FormKey, { submitted_at }).label).toMatch(/^rules\.retention\./);
  });
});
