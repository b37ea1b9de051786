import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { MFA_CHALLENGE_SECONDS, PASSKEYS_MAX } from '@portal/contract';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import type { MfaChallengePurpose } from '../../db/schema/index.js';
import { invalid, invalidField } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { mfaRepository, type PasskeyRow } from './repository.js';

const RP_NAME = 'Compliance Portal';

/** Where passkeys are bound: the portal's public address (APP_URL) and its host name, or WEBAUTHN_RP_ID. */
function relyingParty(ctx: AppContext) {
  return { rpID: ctx.config.webauthnRpId, origin: new URL(ctx.config.appUrl).origin };
}

const passkeyFailed = () => invalid({ credential: 'security.passkey_failed' });

/** Keeps the WebAuthn challenge a passkey must sign, for this session and purpose, for a few minutes. */
export async function keepSessionChallenge(ctx: AppContext, actor: Actor, purpose: MfaChallengePurpose, challenge: string): Promise<void> {
  await mfaRepository.createChallenge(ctx.db, {
    user_id: actor.user.id,
    purpose,
    access_token_id: actor.session.id,
    webauthn_challenge: challenge,
    expires_at: new Date(Date.now() + MFA_CHALLENGE_SECONDS * 1000),
  });
}

/** Options for navigator.credentials.create(); the challenge is kept for this session for a few minutes. */
export async function passkeyRegistrationOptions(ctx: AppContext, actor: Actor) {
  const existing = await mfaRepository.listPasskeys(ctx.db, actor.user.id);
  if (existing.length >= PASSKEYS_MAX) {
    throw invalidField('credential', 'security.passkey_limit', { max: PASSKEYS_MAX });
  }
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingParty(ctx).rpID,
    userName: actor.user.email,
    userDisplayName: actor.user.name,
    userID: new TextEncoder().encode(actor.user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credential_id, transports: p.transports as AuthenticatorTransport[] })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await keepSessionChallenge(ctx, actor, 'passkey_registration', options.challenge);
  return { ...options };
}

/** Checks the browser's answer against this session's registration challenge and stores the passkey. */
export async function registerPasskey(
  ctx: AppContext,
  db: Executor,
  actor: Actor,
  name: string,
  credential: RegistrationResponseJSON,
): Promise<PasskeyRow> {
  const challenge = await mfaRepository.findSessionChallenge(db, actor.session.id, 'passkey_registration');
  if (!challenge?.webauthn_challenge) throw passkeyFailed();
  const { rpID, origin } = relyingParty(ctx);
  const verification = await verifyRegistrationResponse({
    response: credential,
    expectedChallenge: challenge.webauthn_challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!verification?.verified) throw passkeyFailed();
  if (!(await mfaRepository.consumeChallenge(db, challenge.id))) throw passkeyFailed();
  const info = verification.registrationInfo;
  return mfaRepository.insertPasskey(
    db,
    {
      user_id: actor.user.id,
      credential_id: info.credential.id,
      public_key: Buffer.from(info.credential.publicKey).toString('base64url'),
      counter: info.credential.counter,
      transports: info.credential.transports ?? [],
      name,
      backed_up: info.credentialBackedUp,
    },
    passkeyFailed,
  );
}

/** Options for navigator.credentials.get() naming the user's passkeys; null when they have none. */
export async function passkeyAuthenticationOptions(ctx: AppContext, db: Executor, userId: string) {
  const list = await mfaRepository.listPasskeys(db, userId);
  if (list.length === 0) return null;
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(ctx).rpID,
    allowCredentials: list.map((p) => ({ id: p.credential_id, transports: p.transports as AuthenticatorTransport[] })),
    userVerification: 'preferred',
  });
  // Spread into a plain object: the API answers it as a JSON record, which a named interface does not satisfy.
  return { ...options };
}

/** Whether the assertion was made by one of the user's passkeys over `expectedChallenge`; records its use. */
export async function acceptPasskeyAssertion(
  ctx: AppContext,
  db: Executor,
  userId: string,
  expectedChallenge: string,
  credential: AuthenticationResponseJSON,
): Promise<boolean> {
  const row = await mfaRepository.findPasskeyByCredential(db, userId, credential.id);
  if (!row) return false;
  const { rpID, origin } = relyingParty(ctx);
  const verification = await verifyAuthenticationResponse({
    response: credential,
    expectedChallenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: row.credential_id,
      publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')),
      counter: row.counter,
      transports: row.transports as AuthenticatorTransport[],
    },
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!verification?.verified) return false;
  return mfaRepository.recordPasskeyUse(db, row.id, row.counter, verification.authenticationInfo.newCounter);
}
