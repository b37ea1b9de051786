import { describe, expect, it } from 'vitest';
import { countryOptionsFilter } from './country-filter';

const options = [
  { value: 'FR', label: 'France' },
  { value: 'UA', label: 'Ukraine' },
  { value: 'GB', label: 'United Kingdom (+44)' },
  { value: 'BD', label: 'বাংলাদেশ (+880)' },
];
const found = (search: string) => (countryOptionsFilter({ options, search, limit: 100 }) as { value: string }[]).map((o) => o.value);

describe('countryOptionsFilter', () => {
  it('finds the United Kingdom by its aliases, before Ukraine', () => {
    expect(found('UK')).toEqual(['GB', 'UA']);
    for (const search of ['British', 'England', 'Great Britain', 'Scotland', 'Wales', 'Northern Ireland']) expect(found(search), search).toEqual(['GB']);
  });

  it('finds a country by its name in the other language and by the dial code on the option', () => {
    expect(found('Bangladesh')).toEqual(['BD']);
    expect(found('+44')).toEqual(['GB']);
    expect(found('')).toHaveLength(4);
  });
});
