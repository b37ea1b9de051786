import fs from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { E2E_MAIL_PORT } from './env';

// axe-core, injected once per loaded document and run directly:
// @axe-core/playwright's AxeBuilder.analyze() costs about a second per screen, a direct axe.run about a tenth of that.
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let personCounter = 0;

export const test = base.extend({
  // Every test is a different person at a different address. Set as the context's option (not with
  // setExtraHTTPHeaders afterwards) so that `page.request` calls carry the same address as the page.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    personCounter += 1;
    await use({
      ...extraHTTPHeaders,
      'x-forwarded-for': `10.${testInfo.workerIndex % 256}.${Math.floor(personCounter / 256) % 256}.${personCounter % 256}`,
    });
  },
});
export { expect };

export function uniqueEmail(prefix = 'candidate'): string {
  return `${prefix}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@e2e.example`;
}

/** A UK mobile number nobody else in this run has. */
export function uniquePhone(): string {
  return `+447${String(Date.now() % 1e6).padStart(6, '0')}${String(Math.floor(Math.random() * 1e3)).padStart(3, '0')}`;
}

export interface Person {
  name: string;
  email: string;
  password: string;
  phone?: string;
}

/** Someone who has not registered yet. */
export function newPerson(overrides: Partial<Person> = {}): Person {
  const email = overrides.email ?? uniqueEmail();
  return { name: `Asha ${email.split('.')[1]}`, email, password: 'correct-horse-1', ...overrides };
}

interface Mail {
  to: string[];
  subject: string;
  text: string;
}

async function poll<T>(what: string, find: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const found = await find();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The newest mail to `address` whose subject matches, once the SMTP sink has it. */
export async function mailTo(address: string, subject: RegExp = /./): Promise<Mail> {
  return poll(`a mail to ${address} with subject ${subject}`, async () => {
    const messages = (await (await fetch(`http://127.0.0.1:${E2E_MAIL_PORT}/`)).json()) as Mail[];
    return messages.reverse().find((m) => m.to.includes(address) && subject.test(m.subject));
  });
}

/** The six-digit code in the newest mail to `address` whose subject matches. */
export async function mailedCode(address: string, subject: RegExp = /./): Promise<string> {
  return poll(`a code mailed to ${address}`, async () => {
    const mail = await mailTo(address, subject);
    return /\b(\d{6})\b/.exec(mail.text)?.[1];
  });
}

/** The six-digit code in the newest text message to `phone` (no SMS provider: the portal logs them). */
export async function textedCode(phone: string): Promise<string> {
  const logPath = process.env.E2E_SERVER_LOG;
  if (!logPath) throw new Error('E2E_SERVER_LOG is not set (global setup sets it)');
  return poll(`a text message to ${phone}`, async () => {
    const lines = fs.readFileSync(logPath, 'utf8').split('\n').reverse();
    for (const line of lines) {
      if (!line.includes('"sms"')) continue;
      try {
        const { sms } = JSON.parse(line) as { sms?: { to: string; text: string } };
        const code = sms?.to === phone ? /\b(\d{6})\b/.exec(sms.text)?.[1] : undefined;
        if (code) return code;
      } catch {
        // a line still being written
      }
    }
    return undefined;
  });
}

/** Fails on any serious or critical accessibility violation on the current screen (axe-core, all rules). */
export async function expectAccessible(page: Page): Promise<void> {
  // Let enter transitions (notifications, fades) settle so axe sees the final colours; endless
  // animations (a loading spinner) are not waited for.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
  // A notification fades in through style changes a tick after it mounts, which getAnimations may not list yet.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.mantine-Notifications-notification, .mantine-Notification-root')].every(
      (element) => getComputedStyle(element).opacity === '1',
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } };
    // A notification whose time runs out during the scan fades away: without transitions it is either shown in
    // its final colours or gone, never read half-transparent.
    const still = document.createElement('style');
    still.textContent = '*, *::before, *::after { transition: none !important; }';
    document.head.append(still);
    try {
      const results = await axe.run(document, { resultTypes: ['violations'] });
      return results.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
    } finally {
      still.remove();
    }
  });
  const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(severe.map((v) => `${v.id}: ${v.help} (${v.targets.join(', ')})`), `accessibility of ${page.url()}`).toEqual([]);
}

/** The bearer token the web app keeps for the signed-in user. */
export function accessToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('access_token'));
}

/** Fills and submits the registration form in English; the app then asks for the emailed code. */
export async function registerThroughForm(page: Page, person: Person): Promise<void> {
  await page.goto('/register_');
  await page.getByLabel('Full name').fill(person.name);
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  if (person.phone) await page.getByLabel('Mobile number (optional)').fill(person.phone);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm password').fill(person.password);
  await page.getByLabel('I agree to the terms and conditions').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/verify-otp/email');
}

/**
 * Creates the account through the API, for tests about what happens after registration (the
 * browser stays signed out). The form itself is driven in accounts.spec.ts.
 */
export async function registerViaApi(page: Page, person: Person): Promise<string> {
  const answer = await page.request.post('/api/v1/register', {
    data: { ...person, password_confirmation: person.password, terms: true },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { access_token: string }).access_token;
}

/** Fills and submits the sign-in form in English (does not wait for the outcome). */
export async function submitSignIn(page: Page, login: string, password: string): Promise<void> {
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  await page.getByLabel('Email or mobile number').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs out with the header's Logout button; the app returns home signed out. */
export async function signOutFromHeader(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
}
