import type { DwellingType } from '../types.ts';
import { LABEL_ORDER } from '../../vocabulary/energy-labels.ts';
import { published } from './row.ts';

/** One form-factor band of a Voorbeeldwoning's label spread: weighted shares per class A++++ … G, in that order (rounded to three decimals). */
export interface LabelSpreadBand {
  /** Loss area over usable floor area (NTA 8800's Als/Ag), from inclusive, to exclusive. */
  formFactor: readonly [number, number];
  shares: readonly number[];
}

export interface LabelSpread {
  name: string;
  dwellingType: DwellingType;
  /** First and last build year of the Voorbeeldwoning's period. */
  years: readonly [number, number];
  /** Homes of this kind in the WoON 2018 sample. */
  sampleHomes: number;
  bands: readonly LabelSpreadBand[];
}

/** The classes of the spread, best first: the registered classes above A+, then the spec's scale; A++++ … A+ fold into A+. */
export const SPREAD_CLASSES = ['A++++', 'A+++', 'A++', ...LABEL_ORDER] as const;

/**
 * How NTA 8800 labels spread over the WoON 2018 homes of a Voorbeeldwoning, per form-factor band, weighted to the
 * national stock. Labels set with the method our EP2 follows, on homes as they are (not as built), so they test
 * the model's labels of older homes independently of the pre-2021 labels in `VESTA_DEFAULT_LABELS`. Only the
 * bands that hold homes are listed. RVO shared the whole workbook with 3DGI; 3DGI published these four sheets
 * (CC-BY) as a test file of its label-estimation study. Nothing is tuned to them.
 */
export const NTA8800_LABEL_SPREADS = published<readonly LabelSpread[]>(
  'validation',
  [
    {
      name: 'twee-onder-een-kap vóór 1965',
      dwellingType: 'semi_detached',
      years: [1900, 1964],
      sampleHomes: 184,
      bands: [
        { formFactor: [1, 1.5], shares: [0, 0, 0, 0, 0.009, 0, 0.012, 0, 0.004, 0, 0] },
        { formFactor: [1.5, 2], shares: [0, 0.006, 0, 0.005, 0.002, 0.032, 0.168, 0.132, 0.056, 0.015, 0.009] },
        { formFactor: [2, 2.5], shares: [0, 0, 0, 0, 0.01, 0.017, 0.116, 0.112, 0.095, 0.084, 0.047] },
        { formFactor: [2.5, 3], shares: [0, 0, 0, 0, 0, 0, 0.004, 0.012, 0.017, 0.007, 0.028] },
      ],
    },
    {
      name: 'hoekwoning vóór 1946',
      dwellingType: 'corner',
      years: [1900, 1945],
      sampleHomes: 84,
      bands: [
        { formFactor: [1.5, 2], shares: [0, 0, 0.023, 0, 0.013, 0.016, 0.171, 0.082, 0.027, 0.047, 0.05] },
        { formFactor: [2, 2.5], shares: [0, 0, 0.006, 0, 0, 0, 0.067, 0.069, 0.155, 0.144, 0.077] },
        { formFactor: [2.5, 3], shares: [0, 0, 0, 0, 0, 0, 0, 0.002, 0.015, 0.009, 0.027] },
      ],
    },
    {
      name: 'hoekwoning 2006–2014',
      dwellingType: 'corner',
      years: [2006, 2014],
      sampleHomes: 21,
      bands: [
        { formFactor: [1, 1.5], shares: [0, 0, 0, 0, 0.129, 0, 0, 0, 0, 0, 0] },
        { formFactor: [1.5, 2], shares: [0, 0.174, 0.02, 0, 0.555, 0.016, 0, 0, 0, 0, 0] },
        { formFactor: [2, 2.5], shares: [0, 0, 0.008, 0, 0, 0.094, 0, 0, 0, 0, 0] },
        { formFactor: [2.5, 3], shares: [0, 0, 0, 0, 0.004, 0, 0, 0, 0, 0, 0] },
      ],
    },
    {
      name: 'hoekwoning na 2014',
      dwellingType: 'corner',
      years: [2015, 2018],
      sampleHomes: 10,
      bands: [
        { formFactor: [1.5, 2], shares: [0, 0, 0, 0, 0.806, 0.036, 0, 0, 0, 0, 0] },
        { formFactor: [2, 2.5], shares: [0, 0, 0.017, 0, 0, 0, 0, 0, 0, 0, 0] },
        { formFactor: [2.5, 3], shares: [0, 0, 0, 0, 0.141, 0, 0, 0, 0, 0, 0] },
      ],
    },
  ],
  'share of homes per label class and form-factor band (weighted)',
  'RVO, Voorbeeldwoningen 2022: "Illustraties spreiding Energielabel in WoON2018 per Voorbeeldwoning 2022" (25 January 2023), four sheets published by 3DGI as tests/data/input/energielabel_spreiding_subset.xlsx in github.com/3DGI/wijklabels (2024)',
);
