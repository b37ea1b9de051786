import type { Language } from '@portal/contract';

interface NamedArea {
  name_en: string;
  name_bn: string;
}

/** An area's name in the language on screen. */
export function areaName(area: NamedArea, language: string): string {
  return (language as Language) === 'bn' ? area.name_bn : area.name_en;
}

/** "Dhaka › Gazipur › Kaliakair": an area with the areas above it, top down. */
export function areaPath(areas: readonly NamedArea[], language: string): string {
  return areas.map((area) => areaName(area, language)).join(' › ');
}
