import { NEWS_TAGS_MAX, ZContactRequest, ZLoginRequest, ZNewsRequest, ZNewsTagRequest } from '@portal/contract';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { ApiError } from '@/lib/http-error';
import { useApiForm } from './use-api-form';

const filledContact = { name: 'Asha', email: 'asha@example.com', subject: 'Hello', message: 'Hi' };

describe('useApiForm', () => {
  it('translates schema message keys, with the field limit where the message needs it', async () => {
    const { result } = renderHook(() => useApiForm(ZContactRequest, { ...filledContact, name: 'x'.repeat(101), email: '' }));
    await act(() => result.current.onSubmit(async () => {})());
    expect(result.current.fieldError('email')).toBe('Email is required');
    expect(result.current.fieldError('name')).toBe('Must be at most 100 characters');
  });

  it('puts API field messages on their fields and others in the form alert', async () => {
    const { result } = renderHook(() => useApiForm(ZLoginRequest, { login: 'asha@example.com', password: 'secret' }));
    await act(() =>
      result.current.onSubmit(async () => {
        throw new ApiError({ statusCode: 422, error: 'Unprocessable Entity', message: 'Invalid', errors: { login: ['Server says no'] } });
      })(),
    );
    expect(result.current.fieldError('login')).toBe('Server says no');
    expect(result.current.formError).toBeNull();

    await act(() =>
      result.current.onSubmit(async () => {
        throw new ApiError({ statusCode: 401, error: 'Unauthorized', message: 'Invalid login credentials' });
      })(),
    );
    expect(result.current.formError).toBe('Invalid login credentials');
  });

  it('handles nested fields (a translated name): their limits and the API messages named with dots', async () => {
    const { result } = renderHook(() => useApiForm(ZNewsTagRequest, { name: { en: 'x'.repeat(61), bn: '' }, slug: 'exams' }));
    await act(() => result.current.onSubmit(async () => {})());
    expect(result.current.fieldError('name.en')).toBe('Must be at most 60 characters');

    const { result: sent } = renderHook(() => useApiForm(ZNewsTagRequest, { name: { en: 'Exams', bn: '' }, slug: 'exams' }));
    await act(() =>
      sent.current.onSubmit(async () => {
        throw new ApiError({ statusCode: 422, error: 'Unprocessable Entity', message: 'Invalid', errors: { 'name.bn': ['Too long'] } });
      })(),
    );
    expect(sent.current.fieldError('name.bn')).toBe('Too long');
    expect(sent.current.formError).toBeNull();
  });

  it("fills in an array's limit, in the language's digits", async () => {
    const tagIds = Array.from({ length: NEWS_TAGS_MAX + 1 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
    const { result } = renderHook(() => useApiForm(ZNewsRequest, { tag_ids: tagIds }));
    await act(() => result.current.onSubmit(async () => {})());
    expect(result.current.fieldError('tag_ids')).toBe(`Choose at most ${NEWS_TAGS_MAX} tags`);

    await act(() => i18n.changeLanguage('bn'));
    expect(result.current.fieldError('tag_ids')).toBe('সর্বোচ্চ ২০টি ট্যাগ বেছে নিন');
  });
});
