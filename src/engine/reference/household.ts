import type { DwellingType } from '../types.ts';
import { row } from './row.ts';

/** Typical household per type; the national mean is ≈ 2.2 (Milieu Centraal household in Milieu Centraal, 2021). */
export const DEFAULT_HOUSEHOLD_SIZE = row<Record<DwellingType, number>>(
  {
    detached: 2.6,
    semi_detached: 2.6,
    corner: 2.3,
    terraced: 2.3,
    apartment_ground: 1.6,
    apartment_middle: 1.6,
    apartment_top: 1.6,
  },
  'persons',
  'own assumption around the national mean of 2.2 persons',
  'estimate',
);

/** Appliance electricity before PV (Vesta `Ve`: 9.3–10.1 GJ single-family, 8.2–8.4 GJ flats). */
export const APPLIANCE_ELECTRICITY = row({ house: 2700, apartment: 2300 }, 'kWh/yr', 'PBL Vesta MAIS 5.0 kengetallen');

/** Spec §9: low tariff 35 %, normal 65 % with a smart meter, else 100 % normal. */
export const SHARE_LOW_TARIFF_WITH_SMART_METER = row(0.35, '-', 'docs/product.md §9');

export const PERSONS_MAX = row(8, 'persons', 'docs/product.md §9 (household dropdown up to 8)');
