import { getFormDefinitionByKey, TOKEN_STORAGE_KEY, type TSubmissionReview } from '@portal/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { queryClient } from '@/lib/query-client';
import { ME_QUERY_KEY } from '@/lib/session';
import { siteQueryOptions } from '@/lib/site';
import { json } from '@/test/media-fixtures';
import { renderRouter } from '@/test/render';
import { OFFICER_SESSION } from '@/test/sessions';
import { Component as SubmissionReview } from './submission-review';

const FILE_HASH = 'a3f1c2d4e5b60718293a4b5c6d7e8f901234567890abcdef1234567890abcdef';
const STATEMENT_HASH = '0f1e2d3c4b5a69788796a5b4c3d2e1f00112233445566778899aabbccddeeff0';
const definition = getFormDefinitionByKey('compliance-docs/dbs-check')!;


const submission: TSubmissionReview = {
  id: 's1',
  key: definition.key,
  group: definition.group,
  slug: definition.slug,
  title: definition.title.en,
  version: 1,
  definition_version: definition.version,
  current: true,
  status: 'submitted',
  candidate: { id: 'c1', name: 'Cara Candidate', email: 'cara@example.com' },
  answers: { access: 'full', answers: {} },
  files: [
    { id: 'f1', name: 'certificate.pdf', type: 'application/pdf', size: 1234, sha256: FILE_HASH },
    { id: 'f2', name: 'old scan.pdf', type: 'application/pdf', size: 999, sha256: null },
  ],
  declaration_text: 'I confirm that the information I have given is true.',
  declaration_text_en: 'I confirm that the information I have given is true.',
  language: 'en',
  signature: { full_name: 'Cara Candidate', signed_at: '2026-11-20T10:00:00Z', ip: null, user_agent: null, image_url: '/api/v1/admin/submissions/s1/signature' },
  statement_sha256: STATEMENT_HASH,
  submitted_at: '2026-11-20T10:00:00Z',
  reviewed_at: null,
  reviewed_by: null,
  reason: null,
  expires_at: null,
  expiring_soon: false,
  versions: [{ id: 's1', version: 1, status: 'submitted', submitted_at: '2026-11-20T10:00:00Z', current: true }],
  history: [],
  check_kinds: [],
  risk_reason: null,
  approval_waits: null,
  checks: [],
  deadline: null,
  lawful_basis: null,
  purged_at: null,
  tombstone: null,
};

function renderReview() {
  const router = createMemoryRouter([{ path: '/admin/documents/:id', element: <SubmissionReview /> }], { initialEntries: ['/admin/documents/s1'] });
  renderRouter(router);
}

describe('submission review: integrity hashes', () => {
  beforeEach(async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
    queryClient.setQueryData(ME_QUERY_KEY, OFFICER_SESSION);
    queryClient.setQueryData(siteQueryOptions.queryKey, { display_time_zone: 'Europe/London' } as never);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const path = String(url).replace(/^.*\/api\/v1/, '');
        if (path === '/admin/submissions/s1') return json(200, { definition, submission });
        return json(404, {});
      }),
    );
  });

  it("shows the chosen file's SHA-256 shortened, the full value as its title, and says when none was recorded", async () => {
    renderReview();
    const evidence = within(await screen.findByRole('region', { name: 'Evidence' }));
    expect(evidence.getByText('SHA-256 of certificate.pdf:')).toBeTruthy();
    const shown = evidence.getByTitle(FILE_HASH);
    expect(shown.textContent).toBe('a3f1c2d4e5b6…90abcdef');
    expect(evidence.getByRole('button', { name: 'Copy the full SHA-256 of certificate.pdf' })).toBeTruthy();

    fireEvent.click(evidence.getByRole('button', { name: 'Show old scan.pdf' }));
    expect(await evidence.findByText('No SHA-256 was recorded for this file: it was uploaded before hashes were kept.')).toBeTruthy();
    expect(evidence.queryByTitle(FILE_HASH)).toBeNull();
  });

  it('shows the SHA-256 of the signed statement with the declaration', async () => {
    renderReview();
    const declaration = within(await screen.findByRole('region', { name: 'Declaration signed' }));
    expect(declaration.getByText('SHA-256 of the signed statement:')).toBeTruthy();
    expect(declaration.getByTitle(STATEMENT_HASH).textContent).toBe('0f1e2d3c4b5a…cddeeff0');
    expect(declaration.getByRole('button', { name: 'Copy the full SHA-256 of the signed statement' })).toBeTruthy();
  });

  it('speaks Bengali', async () => {
    await i18n.changeLanguage('bn');
    renderReview();
    expect(await screen.findByText('certificate.pdf-এর SHA-256 হ্যাশ:')).toBeTruthy();
    expect(screen.getByText('স্বাক্ষরিত বিবৃতির SHA-256 হ্যাশ:')).toBeTruthy();
  });

  it('shows answers to questions an earlier version of the form asked, by the label the form kept', async () => {
    const disqualification = getFormDefinitionByKey('tempest-forms/disqualification-check')!;
    const answers = { is_disqualified: true, old_note: 'Order made in 2015' };
    const earlier = { ...submission, key: disqualification.key, definition_version: 1, answers: { access: 'full' as const, answers } };
    vi.stubGlobal('fetch', vi.fn(async () => json(200, { definition: disqualification, submission: earlier })));
    renderReview();
    const panel = within(await screen.findByRole('region', { name: 'Answers from an earlier version of this form' }));
    expect(panel.getByRole('rowheader', { name: /^Is the candidate disqualified from working in childcare/ })).toBeTruthy();
    // A name the form does not record is shown as stored.
    expect(panel.getByRole('rowheader', { name: 'old_note' })).toBeTruthy();
    expect(panel.getByText('Yes')).toBeTruthy();
    expect(panel.getByText('Order made in 2015')).toBeTruthy();
  });
});

describe('submission review: expiry', () => {
  beforeEach(async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
    queryClient.setQueryData(ME_QUERY_KEY, OFFICER_SESSION);
    queryClient.setQueryData(siteQueryOptions.queryKey, { display_time_zone: 'Europe/London' } as never);
  });

  function serve(changes: Partial<TSubmissionReview>) {
    vi.stubGlobal('fetch', vi.fn(async () => json(200, { definition, submission: { ...submission, ...changes } })));
  }
  const expiryFact = async () => (await screen.findByText('Expires')).nextElementSibling?.textContent;

  it('names the follow-up check for an item that does not expire by itself, never a bare None', async () => {
    serve({ status: 'approved', deadline: { due_at: '2027-05-01', label: 'Right to work follow-up check' } });
    renderReview();
    expect(await expiryFact()).toBe('No expiry date: follow-up check by 2027-05-01');
  });

  it('says an item without expiry or follow-up does not expire', async () => {
    serve({ status: 'approved' });
    renderReview();
    expect(await expiryFact()).toBe('Does not expire');
  });

  it('shows the expiry date when there is one', async () => {
    serve({ status: 'approved', expires_at: '2029-11-20' });
    renderReview();
    expect(await expiryFact()).toBe('2029-11-20');
  });
});
