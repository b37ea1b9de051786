import { ZGender, type TAccountProfile, type TContact } from '@portal/contract';
import { sha256 } from '../../lib/secrets.js';
import { presentUser } from '../users/presenter.js';
import type { UserRow } from '../users/repository.js';
import type { ContactRow, EmergencyContactRow } from './repository.js';

/** A short fingerprint of the stored picture: it changes with the picture and reveals nothing about the key. */
export const avatarVersion = (avatarKey: string) => sha256(avatarKey).slice(0, 16);

export function presentProfile(user: UserRow, emergency: EmergencyContactRow | undefined): TAccountProfile {
  const gender = ZGender.safeParse(user.gender);
  return {
    ...presentUser(user),
    date_of_birth: user.date_of_birth,
    gender: gender.success ? gender.data : null,
    intro_bio: user.intro_bio,
    social: { facebook: user.facebook_url, twitter: user.twitter_url, linkedin: user.linkedin_url },
    emergency_contact: emergency
      ? { full_name: emergency.full_name, relationship: emergency.relationship, phone: emergency.phone, address: emergency.address }
      : null,
    avatar_version: user.avatar_key ? avatarVersion(user.avatar_key) : null,
  };
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function presentSecondaryContact(row: ContactRow): TContact {
  return {
    id: row.id,
    kind: row.kind,
    value: row.value,
    primary: false,
    verified_at: iso(row.verified_at),
    created_at: row.created_at.toISOString(),
  };
}

/** The account's primary addresses first (they have no id), then the secondary ones. */
export function presentContacts(user: UserRow, secondary: readonly ContactRow[]): TContact[] {
  const created = user.created_at.toISOString();
  const primary: TContact[] = [
    { id: null, kind: 'email', value: user.email, primary: true, verified_at: iso(user.email_verified_at), created_at: created },
  ];
  if (user.phone) {
    primary.push({ id: null, kind: 'phone', value: user.phone, primary: true, verified_at: iso(user.phone_verified_at), created_at: created });
  }
  return [...primary, ...secondary.map(presentSecondaryContact)];
}
