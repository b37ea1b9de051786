import type { TCrmConnection } from '@portal/contract';

/** GET /admin/crm/connection of a portal connected to Salesforce, with nothing wrong. */
export const CONNECTED_CRM: TCrmConnection = {
  configured: true,
  connected: true,
  instance_url: 'https://agency.my.salesforce.com',
  org_id: '00D5g000001AbCdEAF',
  crm_user: { id: '0055g00000XyZaBQAV', name: 'Agency Integration', username: 'integration@agency.example' },
  connected_by: { id: 'u1', name: 'Olivia Admin' },
  connected_at: '2026-03-02T09:30:00Z',
  last_error: null,
  reconnect_needed: false,
  api_usage: null,
};
