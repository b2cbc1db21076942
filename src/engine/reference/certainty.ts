import { row } from './row.ts';

/**
 * Relative spread (one standard deviation) of the expected real space heat, by how well its inputs are known
 * (docs/decisions/0013-certainty-bands.md). The model's own scatter is the spread of measured around
 * theoretical use per label that the TU Delft performance-gap studies report; the rest is ours.
 */
export const SPACE_HEAT_SPREAD = row(
  {
    model: 0.2,
    levelsDefault: 0.25,
    levelsResident: 0.1,
    geometryDefault: 0.1,
    geometryResident: 0.04,
    measuredGas: 0.07,
  },
  'relative standard deviation',
  'own estimate; model scatter after Majcen, Itard & Visscher, TU Delft 2013 (spread of actual use per label)',
  'estimate',
);

/** Relative spread of the hot-water demand: household size and shower minutes defaulted or answered. */
export const HOT_WATER_SPREAD = row(
  { householdDefault: 0.3, householdResident: 0.1, showerDefault: 0.2, showerResident: 0.05 },
  'relative standard deviation',
  'own estimate (household size and shower habits from Milieu Centraal, 2021 defaults)',
  'estimate',
);

/** Relative spread of investments: market prices, and which measures are needed while levels are defaults. */
export const INVESTMENT_SPREAD = row(
  { market: 0.15, levelsDefault: 0.2, levelsResident: 0.08, floorAreaDefault: 0.1, floorAreaRegister: 0.03 },
  'relative standard deviation',
  'own estimate; market spread after the price ranges of Milieu Centraal, 2025',
  'estimate',
);

/** Relative spread of the label's EP2: insulation levels and geometry defaulted or answered. */
export const EP2_SPREAD = row(
  { levelsDefault: 0.2, levelsResident: 0.07, geometryDefault: 0.08, geometryResident: 0.03 },
  'relative standard deviation',
  'own estimate (simplified NTA 8800 on default or answered insulation levels)',
  'estimate',
);

/** A band runs from −z to +z standard deviations: z = 1.28 covers 80 % of a normal distribution. */
export const BAND_Z = row(1.28, 'standard deviations', 'our choice: an 80 % band (normal distribution)');
