import {
  ZAssurancePack,
  ZAssurancePackIssued,
  ZAssurancePackList,
  ZAssuranceVerification,
  type TAssurancePackIssueRequest,
  type TAssurancePackRevokeRequest,
} from '@portal/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiBlob, apiRequest } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

/** Assurance packs of one candidate (documents.review), and the school's public check of one pack. */
const packsKey = (candidateId: string) => ['assurance', 'packs', candidateId] as const;
const packsPath = (candidateId: string) => `/admin/candidates/${encodeURIComponent(candidateId)}/assurance-packs`;

export function useAssurancePacks(candidateId: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...packsKey(candidateId), i18n.language],
    queryFn: () => apiRequest(packsPath(candidateId), { schema: ZAssurancePackList }),
    staleTime: 0,
  });
}

const refresh = (candidateId: string) => queryClient.invalidateQueries({ queryKey: packsKey(candidateId) });

export function useIssueAssurancePack(candidateId: string) {
  return useMutation({
    mutationFn: (body: TAssurancePackIssueRequest) => apiRequest(packsPath(candidateId), { method: 'POST', body, schema: ZAssurancePackIssued }),
    onSuccess: () => refresh(candidateId),
  });
}

export function useRevokeAssurancePack(candidateId: string) {
  return useMutation({
    mutationFn: ({ packId, body }: { packId: string; body: TAssurancePackRevokeRequest }) =>
      apiRequest(`${packsPath(candidateId)}/${encodeURIComponent(packId)}/revoke`, { method: 'POST', body, schema: ZAssurancePack }),
    onSuccess: () => refresh(candidateId),
  });
}

/** Saves the PDF or CSV as issued under the server's own name for it. */
export async function downloadAssuranceFile(candidateId: string, packId: string, format: 'pdf' | 'csv', fileStem: string): Promise<void> {
  const blob = await apiBlob(`${packsPath(candidateId)}/${encodeURIComponent(packId)}/pack.${format}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileStem}.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useAssuranceVerification(token: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['assurance', 'verify', token, i18n.language],
    queryFn: () => apiRequest(`/assurance/${encodeURIComponent(token)}`, { schema: ZAssuranceVerification }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}
