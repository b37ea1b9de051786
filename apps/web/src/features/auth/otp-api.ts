import { ZMessageResponse, type TOtpChannel, type TOtpVerifyRequest } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshSession } from '@/lib/current-user';

/** Sends a six-digit code by email or text message (202 with a message). */
export function useSendOtp() {
  return useMutation({
    mutationFn: (channel: TOtpChannel) =>
      apiRequest('/otp/send', { method: 'POST', body: { channel }, schema: ZMessageResponse }),
  });
}

/** Checks the code; on success the cached user is refreshed so the verified state shows everywhere. */
export function useVerifyOtp() {
  return useMutation({
    mutationFn: (body: TOtpVerifyRequest) => apiRequest('/otp/verify', { method: 'POST', body }),
    onSuccess: refreshSession,
  });
}
