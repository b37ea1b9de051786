import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@portal/contract';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { mfaRepository } from './repository.js';

/** Capital letters and digits without the look-alikes 0/O, 1/I/L: easy to copy from paper. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const HALF = 5;

function newCode(): string {
  const chars = Array.from({ length: HALF * 2 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, HALF).join('')}-${chars.slice(HALF).join('')}`;
}

/** The form a code is compared in: capitals, no dash, so 'abcde12345' and 'ABCDE-12345' are the same code. */
const normalise = (code: string) => code.toUpperCase().replace('-', '');

const hashOf = (ctx: AppContext, userId: string, code: string) => ctx.secrets.mac(`recovery:${userId}:${normalise(code)}`);

/** A new set of codes replaces the old one; the codes are returned once, to be shown, and kept only as keyed hashes. */
export async function issueRecoveryCodes(ctx: AppContext, db: Executor, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await mfaRepository.replaceRecoveryCodes(db, userId, codes.map((code) => hashOf(ctx, userId, code)));
  return codes;
}

/** Uses up a recovery code; false when it is not one of the user's unused codes. */
export function useRecoveryCode(ctx: AppContext, db: Executor, userId: string, code: string): Promise<boolean> {
  return mfaRepository.useRecoveryCode(db, userId, hashOf(ctx, userId, code));
}
