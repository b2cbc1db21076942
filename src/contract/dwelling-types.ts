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

/** A word as the vocabulary compares it: lower case, letters and digits only ('Twee-onder-een-kap' → 'tweeondereenkap'). */
export const dwellingWordKey = (word: string): string => word.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The words organisers' files use for a dwelling type — Dutch register and energy-label exports, and the engine's own
 * English names — compared by `dwellingWordKey`. One vocabulary for the address import and every other file reader
 * (issue 27). A flat whose floor the file does not say ('appartement', 'portiekwoning', 'galerijwoning', 'maisonnette') is
 * read as a flat on a middle floor, the most common case; the onboarding asks every resident their dwelling type,
 * and their answer replaces it.
 */
const DWELLING_TYPE_WORDS: Record<DwellingType, readonly string[]> = {
  detached: ['detached', 'vrijstaand', 'vrijstaande woning', 'vrijstaand huis', 'villa'],
  semi_detached: [
    'semi_detached',
    'semi-detached',
    'twee-onder-een-kap',
    'twee-onder-een-kapwoning',
    '2-onder-1-kap',
    '2-onder-1-kapwoning',
    'twee-onder-1-kap',
    '2-onder-een-kap',
    'helft van dubbel',
    'dubbele woning',
  ],
  corner: ['corner', 'hoekwoning', 'hoekhuis', 'eindwoning'],
  terraced: ['terraced', 'tussenwoning', 'rijwoning', 'rijtjeshuis', 'tussenwoning rij'],
  apartment_ground: [
    'apartment_ground',
    'benedenwoning',
    'appartement begane grond',
    'appartement op de begane grond',
    'benedenverdieping',
  ],
  apartment_middle: [
    'apartment_middle',
    'appartement',
    'appartement tussenverdieping',
    'appartement op een tussenverdieping',
    'tussenverdieping',
    'portiekwoning',
    'galerijwoning',
    'flat',
    'flatwoning',
    'etagewoning',
    'maisonnette',
  ],
  apartment_top: [
    'apartment_top',
    'bovenwoning',
    'appartement bovenste verdieping',
    'appartement op de bovenste verdieping',
    'bovenverdieping',
    'penthouse',
  ],
};

const BY_KEY = new Map<string, DwellingType>(
  (Object.entries(DWELLING_TYPE_WORDS) as [DwellingType, readonly string[]][]).flatMap(([type, words]) =>
    words.map((word) => [dwellingWordKey(word), type] as const),
  ),
);

/** The dwelling type a file's word means, or undefined for a word the vocabulary does not know. */
export function dwellingTypeFromWord(word: string): DwellingType | undefined {
  return BY_KEY.get(dwellingWordKey(word));
}

/** Examples for an organiser's error message. */
export const DWELLING_WORD_EXAMPLES =
  'tussenwoning, hoekwoning, twee-onder-een-kap, vrijstaand, appartement, bovenwoning';
