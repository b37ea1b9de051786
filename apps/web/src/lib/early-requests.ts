import { LANGUAGE_PARAM, TOKEN_STORAGE_KEY } from '@portal/contract/constants';
import { latestNewsPath, pageListPath } from '@/features/content/paths';
import { readStorage, removeStorage, writeStorage } from './storage';

/*
 * The entry (main.tsx) asks for what a landing screen will need while the app's code is still on its way, instead of
 * once the route guards run or the screen has drawn: on a phone that is several round trips less before the candidate
 * sees their checklist, or anyone the home page's news. The API client takes an answer from here instead of asking
 * again (takeEarlyResponse), once, only for the same credential and language and only soon after it was asked. Nothing
 * here imports the framework, so the entry sends these before the framework's chunk has arrived.
 */

export const API_BASE = `${import.meta.env.VITE_API_BASE_URL ?? ''}/api/v1`;

/** The headers every API call carries: JSON, the language, and the bearer token when there is one. */
export function apiHeaders(token: string | null, language: string, hasBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json', [LANGUAGE_PARAM]: language });
  if (hasBody) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/** Set while this browser's signed-in home is a candidate's checklist (the 'profile' guard keeps it). */
const CHECKLIST_HOME_KEY = 'portal.checklist_home';

/** The screens that show the checklist when it is the person's home (app/routes/public.ts). */
const CHECKLIST_SCREENS = new Set(['/', '/compliance']);

/** Past this, an answer asked for early is not used: the screen asks afresh. */
const USABLE_FOR_MS = 15_000;

interface EarlyRequest {
  token: string | null;
  language: string;
  sentAt: number;
  response: Promise<Response>;
}

const sent = new Map<string, EarlyRequest>();

/** Whether the screen at `pathname` is this browser's signed-in candidate's checklist (as far as the last start knew). */
export function isChecklistHome(pathname: string): boolean {
  return CHECKLIST_SCREENS.has(pathname) && readStorage(TOKEN_STORAGE_KEY) !== null && readStorage(CHECKLIST_HOME_KEY) !== null;
}

/**
 * Sends the session's request (GET /me), on a candidate's home the work profile's and the checklist's, and on the home
 * page the latest news and the published pages it lists (public: asked for with the session when there is one, as the
 * API client would).
 */
export function sendEarlyRequests(pathname: string, language: string): void {
  const token = readStorage(TOKEN_STORAGE_KEY);
  const paths: string[] = [];
  if (token) paths.push('/me');
  if (isChecklistHome(pathname)) paths.push('/compliance/profile', '/compliance');
  if (pathname === '/') paths.push(latestNewsPath(), pageListPath(1));
  for (const path of paths) {
    const response = fetch(API_BASE + path, { headers: apiHeaders(token, language, false), credentials: 'same-origin' });
    // Whoever takes it sees the failure; one nobody takes must not be reported as unhandled.
    response.catch(() => undefined);
    sent.set(path, { token, language, sentAt: Date.now(), response });
  }
}

/** The answer to a GET of `path` asked for early with this token and language, once; otherwise null. */
export function takeEarlyResponse(path: string, token: string | null, language: string): Promise<Response> | null {
  const early = sent.get(path);
  if (!early) return null;
  sent.delete(path);
  const usable = early.token === token && early.language === language && Date.now() - early.sentAt <= USABLE_FOR_MS;
  return usable ? early.response : null;
}

/** Remembers whether this browser's signed-in home is the checklist, for the next start. */
export function rememberChecklistHome(checklistHome: boolean): void {
  if (checklistHome) writeStorage(CHECKLIST_HOME_KEY, '1');
  else removeStorage(CHECKLIST_HOME_KEY);
}
