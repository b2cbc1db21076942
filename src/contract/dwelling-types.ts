import type { DwellingType } from '../engine/index.ts';

/** The engine's dwelling types, in the order a resident would list them. */
export const DWELLING_TYPES = [
  'detached',
  'semi_detached',
  'corner',
  'terraced',
  'apartment_ground',
  'apartment_middle',
  'apartment_top',
] as const satisfies readonly DwellingType[];

/** What a resident reads for each dwelling type. */
export const dwellingTypeLabels: Record<DwellingType, string> = {
  detached: 'vrijstaand huis',
  semi_detached: 'twee-onder-een-kapwoning',
  corner: 'hoekwoning',
  terraced: 'tussenwoning',
  apartment_ground: 'appartement op de begane grond',
  apartment_middle: 'appartement op een tussenverdieping',
  apartment_top: 'appartement op de bovenste verdieping',
};

export function isDwellingType(value: string): value is DwellingType {
  return (DWELLING_TYPES as readonly string[]).includes(value);
}
