import {
  ZAuthResponse,
  ZLoginResponse,
  ZMessageResponse,
  type TAuthResponse,
  type TForgotPasswordRequest,
  type TLoginMfaRequest,
  type TLoginRequest,
  type TRegisterRequest,
  type TResetPasswordRequest,
} from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshSession } from '@/lib/current-user';
import { queryClient } from '@/lib/query-client';
import { clearSession, saveToken } from '@/lib/session';

/** Keeps the token and loads the user; /me also tells the session's scope ('mfa_enrolment' or 'full'). */
async function startSession(auth: TAuthResponse): Promise<void> {
  saveToken(auth.access_token, auth.expires_in);
  await refreshSession();
}

/** The password step: signed in, or asked for the second factor (nothing is kept until that step is done). */
export function useLogin() {
  return useMutation({
    mutationFn: (body: TLoginRequest) => apiRequest('/login', { method: 'POST', body, schema: ZLoginResponse }),
    onSuccess: async (answer) => {
      if (!('mfa_required' in answer)) await startSession(answer);
    },
  });
}

/** The second step: the challenge of the password step with an authenticator code, recovery code or passkey. */
export function useLoginSecondFactor() {
  return useMutation({
    mutationFn: (body: TLoginMfaRequest) => apiRequest('/login/mfa', { method: 'POST', body, schema: ZAuthResponse }),
    onSuccess: startSession,
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (body: TRegisterRequest) => apiRequest('/register', { method: 'POST', body, schema: ZAuthResponse }),
    onSuccess: startSession,
  });
}

export function useLogout() {
  return useMutation({
    mutationFn: () => apiRequest('/logout', { method: 'POST' }),
    // Signed out locally even when the call fails, e.g. because the token had already expired.
    onSettled: () => {
      clearSession();
      queryClient.clear();
    },
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: TForgotPasswordRequest) =>
      apiRequest('/forgot-password', { method: 'POST', body, schema: ZMessageResponse }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: TResetPasswordRequest) =>
      apiRequest('/reset-password', { method: 'POST', body, schema: ZMessageResponse }),
  });
}
