import type { TMeResponse } from '@portal/contract';

/** A signed-in compliance officer (documents.review), as GET /me answers for one. */
export const OFFICER_SESSION: TMeResponse = {
  user: { id: 'officer', name: 'Olivia', email: 'o@example.com', phone: null, email_verified_at: null, phone_verified_at: null, created_at: '2025-01-01T00:00:00Z' },
  roles: ['compliance-officer'],
  permissions: ['documents.review'],
  scope: 'full',
  mfa: { required: false, enrolled: false },
};

/** A verified candidate, as GET /me answers for one. */
export const CANDIDATE_SESSION: TMeResponse = {
  user: { id: 'candidate', name: 'Asha', email: 'asha@example.com', phone: null, email_verified_at: '2026-11-01T09:00:00Z', phone_verified_at: null, created_at: '2026-11-01T09:00:00Z' },
  roles: ['candidate'],
  permissions: [],
  scope: 'full',
  mfa: { required: false, enrolled: false },
};
