import { ZAuthResponse } from '@portal/contract';
import { z } from 'zod';
import { apiTarget } from '@/lib/api-client';

/**
 * POST /media-manager/session: the sign-in answer the server gives when the single-use cookie set by the
 * legacy /api/v1/elfinder/tinymce?token=… link is exchanged, always for a media-only session.
 */
const ZMediaManagerSession = ZAuthResponse.extend({ scope: z.literal('media') });

export const MEDIA_MANAGER_PATH = '/admin/media-manager';

/** Whether a URL path is the media manager, which the admin layout lets through without a sign-in. */
export const isMediaManagerPath = (pathname: string) => /^\/admin\/media-manager\/?$/.test(pathname);

/** What the media manager screen receives from its loader: the library-only token when it was opened from a legacy link. */
export interface MediaManagerLoaderData {
  mediaToken: string | null;
}

/** Seconds taken off the lifetime so a call is never sent with a token about to lapse. */
const EXPIRY_MARGIN_SECONDS = 10;

/**
 * Held in memory only, and used only by the media manager screen: it is a credential for the media
 * library, not a sign-in, so it never goes to storage where the rest of the app would take it for one.
 */
let held: { token: string; expiresAt: number } | null = null;

export function heldMediaToken(): string | null {
  if (held && held.expiresAt > Date.now()) return held.token;
  held = null;
  return null;
}

export function forgetMediaToken(): void {
  held = null;
}

/**
 * The media-only credential: the one held, or a new one from the cookie (sent only to its own path, which
 * is why this call includes credentials). null when there is no cookie or it was already used.
 */
export async function obtainMediaToken(): Promise<string | null> {
  const current = heldMediaToken();
  if (current) return current;
  const { url, headers } = apiTarget('/media-manager/session');
  headers.delete('Authorization');
  try {
    const response = await fetch(url, { method: 'POST', headers, credentials: 'include' });
    if (!response.ok) return null;
    const session = ZMediaManagerSession.parse(await response.json());
    held = { token: session.access_token, expiresAt: Date.now() + (session.expires_in - EXPIRY_MARGIN_SECONDS) * 1000 };
    return session.access_token;
  } catch {
    return null;
  }
}
