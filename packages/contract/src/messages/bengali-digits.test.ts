/**
 * One digit script per language (issue 12): Bengali text writes its numbers in Bengali figures (০-৯). A number a
 * caller passes goes through i18next's `number` formatter (`{{max, number}}`), which writes it in the language's
 * figures, as the web app and the server's translator (apps/server/src/plugins/i18n.ts) both set i18next up. A raw
 * `{{max}}` would put the caller's Latin figures into the Bengali sentence.
 */
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requiredText } from '../schemas/common.js';
import { ADMIN_USER_MAX_ROLES, ZAdminUserRolesRequest } from '../schemas/users.js';
import { CANDIDATE_REMIND_MAX, ZCandidateRemindRequest } from '../schemas/candidates.js';
import { NEWS_TAGS_MAX, ZNewsPatch } from '../schemas/content.js';
import { ROLE_NAME_MAX, ZRoleName, ZRolePermissionsRequest } from '../schemas/roles.js';
import { addMessageFormats } from '../message-formats.js';
import { messages } from './index.js';

/** Parameters that every caller passes as a number (a limit, a count, a row, a version, a span of time). */
const NUMERIC_PARAMS = new Set([
  'max', 'min', 'count', 'row', 'first', 'seconds', 'minutes', 'days', 'months', 'years',
  'approved', 'awaiting', 'missing', 'expiring', 'expired', 'total', 'version', 'number',
]);

/**
 * Messages whose callers pass calendar dates as stored (YYYY-MM-DD: a history's gap, an expiry or a deadline in a
 * mail), with those parameters: each goes through the `date` format (message-formats.ts), which writes the date in the
 * language's figures. The other dates in messages are written by their callers (the web app's `formatDate`, the pack
 * PDF's writer).
 */
const CALENDAR_DATE_PARAMS: Readonly<Record<string, readonly string[]>> = {
  'forms.validation.history_gap': ['from', 'to'],
  'rules.history.gap': ['from', 'to'],
  'rules.history.not_working': ['from', 'to'],
  'mail.compliance_expiring_subject': ['date'],
  'mail.compliance_expiring_body': ['date'],
  'mail.compliance_expired_body': ['date'],
  'mail.compliance_digest_line': ['date'],
  'retention.mail.due_subject': ['date'],
  'retention.mail.due_body': ['date'],
};

/** Messages whose caller writes a numeric parameter in the language's figures itself, each with why. */
const FORMATTED_BY_CALLER: Readonly<Record<string, { param: string; why: string }>> = {
  'audit.actions.candidates_exported': {
    param: 'count',
    why: "the audit log's sentence (apps/server/src/modules/logs/audit-sentence.ts) formats the count in the language, and the action filter's label passes '…' for it, which a number format would turn into NaN",
  },
};

/**
 * Bengali messages that must show Latin figures, each with the exact text that may keep them and why. Everything
 * else in these messages is still checked.
 */
const LATIN_ALLOWED: Readonly<Record<string, { keep: readonly string[]; why: string }>> = {
  'validation.postcode_invalid': { keep: ['SW1A 1AA'], why: 'an example UK postcode, typed in Latin letters and figures' },
  'forms.validation.uk_postcode': { keep: ['SW1A 1AA'], why: 'an example UK postcode, typed in Latin letters and figures' },
  'forms.validation.ni_number': { keep: ['AB 12 34 56 C'], why: 'an example National Insurance number, as printed on the letter' },
  'forms.validation.ni_number_temporary': { keep: ['AB 12 34 56 C'], why: 'an example National Insurance number, as printed on the letter' },
  'forms.validation.trn': { keep: ['1234567', 'RP99/12345'], why: 'example Teacher Reference Numbers, typed as the DfE issues them' },
  'forms.validation.uk_driving_licence': { keep: ['MORGA753116SM9IJ'], why: 'an example licence number, as printed on the licence' },
  'forms.validation.share_code': { keep: ['W12 3AB 45C'], why: "an example Home Office share code, typed as the Home Office's service gives it" },
  'forms.validation.phone': { keep: ['+44 7700 900123'], why: 'an example phone number with its country code, typed in Latin figures' },
  'security.recovery_code_invalid': { keep: ['ABCDE-12345'], why: 'the shape of a recovery code, printed in Latin letters and figures' },
  'pack.evidence_sha256': { keep: ['SHA-256'], why: 'the name of the hash algorithm' },
  'pack.evidence_sha256_computed': { keep: ['SHA-256'], why: 'the name of the hash algorithm' },
  'pack.statement_sha256': { keep: ['SHA-256'], why: 'the name of the hash algorithm' },
  'pack.left_out_reasons.altered': { keep: ['SHA-256'], why: 'the name of the hash algorithm' },
  'pack.hashes_note': { keep: ['SHA256SUMS', 'SHA-256', 'sha256sum -c SHA256SUMS'], why: 'a file name, the algorithm and the command an auditor types' },
  'retention.pack_file_hash': { keep: ['SHA-256'], why: 'the name of the hash algorithm' },
  'pack_audit.referee.statement_sha256': { keep: ['SHA-256'], why: 'the name of the hash algorithm' },
  'assurance.values.idsp_gpg45_high': { keep: ['GPG45'], why: "the name of the government's identity guidance (Good Practice Guide 45)" },
  'assurance.pdf.verify': { keep: ['SHA-256', 'sha256sum'], why: 'the name of the hash algorithm and the command a reader types to compute it' },
  'assurance.verify.hash_help': {
    keep: ['certutil -hashfile pack.pdf SHA256', 'shasum -a 256 pack.pdf', 'SHA-256'],
    why: 'the commands a reader types to compute the hash, and the name of the algorithm',
  },
  'assurance.verify.pdf_hash': { keep: ['SHA-256'], why: 'the name of the hash algorithm' },
  'assurance.verify.csv_hash': { keep: ['SHA-256'], why: 'the name of the hash algorithm' },
};

const PLACEHOLDER = /\{\{\s*(\w+)\s*(?:,\s*([^}]*?))?\s*\}\}/g;
const LATIN_DIGIT = /[0-9]/;

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  if (!value || typeof value !== 'object') return {};
  return Object.entries(value).reduce<Record<string, string>>(
    (all, [key, child]) => Object.assign(all, flatten(child, prefix ? `${prefix}.${key}` : key)),
    {},
  );
}

const bn = flatten(messages.bn);

const translator = i18next.createInstance();
await translator.init({
  resources: { bn: { translation: messages.bn }, en: { translation: messages.en } },
  lng: 'bn',
  fallbackLng: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});
addMessageFormats(translator.services.formatter);
const t = translator.getFixedT('bn');

/** Values for a message's parameters: numbers where callers pass numbers, Bengali words elsewhere. */
function sampleParams(key: string, text: string): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [, name] of text.matchAll(PLACEHOLDER)) {
    if (FORMATTED_BY_CALLER[key]?.param === name) params[name!] = '১,২৩৪';
    // Large enough to need a thousands separator, and every figure from 0 to 9 in one of the two.
    else if (NUMERIC_PARAMS.has(name!)) params[name!] = name === 'version' ? 1234567 : 1234567890;
    else if (CALENDAR_DATE_PARAMS[key]?.includes(name!)) params[name!] = '2023-10-01';
    else params[name!] = 'কখগ';
  }
  return params;
}

describe('Bengali messages write numbers in Bengali figures', () => {
  it('format every numeric parameter with the number formatter', () => {
    const raw: string[] = [];
    for (const [key, text] of Object.entries(bn)) {
      for (const [whole, name, format] of text.matchAll(PLACEHOLDER)) {
        if (!NUMERIC_PARAMS.has(name!) || FORMATTED_BY_CALLER[key]?.param === name) continue;
        if (format?.split('(')[0]?.trim() !== 'number') raw.push(`${key}: ${whole}`);
      }
    }
    expect(raw).toEqual([]);
  });

  it('show no Latin figure when rendered with numbers, outside an explicit allow-list', () => {
    const latin: string[] = [];
    for (const [key, text] of Object.entries(bn)) {
      let rendered = t(key, sampleParams(key, text)) as string;
      expect(rendered, key).not.toMatch(/NaN|\{\{/);
      // Longest first, so that 'SHA-256' does not break up 'sha256sum -c SHA256SUMS'.
      for (const kept of [...(LATIN_ALLOWED[key]?.keep ?? [])].sort((a, b) => b.length - a.length)) rendered = rendered.split(kept).join(' ');
      if (LATIN_DIGIT.test(rendered)) latin.push(`${key}: ${rendered}`);
    }
    expect(latin).toEqual([]);
  });

  it('format every calendar date a caller passes with the date format, in English and Bengali', () => {
    const en = flatten(messages.en);
    const raw: string[] = [];
    for (const [key, params] of Object.entries(CALENDAR_DATE_PARAMS)) {
      for (const catalogue of [en, bn]) {
        expect(catalogue[key], key).toBeDefined();
        for (const param of params) if (!catalogue[key]!.includes(`{{${param}, date}}`)) raw.push(`${key}: ${param}`);
      }
    }
    expect(raw).toEqual([]);
  });

  it("render a history's gap and an expiry mail in Bengali figures, and keep English as it was", () => {
    const gap = t('rules.history.gap', { from: '2023-10-01', to: '2023-12-31' }) as string;
    expect(gap).toBe('২০২৩-১০-০১ থেকে ২০২৩-১২-৩১ পর্যন্ত ফাঁক, কোনো ব্যাখ্যা নেই।');
    expect(t('mail.compliance_expiring_subject', { form: 'ডিবিএস', date: '2026-07-09' })).not.toMatch(LATIN_DIGIT);
    expect(t('rules.history.not_working', { from: '2024-01-01', to: 'চলমান', detail: 'পড়াশোনা' })).toBe(
      '২০২৪-০১-০১ থেকে চলমান পর্যন্ত কাজে ছিলেন না: পড়াশোনা',
    );
    expect(translator.getFixedT('en')('rules.history.gap', { from: '2023-10-01', to: '2023-12-31' })).toBe(
      'Gap from 2023-10-01 to 2023-12-31, not explained.',
    );
  });

  it('keep the allow-list to messages that exist and still need it', () => {
    for (const [key, { keep, why }] of Object.entries(LATIN_ALLOWED)) {
      expect(bn[key], key).toBeDefined();
      expect(why.length, key).toBeGreaterThan(10);
      for (const kept of keep) expect(bn[key], `${key}: ${kept}`).toContain(kept);
    }
    for (const [key, { param }] of Object.entries(FORMATTED_BY_CALLER)) expect(bn[key], key).toContain(`{{${param}}}`);
  });

  it('render numbers in Bengali figures with grouping, and keep English as it was', () => {
    expect(t('validation.too_long', { max: 5000 })).toBe('সর্বোচ্চ ৫,০০০ অক্ষর হতে পারে');
    expect(t('validation.geo_import_code_duplicate', { row: 12, code: 'BD-10', first: 3 })).toBe('সারি ১২: BD-10 কোডটি সারি ৩-এও আছে');
    expect(translator.getFixedT('en')('validation.too_long', { max: 5000 })).toBe('Must be at most 5000 characters');
  });
});

/** What the server and the web app show for a schema's issues: each message key with the limit zod reports. */
function bengaliIssues(schema: z.ZodType, input: unknown): string[] {
  const parsed = schema.safeParse(input);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => {
    const max = 'maximum' in issue ? Number(issue.maximum) : undefined;
    return t(issue.message, max === undefined ? {} : { max }) as string;
  });
}

describe("the contract's zod limits in Bengali", () => {
  const bengaliFigures = (n: number) => new Intl.NumberFormat('bn-BD').format(n);

  it('name each limit in Bengali figures', () => {
    const uuid = '00000000-0000-4000-8000-000000000000';
    const cases: Array<[z.ZodType, unknown, number]> = [
      [requiredText('validation.readable_name_required', 5000), 'ক'.repeat(5001), 5000],
      [ZRoleName, 'a'.repeat(ROLE_NAME_MAX + 1), ROLE_NAME_MAX],
      [ZAdminUserRolesRequest, { roles: Array.from({ length: ADMIN_USER_MAX_ROLES + 1 }, (_, i) => `role-${i}`) }, ADMIN_USER_MAX_ROLES],
      [ZRolePermissionsRequest, { permissions: Array.from({ length: 501 }, (_, i) => `p${i}`) }, 500],
      [ZNewsPatch, { tag_ids: Array.from({ length: NEWS_TAGS_MAX + 1 }, () => uuid) }, NEWS_TAGS_MAX],
      [ZCandidateRemindRequest, { ids: Array.from({ length: CANDIDATE_REMIND_MAX + 1 }, () => uuid) }, CANDIDATE_REMIND_MAX],
    ];
    const all: string[] = [];
    for (const [schema, input, limit] of cases) {
      const issues = bengaliIssues(schema, input);
      expect(issues.join(' | ')).toContain(bengaliFigures(limit));
      all.push(...issues);
    }
    for (const message of all) expect(message).not.toMatch(/[0-9]|\{\{/);
  });
});
