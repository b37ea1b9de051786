import type { TCrmConnection } from '@portal/contract';
import type { CrmConnectionRow } from './repository.js';

/** The connection as the API promises it: never the refresh token, sealed or not. */
export function presentConnection(configured: boolean, row: (CrmConnectionRow & { connected_by_name: string | null }) | undefined): TCrmConnection {
  const connected = Boolean(row?.refresh_token_encrypted);
  return {
    configured,
    connected,
    instance_url: connected ? (row?.instance_url ?? null) : null,
    org_id: connected ? (row?.org_id ?? null) : null,
    crm_user:
      connected && row?.crm_user_id
        ? { id: row.crm_user_id, name: row.crm_user_name ?? row.crm_username ?? '', username: row.crm_username ?? '' }
        : null,
    connected_by: connected && row?.connected_by ? { id: row.connected_by, name: row.connected_by_name ?? '' } : null,
    connected_at: connected ? (row?.connected_at?.toISOString() ?? null) : null,
    last_error: row?.last_error ?? null,
    reconnect_needed: connected && Boolean(row?.reconnect_needed_at),
    api_usage:
      connected && row?.api_used != null && row.api_limit != null && row.api_usage_at
        ? { used: row.api_used, limit: row.api_limit, at: row.api_usage_at.toISOString() }
        : null,
  };
}
