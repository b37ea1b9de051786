import { getFormDefinitionByKey } from '@portal/contract';
import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormValues } from '@/components/form-renderer/resolver';
import { ApiError } from '@/lib/http-error';
import { saveDraft } from './api';
import { readLocalDraft, writeLocalDraft } from './draft-store';
import { DRAFT_DEBOUNCE_MS, useDraftAutosave } from './use-draft-autosave';

vi.mock('./api', () => ({ saveDraft: vi.fn() }));
const save = vi.mocked(saveDraft);

const KEY = 'compliance-docs/proof-of-id';
const definition = getFormDefinitionByKey(KEY)!;
const networkDown = () => new ApiError({ statusCode: 503, error: 'Network Error', message: 'The service is unavailable right now.' });

function renderAutosave(needsSync = false) {
  const onLocked = vi.fn();
  const hook = renderHook(() => {
    const form = useForm<FormValues>({ defaultValues: { answers: {} } });
    const autosave = useDraftAutosave({ userId: 'u1', formKey: KEY, definition, form, enabled: true, needsSync, onLocked });
    return { form, autosave };
  });
  const type = (value: string) => act(() => hook.result.current.form.setValue('answers.document_number', value));
  const settle = () => act(async () => vi.advanceTimersByTimeAsync(DRAFT_DEBOUNCE_MS));
  return { hook, type, settle, onLocked };
}

describe('useDraftAutosave', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    save.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('keeps every change on the device at once and sends the draft after a pause', async () => {
    save.mockResolvedValue(undefined);
    const { hook, type, settle } = renderAutosave();
    type('A1');
    type('A12');
    expect(readLocalDraft('u1', KEY)).toMatchObject({ answers: { document_number: 'A12' }, synced: false });
    expect(hook.result.current.autosave.state).toEqual({ kind: 'saving' });
    expect(save).not.toHaveBeenCalled();

    await settle();
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(KEY, { document_number: 'A12' });
    expect(hook.result.current.autosave.state).toEqual({ kind: 'saved' });
    expect(readLocalDraft('u1', KEY)?.synced).toBe(true);
  });

  it('offline: says so, keeps the copy, and sends it when the connection returns', async () => {
    save.mockRejectedValueOnce(networkDown()).mockResolvedValue(undefined);
    const { hook, type, settle } = renderAutosave();
    type('B7');
    await settle();
    expect(hook.result.current.autosave.state).toEqual({ kind: 'offline' });
    expect(readLocalDraft('u1', KEY)).toMatchObject({ answers: { document_number: 'B7' }, synced: false });

    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(save).toHaveBeenCalledTimes(2);
    expect(hook.result.current.autosave.state).toEqual({ kind: 'saved' });
    expect(readLocalDraft('u1', KEY)?.synced).toBe(true);
  });

  it('sends at once what an earlier visit left unsent', async () => {
    save.mockResolvedValue(undefined);
    writeLocalDraft('u1', KEY, { answers: { document_number: 'LEFT' }, changed_at: 5, synced: false });
    renderAutosave(true);
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(save).toHaveBeenCalledWith(KEY, { document_number: 'LEFT' });
  });

  it('keeps refused answers on the device and says why, without sending the same answers again', async () => {
    save.mockRejectedValue(new ApiError({ statusCode: 422, error: 'Unprocessable Entity', message: 'The given data was invalid.' }));
    const { hook, type, settle } = renderAutosave();
    type('D4');
    await settle();
    expect(hook.result.current.autosave.state).toEqual({ kind: 'refused', message: 'The given data was invalid.' });
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(save).toHaveBeenCalledTimes(1);
    expect(readLocalDraft('u1', KEY)).toMatchObject({ answers: { document_number: 'D4' }, synced: false });
  });

  it('keeps the signature on the device only: written with the answers, never sent with the draft', async () => {
    save.mockResolvedValue(undefined);
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const { hook, type, settle } = renderAutosave();
    type('E5');
    await settle();
    act(() => hook.result.current.form.setValue('signature', { full_name: 'Ada', image: png }));
    expect(readLocalDraft('u1', KEY)).toMatchObject({ answers: { document_number: 'E5' }, synced: true, signature: { full_name: 'Ada', image: png } });
    await settle();
    expect(save).toHaveBeenCalledTimes(1);
    type('E6');
    expect(readLocalDraft('u1', KEY)).toMatchObject({ answers: { document_number: 'E6' }, synced: false, signature: { full_name: 'Ada', image: png } });
    await settle();
    expect(save).toHaveBeenLastCalledWith(KEY, { document_number: 'E6' });
  });

  it('tells the form when the server says it is already submitted (409)', async () => {
    save.mockRejectedValue(new ApiError({ statusCode: 409, error: 'Conflict', message: 'This form has been submitted.' }));
    const { type, settle, onLocked } = renderAutosave();
    type('C3');
    await settle();
    expect(onLocked).toHaveBeenCalledTimes(1);
  });
});
