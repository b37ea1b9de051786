import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { nextAddress } from './app.js';

interface Enrolment {
  secret: string;
  recoveryCodes: string[];
  /** The last 30-second step a code was sent for: the server takes each step's code once. */
  lastStep: number;
}

/**
 * Authenticator secrets this test run enrolled, per database and login: two applications on one
 * PostgreSQL database (two instances) share their users' factors, as they would in production.
 */
const enrolmentsByApp = new WeakMap<FastifyInstance, Map<string, Enrolment>>();
const enrolmentsByDatabase = new Map<string, Map<string, Enrolment>>();

const currentStep = () => Math.floor(Date.now() / 30_000);

/** Called by createTestApp: applications on the same database server and database see the same enrolments. */
export function shareEnrolments(app: FastifyInstance, databaseUrl: string | undefined): void {
  if (!databaseUrl) return;
  let map = enrolmentsByDatabase.get(databaseUrl);
  if (!map) enrolmentsByDatabase.set(databaseUrl, (map = new Map()));
  enrolmentsByApp.set(app, map);
}

function enrolmentsOf(app: FastifyInstance): Map<string, Enrolment> {
  let map = enrolmentsByApp.get(app);
  if (!map) enrolmentsByApp.set(app, (map = new Map()));
  return map;
}

/** The secret enrolled for `login` by enrolAuthenticator (for tests that compute their own codes). */
export function enrolmentOf(app: FastifyInstance, login: string): Enrolment | undefined {
  return enrolmentsOf(app).get(login.toLowerCase());
}

function call(app: FastifyInstance, method: 'POST' | 'GET', url: string, token?: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    remoteAddress: nextAddress(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Remembers an app a test enrolled by hand, so later sign-ins through signIn can answer with it. */
export function rememberEnrolment(app: FastifyInstance, login: string, secret: string, recoveryCodes: string[]): void {
  enrolmentsOf(app).set(login.toLowerCase(), { secret, recoveryCodes: [...recoveryCodes], lastStep: currentStep() });
}

/** Enrols an authenticator app for the session's user through the API, as the enrolment screen does. */
export async function enrolAuthenticator(app: FastifyInstance, login: string, token: string): Promise<Enrolment> {
  const setup = await call(app, 'POST', '/api/v1/account/mfa/totp', token);
  if (setup.statusCode !== 201) throw new Error(`authenticator setup failed: ${setup.statusCode} ${setup.body}`);
  const { secret } = setup.json() as { secret: string };
  const confirmed = await call(app, 'POST', '/api/v1/account/mfa/totp/confirm', token, { code: await generate({ secret }) });
  if (confirmed.statusCode !== 200) throw new Error(`authenticator confirmation failed: ${confirmed.statusCode} ${confirmed.body}`);
  const enrolment = { secret, recoveryCodes: (confirmed.json() as { recovery_codes: string[] | null }).recovery_codes ?? [], lastStep: currentStep() };
  enrolmentsOf(app).set(login.toLowerCase(), enrolment);
  return enrolment;
}

/** A proof for a sign-in challenge: this step's code once, then recovery codes until the next step. */
export async function nextProof(enrolment: Enrolment): Promise<{ method: 'totp' | 'recovery_code'; code: string }> {
  const step = currentStep();
  if (enrolment.lastStep < step) {
    enrolment.lastStep = step;
    return { method: 'totp', code: await generate({ secret: enrolment.secret }) };
  }
  const code = enrolment.recoveryCodes.pop();
  if (!code) throw new Error('no recovery codes left for a second sign-in within 30 seconds');
  return { method: 'recovery_code', code };
}

/**
 * Signs in through the real endpoints like a person with an authenticator app: answers the second-factor
 * challenge, or enrols an app first when the account's role requires one. Returns a full session's token.
 */
export async function signIn(app: FastifyInstance, login: string, password: string): Promise<string> {
  const res = await call(app, 'POST', '/api/v1/login', undefined, { login, password });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { access_token?: string; scope?: string; mfa_required?: boolean; challenge?: string };
  if (body.mfa_required) {
    const enrolment = enrolmentOf(app, login);
    if (!enrolment) throw new Error(`${login} has a second factor this test run did not enrol`);
    const answer = await call(app, 'POST', '/api/v1/login/mfa', undefined, { challenge: body.challenge, ...(await nextProof(enrolment)) });
    if (answer.statusCode !== 200) throw new Error(`second factor refused: ${answer.statusCode} ${answer.body}`);
    return (answer.json() as { access_token: string }).access_token;
  }
  if (!body.access_token) throw new Error(`login answered without a token: ${res.body}`);
  if (body.scope === 'mfa_enrolment') await enrolAuthenticator(app, login, body.access_token);
  return body.access_token;
}
