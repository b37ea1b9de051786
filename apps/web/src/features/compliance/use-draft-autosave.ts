import type { FormAnswers, FormDefinition } from '@portal/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { FormValues } from '@/components/form-renderer/resolver';
import { HttpError } from '@/lib/http-error';
import { saveDraft } from './api';
import { draftAnswers, markDraftSynced, readLocalDraft, withSignature, writeLocalDraft } from './draft-store';

export type DraftState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'saving' }
  | { readonly kind: 'saved' }
  /** No connection: kept on this device, sent when the connection returns. */
  | { readonly kind: 'offline' }
  /** The server failed (its message): kept on this device and tried again later. */
  | { readonly kind: 'retrying'; readonly message: string }
  /** The server refused these answers (its message): kept on this device until they change. */
  | { readonly kind: 'refused'; readonly message: string };

/** Quiet time after the last change before the draft is sent. */
export const DRAFT_DEBOUNCE_MS = 1500;
/** How often an unsent draft is tried again while the connection seems down. */
const RETRY_MS = 20_000;

interface AutosaveOptions {
  userId: string;
  formKey: string;
  definition: FormDefinition;
  form: UseFormReturn<FormValues>;
  /** Off for a submitted (read-only) form. */
  enabled: boolean;
  /** The form opened with answers from this device that the server does not have yet. */
  needsSync: boolean;
  /** The server says the form can no longer be changed (submitted elsewhere). */
  onLocked: () => void;
}

/** 503 is also what the API client reports when the request never reached the server. */
const isOffline = (error: unknown) => !navigator.onLine || (error instanceof HttpError && error.statusCode === 503);

/**
 * Keeps a form's answers safe while it is filled in: every change is written to
 * this device at once and sent as a draft (PUT .../draft) after a short pause.
 * The signature is kept on this device too, but never sent with the draft.
 * Failed sends stay on the device and go when the connection returns.
 */
export function useDraftAutosave({ userId, formKey, definition, form, enabled, needsSync, onLocked }: AutosaveOptions) {
  const [state, setState] = useState<DraftState>({ kind: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef(false);
  const again = useRef(false);
  const onLockedRef = useRef(onLocked);
  onLockedRef.current = onLocked;

  const sync = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    const local = readLocalDraft(userId, formKey);
    if (!local || local.synced) return;
    if (running.current) {
      again.current = true;
      return;
    }
    if (!navigator.onLine) {
      setState({ kind: 'offline' });
      return;
    }
    running.current = true;
    setState({ kind: 'saving' });
    try {
      await saveDraft(formKey, draftAnswers(definition, local.answers));
      markDraftSynced(userId, formKey, local.changed_at);
      setState({ kind: 'saved' });
    } catch (error) {
      const message = error instanceof HttpError ? error.message : '';
      if (error instanceof HttpError && error.statusCode === 409) onLockedRef.current();
      else if (isOffline(error)) setState({ kind: 'offline' });
      else if (error instanceof HttpError && error.statusCode < 500) setState({ kind: 'refused', message });
      else setState({ kind: 'retrying', message });
    } finally {
      running.current = false;
      if (again.current) {
        again.current = false;
        void sync();
      }
    }
  }, [userId, formKey, definition]);

  /** Stops a pending send, e.g. because the form is being submitted. */
  const cancel = useCallback(() => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!enabled) return undefined;
    const subscription = form.watch((values, { name }) => {
      const answers = (values.answers ?? {}) as FormAnswers;
      if (name?.startsWith('signature')) {
        // Kept on the device only (the draft API takes no signature): the answers, their time and whether
        // the server has them stay as they are, so nothing is sent for a signature.
        const current = readLocalDraft(userId, formKey) ?? { answers, changed_at: Date.now(), synced: false };
        writeLocalDraft(userId, formKey, withSignature(current, values.signature));
        return;
      }
      writeLocalDraft(userId, formKey, withSignature({ answers, changed_at: Date.now(), synced: false }, values.signature));
      setState(navigator.onLine ? { kind: 'saving' } : { kind: 'offline' });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void sync(), DRAFT_DEBOUNCE_MS);
    });
    const onOnline = () => void sync();
    window.addEventListener('online', onOnline);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('online', onOnline);
      // Leaving the form: send what is waiting now rather than after the pause.
      if (timer.current !== undefined) void sync();
    };
  }, [enabled, form, userId, formKey, sync]);

  useEffect(() => {
    if (enabled && needsSync) void sync();
  }, [enabled, needsSync, sync]);

  useEffect(() => {
    if (!enabled || (state.kind !== 'offline' && state.kind !== 'retrying')) return undefined;
    const retry = setInterval(() => void sync(), RETRY_MS);
    return () => clearInterval(retry);
  }, [enabled, state.kind, sync]);

  return { state, cancel };
}
