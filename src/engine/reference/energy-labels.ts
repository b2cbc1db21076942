import type { EnergyLabel } from '../types.ts';
import { published, row } from './row.ts';

/**
 * Upper EP2 limit per class as enacted for dwellings from 1 January 2021. A++++ (≤ 0), A+++ (≤ 50), A++ (≤ 75) and
 * A+ (≤ 105) fold into the spec's 'A+'; G is everything above F. The 2019 consultation draft had 110/165/195/255/
 * 300/345/390 (NEN, 2019); the enacted table is lower by 5–10 per class (docs/decisions/0018-label-thresholds-and-wider-validation.md).
 */
export const EP2_UPPER_LIMITS = row<readonly [EnergyLabel, number][]>(
  [
    ['A+', 105],
    ['A', 160],
    ['B', 190],
    ['C', 250],
    ['D', 290],
    ['E', 335],
    ['F', 380],
  ],
  'kWh/m²·yr primary fossil energy',
  'Regeling energieprestatie gebouwen, bijlage I (Staatscourant 2020, 57490), in force 2021; Omgevingsregeling from 2024',
  'enacted table not read in a stored copy; the Regeling (art. 2 lid 3, wetten.overheid.nl, version of 1 July 2021) turns the primary fossil energy use into a class by that table; A–G agree with enven.nl (3 June 2022: A ≤ 160, B 160.01–190 … F 335.01–380, G above), A+++ ≤ 50 and A++ ≤ 75 with demargaretha.nl (undated)',
);

/** Insulation label from the net space-heating need Q_space/Ag (schillabel). */
export const INSULATION_UPPER_LIMITS = row<readonly [EnergyLabel, number][]>(
  [
    ['A+', 25],
    ['A', 50],
    ['B', 80],
    ['C', 110],
    ['D', 150],
    ['E', 190],
    ['F', 240],
  ],
  'kWh/m²·yr useful space heat',
  'eigen vereenvoudiging van NTA 8800 (own estimate; A+ ≤ 25 added by us for passive-house level)',
  'estimate',
);

export const PRIMARY_FACTOR = row(
  { gas: 1.0, electricity: 1.45, heatFossil: 1.0, heatRenewable: 0.45, pellets: 0 },
  'kWh primary per kWh delivered',
  'NTA 8800 (grid heat 1.0 fossil, 0.3–0.6 geothermal/waste heat; biomass counted renewable)',
  'heat factors estimate',
);

/** Vesta MAIS 5.0 `Default_label` per period; apartments use the low/mid-rise flat column (identical to high-rise). */
export type VestaPeriod =
  'before_1930' | '1930_1945' | '1946_1964' | '1965_1974' | '1975_1991' | '1992_1999' | '2000_2005' | '2006_2020';
export type VestaType = 'detached' | 'semi_detached' | 'corner' | 'terraced' | 'apartment';

/** No parameter is tuned to these labels: a validation set (docs/decisions/0012-engine-validation-split.md). */
export const VESTA_DEFAULT_LABELS = published<
  Record<VestaPeriod, { years: readonly [number, number]; labels: Record<VestaType, EnergyLabel> }>
>(
  'validation',
  {
    before_1930: {
      years: [1900, 1929],
      labels: { detached: 'F', semi_detached: 'F', corner: 'E', terraced: 'E', apartment: 'E' },
    },
    '1930_1945': {
      years: [1930, 1945],
      labels: { detached: 'F', semi_detached: 'F', corner: 'E', terraced: 'E', apartment: 'E' },
    },
    '1946_1964': {
      years: [1946, 1964],
      labels: { detached: 'F', semi_detached: 'E', corner: 'E', terraced: 'D', apartment: 'D' },
    },
    '1965_1974': {
      years: [1965, 1974],
      labels: { detached: 'D', semi_detached: 'D', corner: 'D', terraced: 'C', apartment: 'D' },
    },
    '1975_1991': {
      years: [1975, 1991],
      labels: { detached: 'C', semi_detached: 'C', corner: 'C', terraced: 'C', apartment: 'C' },
    },
    '1992_1999': {
      years: [1992, 1999],
      labels: { detached: 'B', semi_detached: 'B', corner: 'B', terraced: 'B', apartment: 'B' },
    },
    '2000_2005': {
      years: [2000, 2005],
      labels: { detached: 'B', semi_detached: 'A', corner: 'A', terraced: 'A', apartment: 'B' },
    },
    '2006_2020': {
      years: [2006, 2020],
      labels: { detached: 'A', semi_detached: 'A', corner: 'A', terraced: 'A', apartment: 'A' },
    },
  },
  'energy label',
  'PBL Vesta MAIS 5.0 data (RuudvandenWijngaart/VestaDV, 20201202_Woningen_BAG.csv)',
);

/** NTA 8800 counts emission and distribution losses of space heating that the useful demand leaves out. */
export const SHARE_SPACE_HEAT_EMITTED = row(
  0.85,
  '-',
  'own assumption for NTA 8800 emission × distribution efficiency',
  'estimate',
);
