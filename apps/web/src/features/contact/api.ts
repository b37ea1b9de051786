import { ZMessageResponse, type TContactRequest } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: TContactRequest) =>
      apiRequest('/contact', { method: 'POST', body, schema: ZMessageResponse }),
  });
}
