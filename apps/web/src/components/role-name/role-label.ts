import { roleDisplayName, SEEDED_ROLES } from '@portal/contract';
import type { TFunction } from 'i18next';

/**
 * A role's name for people. With its readable name: the seeded roles' own names in the reader's language, an admin's
 * own words as written. With only the role's machine name (a user's list of roles): the seeded roles translated, any
 * other shown as its machine name.
 */
export function roleLabel(t: TFunction, role: string | { name: string; readable_name: string }): string {
  if (typeof role !== 'string') return roleDisplayName(role, (key) => t(key as never));
  const seeded = SEEDED_ROLES.find((r) => r.name === role);
  return seeded ? roleDisplayName(seeded, (key) => t(key as never)) : role;
}
