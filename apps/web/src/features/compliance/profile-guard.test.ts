import { TOKEN_STORAGE_KEY, type TMeResponse } from '@portal/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { ME_QUERY_KEY } from '@/lib/session';
import { CANDIDATE_SESSION, OFFICER_SESSION } from '@/test/sessions';
import { requireComplianceProfile } from './profile-guard';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const profile = (updatedAt: string | null) => ({
  roles: updatedAt ? ['teacher'] : [],
  settings: updatedAt ? ['school'] : [],
  management: false,
  drives_for_work: false,
  lived_overseas: false,
  conditional_offer: false,
  updated_at: updatedAt,
});
const checklist = { data: [], progress: { done: 0, total: 0 } };

/** The API, with the profile's answer held back until `answerProfile` is called. */
function fakeApi(profileUpdatedAt: string | null) {
  const asked: string[] = [];
  let answerProfile!: () => void;
  const profileHeld = new Promise<void>((resolve) => (answerProfile = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = String(url).replace(/^.*\/api\/v1/, '');
      asked.push(path);
      if (path === '/compliance/profile') return profileHeld.then(() => json(profile(profileUpdatedAt)));
      if (path === '/compliance') return json(checklist);
      return new Response(null, { status: 404 });
    }),
  );
  return { asked, answerProfile };
}

function signIn(session: TMeResponse) {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
  queryClient.setQueryData(ME_QUERY_KEY, session);
}

describe('the profile step of the candidate’s landing screens', () => {
  beforeEach(() => queryClient.setQueryData(ME_QUERY_KEY, null));

  it('asks for the checklist beside the profile, not after it, and keeps it for the screen', async () => {
    signIn(CANDIDATE_SESSION);
    const api = fakeApi('2026-11-20T10:00:00Z');
    const guarded = requireComplianceProfile();
    await vi.waitFor(() => expect(api.asked).toContain('/compliance'));
    expect(api.asked).toContain('/compliance/profile');
    api.answerProfile();
    await expect(guarded).resolves.toBeUndefined();
    await vi.waitFor(() => expect(queryClient.getQueryData(['compliance', 'checklist', 'en'])).toEqual(checklist));
  });

  it('still sends a candidate without a work profile to say what work they want', async () => {
    signIn(CANDIDATE_SESSION);
    const api = fakeApi(null);
    const guarded = requireComplianceProfile().then(
      () => null,
      (thrown: unknown) => thrown,
    );
    api.answerProfile();
    const redirect = await guarded;
    expect(redirect).toBeInstanceOf(Response);
    expect((redirect as Response).headers.get('Location')).toBe('/compliance/profile');
  });

  it('asks staff and visitors for nothing', async () => {
    signIn(OFFICER_SESSION);
    const api = fakeApi('2026-11-20T10:00:00Z');
    await expect(requireComplianceProfile()).resolves.toBeUndefined();
    localStorage.clear();
    queryClient.setQueryData(ME_QUERY_KEY, null);
    await expect(requireComplianceProfile()).resolves.toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.asked).toEqual([]);
  });
});
