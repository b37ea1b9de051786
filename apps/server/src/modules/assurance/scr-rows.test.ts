import { describe, expect, it } from 'vitest';
import { scrRows, type ApprovedForm } from './scr-rows.js';

const profile = { roles: ['teacher'], settings: ['school'], management: false, drives_for_work: false, lived_overseas: true, conditional_offer: false } as const;

const overseasRow = (form: ApprovedForm) =>
  scrRows({ profile, approved: new Map([['compliance-docs/oversieas-police-check', form]]) }).find((row) => row.column === 'overseas');

describe('the overseas column of the single central record', () => {
  it('shows the risk assessment a missing certificate was approved on: its decision, safeguards, date and assessor', () => {
    const row = overseasRow({
      answers: { lived_abroad: true },
      approved_on: '2026-11-20',
      checks: [
        {
          kind: 'risk_assessment',
          method: 'certificate_unobtainable',
          result: 'proceed_with_safeguards',
          checked_on: '2026-11-19',
          details: { evidence_considered: 'Two references from schools there', safeguards: 'Supervised for the first month' },
          checker_name: 'Olivia Officer',
        },
      ],
    });
    expect(row).toEqual({
      column: 'overseas',
      status: 'recorded',
      date: '2026-11-20',
      rule: null,
      details: [
        { label: 'evidence_approved', kind: 'date', value: '2026-11-20' },
        { label: 'risk_assessment', kind: 'code', value: 'proceed_with_safeguards' },
        { label: 'safeguards', kind: 'text', value: 'Supervised for the first month' },
        { label: 'checked_on', kind: 'date', value: '2026-11-19' },
        { label: 'checked_by', kind: 'text', value: 'Olivia Officer' },
      ],
    });
  });

  it('shows only the approval when every country had its certificate', () => {
    expect(overseasRow({ answers: { lived_abroad: true }, approved_on: '2026-11-20', checks: [] })?.details).toEqual([
      { label: 'evidence_approved', kind: 'date', value: '2026-11-20' },
    ]);
  });

  it('shows the risk assessment beside a DBS certificate that is not clear', () => {
    const rows = scrRows({
      profile,
      approved: new Map([
        [
          'compliance-docs/dbs-check',
          {
            answers: { level: 'enhanced-barred-list', issue_date: '2026-01-10', dbs_clear: 'no', barred_lists: ['children'] },
            approved_on: '2026-11-20',
            checks: [{ kind: 'risk_assessment', method: 'information_disclosed', result: 'proceed', checked_on: '2026-11-19', details: {}, checker_name: 'Olivia Officer' }],
          },
        ],
      ]),
    });
    expect(rows.find((row) => row.column === 'dbs')?.details).toEqual([
      { label: 'level', kind: 'code', value: 'enhanced-barred-list' },
      { label: 'issue_date', kind: 'date', value: '2026-01-10' },
      { label: 'risk_assessment', kind: 'code', value: 'proceed' },
      { label: 'checked_on', kind: 'date', value: '2026-11-19' },
      { label: 'checked_by', kind: 'text', value: 'Olivia Officer' },
    ]);
  });
});
