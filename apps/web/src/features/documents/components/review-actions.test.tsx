import type { TSubmissionCheck, TSubmissionReview } from '@portal/contract';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import '@/i18n';
import { queryClient } from '@/lib/query-client';
import { ME_QUERY_KEY } from '@/lib/session';
import { renderWithProviders } from '@/test/render';
import { OFFICER_SESSION } from '@/test/sessions';
import { ReviewActions } from './review-actions';

const assessment = (result: string): TSubmissionCheck => ({
  id: 'c1',
  kind: 'risk_assessment',
  method: 'certificate_unobtainable',
  result,
  checked_on: '2026-11-20',
  details: { evidence_considered: 'Two references' },
  checker_name: 'Olivia Officer',
  created_at: '2026-11-20T10:00:00Z',
});

const overseasWithoutCertificate = (checks: TSubmissionCheck[]) =>
  ({
    id: 's1',
    key: 'compliance-docs/oversieas-police-check',
    status: 'submitted',
    current: true,
    candidate: { id: 'candidate', name: 'Cara', email: 'c@example.com' },
    answers: { access: 'full', answers: { lived_abroad: true, countries: [{ country: 'SY', has_certificate: false }] } },
    checks,
  }) as unknown as TSubmissionReview;

describe('the decision on an overseas police check without a certificate', () => {
  beforeEach(() => queryClient.setQueryData(ME_QUERY_KEY, OFFICER_SESSION));

  it('waits for a risk assessment that lets the candidate go ahead, and says so', () => {
    renderWithProviders(<ReviewActions submission={overseasWithoutCertificate([])} />);
    const approve = screen.getByRole('button', { name: 'Approve' });
    expect(approve.hasAttribute('disabled')).toBe(true);
    expect(approve.getAttribute('aria-describedby')).toBe('approval-waits');
    expect(screen.getByText(/record a risk assessment that lets the candidate go ahead before approving/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject' }).hasAttribute('disabled')).toBe(false);
  });

  it('still waits when the assessment says not to go ahead, and not once it says to', () => {
    renderWithProviders(<ReviewActions submission={overseasWithoutCertificate([assessment('do_not_proceed')])} />);
    expect(screen.getByText('The latest risk assessment says not to go ahead: this check cannot be approved.')).toBeTruthy();
  });

  it('may be approved once the assessment says to go ahead', () => {
    renderWithProviders(<ReviewActions submission={overseasWithoutCertificate([assessment('do_not_proceed'), { ...assessment('proceed'), id: 'c2', checked_on: '2026-11-21' }])} />);
    expect(screen.getByRole('button', { name: 'Approve' }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
