import { TOKEN_STORAGE_KEY, type TMeResponse } from '@portal/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { HttpError } from '@/lib/http-error';
import { queryClient } from '@/lib/query-client';
import { ME_QUERY_KEY } from '@/lib/session';
import { runGuards, type GuardStep } from './run-guards';

const context = (url: string) => ({ request: new Request(`http://localhost${url}`), params: {} });

function signInAs(permissions: string[]) {
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
  beforeEach(async () => {
    localStorage.clear();
    queryClient.clear();
    await i18n.changeLanguage('en');
  });

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

  it('lets the route load when every step passes', async () => {
    signInAs(['dashboard.view']);
    await expect(runGuards(['i18n', 'auth', { permission: 'dashboard.view' }], context('/admin'))).resolves.toBeUndefined();
  });
});
