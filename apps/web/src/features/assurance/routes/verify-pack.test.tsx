import type { TAssuranceVerification } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { json } from '@/test/media-fixtures';
import { renderRouter } from '@/test/render';
import { Component as VerifyPack } from './verify-pack';

const pack: TAssuranceVerification = {
  status: 'current',
  candidate_name: 'Ada Assured',
  school_name: 'Oakfield Primary School',
  school_urn: '123456',
  placement_start: '2026-12-01',
  issued_at: '2026-11-24T10:00:00Z',
  issued_by: 'Olivia Officer',
  link_expires_at: '2027-02-22T10:00:00Z',
  pdf_sha256: 'a'.repeat(64),
  csv_sha256: 'b'.repeat(64),
  rows: [
    { column: 'identity', status: 'recorded', date: '2026-11-20', details: [{ label: 'method', kind: 'code', value: 'face_to_face' }], rule: null },
    { column: 'section_128', status: 'not_required', date: null, details: [], rule: { reason: 'assurance.not_required.section_128', sources: ['S45'] } },
    { column: 'references', status: 'missing', date: null, details: [{ label: 'missing', kind: 'code', value: 'no_approved_evidence' }], rule: null },
  ],
  revoked_at: null,
  revoked_reason: null,
};

let answer: () => Response;
function renderPage(token = 'tok') {
  renderRouter(createMemoryRouter([{ path: '/assurance/:token', element: <VerifyPack /> }], { initialEntries: [`/assurance/${token}`] }));
}

describe('the school’s verification page', () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer()));
  });

  it('says a current pack is genuine and shows its rows, rules and hash', async () => {
    answer = () => json(200, pack);
    renderPage();
    expect(await screen.findByText('Current — this pack is genuine and current')).toBeTruthy();
    const table = within(screen.getByRole('table'));
    expect(table.getByRole('rowheader', { name: 'Identity' })).toBeTruthy();
    expect(table.getByText('How: Face to face with the original documents')).toBeTruthy();
    expect(table.getByText(/Rule: Only for management posts/)).toBeTruthy();
    expect(table.getByText('Missing: No approved evidence on record')).toBeTruthy();
    expect(screen.getByTestId('assurance-pdf-hash').textContent).toBe('a'.repeat(64));
  });

  it('says when and why a pack was revoked, in Bengali too', async () => {
    answer = () => json(200, { ...pack, status: 'revoked', revoked_at: '2026-11-25T09:00:00Z', revoked_reason: 'DBS certificate was rejected' });
    renderPage();
    expect(await screen.findByText(/^Revoked on .+ because DBS certificate was rejected$/)).toBeTruthy();
    await i18n.changeLanguage('bn');
    expect(await screen.findByText(/বাতিল করা হয়েছে, কারণ/)).toBeTruthy();
    expect(screen.getByText('সেকশন ১২৮ যাচাই')).toBeTruthy();
  });

  it('says an unknown link is not valid', async () => {
    answer = () => json(404, { statusCode: 404, error: 'Not Found', message: 'Not found' });
    renderPage('nope');
    expect(await screen.findByText(/This link is not valid/)).toBeTruthy();
  });
});
