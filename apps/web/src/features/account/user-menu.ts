type MenuLabel = `account.menu.${
  | 'profile'
  | 'profile_picture'
  | 'social'
  | 'emergency'
  | 'geo_area'
  | 'addresses'
  | 'change_password'
  | 'security'
  | 'change_email'
  | 'change_phone'
  | 'add_email'
  | 'add_phone'
  | 'remove_email'
  | 'remove_phone'}`;

export interface UserMenuEntry {
  to: string;
  label: MenuLabel;
  /** False until the entry's screen is built; unready entries are never shown. */
  ready: boolean;
}

export interface UserMenuSection {
  title: `account.menu.section_${'profile' | 'security' | 'contacts'}`;
  entries: readonly UserMenuEntry[];
}

/** The side menu of the /user/... screens (spec section 2, "User pages"), grouped by what they are for. */
export const USER_MENU: readonly UserMenuSection[] = [
  {
    title: 'account.menu.section_profile',
    entries: [
      { to: '/user/profile', label: 'account.menu.profile', ready: true },
      { to: '/user/edit-profile-pic', label: 'account.menu.profile_picture', ready: true },
      { to: '/user/edit-social-info', label: 'account.menu.social', ready: true },
      { to: '/user/edit-emergency-info', label: 'account.menu.emergency', ready: true },
      // Built by the geo-areas and addresses features.
      { to: '/user/geo-area', label: 'account.menu.geo_area', ready: true },
      { to: '/user/address', label: 'account.menu.addresses', ready: true },
    ],
  },
  {
    title: 'account.menu.section_security',
    entries: [
      { to: '/user/change-password', label: 'account.menu.change_password', ready: true },
      // Built by the mfa feature: second sign-in steps and recovery codes.
      { to: '/user/security', label: 'account.menu.security', ready: true },
    ],
  },
  {
    title: 'account.menu.section_contacts',
    entries: [
      { to: '/user/change-email', label: 'account.menu.change_email', ready: true },
      { to: '/user/add-new-email', label: 'account.menu.add_email', ready: true },
      { to: '/user/remove-email', label: 'account.menu.remove_email', ready: true },
      { to: '/user/change-phone', label: 'account.menu.change_phone', ready: true },
      { to: '/user/add-new-phone', label: 'account.menu.add_phone', ready: true },
      { to: '/user/remove-phone', label: 'account.menu.remove_phone', ready: true },
    ],
  },
];

/** Sections with their ready entries; a section left empty is dropped. */
export function visibleUserMenu(menu: readonly UserMenuSection[] = USER_MENU): UserMenuSection[] {
  return menu
    .map((section) => ({ ...section, entries: section.entries.filter((entry) => entry.ready) }))
    .filter((section) => section.entries.length > 0);
}

/** The entry a path belongs to: /user/profile/edit belongs to /user/profile, the old picture link to the picture. */
export function isEntryActive(entry: UserMenuEntry, pathname: string): boolean {
  if (pathname === entry.to || pathname.startsWith(`${entry.to}/`)) return true;
  return entry.to === '/user/edit-profile-pic' && pathname === '/user/edit-profil-pic-copy';
}
