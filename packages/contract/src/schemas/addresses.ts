import { z } from 'zod';
import { isCountryCode } from '../country-codes.js';
import { ADDRESS_TYPES } from '../reference-lists.js';
import { normalisePostcode, UK_POSTCODE_PATTERN } from '../forms/patterns.js';
import { requiredText, ZListMeta } from './common.js';
import { GEO_AREA_ID_PATTERN } from './geo.js';
import type { THomeCountry } from '../constants.js';

export const ADDRESS_SCOPES = ['local', 'international'] as const;
export type TAddressScope = (typeof ADDRESS_SCOPES)[number];

/** How many addresses one person may keep. */
export const ADDRESS_LIMIT = 20;
export const ADDRESS_MAX = 500;
export const ADDRESS_PART_MAX = 100;
export const ZIP_CODE_MAX = 20;
/** The local part of a phone number, without the country code. */
const ADDRESS_PHONE_PATTERN = /^[0-9][0-9 ()-]{3,19}$/;

const ADDRESS_TYPE_IDS: ReadonlySet<number> = new Set(ADDRESS_TYPES.map((type) => type.id));

/** Empty strings and null both mean "not given" for the optional parts of an address. */
const blankToNull = (value: unknown) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value);

function optionalText(max: number) {
  return z.preprocess(blankToNull, z.string().trim().max(max, { error: 'validation.too_long' }).nullable());
}

function requiredAreaId(requiredKey: `validation.${string}`) {
  return z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey, abort: true })
    .regex(GEO_AREA_ID_PATTERN, { error: 'validation.geo_area_invalid' });
}

const ZAddressType = z
  .number({ error: 'validation.address_type_invalid' })
  .int({ error: 'validation.address_type_invalid' })
  .refine((id) => ADDRESS_TYPE_IDS.has(id), { error: 'validation.address_type_invalid' });

/** Phone of an address: a country from the phone-code list (by country code) and the local number. */
const addressPhone = {
  phone_code: z.preprocess(
    blankToNull,
    z.string().refine(isCountryCode, { error: 'validation.phone_code_invalid' }).nullable(),
  ),
  phone: z.preprocess(blankToNull, z.string().trim().regex(ADDRESS_PHONE_PATTERN, { error: 'validation.phone_invalid' }).nullable()),
};

function phoneNeedsCode(data: { phone: string | null; phone_code: string | null }, ctx: z.RefinementCtx) {
  if (data.phone && !data.phone_code) {
    ctx.addIssue({ code: 'custom', path: ['phone_code'], message: 'validation.phone_code_required' });
  }
}

/**
 * A UK postcode, normalised as Royal Mail prints it ('sw1a1aa' → 'SW1A 1AA'): the same rule as the forms'
 * `uk_postcode` pattern (forms/patterns.ts), so an address and a compliance form never disagree.
 */
export const ZUkPostcode = z
  .string({ error: 'validation.postcode_required' })
  .trim()
  .min(1, { error: 'validation.postcode_required', abort: true })
  .max(ZIP_CODE_MAX, { error: 'validation.postcode_invalid', abort: true })
  .transform(normalisePostcode)
  .refine((value) => UK_POSTCODE_PATTERN.test(value.replace(' ', '')), { error: 'validation.postcode_invalid' });

/** A local address when the home country is the United Kingdom: address lines, town, county, postcode. */
export const ZUkAddressInput = z
  .object({
    scope: z.literal('local'),
    address_type: ZAddressType,
    /** The first address line: house number or name and street. */
    address: requiredText('validation.address_required', ADDRESS_MAX),
    address_line2: optionalText(ADDRESS_PART_MAX),
    town: requiredText('validation.town_required', ADDRESS_PART_MAX),
    county: optionalText(ADDRESS_PART_MAX),
    postcode: ZUkPostcode,
    ...addressPhone,
  })
  .superRefine(phoneNeedsCode);
export type TUkAddressInput = z.input<typeof ZUkAddressInput>;

/** A local address when the home country is Bangladesh: division, district and optionally upazila. */
export const ZLocalAddressInput = z
  .object({
    scope: z.literal('local'),
    address_type: ZAddressType,
    address: requiredText('validation.address_required', ADDRESS_MAX),
    division_id: requiredAreaId('validation.division_required'),
    district_id: requiredAreaId('validation.district_required'),
    upazila_id: z.preprocess(blankToNull, z.string().regex(GEO_AREA_ID_PATTERN, { error: 'validation.geo_area_invalid' }).nullable()),
    ...addressPhone,
  })
  .superRefine(phoneNeedsCode);
export type TLocalAddressInput = z.input<typeof ZLocalAddressInput>;

const optionalAreaId = z.preprocess(blankToNull, z.string().regex(GEO_AREA_ID_PATTERN, { error: 'validation.geo_area_invalid' }).nullable());

/** Bangladesh's areas may name an address there (from the imported tree); no other country's. */
function areasOnlyInBangladesh(
  data: { country_code: unknown; division_id: unknown; district_id: unknown; upazila_id: unknown },
  ctx: z.RefinementCtx,
) {
  if (!data.division_id && !data.district_id && !data.upazila_id) return;
  if (data.country_code !== 'BD') {
    ctx.addIssue({ code: 'custom', path: ['division_id'], message: 'validation.address_areas_bangladesh_only' });
    return;
  }
  if (!data.division_id) ctx.addIssue({ code: 'custom', path: ['division_id'], message: 'validation.division_required' });
  if (!data.district_id) ctx.addIssue({ code: 'custom', path: ['district_id'], message: 'validation.district_required' });
}

/**
 * An address abroad: state, city, zip code and country. One in Bangladesh may also name its division,
 * district and upazila from Bangladesh's tree (when it has been imported), as a Bangladesh portal's local
 * address does; the service then fills an empty state and city from the division's and district's names.
 */
export const ZInternationalAddressInput = z
  .object({
    scope: z.literal('international'),
    address_type: ZAddressType,
    address: requiredText('validation.address_required', ADDRESS_MAX),
    state: requiredText('validation.state_required', ADDRESS_PART_MAX),
    city: requiredText('validation.city_required', ADDRESS_PART_MAX),
    zip_code: optionalText(ZIP_CODE_MAX),
    country_code: z
      .string({ error: 'validation.country_required' })
      .trim()
      .min(1, { error: 'validation.country_required', abort: true })
      .refine(isCountryCode, { error: 'validation.country_invalid' }),
    division_id: optionalAreaId,
    district_id: optionalAreaId,
    upazila_id: optionalAreaId,
    ...addressPhone,
  })
  .superRefine(phoneNeedsCode)
  // Also when other parts are missing, so one answer names everything to fix.
  .superRefine(areasOnlyInBangladesh, { when: () => true });
export type TInternationalAddressInput = z.input<typeof ZInternationalAddressInput>;

/** A complete address of either kind: what the service stores after merging a change onto the stored one. */
export const ZAddressInput = z.discriminatedUnion('scope', [ZLocalAddressInput, ZInternationalAddressInput], {
  error: 'validation.address_scope_invalid',
});
export const ZUkHomeAddressInput = z.discriminatedUnion('scope', [ZUkAddressInput, ZInternationalAddressInput], {
  error: 'validation.address_scope_invalid',
});
export type TAddressInput = z.output<typeof ZAddressInput> | z.output<typeof ZUkHomeAddressInput>;

/** The form of a local address in a home country: the UK's (postcode, town) or Bangladesh's (geo areas). */
export function addressInputSchema(country: THomeCountry): typeof ZAddressInput | typeof ZUkHomeAddressInput {
  return country === 'GB' ? ZUkHomeAddressInput : ZAddressInput;
}

/**
 * The body of POST (scope required) and PATCH (everything optional). Only types are checked here;
 * completeness is checked on the merged address, so both answer 'Please complete the address' alike.
 */
const looseAddressFields = {
  address_type: z.number({ error: 'validation.address_type_invalid' }).int({ error: 'validation.address_type_invalid' }).optional(),
  address: z.string().nullable().optional(),
  division_id: z.string().nullable().optional(),
  district_id: z.string().nullable().optional(),
  upazila_id: z.string().nullable().optional(),
  address_line2: z.string().nullable().optional(),
  town: z.string().nullable().optional(),
  county: z.string().nullable().optional(),
  postcode: z.string().nullable().optional(),
  state: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  zip_code: z.string().nullable().optional(),
  country_code: z.string().nullable().optional(),
  phone_code: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
};
const ZAddressScope = z.enum(ADDRESS_SCOPES, { error: 'validation.address_scope_invalid' });

export const ZCreateAddressRequest = z.object({ scope: ZAddressScope, ...looseAddressFields });
export type TCreateAddressRequest = z.input<typeof ZCreateAddressRequest>;

export const ZUpdateAddressRequest = z.strictObject({ scope: ZAddressScope.optional(), ...looseAddressFields });
export type TUpdateAddressRequest = z.input<typeof ZUpdateAddressRequest>;

const ZAreaRef = z.object({ id: z.string(), name_en: z.string(), name_bn: z.string() });

export const ZAddress = z.object({
  id: z.string(),
  user_id: z.string(),
  scope: ZAddressScope,
  address_type: z.number().int(),
  address: z.string(),
  division: ZAreaRef.nullable(),
  district: ZAreaRef.nullable(),
  upazila: ZAreaRef.nullable(),
  /** A UK address: the second line, town, county and postcode (null for other addresses). */
  address_line2: z.string().nullable(),
  town: z.string().nullable(),
  county: z.string().nullable(),
  postcode: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  zip_code: z.string().nullable(),
  country_code: z.string().nullable(),
  phone_code: z.string().nullable(),
  phone: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TAddress = z.infer<typeof ZAddress>;

export const ZAddressList = z.object({ data: z.array(ZAddress), meta: ZListMeta });
export type TAddressList = z.infer<typeof ZAddressList>;
