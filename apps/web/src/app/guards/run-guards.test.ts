import { TOKEN_STORAGE_KEY, type TMeResponse } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { HttpError } from '@/lib/http-error';
import { queryClient } from '@/lib/query-client';
import { ME_QUERY_KEY } from '@/lib/session';
import { runGuards, type GuardStep } from './run-guards';

const context = (url: string) => ({ request: new Request(`http://localhost${url}`), params: {} });

function signInAs(permissions: string[], scope: TMeResponse['scope'] = 'full') {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
  const session: TMeResponse = {
    user: {
      id: 'u1',
      name: 'Asha',
      email: 'asha@example.com',
      phone: null,
      email_verified_at: null,
      phone_verified_at: null,
      created_at: '2025-01-01T00:00:00Z',
    },
    roles: ['candidate'],
    permissions,
    scope,
    mfa: { required: scope === 'mfa_enrolment', enrolled: scope === 'full' },
  };
  queryClient.setQueryData(ME_QUERY_KEY, session);
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('runGuards', () => {

  it('throws 500 "Unknown middleware x" for an unknown step', async () => {
    const error = await caught(runGuards(['x' as GuardStep], context('/')));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 500, message: 'Unknown middleware x' });
  });

  it('runs steps in order: the language applies before the failing step', async () => {
    const error = await caught(runGuards(['i18n', 'x' as GuardStep], context('/?ebdlang=bn')));
    expect(i18n.language).toBe('bn');
    expect(error).toMatchObject({ statusCode: 500, message: 'অজানা মিডলওয়্যার x' });
  });

  it('sends a visitor without a token to the login page with the path to come back to', async () => {
    const response = await caught(runGuards(['i18n', 'auth'], context('/admin?tab=2')));
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).headers.get('Location')).toBe('/login?redirect=%2Fadmin%3Ftab%3D2');
  });

  it('sends an unverified user to the verification screen', async () => {
    signInAs([]);
    const response = await caught(runGuards(['auth', 'verified'], context('/')));
    expect((response as Response).headers.get('Location')).toBe('/verify');
  });

  it('throws 403 when the user lacks the permission', async () => {
    signInAs(['users.view']);
    const error = await caught(runGuards(['auth', { permission: 'dashboard.view' }], context('/admin')));
    expect(error).toMatchObject({ statusCode: 403, message: 'You do not have permission to do this' });
  });

  it('sends someone already signed in away from the sign-in screen: where they were sent, else home', async () => {
    signInAs([]);
    const home = await caught(runGuards(['i18n', 'guest'], context('/login')));
    expect((home as Response).headers.get('Location')).toBe('/');
    const asked = await caught(runGuards(['i18n', 'guest'], context('/login?redirect=%2Fcompliance')));
    expect((asked as Response).headers.get('Location')).toBe('/compliance');
    const offsite = await caught(runGuards(['i18n', 'guest'], context('/login?redirect=%2F%2Fevil.example')));
    expect((offsite as Response).headers.get('Location')).toBe('/');
  });

  it('lets a visitor open the sign-in screen', async () => {
    await expect(runGuards(['i18n', 'guest'], context('/login'))).resolves.toBeUndefined();
  });

  it('lets the route load when every step passes', async () => {
    signInAs(['dashboard.view']);
    await expect(runGuards(['i18n', 'auth', { permission: 'dashboard.view' }], context('/admin'))).resolves.toBeUndefined();
  });
});

describe('a session that must set up a second factor', () => {

  const location = (response: unknown) => (response as Response).headers.get('Location');

  it('is sent from any signed-in screen to the security screen, remembering where it was going', async () => {
    signInAs(['dashboard.view'], 'mfa_enrolment');
    expect(location(await caught(runGuards(['i18n', 'auth'], context('/user/profile'))))).toBe('/user/security?redirect=%2Fuser%2Fprofile');
    expect(location(await caught(runGuards(['auth', { permission: 'dashboard.view' }], context('/admin?tab=2'))))).toBe(
      '/user/security?redirect=%2Fadmin%3Ftab%3D2',
    );
    expect(location(await caught(runGuards(['auth', 'verified'], context('/verify'))))).toBe('/user/security?redirect=%2Fverify');
  });

  it('is sent there from public screens too, without a redirect back to home', async () => {
    signInAs([], 'mfa_enrolment');
    expect(location(await caught(runGuards(['i18n', 'enrolled'], context('/'))))).toBe('/user/security');
    expect(location(await caught(runGuards(['i18n', 'enrolled'], context('/contact'))))).toBe('/user/security?redirect=%2Fcontact');
  });

  it('may open the security screens themselves', async () => {
    signInAs([], 'mfa_enrolment');
    await expect(runGuards(['i18n', 'enrolled', 'auth'], context('/user/security?redirect=%2Fadmin'))).resolves.toBeUndefined();
    await expect(runGuards(['enrolled', 'auth'], context('/user/security/authenticator'))).resolves.toBeUndefined();
    await expect(runGuards(['enrolled', 'auth'], context('/user/security/recovery-codes'))).resolves.toBeUndefined();
  });

  it('does not catch look-alike paths, full sessions or visitors', async () => {
    signInAs([], 'mfa_enrolment');
    expect(location(await caught(runGuards(['auth'], context('/user/securityx'))))).toBe('/user/security?redirect=%2Fuser%2Fsecurityx');
    signInAs([], 'full');
    await expect(runGuards(['enrolled', 'auth'], context('/user/profile'))).resolves.toBeUndefined();
    localStorage.clear();
    queryClient.clear();
    await expect(runGuards(['i18n', 'enrolled'], context('/contact'))).resolves.toBeUndefined();
  });
});
