import type { TSubmissionReview } from '@portal/contract';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import '@/i18n';
import { queryClient } from '@/lib/query-client';
import { ME_QUERY_KEY } from '@/lib/session';
import { renderWithProviders } from '@/test/render';
import { OFFICER_SESSION } from '@/test/sessions';
import { ReviewActions } from './review-actions';

/** An awaiting version as the server sends it; what approval waits for is the server's to say. */
const awaiting = (approvalWaits: TSubmissionReview['approval_waits'], riskReason: TSubmissionReview['risk_reason']) =>
  ({
    id: 's1',
    key: 'compliance-docs/dbs-check',
    status: 'submitted',
    current: true,
    candidate: { id: 'candidate', name: 'Cara', email: 'c@example.com' },
    // A reader who may not see the answers still learns why approval waits.
    answers: { access: 'none' },
    checks: [],
    risk_reason: riskReason,
    approval_waits: approvalWaits,
  }) as unknown as TSubmissionReview;

describe('the decision on a version that needs a risk assessment', () => {
  beforeEach(() => queryClient.setQueryData(ME_QUERY_KEY, OFFICER_SESSION));

  it('waits for a risk assessment that lets the candidate go ahead, and says why', () => {
    renderWithProviders(<ReviewActions submission={awaiting('risk_assessment_needed', 'information_disclosed')} />);
    const approve = screen.getByRole('button', { name: 'Approve' });
    expect(approve.hasAttribute('disabled')).toBe(true);
    expect(approve.getAttribute('aria-describedby')).toBe('approval-waits');
    expect(screen.getByText('The certificate is not clear: record a risk assessment that lets the candidate go ahead before approving it.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject' }).hasAttribute('disabled')).toBe(false);
  });

  it('still waits when the latest assessment says not to go ahead', () => {
    renderWithProviders(<ReviewActions submission={awaiting('risk_assessment_refuses', 'certificate_unobtainable')} />);
    expect(screen.getByText('The latest risk assessment says not to go ahead: this check cannot be approved.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve' }).hasAttribute('disabled')).toBe(true);
  });

  it('may be approved once nothing is waited for', () => {
    renderWithProviders(<ReviewActions submission={awaiting(null, 'certificate_unobtainable')} />);
    expect(screen.getByRole('button', { name: 'Approve' }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the decision on a version that no longer counts', () => {
  beforeEach(() => queryClient.setQueryData(ME_QUERY_KEY, OFFICER_SESSION));

  it('offers only reopening, and says why approval is not offered', () => {
    renderWithProviders(<ReviewActions submission={{ ...awaiting(null, null), status: 'expired' }} />);
    expect(screen.getByText('This version no longer counts, so it cannot be approved. Reopen it so the candidate can send a new one.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reopen for changes' })).toBeTruthy();
  });
});
