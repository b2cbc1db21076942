/**
 * The engine's dwelling types, in the order a resident would list them, each with what a resident reads for it and the
 * words that name it elsewhere: in organisers' files and in the questionnaire's answers.
 */
export const DWELLING_TYPES = [
  'detached',
  'semi_detached',
  'corner',
  'terraced',
  'apartment_ground',
  'apartment_middle',
  'apartment_top',
] as const;
export type DwellingType = (typeof DWELLING_TYPES)[number];

export interface DwellingTypeEntry {
  /** What a resident reads, inside a sentence. */
  label: string;
  /**
   * The words organisers' files use — Dutch register and energy-label exports, and the engine's own English names —
   * compared as src/contract/dwelling-types.ts says (issue 27). A flat whose floor the file does not say
   * ('appartement', 'portiekwoning', 'galerijwoning', 'maisonnette') is read as a flat on a middle floor, the most
   * common case; the onboarding asks every resident their dwelling type, and their answer replaces it.
   */
  fileWords: readonly string[];
  /** The values a recorded answer may carry for it (content/flows/onboarding.json, DwellingType), in lower case. */
  answerWords: readonly string[];
}

export const DWELLING_TYPE_VOCABULARY = {
  detached: {
    label: 'vrijstaand huis',
    fileWords: ['detached', 'vrijstaand', 'vrijstaande woning', 'vrijstaand huis', 'villa'],
    answerWords: ['detached', 'vrijstaand'],
  },
  semi_detached: {
    label: 'twee-onder-een-kapwoning',
    fileWords: [
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
    answerWords: ['semi_detached', 'twee-onder-een-kap', '2-onder-1-kap'],
  },
  corner: {
    label: 'hoekwoning',
    fileWords: ['corner', 'hoekwoning', 'hoekhuis', 'eindwoning'],
    answerWords: ['corner', 'hoekwoning'],
  },
  terraced: {
    label: 'tussenwoning',
    fileWords: ['terraced', 'tussenwoning', 'rijwoning', 'rijtjeshuis', 'tussenwoning rij'],
    answerWords: ['terraced', 'tussenwoning'],
  },
  apartment_ground: {
    label: 'appartement op de begane grond',
    fileWords: [
      'apartment_ground',
      'benedenwoning',
      'appartement begane grond',
      'appartement op de begane grond',
      'benedenverdieping',
    ],
    answerWords: ['apartment_ground', 'benedenwoning'],
  },
  apartment_middle: {
    label: 'appartement op een tussenverdieping',
    fileWords: [
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
    answerWords: ['apartment_middle', 'tussenverdieping'],
  },
  apartment_top: {
    label: 'appartement op de bovenste verdieping',
    fileWords: [
      'apartment_top',
      'bovenwoning',
      'appartement bovenste verdieping',
      'appartement op de bovenste verdieping',
      'bovenverdieping',
      'penthouse',
    ],
    answerWords: ['apartment_top', 'bovenwoning'],
  },
} as const satisfies Record<DwellingType, DwellingTypeEntry>;
