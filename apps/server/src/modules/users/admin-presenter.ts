import type { TAdminUserDetail, TAdminUserStatus, TAdminUserSummary } from '@portal/contract';
import type { UserListRow } from './list-repository.js';
import type { UserRow } from './repository.js';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Banned wins over everything; otherwise an unverified email address makes the account unverified. */
export function userStatus(user: Pick<UserRow, 'banned_at' | 'email_verified_at'>): TAdminUserStatus {
  if (user.banned_at) return 'banned';
  return user.email_verified_at ? 'active' : 'unverified';
}

/** A row of the admin user list. */
export function presentAdminUserSummary(user: Omit<UserListRow, 'roles'>, roles: readonly string[]): TAdminUserSummary {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    roles: [...roles],
    status: userStatus(user),
    email_verified_at: iso(user.email_verified_at),
    phone_verified_at: iso(user.phone_verified_at),
    banned_at: iso(user.banned_at),
    created_at: user.created_at.toISOString(),
  };
}

/** What an administrator sees of one account; never the password hash, a token or a code. */
export function presentAdminUserDetail(user: UserRow, roles: readonly string[]): TAdminUserDetail {
  return {
    ...presentAdminUserSummary(user, roles),
    ban_reason: user.ban_reason,
    date_of_birth: user.date_of_birth,
    gender: user.gender,
    intro_bio: user.intro_bio,
    updated_at: user.updated_at.toISOString(),
  };
}
