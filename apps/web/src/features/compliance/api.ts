import {
  ZChecklistResponse,
  ZFormResponse,
  ZSubmissionResponse,
  type FormAnswers,
  type TChecklistResponse,
  type TSignature,
  type TFormRequirement,
  type TOpenChangeRequest,
  type TSubmission,
} from '@portal/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

/** Everything compliance caches; a submission refreshes it all. */
const COMPLIANCE_KEY = ['compliance'] as const;

const formPath = (formKey: string) => `/forms/${formKey.split('/').map(encodeURIComponent).join('/')}`;

/** The checklist: titles and messages come in the request's language, so the language is part of the key. */
export function checklistQueryOptions(language: string) {
  return queryOptions({
    queryKey: [...COMPLIANCE_KEY, 'checklist', language],
    queryFn: (): Promise<TChecklistResponse> => apiRequest('/compliance', { schema: ZChecklistResponse }),
  });
}

export function useChecklist() {
  const { i18n } = useTranslation();
  return useQuery(checklistQueryOptions(i18n.language));
}

export const formQueryKey = (formKey: string) => [...COMPLIANCE_KEY, 'form', formKey] as const;

/** What the form screen holds: the candidate's current submission and what the rules say of the form. */
interface FormState {
  submission: TSubmission | null;
  rules: TFormRequirement;
  change_request: TOpenChangeRequest | null;
}

/** A form's definition and the candidate's current submission of it (null when never started). */
export function useFormSubmission(formKey: string, enabled = true) {
  return useQuery({
    queryKey: formQueryKey(formKey),
    enabled,
    // The definition is drawn from the contract this app is built with; only the submission is used.
    queryFn: async (): Promise<FormState> => {
      const { submission, rules, change_request } = await apiRequest(formPath(formKey), { schema: ZFormResponse });
      return { submission: submission as TSubmission | null, rules, change_request };
    },
    // The form must open with the server's latest state, never a stale copy.
    staleTime: 0,
  });
}

/** PUT .../draft: keeps unfinished answers without checking them for completeness. */
export function saveDraft(formKey: string, answers: FormAnswers): Promise<void> {
  return apiRequest(`${formPath(formKey)}/draft`, { method: 'PUT', body: { answers } });
}

export interface SubmitBody {
  answers: FormAnswers;
  /** Files besides those in the answers' upload fields. */
  files?: string[];
  signature?: TSignature;
}

/** POST .../submit: 201 with the submission; 422 with field messages; 409 when already submitted. */
export function useSubmitForm(formKey: string) {
  return useMutation({
    mutationFn: async (body: SubmitBody): Promise<TSubmission> => {
      const { submission } = await apiRequest(`${formPath(formKey)}/submit`, { method: 'POST', body, schema: ZSubmissionResponse });
      return submission as TSubmission;
    },
    onSuccess: (submission) => {
      // The rules' verdict on the form is unchanged by submitting it; the submission is replaced and answers any change request.
      queryClient.setQueryData<FormState>(formQueryKey(formKey), (old) => old && { ...old, submission, change_request: null });
      void queryClient.invalidateQueries({ queryKey: [...COMPLIANCE_KEY, 'checklist'] });
    },
  });
}

/** After a conflict (submitted on another device) or a change elsewhere: fetch everything again. */
export function refreshCompliance(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: COMPLIANCE_KEY });
}
