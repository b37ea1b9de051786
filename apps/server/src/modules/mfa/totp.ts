import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { TTotpSetupResponse } from '@portal/contract';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { AppError, invalid } from '../../lib/errors.js';
import type { UserRow } from '../users/repository.js';
import { mfaRepository } from './repository.js';

const ISSUER = 'Compliance Portal';
/** One 30-second step either side, for phone clocks a little out. */
const CLOCK_TOLERANCE_SECONDS = 30;

/** Starts enrolling an authenticator app: a new secret, kept encrypted until a code from the app confirms it. */
export async function startTotpEnrolment(ctx: AppContext, user: UserRow): Promise<TTotpSetupResponse> {
  const secret = generateSecret();
  if (!(await mfaRepository.startTotp(ctx.db, user.id, ctx.secrets.seal(secret)))) {
    throw new AppError('conflict', 'security.totp_already_enabled');
  }
  const otpauthUrl = generateURI({ issuer: ISSUER, label: user.email, secret });
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { secret, otpauth_url: otpauthUrl, qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * Checks a code from the user's app and records its time step, so the same code never works twice
 * (replayed, or sent twice at once). `enrolling`: the code confirms a pending enrolment instead.
 * False for a wrong, reused or out-of-window code.
 */
export async function acceptTotpCode(ctx: AppContext, db: Executor, userId: string, code: string, enrolling: boolean): Promise<boolean> {
  const row = await mfaRepository.findTotp(db, userId);
  if (!row || (row.confirmed_at === null) !== enrolling) return false;
  const result = await verify({
    secret: ctx.secrets.open(row.secret_encrypted),
    token: code,
    epochTolerance: CLOCK_TOLERANCE_SECONDS,
    ...(row.last_time_step === null ? {} : { afterTimeStep: row.last_time_step }),
  });
  if (!result.valid || !('timeStep' in result)) return false;
  return mfaRepository.acceptTimeStep(db, userId, result.timeStep, enrolling);
}

/** 422 on `code` unless the enrolment was started and the code confirms it. */
export async function confirmTotpEnrolment(ctx: AppContext, db: Executor, userId: string, code: string): Promise<void> {
  const row = await mfaRepository.findTotp(db, userId);
  if (!row) throw invalid({ code: 'security.totp_not_started' });
  if (row.confirmed_at) throw new AppError('conflict', 'security.totp_already_enabled');
  if (!(await acceptTotpCode(ctx, db, userId, code, true))) throw invalid({ code: 'security.code_incorrect' });
}
