import type { TAddress } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { addressLines, phoneOf } from './address-card';

const base: TAddress = {
  id: 'a1',
  user_id: 'u1',
  scope: 'local',
  address_type: 1,
  address: 'House 12, Road 3',
  division: { id: 'd', name_en: 'Dhaka', name_bn: 'ঢাকা' },
  district: { id: 'g', name_en: 'Gazipur', name_bn: 'গাজীপুর' },
  upazila: null,
  address_line2: null,
  town: null,
  county: null,
  postcode: null,
  state: null,
  city: null,
  zip_code: null,
  country_code: 'BD',
  phone_code: 'BD',
  phone: '1712 345678',
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};

describe('addressLines', () => {
  it('writes a local address smallest place first, in the language on screen', () => {
    expect(addressLines(base, 'en')).toEqual(['House 12, Road 3', 'Gazipur, Dhaka']);
    expect(addressLines(base, 'bn')).toEqual(['House 12, Road 3', 'গাজীপুর, ঢাকা']);
  });

  it('writes a UK address as Royal Mail asks: lines, town, county and postcode on lines of their own', () => {
    const uk: TAddress = { ...base, division: null, district: null, address: '10 Downing Street', address_line2: null, town: 'London', county: 'Greater London', postcode: 'SW1A 2AA', country_code: 'GB' };
    expect(addressLines(uk, 'en')).toEqual(['10 Downing Street', 'London', 'Greater London', 'SW1A 2AA']);
    expect(addressLines({ ...uk, address_line2: 'Westminster', county: null }, 'bn')).toEqual(['10 Downing Street', 'Westminster', 'London', 'SW1A 2AA']);
  });

  it('writes an international address with city, state, zip code and the country name', () => {
    const abroad: TAddress = { ...base, scope: 'international', division: null, district: null, state: 'Greater London', city: 'London', zip_code: 'NW1 6XE', country_code: 'GB' };
    expect(addressLines(abroad, 'en')).toEqual(['House 12, Road 3', 'London, Greater London, NW1 6XE', 'United Kingdom']);
    expect(addressLines({ ...abroad, zip_code: null }, 'en')[1]).toBe('London, Greater London');
  });
});

describe('phoneOf', () => {
  it('puts the dial code of the chosen country before the number', () => {
    expect(phoneOf(base)).toBe('+880 1712 345678');
    expect(phoneOf({ ...base, phone: null })).toBeNull();
  });
});
