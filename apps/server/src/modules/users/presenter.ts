import type { TUser } from '@portal/contract';
import type { UserRow } from './repository.js';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The only shape in which a user leaves the server: no hash, token or code ever does. */
export function presentUser(user: UserRow): TUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    email_verified_at: iso(user.email_verified_at),
    phone_verified_at: iso(user.phone_verified_at),
    created_at: user.created_at.toISOString(),
  };
}
