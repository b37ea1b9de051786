import { ZAppLogList, ZAuditActions, ZAuditLogList } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api-client';

/** The query string of a log list: empty filters are left out. */
function queryString(params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams({ per_page: '25' });
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(key, String(value));
  return query.toString();
}

export interface AppLogFilters {
  page: number;
  level?: string;
  msg?: string;
  from?: string;
  to?: string;
}

export interface AuditFilters {
  page: number;
  action?: string;
  actor?: string;
  target?: string;
  from?: string;
  to?: string;
}

export function useAppLog(filters: AppLogFilters) {
  return useQuery({
    queryKey: ['logs', 'app', filters],
    queryFn: () => apiRequest(`/admin/logs/app?${queryString({ ...filters })}`, { schema: ZAppLogList }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The entries' sentences come in the request's language: another language is another query. */
export function useAuditLog(filters: AuditFilters) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['logs', 'audit', i18n.language, filters],
    queryFn: () => apiRequest(`/admin/logs/audit?${queryString({ ...filters })}`, { schema: ZAuditLogList }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAuditActions() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['logs', 'audit-actions', i18n.language],
    queryFn: async () => (await apiRequest('/admin/logs/audit/actions', { schema: ZAuditActions })).data,
    staleTime: 60_000,
  });
}
