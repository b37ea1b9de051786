import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { generate } from 'otplib';
import { E2E_ADMIN } from './env';
import { expect, submitSignIn } from './fixtures';

/**
 * The e2e super-admin's authenticator app, enrolled by global setup (staff roles require a second factor).
 * Every worker signs in as that admin, and the portal takes each 30-second step's code once per account,
 * so the workers share a ledger file: a sign-in takes the current step if nobody has, else a recovery
 * code, else waits for the next step. A lock file keeps two workers from taking the same one.
 */
interface Ledger {
  secret: string;
  recoveryCodes: string[];
  lastStep: number;
}

export interface StaffProof {
  method: 'totp' | 'recovery_code';
  code: string;
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

/** The next proof of the admin's second factor nobody has used yet. */
export function nextAdminProof(): Promise<StaffProof> {
  const file = ledgerPath();
  return withLock(file, async () => {
    const ledger = JSON.parse(fs.readFileSync(file, 'utf8')) as Ledger;
    let step = Math.floor(Date.now() / 30_000);
    if (ledger.lastStep >= step) {
      const recovery = ledger.recoveryCodes.pop();
      if (recovery) {
        writeLedger(file, ledger);
        return { method: 'recovery_code', code: recovery };
      }
      await new Promise((r) => setTimeout(r, (ledger.lastStep + 1) * 30_000 - Date.now() + 100));
      step = Math.floor(Date.now() / 30_000);
    }
    writeLedger(file, { ...ledger, lastStep: step });
    return { method: 'totp', code: await generate({ secret: ledger.secret, epoch: step * 30 }) };
  });
}

/** A full session token for the e2e admin through the API, second factor included. */
export async function adminApiToken(request: APIRequestContext): Promise<string> {
  const first = await request.post('/api/v1/login', { data: { login: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  expect(first.status(), await first.text()).toBe(200);
  const { challenge } = (await first.json()) as { challenge: string };
  const second = await request.post('/api/v1/login/mfa', { data: { challenge, ...(await nextAdminProof()) } });
  expect(second.status(), await second.text()).toBe(200);
  return ((await second.json()) as { access_token: string }).access_token;
}

/** Signs the e2e admin in through the sign-in form and its second step, as a person with an authenticator app would. */
export async function signInAdmin(page: Page): Promise<void> {
  await submitSignIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await answerSecondStep(page, await nextAdminProof());
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
