import {
  ADDRESS_LIMIT,
  addressInputSchema,
  buildListMeta,
  isHomeCountry,
  type TAddress,
  type TAddressInput,
  type TAddressList,
  type THomeCountry,
  ZUpdateAddressRequest,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppContext, RequestContext, RequestMeta } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { AppError, invalidField, notFound } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { isUuid } from '../../lib/like.js';
import { userTarget } from '../access/policy.js';
import { auditRepository } from '../audit/repository.js';
import { geoRepository } from '../geo/repository.js';
import { presentAddress } from './presenter.js';
import { addressesRepository, type AddressWithAreas, type NewAddress } from './repository.js';

/** A change as sent: POST requires the scope, PATCH nothing; completeness is checked after merging. */
export type AddressChange = z.output<typeof ZUpdateAddressRequest>;

/** The stored address in the shape of a request, so a change can be laid over it. */
function asInput(row: AddressWithAreas): AddressChange {
  return {
    scope: row.scope,
    address_type: row.address_type,
    address: row.address,
    division_id: row.division_id,
    district_id: row.district_id,
    upazila_id: row.upazila_id,
    address_line2: row.address_line2,
    town: row.town,
    county: row.county,
    postcode: row.postcode,
    state: row.state,
    city: row.city,
    zip_code: row.zip_code,
    country_code: row.country_code,
    phone_code: row.phone_code,
    phone: row.phone,
  };
}

/**
 * Field messages of an incomplete or wrong address; when something required is missing the answer says so as a whole.
 * A local address takes the form of `country`: the UK's (postcode, town) or Bangladesh's (division, district).
 */
function validated(change: AddressChange, country: THomeCountry): TAddressInput {
  const parsed = addressInputSchema(country).safeParse({ address_type: 0, ...change });
  if (parsed.success) return parsed.data;
  const fields: AppError['fieldErrors'] = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'scope');
    if (fields[field]) continue;
    // Schema messages are catalogue keys; zod's own (a wrong type) are not.
    const key = issue.message.startsWith('validation.') ? issue.message : 'validation.invalid_type';
    const max = 'maximum' in issue ? Number(issue.maximum) : undefined;
    fields[field] = [{ key, params: max === undefined ? {} : { max } }];
  }
  const incomplete = Object.values(fields).some(([message]) => message?.key.endsWith('_required'));
  throw new AppError('invalid', incomplete ? 'validation.address_incomplete' : 'errors.validation', { fieldErrors: fields });
}


type BangladeshAreas = { division_id: string; district_id: string; upazila_id: string | null };

/**
 * A Bangladesh address's division, district and upazila must exist and nest inside one another: a local one
 * of a Bangladesh portal, or one abroad in Bangladesh that names them (then from Bangladesh's tree).
 */
async function checkAreas(db: Executor, input: TAddressInput): Promise<void> {
  if (input.scope === 'local' && 'division_id' in input) return checkBangladeshAreas(db, input, false);
  if (input.scope === 'international' && input.division_id && input.district_id) {
    return checkBangladeshAreas(db, { division_id: input.division_id, district_id: input.district_id, upazila_id: input.upazila_id }, true);
  }
}

async function checkBangladeshAreas(db: Executor, input: BangladeshAreas, inBangladeshTree: boolean): Promise<void> {
  const division = await geoRepository.findById(db, input.division_id);
  if (division?.level !== 'division' || (inBangladeshTree && division.country_code !== 'BD')) throw invalidField('division_id', 'validation.division_invalid');
  const district = await geoRepository.findById(db, input.district_id);
  if (district?.level !== 'district') throw invalidField('district_id', 'validation.geo_area_invalid');
  if (district.parent_id !== division.id) throw invalidField('district_id', 'validation.district_not_in_division');
  if (!input.upazila_id) return;
  const upazila = await geoRepository.findById(db, input.upazila_id);
  if (upazila?.level !== 'upazila') throw invalidField('upazila_id', 'validation.geo_area_invalid');
  if (upazila.parent_id !== district.id) throw invalidField('upazila_id', 'validation.upazila_not_in_district');
}

const NO_AREAS = { division_id: null, district_id: null, upazila_id: null } as const;
const NO_UK_PARTS = { address_line2: null, town: null, county: null, postcode: null } as const;
const NO_ABROAD_PARTS = { state: null, city: null, zip_code: null } as const;

function columnsOf(input: TAddressInput): Omit<NewAddress, 'user_id'> {
  const common = { scope: input.scope, address_type: input.address_type, address: input.address, phone_code: input.phone_code, phone: input.phone };
  if (input.scope === 'local' && 'postcode' in input) {
    const uk = { address_line2: input.address_line2, town: input.town, county: input.county, postcode: input.postcode };
    return { ...common, ...NO_AREAS, ...uk, ...NO_ABROAD_PARTS, country_code: 'GB' };
  }
  if (input.scope === 'local') {
    const areas = { division_id: input.division_id, district_id: input.district_id, upazila_id: input.upazila_id };
    return { ...common, ...areas, ...NO_UK_PARTS, ...NO_ABROAD_PARTS, country_code: 'BD' };
  }
  const abroad = { state: input.state, city: input.city, zip_code: input.zip_code };
  const areas = { division_id: input.division_id, district_id: input.district_id, upazila_id: input.upazila_id };
  return { ...common, ...areas, ...NO_UK_PARTS, ...abroad, country_code: input.country_code };
}

/** An address abroad in Bangladesh that names its division and district gets them as state and city when those are empty. */
async function withAreaNames(db: Executor, change: AddressChange): Promise<AddressChange> {
  if (change.scope !== 'international' || change.country_code !== 'BD' || !change.division_id || !change.district_id) return change;
  if (!isUuid(change.division_id) || !isUuid(change.district_id)) return change;
  const blank = (value: string | null | undefined) => !value || value.trim() === '';
  if (!blank(change.state) && !blank(change.city)) return change;
  const division = await geoRepository.findById(db, change.division_id);
  const district = await geoRepository.findById(db, change.district_id);
  return {
    ...change,
    state: blank(change.state) && division ? division.name_en : change.state,
    city: blank(change.city) && district ? district.name_en : change.city,
  };
}

/**
 * Which country's form a local address takes: a stored one keeps the form it was made in (a change of
 * HOME_COUNTRY does not make old addresses invalid); a new one, or one becoming local, the home country's.
 */
function localCountryOf(ctx: AppContext, stored?: AddressWithAreas): THomeCountry {
  return stored?.scope === 'local' && isHomeCountry(stored.country_code) ? stored.country_code : ctx.config.homeCountry;
}

async function ownedAddress(db: Executor, userId: string, id: string): Promise<AddressWithAreas> {
  const found = isUuid(id) ? await addressesRepository.findOfUser(db, userId, id) : undefined;
  if (!found) throw notFound();
  return found;
}

export async function listAddresses(ctx: AppContext, actor: Actor, targetUserId: string, page: number, perPage: number): Promise<TAddressList> {
  const user = await userTarget(ctx.db, actor, 'user.view', targetUserId);
  const { rows, total } = await addressesRepository.pageOfUser(ctx.db, user.id, page, perPage);
  return { data: rows.map(presentAddress), meta: buildListMeta(page, perPage, total) };
}

export async function getAddress(ctx: AppContext, actor: Actor, targetUserId: string, id: string): Promise<TAddress> {
  const user = await userTarget(ctx.db, actor, 'user.view', targetUserId);
  return presentAddress(await ownedAddress(ctx.db, user.id, id));
}

/** An address found by its id alone, for the admin screens whose route carries only the address id. */
export async function getAddressById(ctx: AppContext, actor: Actor, id: string): Promise<TAddress> {
  const found = isUuid(id) ? await addressesRepository.findById(ctx.db, id) : undefined;
  if (!found) throw notFound();
  await userTarget(ctx.db, actor, 'user.view', found.user_id);
  return presentAddress(found);
}

export async function createAddress(ctx: AppContext, actor: Actor, targetUserId: string, change: AddressChange, meta: RequestMeta): Promise<TAddress> {
  return ctx.db.transaction(async (tx) => {
    const user = await userTarget(tx, actor, 'user.update', targetUserId);
    const input = validated(await withAreaNames(tx, change), localCountryOf(ctx));
    await checkAreas(tx, input);
    await addressesRepository.lockOwner(tx, user.id);
    if ((await addressesRepository.countOfUser(tx, user.id)) >= ADDRESS_LIMIT) {
      throw new AppError('invalid', 'errors.address_limit', { params: { max: ADDRESS_LIMIT } });
    }
    const id = await addressesRepository.create(tx, { ...columnsOf(input), user_id: user.id });
    await auditRepository.record(tx, { actorId: actor.user.id, action: 'address.create', targetType: 'address', targetId: id, ip: meta.ip, data: { user_id: user.id } });
    return presentAddress((await addressesRepository.findById(tx, id))!);
  });
}

export async function updateAddress(ctx: AppContext, { actor, meta }: RequestContext, targetUserId: string, id: string, change: AddressChange): Promise<TAddress> {
  return ctx.db.transaction(async (tx) => {
    const user = await userTarget(tx, actor, 'user.update', targetUserId);
    const stored = await ownedAddress(tx, user.id, id);
    const given = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
    // An address changing kind does not carry its old areas along unless they are sent again.
    const kept = change.scope && change.scope !== stored.scope ? { ...asInput(stored), ...NO_AREAS } : asInput(stored);
    const input = validated(await withAreaNames(tx, { ...kept, ...given }), localCountryOf(ctx, stored));
    await checkAreas(tx, input);
    await addressesRepository.update(tx, stored.id, columnsOf(input));
    await auditRepository.record(tx, { actorId: actor.user.id, action: 'address.update', targetType: 'address', targetId: stored.id, ip: meta.ip, data: { user_id: user.id } });
    return presentAddress((await addressesRepository.findById(tx, stored.id))!);
  });
}

export async function deleteAddress(ctx: AppContext, actor: Actor, targetUserId: string, id: string, meta: RequestMeta): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const user = await userTarget(tx, actor, 'user.update', targetUserId);
    const stored = await ownedAddress(tx, user.id, id);
    await addressesRepository.remove(tx, stored.id);
    await auditRepository.record(tx, { actorId: actor.user.id, action: 'address.delete', targetType: 'address', targetId: stored.id, ip: meta.ip, data: { user_id: user.id } });
  });
}
