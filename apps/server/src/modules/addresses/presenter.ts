import type { TAddress } from '@portal/contract';
import type { AddressWithAreas } from './repository.js';

export function presentAddress(address: AddressWithAreas): TAddress {
  return {
    id: address.id,
    user_id: address.user_id,
    scope: address.scope,
    address_type: address.address_type,
    address: address.address,
    division: address.division,
    district: address.district,
    upazila: address.upazila,
    address_line2: address.address_line2,
    town: address.town,
    county: address.county,
    postcode: address.postcode,
    state: address.state,
    city: address.city,
    zip_code: address.zip_code,
    country_code: address.country_code,
    phone_code: address.phone_code,
    phone: address.phone,
    created_at: address.created_at.toISOString(),
    updated_at: address.updated_at.toISOString(),
  };
}
