import type { Page } from '@playwright/test';
import { FORM_GROUPS, FORM_SLUGS } from '../packages/contract/src/forms/keys';
import { candidateSubmitsProofOfId } from './support/compliance';
import { E2E_ADMIN } from './support/env';
import { expect, newPerson, submitSignIn, test, type Person } from './support/fixtures';
import { adminApiToken, signInAdmin } from './support/staff';

// Issue 12, "every string in both languages": every screen of the router, in Bengali, as a candidate and as the
// admin, may show Latin letters only in what the allow-list names (people's names and emails, acronyms, the brand,
// addresses of web pages, what the test itself typed), and numbers only in Bengali figures (০-৯) but for codes and
// LATIN_AS_WRITTEN. Each screen's offending words and figures are reported together.

/** Words that are Latin in Bengali text too: acronyms, file types, the brand, the other language's own name. */
const ALLOWED_WORDS = new Set([
  // The brand and the language switcher's "English", which names that language in its own words.
  'Compliance', 'Portal', 'English',
  // Acronyms and file types people know in Latin letters.
  'DBS', 'PDF', 'CSV', 'ZIP', 'ID', 'CRM', 'PNG', 'JPG', 'JPEG', 'WebP', 'WEBP', 'GIF', 'SVG', 'HEIC', 'QR', 'SMS', 'OTP',
  'UK', 'NI', 'KB', 'MB', 'URL', 'SHA', 'IP', 'API', 'JSON', 'UTF', 'DfE', 'TRN', 'URN', 'ONS',
  // English school-staffing terms with no Bengali equivalent, written as the agency writes them.
  'KCSIE', 'SEN', 'QTS', 'EYTS', 'QTLS', 'NPQ', 'GTCE', 'SET', 'NARIC', 'ENIC', 'ROA',
  // The letters of an example National Insurance number (AB 12 34 56 C).
  'AB',
  // UK driving licence categories.
  'A', 'B', 'BE', 'C', 'D',
  // Products named by their brand.
  'Salesforce', 'Google', 'Microsoft', 'Authenticator', 'Apple', 'Redis',
]);

/**
 * English a Bengali reader needs on one screen, beside its Bengali explanation: names the reader must find or type
 * in something that exists only in English. Each entry is a path prefix, the words allowed there, and why.
 */
const ALLOWED_ON: ReadonlyArray<{ path: string; words: readonly string[]; why: string }> = [
  {
    path: '/admin/user/connection',
    words: ['Contact', 'External', 'DeveloperName', 'c', 'README'],
    why: "Salesforce has no Bengali: its Contact object, the External ID flag and a record type's DeveloperName are named as the admin finds them there, custom API names end in __c, and README is the file that lists the defaults; each stands beside its Bengali explanation",
  },
  ...['/compliance-docs/dbs-check', '/tempest-forms/dbs-check'].map((path) => ({
    path,
    words: ['Supply', 'teacher', 'Child', 'workforce', 'independent', 'schools'],
    why: 'the position is typed as printed, in English, on the DBS certificate: the examples are quoted as printed, each followed by its Bengali meaning',
  })),
  {
    path: '/tempest-forms/keeping-children-safe-in-education',
    words: ['Part', 'one', 'Annex'],
    why: 'KCSIE is published in English only: its section headings (Part one, Annex B) are given beside the Bengali so the reader finds them in the document',
  },
];

/**
 * Latin words still waiting for a translation, reported on every run and not failed: each entry is a path prefix and
 * the words still waiting there. Remove an entry once its screen is translated; nothing waits now.
 */
const PENDING: ReadonlyArray<{ path: string; words: readonly string[]; why: string }> = [];

/**
 * Figures that stay Latin in Bengali text: examples of what a field takes, typed as shown (a National Insurance number,
 * a phone number), what the portal writes to Salesforce (the approved count), and names that contain figures.
 */
const LATIN_AS_WRITTEN = ['AB 12 34 56 C', '+44 7700 900123', '7/12', 'UTF-8', 'SHA-256'];

/** Examples of machine names in the role and permission forms' hints (a name is lower-case letters, dots and dashes). */
const EXAMPLE_IDENTIFIERS = ['content-editor', 'reports.view'];

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const URL_LIKE = /\b(https?:\/\/|www\.)\S+|\b[\w-]+(\.[\w-]+)*\.(example|com|org|uk|bd|net|io)\b\S*/g;
/** Addresses within the portal, such as /news/my-article. */
const PATH = /(?<![\w])\/[\w\-/.…]+/g;
/** Codes with figures in them: a postcode, an NI number, a hash, an authenticator key. */
const CODE = /\b[A-Za-z0-9]*\d[A-Za-z0-9]*\b/g;
/** Codes of letters and figures, or figures joined to Latin letters. */
const MIXED_CODE = /\b(?=[A-Za-z0-9]*[A-Za-z])(?=[A-Za-z0-9]*\d)[A-Za-z0-9]+\b/g;
/** An IP address (10.0.0.4) is a code, written as it is everywhere. */
const IP_ADDRESS = /\b\d{1,3}(?:\.\d{1,3}){3}\b/g;
/** Latin (ASCII) figures standing for a number in Bengali text: a count, a date, a page. */
const LATIN_NUMBER = /(?<![\w+])\d+(?:[.,:/-]\d+)*(?!\w)/g;
const LATIN_WORD = /[A-Za-z][A-Za-z'’-]*/g;

/**
 * What a person sees or hears on the screen: visible text, labels for screen readers, placeholders, tooltips, the
 * title. Left out: what is hidden from everyone (aria-hidden), and what the page marks as not to be translated
 * (translate="no": machine names such as users.view) or as written in another language (lang="en").
 */
async function screenText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const machine = 'body [translate="no"], body [lang]:not([lang="bn"]), body code, body kbd, body samp, body pre';
    // Longest first, so that removing 'admin' does not leave 'super-' of 'super-admin'.
    const skipped = [...document.querySelectorAll<HTMLElement>(machine)].map((e) => e.innerText).sort((a, b) => b.length - a.length);
    const attributes = [...document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')]
      .filter((element) => !element.closest('[aria-hidden="true"], [translate="no"], code'))
      .flatMap((element) => ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''));
    let text = document.body.innerText;
    for (const part of skipped) if (part.trim()) text = text.split(part).join(' ');
    return [document.title, text, ...attributes].join('\n');
  });
}

/** Numbers written in Latin figures where Bengali writes ০-৯, each with where it stands; codes and data left alone. */
export function latinNumbers(text: string, data: readonly string[]): string[] {
  let stripped = text;
  for (const value of [...data].filter(Boolean).sort((a, b) => b.length - a.length)) {
    stripped = stripped.replace(new RegExp(escapeRegExp(value), 'gi'), ' ');
  }
  stripped = stripped.replace(EMAIL, ' ').replace(URL_LIKE, ' ').replace(PATH, ' ').replace(IP_ADDRESS, ' ').replace(MIXED_CODE, ' ');
  const found = new Map<string, string>();
  for (const match of stripped.matchAll(LATIN_NUMBER)) {
    if (found.has(match[0])) continue;
    const at = match.index ?? 0;
    found.set(match[0], stripped.slice(Math.max(0, at - 25), at + match[0].length + 25).replace(/\s+/g, ' ').trim());
  }
  return [...found].map(([number, context]) => `${number} («${context}»)`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The Latin words of `text` that are neither allowed nor part of `data` (names and emails this run made), each with where it stands. */
export function latinWords(text: string, data: readonly string[]): string[] {
  let stripped = text;
  // A name's initials (an avatar's 'AK' for Asha Khan) are the name too.
  const initials = data.map((value) => value.split(/\s+/).filter(Boolean).slice(0, 2).map((word) => word[0]!.toUpperCase()).join('')).filter((i) => i.length === 2);
  for (const value of [...data, ...EXAMPLE_IDENTIFIERS].filter(Boolean).sort((a, b) => b.length - a.length)) {
    stripped = stripped.replace(new RegExp(escapeRegExp(value), 'gi'), ' ');
  }
  stripped = stripped.replace(EMAIL, ' ').replace(URL_LIKE, ' ').replace(PATH, ' ').replace(CODE, ' ');
  const found = new Map<string, string>();
  for (const match of stripped.matchAll(LATIN_WORD)) {
    const word = match[0].replace(/[-'’]+$/, '');
    if (!word || ALLOWED_WORDS.has(word) || initials.includes(word) || found.has(word)) continue;
    const at = match.index ?? 0;
    found.set(word, stripped.slice(Math.max(0, at - 25), at + word.length + 25).replace(/\s+/g, ' ').trim());
  }
  return [...found].map(([word, context]) => `${word} («${context}»)`);
}

/** Waits for the screen to settle: its data loaded and no loader spinning. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page
    .waitForFunction(() => document.querySelectorAll('.mantine-Loader-root, [aria-busy="true"]').length === 0, undefined, { timeout: 5_000 })
    .catch(() => undefined);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
}

/** Switches to Bengali the way a link with ?ebdlang=bn does; the choice is remembered for the next screens. */
async function switchToBengali(page: Page, path: string): Promise<void> {
  await page.goto(`${path}?ebdlang=bn`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  expect(await page.evaluate(() => localStorage.getItem('ebdlang'))).toBe('bn');
}

interface Findings {
  /** `path: word («context»); …` for each screen with Latin words nobody allowed. */
  failing: string[];
  /** The same for the words PENDING lists. */
  pending: string[];
}

/**
 * Visits each path in Bengali and sorts the Latin words of each screen into failing and pending. The data is read
 * before each screen is read and, when the screen shows Latin the data does not explain, again after it, so it holds
 * whatever the specs running beside this one typed, renamed or deleted around the moment the screen showed it.
 */
async function walk(page: Page, paths: string[], readData: (path: string) => Promise<readonly string[]>, findings: Findings): Promise<void> {
  for (const path of paths) {
    const before = await readData(path);
    await page.goto(path);
    await settle(page);
    const text = await screenText(page);
    const unexplained = (data: readonly string[]) =>
      latinWords(text, data).length > 0 || latinNumbers(text, [...data, ...LATIN_AS_WRITTEN]).length > 0;
    const data = unexplained(before) ? [...before, ...(await readData(path))] : before;
    const words = latinWords(text, data);
    const numbers = latinNumbers(text, [...data, ...LATIN_AS_WRITTEN]);
    if (numbers.length > 0) findings.failing.push(`${path}: ${numbers.join('; ')}`);
    const allowedHere = ALLOWED_ON.filter((p) => path.startsWith(p.path)).flatMap((p) => p.words);
    const waiting = PENDING.filter((p) => path.startsWith(p.path)).flatMap((p) => p.words);
    const wordOf = (finding: string) => finding.split(' («')[0]!;
    const isPending = (finding: string) => waiting.includes(wordOf(finding));
    const failing = words.filter((w) => !isPending(w) && !allowedHere.includes(wordOf(w)));
    const pending = words.filter((w) => isPending(w) && !allowedHere.includes(wordOf(w)));
    if (failing.length > 0) findings.failing.push(`${path}: ${failing.join('; ')}`);
    if (pending.length > 0) findings.pending.push(`${path}: ${pending.join('; ')}`);
  }
}

const FORM_PATHS = FORM_GROUPS.flatMap((group) => FORM_SLUGS[group].map((slug) => `/${group}/${slug}`));

const PUBLIC_PATHS = ['/', '/login', '/register_', '/forgot-password', '/contact', '/news', '/no-such-screen'];

const CANDIDATE_PATHS = [
  '/',
  '/compliance',
  '/compliance/profile',
  ...FORM_PATHS,
  '/references/create',
  '/references/edit',
  '/Components/FormAlreadySubmittedNotification',
  '/user/profile',
  '/user/profile/edit',
  '/user/edit-profile-pic',
  '/user/edit-social-info',
  '/user/edit-emergency-info',
  '/user/change-password',
  '/user/change-email',
  '/user/change-phone',
  '/user/add-new-email',
  '/user/add-new-phone',
  '/user/remove-email',
  '/user/remove-phone',
  '/user/security',
  '/user/security/authenticator',
  '/user/security/recovery-codes',
  '/user/geo-area',
  '/user/address',
  '/user/address/add',
  '/user/address/add/international',
  '/news',
  '/contact',
];

function adminPaths(candidateId: string, roleId: string, permissionId: string, submissionId: string): string[] {
  return [
    '/admin',
    '/admin/user/list',
    '/admin/user/create',
    `/admin/user/${candidateId}`,
    `/admin/user/password-info/${candidateId}`,
    `/admin/user/profile-image/${candidateId}`,
    `/admin/user/social-info/${candidateId}`,
    `/admin/user/geo_area/${candidateId}`,
    `/admin/user/address/${candidateId}`,
    `/admin/user/address/add/${candidateId}`,
    '/admin/user/connection',
    '/admin/geo',
    '/admin/roles',
    '/admin/roles/create',
    `/admin/roles/${roleId}`,
    `/admin/roles/permission/${roleId}`,
    '/admin/permission',
    '/admin/permission/create',
    `/admin/permission/${permissionId}`,
    '/admin/cache',
    '/admin/logs',
    '/admin/logs?tab=audit',
    '/admin/documents',
    `/admin/documents/candidate/${candidateId}`,
    `/admin/documents/${submissionId}`,
    '/admin/candidates',
    '/admin/media-manager',
    '/admin/news',
    '/admin/news/add',
    '/admin/news/category',
    '/admin/news/category/add',
    '/admin/news/tags',
    '/admin/news/tags/add',
    '/admin/page',
    '/admin/page/add',
    '/admin/no-such-screen',
  ];
}

test('every screen in Bengali shows Latin letters only for names, acronyms, emails and the brand, and numbers in Bengali figures', async ({ page }) => {
  // About a hundred screens, each read after its loaders settle: ~3 s a screen beside the other worker's specs.
  test.setTimeout(480_000);
  const findings: Findings = { failing: [], pending: [] };

  // Signed out.
  await switchToBengali(page, '/');
  await walk(page, PUBLIC_PATHS, async () => [], findings);

  // A candidate with one submitted form, signed in once.
  const candidate: Person = newPerson();
  await page.goto('/?ebdlang=en');
  await candidateSubmitsProofOfId(page, candidate);
  await submitSignIn(page, candidate.email, candidate.password);
  await expect(page).not.toHaveURL(/\/login/);
  await switchToBengali(page, '/');
  // The files the candidate uploaded are data too.
  const candidateData = [candidate.name, candidate.email, 'passport-photo.png', 'passport-scan.pdf'];
  await walk(page, CANDIDATE_PATHS, async () => candidateData, findings);

  // The admin, signed in once (the sign-in helpers speak English), then in Bengali.
  await page.getByRole('button', { name: 'লগআউট' }).click();
  await page.goto('/login?ebdlang=en');
  await signInAdmin(page);
  const token = await adminApiToken(page.request);
  const asAdmin = { Authorization: `Bearer ${token}` };
  const json = async (path: string) => {
    const answer = await page.request.get(`/api/v1${path}`, { headers: asAdmin });
    expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
    return (await answer.json()) as { data: Array<Record<string, unknown>> };
  };
  /** Every row of a paged admin list. */
  const everything = async (path: string) => {
    const rows: Array<Record<string, unknown>> = [];
    for (let page = 1; ; page += 1) {
      const answer = (await json(`${path}${path.includes('?') ? '&' : '?'}per_page=100&page=${page}`)) as { data: Array<Record<string, unknown>>; meta?: { last_page: number } };
      rows.push(...answer.data);
      if (!answer.meta || page >= answer.meta.last_page) return rows;
    }
  };
  /** The words people typed into a row (names, titles, slugs, file names), at any depth. */
  const typed = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(typed) : [];
  const users = { data: await everything('/admin/users') };
  const candidateRow = users.data.find((u) => u.email === candidate.email);
  const roles = await json('/admin/roles?per_page=100');
  const permissions = await json('/admin/permissions?per_page=100');
  const queue = await json('/admin/submissions?per_page=100');
  const submission = queue.data.find((s) => JSON.stringify(s).includes(candidate.email)) ?? queue.data[0];
  // People, roles, permissions and content this run and the specs beside it made (on the same server) are data, shown as typed.
  const adminData = async (path: string) => {
    const [people, ...content] = await Promise.all(['/admin/users', '/admin/roles', '/admin/permissions', '/admin/news', '/admin/news/categories', '/admin/news/tags', '/admin/media', '/admin/pages'].map(everything));
    // What the connected CRM says about itself (its user's name, its org) is the CRM's data.
    const crm = await page.request.get('/api/v1/admin/crm/connection', { headers: asAdmin });
    return [
      E2E_ADMIN.email,
      'Super Admin',
      ...candidateData,
      ...people!.flatMap((u) => [String(u.name ?? ''), String(u.email ?? '')]),
      ...content.flat().flatMap((row) => typed({ title: row.title, name: row.name, readable_name: row.readable_name, description: row.description, slug: row.slug, alt: row.alt })),
      ...(crm.ok() ? typed(await crm.json()) : []),
      // The audit log quotes what its entries name, things since deleted included (the newest page is shown).
      ...(path.startsWith('/admin/logs') ? (await json('/admin/logs/audit?per_page=100')).data.flatMap((e) => typed({ actor: e.actor, target: e.target_user, data: e.data })) : []),
    ];
  };
  await switchToBengali(page, '/admin');
  const officerRole = roles.data.find((r) => r.name === 'compliance-officer') ?? roles.data[0];
  const paths = adminPaths(String(candidateRow?.id), String(officerRole?.id), String(permissions.data[0]?.id), String(submission?.id));
  await walk(page, paths, adminData, findings);

  if (findings.pending.length > 0) {
    const report = `Latin words still waiting on Bengali screens (see PENDING):\n${findings.pending.join('\n')}`;
    test.info().annotations.push({ type: 'pending translation', description: report });
    console.log(report);
  }
  expect(findings.failing, `Latin words or figures on Bengali screens:\n${findings.failing.join('\n')}`).toEqual([]);
});
