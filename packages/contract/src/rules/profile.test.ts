import { describe, expect, it } from 'vitest';
import {
  applyProfileUpdate,
  EMPTY_COMPLIANCE_PROFILE,
  ZAdminComplianceProfileUpdate,
  ZComplianceProfileResponse,
  ZComplianceProfileUpdate,
} from './profile.js';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[]; code: string }[] } }) =>
  result.success ? [] : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.code === 'unrecognized_keys' ? 'unrecognized' : issue.message}`);

describe('PUT /api/v1/compliance/profile', () => {
  it('accepts the fixed body { roles, settings, management } and stores choices in catalogue order, once', () => {
    const parsed = ZComplianceProfileUpdate.parse({ roles: ['teacher', 'sen_support', 'teacher'], settings: ['academy', 'school'], management: false });
    expect(parsed).toEqual({ roles: ['teacher', 'sen_support'], settings: ['school', 'academy'], management: false });
  });

  it('asks for at least one role and one setting, from the catalogues', () => {
    expect(messagesOf(ZComplianceProfileUpdate.safeParse({ roles: [], settings: [], management: false }))).toEqual([
      'roles: rules.profile.roles_required',
      'settings: rules.profile.settings_required',
    ]);
    expect(messagesOf(ZComplianceProfileUpdate.safeParse({ roles: ['pilot'], settings: ['moon'], management: 'yes' }))).toEqual([
      'roles.0: rules.profile.role_invalid',
      'settings.0: rules.profile.setting_invalid',
      'management: validation.invalid_type',
    ]);
  });

  it('refuses a conditional offer from the candidate: only staff mark it', () => {
    const body = { roles: ['teacher'], settings: ['school'], management: false, conditional_offer: true };
    expect(messagesOf(ZComplianceProfileUpdate.safeParse(body))).toEqual([': unrecognized']);
    expect(ZAdminComplianceProfileUpdate.parse(body).conditional_offer).toBe(true);
    expect(messagesOf(ZAdminComplianceProfileUpdate.safeParse({ ...body, banned: true }))).toEqual([': unrecognized']);
  });

  it('keeps the facts a PUT leaves out', () => {
    const stored = { ...EMPTY_COMPLIANCE_PROFILE, drives_for_work: true, lived_overseas: true, conditional_offer: true };
    const update = ZComplianceProfileUpdate.parse({ roles: ['care_worker'], settings: ['social_care'], management: false });
    expect(applyProfileUpdate(stored, update)).toEqual({
      roles: ['care_worker'],
      settings: ['social_care'],
      management: false,
      drives_for_work: true,
      lived_overseas: true,
      conditional_offer: true,
    });
    const staff = ZAdminComplianceProfileUpdate.parse({ roles: ['teacher'], settings: ['school'], management: true, conditional_offer: false, drives_for_work: false });
    expect(applyProfileUpdate(stored, staff)).toMatchObject({ management: true, conditional_offer: false, drives_for_work: false, lived_overseas: true });
  });

  it('answers with every fact and when it was saved (null before the first answer)', () => {
    expect(ZComplianceProfileResponse.parse({ ...EMPTY_COMPLIANCE_PROFILE, updated_at: null }).updated_at).toBeNull();
  });
});
