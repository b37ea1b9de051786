import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import { countrySearchRank, normaliseSearch } from '@portal/contract';

const isItem = (option: ComboboxParsedItem): option is ComboboxItem => 'value' in option;

/**
 * The search of a country, nationality or phone-code select whose option values are country codes: it
 * finds a country by its name in either language, its code and its aliases ('UK', 'British', 'England'),
 * best match first, and otherwise by the words on the option (a dial code such as +44).
 */
export const countryOptionsFilter: OptionsFilter = ({ options, search }) => {
  const query = normaliseSearch(search);
  if (query === '') return options;
  return options
    .filter(isItem)
    .map((option, index) => {
      const rank = countrySearchRank(option.value, search) ?? (normaliseSearch(option.label).includes(query) ? 3 : undefined);
      return { option, index, rank };
    })
    .filter((item): item is { option: ComboboxItem; index: number; rank: number } => item.rank !== undefined)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((item) => item.option);
};
