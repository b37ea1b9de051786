import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { geoAreas } from './geo.js';
import { users } from './users.js';

export const CONTACT_KINDS = ['email', 'phone'] as const;

/** Secondary email addresses and phone numbers; the primary ones live on users. */
export const userContacts = pgTable(
  'user_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CONTACT_KINDS }).notNull(),
    value: text('value').notNull(),
    verified_at: timestamp('verified_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_contacts_kind_value_unique').on(t.kind, t.value), index('user_contacts_user_idx').on(t.user_id)],
);

export const emergencyContacts = pgTable('emergency_contacts', {
  user_id: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  full_name: text('full_name').notNull(),
  relationship: text('relationship').notNull(),
  phone: text('phone').notNull(),
  address: text('address').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ADDRESS_SCOPES = ['local', 'international'] as const;

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope', { enum: ADDRESS_SCOPES }).notNull(),
    /** Address type id from the contract's reference list (0 Uncategorised ... 5 Others). */
    address_type: integer('address_type').notNull().default(0),
    address: text('address').notNull(),
    division_id: uuid('division_id').references(() => geoAreas.id, { onDelete: 'restrict' }),
    district_id: uuid('district_id').references(() => geoAreas.id, { onDelete: 'restrict' }),
    upazila_id: uuid('upazila_id').references(() => geoAreas.id, { onDelete: 'restrict' }),
    /** A UK address: `address` is its first line; these the rest (null for other addresses). */
    address_line2: text('address_line2'),
    town: text('town'),
    county: text('county'),
    /** Normalised as Royal Mail prints it ('SW1A 1AA'). */
    postcode: text('postcode'),
    state: text('state'),
    city: text('city'),
    zip_code: text('zip_code'),
    country_code: text('country_code'),
    phone_code: text('phone_code'),
    phone: text('phone'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user_idx').on(t.user_id)],
);
