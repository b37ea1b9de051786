import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { codeFor, timeStep } from './authenticator';
import { expect, submitSignIn } from './fixtures';

/**
 * The e2e super-admins (staff roles require a second factor), enrolled by global setup with an authenticator app
 * each: the seeded one and a few more, so that the tests' thirty-odd staff sign-ins do not wait for a code. The portal
 * takes each 30-second step's code once per account, so the workers share a ledger file: a sign-in takes the account
 * least recently given out among those with this step's code unused, else a recovery code, else waits. A lock file
 * keeps two workers from taking the same one.
 */
export interface StaffAccount {
  email: string;
  password: string;
  secret: string;
  recoveryCodes: string[];
  lastStep: number;
  /** When a sign-in was last given this account (ms). */
  takenAt: number;
}

interface Ledger {
  accounts: StaffAccount[];
}

export interface StaffProof {
  method: 'totp' | 'recovery_code';
  code: string;
}

export interface StaffSignIn {
  email: string;
  password: string;
  proof: StaffProof;
}

function ledgerPath(): string {
  const file = process.env.E2E_STAFF_LEDGER;
  if (!file) throw new Error('E2E_STAFF_LEDGER is not set (global setup sets it)');
  return file;
}

export function writeLedger(file: string, ledger: Ledger): void {
  fs.writeFileSync(file, JSON.stringify(ledger));
}

async function withLock<T>(file: string, work: () => Promise<T>): Promise<T> {
  const lock = `${file}.lock`;
  for (;;) {
    try {
      fs.closeSync(fs.openSync(lock, 'wx'));
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/**
 * Long enough for a sign-in to send the code it was given: an account's next code is handed out only after that, as
 * the portal refuses a code of a step before the last it took (a later code sent first would spoil an earlier one).
 */
const SIGN_IN_MS = 15_000;

/** An e2e super-admin and a proof of their second factor that nobody has used yet. */
export function nextAdminSignIn(): Promise<StaffSignIn> {
  const file = ledgerPath();
  return withLock(file, async () => {
    for (;;) {
      const ledger = JSON.parse(fs.readFileSync(file, 'utf8')) as Ledger;
      const take = (account: StaffAccount, proof: StaffProof): StaffSignIn => {
        account.takenAt = Date.now();
        writeLedger(file, ledger);
        return { email: account.email, password: account.password, proof };
      };
      const now = timeStep();
      const idle = ledger.accounts
        .filter((account) => account.lastStep < now && account.takenAt < Date.now() - SIGN_IN_MS)
        .sort((a, b) => a.takenAt - b.takenAt)[0];
      if (idle) {
        idle.lastStep = now;
        return take(idle, { method: 'totp', code: await codeFor(idle.secret, now) });
      }
      const withCodes = ledger.accounts.find((account) => account.recoveryCodes.length > 0);
      const recovery = withCodes?.recoveryCodes.pop();
      if (withCodes && recovery) return take(withCodes, { method: 'recovery_code', code: recovery });
      await new Promise((r) => setTimeout(r, 1_000));
    }
  });
}

/** A full session token for an e2e super-admin through the API, second factor included. */
export async function adminApiToken(request: APIRequestContext): Promise<string> {
  const { email, password, proof } = await nextAdminSignIn();
  const first = await request.post('/api/v1/login', { data: { login: email, password } });
  expect(first.status(), await first.text()).toBe(200);
  const { challenge } = (await first.json()) as { challenge: string };
  const second = await request.post('/api/v1/login/mfa', { data: { challenge, ...proof } });
  expect(second.status(), await second.text()).toBe(200);
  return ((await second.json()) as { access_token: string }).access_token;
}

/** Signs an e2e super-admin in through the sign-in form and its second step, as a person with an authenticator app would. */
export async function signInAdmin(page: Page): Promise<void> {
  const { email, password, proof } = await nextAdminSignIn();
  await submitSignIn(page, email, password);
  await answerSecondStep(page, proof);
}

/** Answers the sign-in form's second step with an authenticator code or a recovery code. */
export async function answerSecondStep(page: Page, proof: StaffProof): Promise<void> {
  if (proof.method === 'recovery_code') {
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(proof.code);
  } else {
    await page.getByLabel('6-digit code').fill(proof.code);
  }
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}
