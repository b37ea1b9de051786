import { describe, expect, it } from 'vitest';
import { isEntryActive, USER_MENU, visibleUserMenu } from './user-menu';

describe('user menu', () => {
  it('shows only ready entries and drops empty sections', () => {
    const menu = visibleUserMenu([
      { title: 'account.menu.section_profile', entries: [{ to: '/user/geo-area', label: 'account.menu.geo_area', ready: false }] },
      { title: 'account.menu.section_security', entries: [{ to: '/user/change-password', label: 'account.menu.change_password', ready: true }] },
    ]);
    expect(menu).toEqual([
      { title: 'account.menu.section_security', entries: [{ to: '/user/change-password', label: 'account.menu.change_password', ready: true }] },
    ]);
  });

  it('links every user page of the spec except the ones other features own', () => {
    const paths = USER_MENU.flatMap((section) => section.entries.map((entry) => entry.to.replace('/user/', '')));
    expect(paths.sort()).toEqual(
      [
        'add-new-email', 'add-new-phone', 'change-email', 'change-password', 'change-phone', 'edit-emergency-info',
        'edit-profile-pic', 'edit-social-info', 'geo-area', 'profile', 'remove-email', 'remove-phone', 'address', 'security',
      ].sort(),
    );
  });

  it('marks the profile entry on its edit mode and the picture entry on the old link', () => {
    const [profile, picture] = USER_MENU[0]!.entries;
    expect(isEntryActive(profile!, '/user/profile/edit')).toBe(true);
    expect(isEntryActive(profile!, '/user/profiles')).toBe(false);
    expect(isEntryActive(picture!, '/user/edit-profil-pic-copy')).toBe(true);
  });
});
