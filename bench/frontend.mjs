#!/usr/bin/env node
/**
 * What a phone downloads for the portal's first screens (not part of npm test):
 *
 *   npm run build && node bench/frontend.mjs [--lighthouse]
 *
 * Starts the built portal on a fresh embedded database, creates a verified candidate with a work profile (through
 * the API, as the seeded super-admin with an authenticator app enrolled on the way), then opens each screen in
 * Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) with an empty cache and counts what came over the
 * wire: JavaScript and CSS bytes as transferred (compressed), all bytes, and requests.
 * With --lighthouse it also runs Lighthouse 12 (mobile, simulated throttling; fetched by npx at a pinned version, so
 * npm ci stays small) on the visitor screens and prints the performance score, largest contentful paint and layout shift.
 *
 * Environment: BENCH_PORT (3292), CHROME_PATH.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { generate } from 'otplib';
import { requireBuild, startPortal, stopPortal, waitUntilReady } from './portal.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const port = Number(process.env.BENCH_PORT ?? 3292);
const base = `http://localhost:${port}`;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const admin = { email: 'bench-admin@example.com', password: 'bench-admin-password-1' };
const candidate = { name: 'Bench Candidate', email: 'bench-candidate@example.com', password: 'bench-candidate-1' };

async function api(method, url, body, token) {
  const res = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

/** A signed-in candidate who has said what work they want: their home is the checklist. */
async function candidateToken() {
  const enrolling = await api('POST', '/login', { login: admin.email, password: admin.password });
  const { secret } = await api('POST', '/account/mfa/totp', {}, enrolling.access_token);
  await api('POST', '/account/mfa/totp/confirm', { code: await generate({ secret }) }, enrolling.access_token);
  const staff = await api('POST', '/login', { login: admin.email, password: admin.password });
  const full = await api('POST', '/login/mfa', { challenge: staff.challenge, method: 'totp', code: await generate({ secret }) }).catch(async () =>
    // The code of this 30-second step was just used to confirm: wait for the next one.
    new Promise((resolve) => setTimeout(resolve, 31_000)).then(async () =>
      api('POST', '/login/mfa', { challenge: staff.challenge, method: 'totp', code: await generate({ secret }) }),
    ),
  );
  await api('POST', '/admin/users', { ...candidate, password_confirmation: candidate.password, roles: ['candidate'], verified: true }, full.access_token);
  const signedIn = await api('POST', '/login', { login: candidate.email, password: candidate.password });
  await api('PUT', '/compliance/profile', { roles: ['teacher'], settings: ['school'], management: false }, signedIn.access_token);
  return signedIn.access_token;
}

async function measure(browser, screen) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  if (screen.token) await context.addInitScript((token) => localStorage.setItem('access_token', token), screen.token);
  const page = await context.newPage();
  const responses = [];
  page.on('requestfinished', (request) => responses.push(request));
  await page.goto(`${base}${screen.path}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  let js = 0;
  let css = 0;
  let all = 0;
  for (const request of responses) {
    const { responseBodySize, responseHeadersSize } = await request.sizes();
    all += responseBodySize + responseHeadersSize;
    if (request.url().endsWith('.js')) js += responseBodySize;
    if (request.url().endsWith('.css')) css += responseBodySize;
  }
  await context.close();
  return { screen: screen.name, requests: responses.length, js, css, all };
}

/**
 * Lighthouse on a visitor's screen. A signed-in screen reads its token from localStorage, which a Lighthouse run
 * from the command line cannot set, so those are measured by bytes only.
 */
function lighthouse(screen) {
  if (screen.token) return null;
  const out = path.join(os.tmpdir(), `lh-${screen.name.replace(/\W+/g, '-')}.json`);
  execFileSync('npx', ['--yes', LIGHTHOUSE, `${base}${screen.path}`, '--quiet', '--output=json', `--output-path=${out}`, '--chrome-flags=--headless=new --no-sandbox'], {
    env: { ...process.env, CHROME_PATH: chromePath },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  return {
    performance: Math.round(report.categories.performance.score * 100),
    lcp: report.audits['largest-contentful-paint'].displayValue,
    cls: report.audits['cumulative-layout-shift'].displayValue,
  };
}

requireBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-frontend-'));
const portal = startPortal(port, { DATA_DIR: dataDir, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, APP_URL: base });
try {
  await waitUntilReady(portal, base);
  const token = await candidateToken();
  const screens = [
    { name: '/login', path: '/login' },
    { name: 'home (visitor)', path: '/' },
    { name: 'checklist (candidate)', path: '/', token },
    { name: 'a form (candidate)', path: '/compliance-docs/proof-of-id', token },
  ];
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] });
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`.padStart(8);
  console.log('screen                     requests   JS      CSS     all');
  for (const screen of screens) {
    const r = await measure(browser, screen);
    console.log(`${r.screen.padEnd(26)} ${String(r.requests).padStart(5)} ${kb(r.js)} ${kb(r.css)} ${kb(r.all)}`);
  }
  await browser.close();
  if (process.argv.includes('--lighthouse')) {
    for (const screen of screens) {
      const result = lighthouse(screen);
      if (result) console.log(`lighthouse ${screen.name.padEnd(26)} performance ${result.performance}  LCP ${result.lcp}  CLS ${result.cls}`);
    }
  }
} finally {
  await stopPortal(portal);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
