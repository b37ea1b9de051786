/**
 * The compliance profile: what a candidate will do, which decides which checks apply (api-contract.md,
 * 'Compliance profile (fixed)').
 *
 * GET/PUT /api/v1/compliance/profile                  the candidate's own
 * GET/PUT /api/v1/admin/users/{id}/compliance-profile staff (documents.review)
 *
 * The fixed body is `{ roles, settings, management }`. The other facts the rules need are optional in a PUT,
 * and a PUT that leaves one out keeps its stored value, so a client that sends only the fixed fields never
 * resets them. `conditional_offer` is staff-only: a candidate's PUT that sends it is refused (unknown field).
 */
import { z } from 'zod';
import { PLACEMENT_ROLES, PLACEMENT_SETTINGS, type PlacementRole, type PlacementSetting } from './catalogues.js';

/** The facts the rules read. */
export interface ComplianceProfile {
  readonly roles: readonly PlacementRole[];
  readonly settings: readonly PlacementSetting[];
  /** Management or leadership (head, deputy, head of department...): section 128 [S45][S52]. */
  readonly management: boolean;
  /** Will drive for work: the driving checks (agency policy). */
  readonly drives_for_work: boolean;
  /** Lived outside the UK for 3 months or more in the last 5 years: overseas checks (threshold is policy, [S48]). */
  readonly lived_overseas: boolean;
  /** Set by staff once a conditional offer is made: health questions may be asked only after it (Equality Act 2010 s.60, [S55]). */
  readonly conditional_offer: boolean;
}

/** A candidate who has not answered yet: nothing role-specific applies. */
export const EMPTY_COMPLIANCE_PROFILE: ComplianceProfile = Object.freeze({
  roles: [],
  settings: [],
  management: false,
  drives_for_work: false,
  lived_overseas: false,
  conditional_offer: false,
});

/** Keeps the catalogue's order and drops repeats, so equal choices are stored equally. */
function inCatalogueOrder<T extends string>(catalogue: readonly T[]) {
  return (chosen: readonly T[]): T[] => catalogue.filter((item) => chosen.includes(item));
}

const ZRole = z.enum(PLACEMENT_ROLES, { error: 'rules.profile.role_invalid' });
const ZSetting = z.enum(PLACEMENT_SETTINGS, { error: 'rules.profile.setting_invalid' });
const ZFlag = z.boolean({ error: 'validation.invalid_type' });

const ZRoles = z
  .array(ZRole, { error: 'validation.invalid_type' })
  .min(1, { error: 'rules.profile.roles_required' })
  .max(PLACEMENT_ROLES.length * 2, { error: 'validation.invalid_type' })
  .transform(inCatalogueOrder(PLACEMENT_ROLES));

const ZSettings = z
  .array(ZSetting, { error: 'validation.invalid_type' })
  .min(1, { error: 'rules.profile.settings_required' })
  .max(PLACEMENT_SETTINGS.length * 2, { error: 'validation.invalid_type' })
  .transform(inCatalogueOrder(PLACEMENT_SETTINGS));

/** PUT /api/v1/compliance/profile: what the candidate says about their work. */
export const ZComplianceProfileUpdate = z.strictObject({
  roles: ZRoles,
  settings: ZSettings,
  management: ZFlag,
  drives_for_work: ZFlag.optional(),
  lived_overseas: ZFlag.optional(),
});
export type TComplianceProfileUpdate = z.input<typeof ZComplianceProfileUpdate>;

/** PUT /api/v1/admin/users/{id}/compliance-profile: the same, plus the facts only staff may set. */
export const ZAdminComplianceProfileUpdate = ZComplianceProfileUpdate.extend({
  conditional_offer: ZFlag.optional(),
});
export type TAdminComplianceProfileUpdate = z.input<typeof ZAdminComplianceProfileUpdate>;

/** The answer of both GETs and PUTs. */
export const ZComplianceProfileResponse = z.object({
  roles: z.array(ZRole),
  settings: z.array(ZSetting),
  management: z.boolean(),
  drives_for_work: z.boolean(),
  lived_overseas: z.boolean(),
  conditional_offer: z.boolean(),
  /** When the profile was last saved; null until it is first answered (the web app asks right after verification). */
  updated_at: z.string().nullable(),
});
export type TComplianceProfileResponse = z.infer<typeof ZComplianceProfileResponse>;

/** A stored profile after a PUT: the fields it left out keep their values in `current`. */
export function applyProfileUpdate(
  current: ComplianceProfile,
  update: z.output<typeof ZAdminComplianceProfileUpdate> | z.output<typeof ZComplianceProfileUpdate>,
): ComplianceProfile {
  return {
    roles: update.roles,
    settings: update.settings,
    management: update.management,
    drives_for_work: update.drives_for_work ?? current.drives_for_work,
    lived_overseas: update.lived_overseas ?? current.lived_overseas,
    conditional_offer: ('conditional_offer' in update ? update.conditional_offer : undefined) ?? current.conditional_offer,
  };
}
