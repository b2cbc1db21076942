import { DWELLING_TYPES, DWELLING_TYPE_VOCABULARY, type DwellingType } from '../vocabulary/dwelling-types.ts';

/** The dwelling types and their words are spelled in src/vocabulary/dwelling-types.ts. */
export { DWELLING_TYPES };

/** What a resident reads for each dwelling type. */
export const dwellingTypeLabels = Object.fromEntries(
  DWELLING_TYPES.map((type) => [type, DWELLING_TYPE_VOCABULARY[type].label]),
) as Record<DwellingType, string>;

export function isDwellingType(value: string): value is DwellingType {
  return (DWELLING_TYPES as readonly string[]).includes(value);
}

/** A word as the vocabulary compares it: lower case, letters and digits only ('Twee-onder-een-kap' → 'tweeondereenkap'). */
export const dwellingWordKey = (word: string): string => word.toLowerCase().replace(/[^a-z0-9]/g, '');

const BY_KEY = new Map<string, DwellingType>(
  DWELLING_TYPES.flatMap((type) =>
    DWELLING_TYPE_VOCABULARY[type].fileWords.map((word) => [dwellingWordKey(word), type] as const),
  ),
);

/** The dwelling type a file's word means, or undefined for a word the vocabulary does not know. */
export function dwellingTypeFromWord(word: string): DwellingType | undefined {
  return BY_KEY.get(dwellingWordKey(word));
}

/** Examples for an organiser's error message. */
export const DWELLING_WORD_EXAMPLES =
  'tussenwoning, hoekwoning, twee-onder-een-kap, vrijstaand, appartement, bovenwoning';
