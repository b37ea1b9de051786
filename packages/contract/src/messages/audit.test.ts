import { describe, expect, it } from 'vitest';
import { PERMISSION_CATALOGUE, PERMISSIONS, permissionDisplayName } from '../permissions.js';
import { roleDisplayName, SEEDED_ROLES } from '../roles.js';
import { auditBn, auditEn } from './audit.js';

const lookup = (catalogue: typeof auditEn | typeof auditBn) => (key: string) =>
  key.split('.').slice(1).reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue) as string;

describe('role and permission names', () => {
  it('has every built-in permission in both languages, the English being the catalogue’s own words', () => {
    for (const name of PERMISSIONS) {
      const key = name.replaceAll('.', '_') as keyof typeof auditEn.permission_names;
      expect(auditEn.permission_names[key], name).toBe(PERMISSION_CATALOGUE[name].readable);
      expect(auditBn.permission_names[key], name).toMatch(/[\u0980-\u09FF]/);
    }
  });

  it('has every seeded role in both languages', () => {
    for (const role of SEEDED_ROLES) {
      expect(auditEn.role_names[role.name as keyof typeof auditEn.role_names]).toBe(role.readable_name);
      expect(auditBn.role_names[role.name as keyof typeof auditBn.role_names]).toMatch(/[\u0980-\u09FF]/);
    }
  });

  it('translates a seeded role or built-in permission that still has its own name, and keeps an admin’s words', () => {
    const bn = lookup(auditBn);
    expect(roleDisplayName({ name: 'compliance-officer', readable_name: 'Compliance officer' }, bn)).toBe('কমপ্লায়েন্স অফিসার');
    expect(roleDisplayName({ name: 'compliance-officer', readable_name: 'Checkers' }, bn)).toBe('Checkers');
    expect(roleDisplayName({ name: 'night-shift', readable_name: 'Night shift' }, bn)).toBe('Night shift');
    expect(permissionDisplayName({ name: 'users.view', readable_name: 'View users' }, bn)).toBe('ব্যবহারকারীদের দেখা');
    expect(permissionDisplayName({ name: 'users.view', readable_name: 'See people' }, bn)).toBe('See people');
    expect(permissionDisplayName({ name: 'reports.view', readable_name: 'View reports' }, bn)).toBe('View reports');
  });

  it('has a Bengali sentence for every English one, with the same placeholders', () => {
    for (const [key, sentence] of Object.entries(auditEn.actions)) {
      const bn = auditBn.actions[key as keyof typeof auditBn.actions];
      const holes = (s: string) => [...s.matchAll(/\{\{(\w+)(?:, *[\w()]+)?\}\}/g)].map((m) => m[1]).sort();
      expect(holes(bn), key).toEqual(holes(sentence));
    }
  });
});
