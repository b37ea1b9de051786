import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../plugins/i18n.js';
import { auditSentence, hasSentence } from './audit-sentence.js';

const names = { actorName: 'Super Admin', personName: 'Asha Khan', roleReadableName: null };

describe('auditSentence', () => {
  it('tells an approval with the people’s names and the form’s title in the reader’s language', () => {
    const entry = { action: 'compliance.approved', actor_id: 'a', data: { form_key: 'compliance-docs/dbs-check', version: 1, candidate_id: 'c' } };
    expect(auditSentence(entry, names, translatorFor('en'), 'en')).toBe('Super Admin approved Asha Khan’s DBS certificate');
    expect(auditSentence(entry, names, translatorFor('bn'), 'bn')).toMatch(/^Super Admin Asha Khan-এর .+ অনুমোদন করেছেন$/);
  });

  it('names the portal when nobody acted, a seeded role in the reader’s language, and an admin’s role as written', () => {
    const expiry = { action: 'crm.reconnect_needed', actor_id: null, data: null };
    expect(auditSentence(expiry, { ...names, actorName: null }, translatorFor('bn'), 'bn')).toBe('সিআরএম পোর্টালের সংযোগ প্রত্যাখ্যান করেছে: আবার যুক্ত করতে হবে');
    const roles = { action: 'users.roles', actor_id: 'a', data: { roles: ['compliance-officer', 'night-shift'] } };
    expect(auditSentence(roles, names, translatorFor('bn'), 'bn')).toBe('Super Admin Asha Khan-এর ভূমিকা বদলে করেছেন: কমপ্লায়েন্স অফিসার, night-shift');
  });

  it('has a sentence for every action the server records', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const files = fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const source = files.map((f) => fs.readFileSync(path.join(root, f), 'utf8')).join('\n');
    const literal = [...source.matchAll(/action: '([a-z_]+\.[a-z_.]+)'/g)].map((m) => m[1]!);
    const through = [...source.matchAll(/(?:audit|onTarget|keepLink|updateUser)\([^)]*?'([a-z_]+\.[a-z_.]+)'/g)].map((m) => m[1]!);
    const dynamic = ['compliance.approved', 'compliance.rejected', 'compliance.reopened', 'auth.verify_email', 'auth.verify_phone', 'account.email_changed', 'account.phone_changed', 'account.avatar_replaced', 'account.avatar_removed', 'referee.sent', 'referee.revoked'];
    const actions = [...new Set([...literal, ...through, ...dynamic])].filter((a) => !a.startsWith('crm.') || !['crm.token_refused', 'crm.unreachable', 'crm.rejected'].includes(a));
    expect(actions.length).toBeGreaterThan(60);
    expect(actions.filter((action) => !hasSentence(action))).toEqual([]);
  });
});
