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
 * npm ci stays small) on each screen and prints the performance and accessibility scores, first and largest
 * contentful paint, blocking time and layout shift (--desktop: Lighthouse's desktop preset instead; --applied: the
 * network and CPU really slowed down (devtools throttling) instead of simulated, which follows request chains as a
 * phone would; --runs=N: N runs per screen). With --files it lists each screen's JavaScript and CSS files and their transferred sizes; --only=/login
 * measures only the screens whose name starts with that.
 *
 * Environment: BENCH_PORT (3292), CHROME_PATH.
 */
import { execFileSync, spawn } from 'node:child_process';
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
  if (screen.token) await context.addInitScript(returningCandidate, screen.token);
  const page = await context.newPage();
  const responses = [];
  page.on('requestfinished', (request) => responses.push(request));
  await page.goto(`${base}${screen.path}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  let js = 0;
  let css = 0;
  let all = 0;
  const files = [];
  for (const request of responses) {
    const { responseBodySize, responseHeadersSize } = await request.sizes();
    all += responseBodySize + responseHeadersSize;
    if (request.url().endsWith('.js')) {
      js += responseBodySize;
      files.push({ name: new URL(request.url()).pathname, size: responseBodySize });
    }
    if (request.url().endsWith('.css')) {
      css += responseBodySize;
      files.push({ name: new URL(request.url()).pathname, size: responseBodySize });
    }
  }
  await context.close();
  return { screen: screen.name, requests: responses.length, js, css, all, files };
}

/**
 * The browser storage of a candidate who has been here before: their session, and the note the portal keeps that
 * their home is the checklist (lib/early-requests.ts), which a first visit after signing in writes.
 */
function returningCandidate(token) {
  localStorage.setItem('access_token', token);
  localStorage.setItem('portal.checklist_home', '1');
}

/**
 * A Chromium of our own, listening for DevTools on `debugPort`, whose profile already holds the signed-in token for
 * the portal's origin (set on the favicon, so nothing of the app is in its cache): Lighthouse attaches to it
 * (--port) and keeps that storage (--disable-storage-reset), which is how it measures a signed-in screen.
 */
async function signedInChrome(token, debugPort) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-chrome-'));
  const chrome = spawn(chromePath, ['--headless=new', '--no-sandbox', '--disable-gpu', `--remote-debugging-port=${debugPort}`, `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore', detached: true });
  let browser;
  for (let attempt = 0; !browser; attempt++) {
    try {
      browser = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`);
    } catch (error) {
      if (attempt > 40) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${base}/favicon.svg`);
  await page.evaluate(returningCandidate, token);
  await page.close();
  await browser.close(); // disconnects; the browser keeps running
  return {
    stop: async () => {
      const exited = new Promise((resolve) => chrome.once('exit', resolve));
      // The whole process group: Chromium's helper processes would otherwise go on writing to the profile.
      process.kill(-chrome.pid, 'SIGTERM');
      await exited;
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 250 });
    },
  };
}

/** Lighthouse (mobile) on one screen; a signed-in screen in a browser that holds the token (signedInChrome). */
async function lighthouse(screen) {
  const out = path.join(os.tmpdir(), `lh-${screen.name.replace(/\W+/g, '-')}.json`);
  const args = ['--yes', LIGHTHOUSE, `${base}${screen.path}`, '--quiet', '--output=json', `--output-path=${out}`];
  if (process.argv.includes('--desktop')) args.push('--preset=desktop');
  if (process.argv.includes('--applied')) args.push('--throttling-method=devtools');
  const debugPort = port + 100;
  const chrome = screen.token ? await signedInChrome(screen.token, debugPort) : null;
  if (chrome) args.push(`--port=${debugPort}`, '--disable-storage-reset');
  else args.push('--chrome-flags=--headless=new --no-sandbox');
  try {
    execFileSync('npx', args, { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'inherit'] });
  } finally {
    await chrome?.stop();
  }
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    fcp: report.audits['first-contentful-paint'].displayValue,
    lcp: report.audits['largest-contentful-paint'].displayValue,
    tbt: report.audits['total-blocking-time'].displayValue,
    cls: report.audits['cumulative-layout-shift'].displayValue,
  };
}

requireBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-frontend-'));
const portal = startPortal(port, { DATA_DIR: dataDir, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, APP_URL: base });
try {
  await waitUntilReady(portal, base);
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length) ?? '';
  const screens = [
    { name: '/login', path: '/login' },
    { name: 'home (visitor)', path: '/' },
    { name: 'checklist (candidate)', path: '/', signedIn: true },
    { name: 'a form (candidate)', path: '/compliance-docs/proof-of-id', signedIn: true },
  ].filter((screen) => screen.name.startsWith(only));
  if (screens.some((screen) => screen.signedIn)) {
    const token = await candidateToken();
    for (const screen of screens) if (screen.signedIn) screen.token = token;
  }
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] });
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`.padStart(8);
  console.log('screen                     requests   JS      CSS     all');
  for (const screen of screens) {
    const r = await measure(browser, screen);
    console.log(`${r.screen.padEnd(26)} ${String(r.requests).padStart(5)} ${kb(r.js)} ${kb(r.css)} ${kb(r.all)}`);
    if (process.argv.includes('--files')) {
      for (const file of r.files.sort((a, b) => b.size - a.size)) console.log(`    ${kb(file.size)}  ${file.name}`);
    }
  }
  await browser.close();
  if (process.argv.includes('--lighthouse')) {
    const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 1);
    for (const screen of screens) {
      for (let run = 0; run < runs; run++) {
        const r = await lighthouse(screen);
        console.log(
          `lighthouse ${screen.name.padEnd(26)} performance ${r.performance}  accessibility ${r.accessibility}  FCP ${r.fcp}  LCP ${r.lcp}  TBT ${r.tbt}  CLS ${r.cls}  (load ${os.loadavg()[0].toFixed(1)})`,
        );
      }
    }
  }
} finally {
  await stopPortal(portal);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
