import { ZComplianceFigures, ZDashboardStats, ZDashboardSummary, type DashboardRange } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function useDashboardSummary() {
  return useQuery({ queryKey: ['dashboard', 'summary'], queryFn: () => apiRequest('/admin/dashboard', { schema: ZDashboardSummary }) });
}

export function useDashboardStats(range: DashboardRange) {
  return useQuery({
    queryKey: ['dashboard', 'stats', range],
    queryFn: () => apiRequest(`/admin/dashboard/stats?range=${range}`, { schema: ZDashboardStats }),
    placeholderData: keepPreviousData,
  });
}

/** The officers' figures (documents.review): ask only when the person holds it, the server refuses otherwise. */
export function useComplianceFigures(enabled: boolean) {
  return useQuery({
    queryKey: ['dashboard', 'compliance'],
    queryFn: () => apiRequest('/admin/dashboard/compliance', { schema: ZComplianceFigures }),
    enabled,
  });
}
