import { isHomeCountry, type TAddress, type THomeCountry } from '@portal/contract';

/** The suffix of the texts that name the home country ('Add an address in the UK'). */
export type LocalCountryKey = 'gb' | 'bd';

export function localCountryKey(country: THomeCountry): LocalCountryKey {
  return country === 'GB' ? 'gb' : 'bd';
}

/**
 * The form a local address takes: a stored one keeps the country it was made in (as the server does, so a
 * change of HOME_COUNTRY leaves old addresses editable); a new one takes the home country's.
 */
export function localCountryOf(address: TAddress | undefined, home: THomeCountry): THomeCountry {
  return address?.scope === 'local' && isHomeCountry(address.country_code) ? address.country_code : home;
}
