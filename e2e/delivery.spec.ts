import http from 'node:http';
import { expect, test, type Page, type Response } from '@playwright/test';
import { signUpCandidate } from './support/compliance';
import { E2E_BASE_URL } from './support/env';
import { signInAdmin } from './support/staff';

/** The headers of a GET as sent on the wire (Playwright's own request context decodes bodies and drops the encoding). */
function headersOf(url: string, acceptEncoding: string): Promise<http.IncomingHttpHeaders> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers));
      })
      .on('error', reject);
  });
}

/**
 * The scripts the page fetches from now on, and whether any of them holds one of `texts` (each body is read as it
 * arrives: a navigation makes the earlier ones unreadable).
 */
function watchScripts(page: Page): { fetched: Response[]; carry: (texts: string[], from?: number) => Promise<boolean> } {
  const fetched: Response[] = [];
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (!/\/assets\/.+\.js$/.test(response.url())) return;
    fetched.push(response);
    // A navigation that comes before the body is read leaves it unreadable: such a script counts as carrying nothing,
    // and the screens checked after it fetch (or take from the cache) their own.
    bodies.push(response.text().catch(() => ''));
  });
  const carry = async (texts: string[], from = 0) =>
    (await Promise.all(bodies.slice(from))).some((body) => texts.some((wanted) => body.includes(wanted)));
  return { fetched, carry };
}

/** Notes any moment a key of these groups is on the page (a string shown before its strings arrived); keysSeen reads them. */
async function noteKeys(page: Page, groups: string[]): Promise<void> {
  await page.addInitScript((pattern) => {
    const seen: string[] = [];
    (window as unknown as { keysSeen: string[] }).keysSeen = seen;
    new MutationObserver(() => {
      const key = document.body?.innerText.match(new RegExp(pattern));
      if (key) seen.push(key[0]);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, `\\b(${groups.join('|')})\\.[a-z_]+\\b`);
}

const keysSeen = (page: Page) => page.evaluate(() => (window as unknown as { keysSeen: string[] }).keysSeen);

/** Notes every breach of the Content-Security-Policy the page reports (policyViolations reads them). */
async function notePolicyViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { policyViolations: string[] }).policyViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
}

const policyViolations = (page: Page) => page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations);

/** What the built portal sends a browser: compressed files, hashed ones cached for a year, the page itself never stale. */
test('the sign-in page and its scripts arrive compressed and cached as they should', async ({ page }) => {
  const { fetched: scripts } = watchScripts(page);
  const document = await page.goto('/login');
  expect(document?.headers()['cache-control']).toBe('no-cache');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  // Every script worth it came compressed; files under 1 KB have no compressed copy (it would save less than the headers).
  for (const script of scripts) {
    const encoding = script.headers()['content-encoding'];
    if (encoding === undefined) expect((await script.body()).length, script.url()).toBeLessThan(1024);
    else expect(encoding).toBe('br');
  }

  // The first script that came compressed (the entry itself may be under 1 KB).
  const compressed = scripts.find((script) => script.headers()['content-encoding'] !== undefined);
  const entry = new URL(compressed!.url(), E2E_BASE_URL).toString();
  const br = await headersOf(entry, 'br, gzip');
  expect(br['content-encoding']).toBe('br');
  expect(br['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await headersOf(entry, 'gzip'))['content-encoding']).toBe('gzip');
  expect((await headersOf(entry, 'identity'))['content-encoding']).toBeUndefined();
});

/**
 * Each language's strings are fetched only when that language is shown: an English page carries no Bengali
 * catalogue, and the বাংলা link fetches it and shows the same screen in Bengali, with no keys on the way.
 */
test('an English page fetches no Bengali strings; switching language fetches them and shows Bengali', async ({ page }) => {
  // The Bengali label of the sign-in field: a UI string, in the Bengali catalogue only.
  const bengaliLabel = 'ইমেইল বা মোবাইল নম্বর';
  const scripts = watchScripts(page);
  // Any moment a key of the sign-in screen is on the page (a string shown before its language arrived) is noted.
  await noteKeys(page, ['login', 'nav', 'language']);
  await page.goto('/login');
  await expect(page.getByLabel('Email or mobile number')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await scripts.carry([bengaliLabel])).toBe(false);

  const before = scripts.fetched.length;
  await page.getByRole('link', { name: 'বাংলা' }).click();
  await expect(page.getByLabel(bengaliLabel)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  expect(await scripts.carry([bengaliLabel], before)).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'সাইন ইন' })).toBeVisible();
  expect(await keysSeen(page)).toEqual([]);
});

/**
 * The staff screens' strings (about half of the catalogue) come with the admin layout: the sign-in page carries none of
 * them; an admin screen shows them, and after a switch of language shows them in the new language, never a key.
 */
test('the staff screens\' strings come with the admin layout, in each language used', async ({ page }) => {
  // Strings of the dashboard, in the staff part of each language's catalogue only.
  const staffStrings = ['Figures as of', 'পর্যন্ত হিসাব'];
  const scripts = watchScripts(page);
  await noteKeys(page, ['dashboard', 'admin', 'candidates']);

  await page.goto('/login');
  await expect(page.getByLabel('Email or mobile number')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await scripts.carry(staffStrings)).toBe(false);

  await signInAdmin(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(await scripts.carry(staffStrings)).toBe(true);
  await page.getByRole('link', { name: 'বাংলা' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'ড্যাশবোর্ড' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  expect(await keysSeen(page)).toEqual([]);
});

/**
 * A candidate coming back to their home: the session, the work profile, the checklist, and the news and pages the
 * home page lists are asked for, and the screen's code fetched, while the framework is still on its way (held back
 * here until they have gone out), and each is asked for once; on a phone no script is asked for once the framework
 * has come.
 * Neither page breaks the Content-Security-Policy: zod building a schema before it is configured would probe for eval.
 */
test('a returning candidate\'s home asks for its data and its code before the framework arrives, each once', async ({ page, browser }) => {
  await notePolicyViolations(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  expect(await policyViolations(page)).toEqual([]);
  await signUpCandidate(page);

  // The same browser storage (the session), an empty cache: the framework is fetched again. On a phone, where the
  // header offers its menu (loaded when opened) instead of the account menu (drawn with the header, in a chunk of its own).
  const context = await browser.newContext({
    storageState: await page.context().storageState(),
    baseURL: E2E_BASE_URL,
    viewport: { width: 412, height: 823 },
    isMobile: true,
  });
  const returning = await context.newPage();
  await notePolicyViolations(returning);
  const data = ['/api/v1/me', '/api/v1/compliance/profile', '/api/v1/compliance', '/api/v1/news', '/api/v1/pages'];
  const early = [...data, '/assets/home-'];
  const requested: string[] = [];
  returning.on('request', (request) => requested.push(new URL(request.url()).pathname));
  let beforeFramework: string[] = [];
  // Held until what the entry asks for has gone out and nothing more has been asked for in half a second: nothing but
  // the entry runs before the framework, so whatever is asked for later waited for it.
  await returning.route(/\/assets\/framework-[\w-]+\.js$/, async (route) => {
    const deadline = Date.now() + 5_000;
    const allSent = () => early.every((path) => requested.some((sent) => sent.startsWith(path)));
    let seen = -1;
    while ((!allSent() || seen !== requested.length) && Date.now() < deadline) {
      seen = requested.length;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    beforeFramework = [...requested];
    await route.continue();
  });

  await returning.goto('/');
  await expect(returning.getByRole('heading', { name: 'Your progress' })).toBeVisible();
  await returning.waitForLoadState('networkidle');
  for (const path of early) expect(beforeFramework.some((sent) => sent.startsWith(path)), path).toBe(true);
  for (const path of data) expect(requested.filter((sent) => sent === path), path).toHaveLength(1);
  const scriptsAfter = requested.slice(beforeFramework.length).filter((sent) => sent.endsWith('.js') && !/\/framework-/.test(sent));
  expect(scriptsAfter).toEqual([]);
  expect(await policyViolations(returning)).toEqual([]);
  await context.close();
});

/** The fonts Chromium drew an element's own text with, e.g. ['Noto Sans Bengali'] ('web' for one it downloaded). */
async function fontsOf(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => (font.isCustomFont ? 'web' : font.familyName));
}

/**
 * An English page draws its বাংলা link in the device's Bengali font (this machine: Debian's Noto Sans Bengali, which
 * the test setup installs with Chromium) and downloads no font; Bengali text is never left to whatever font the
 * system picks first.
 */
test('an English page draws বাংলা in the device\'s Bengali font and downloads none', async ({ page }) => {
  const fontFiles: string[] = [];
  page.on('request', (request) => {
    if (/\.woff2?$/.test(request.url())) fontFiles.push(request.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'বাংলা' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await fontsOf(page, 'a[hreflang="bn"] .mantine-Button-label')).toEqual(['Noto Sans Bengali']);
  expect(fontFiles).toEqual([]);

  await page.getByRole('link', { name: 'বাংলা' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'সাইন ইন' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await fontsOf(page, 'h1')).toEqual(['Noto Sans Bengali']);
});
