import type { DwellingType } from '../types.ts';
import { row } from './row.ts';

/**
 * Persons per dwelling by type, where the resident did not answer. CBS counts the persons in private households by
 * kind of dwelling (86064NED, 31 December 2024) and the dwellings (85035NED, 1 January 2025); persons over dwellings
 * is exact for flats, CBS's 'appartement' being every meergezinswoning. The houses' mean is split by CBS 85140NED
 * (2024): electricity per dwelling over electricity per occupant gives occupants per dwelling up to a factor shared
 * by every type, rescaled to the houses' exact mean. The source pairs the types as it gives them: detached with
 * semi-detached, terraced with corner. Per dwelling in stock, so for every type alike a little under per lived-in
 * dwelling (CBS counted about 1 % of dwellings empty, 2016–2019).
 */
export const DEFAULT_HOUSEHOLD_SIZE = row<Record<DwellingType, number>>(
  {
    detached: 2.55,
    semi_detached: 2.55,
    corner: 2.41,
    terraced: 2.41,
    apartment_ground: 1.54,
    apartment_middle: 1.54,
    apartment_top: 1.54,
  },
  'persons per dwelling',
  'enerplanet/buem, src/buem/analysis/netherlands/cbs_household_size.py, NATIONAL_HOUSEHOLD_SIZE_BY_BUILDING_TYPE (commit fe459bb7, 2026), computed from CBS StatLine: houses split by 85140NED (2024), persons in private households by kind of dwelling 86064NED (31 December 2024) over the dwelling stock 85035NED (1 January 2025)',
);

/** Appliance electricity before PV (Vesta `Ve`: 9.3–10.1 GJ single-family, 8.2–8.4 GJ flats). */
export const APPLIANCE_ELECTRICITY = row({ house: 2700, apartment: 2300 }, 'kWh/yr', 'PBL Vesta MAIS 5.0 kengetallen');

/** Spec §9: low tariff 35 %, normal 65 % with a smart meter, else 100 % normal. */
export const SHARE_LOW_TARIFF_WITH_SMART_METER = row(0.35, '-', 'docs/product.md §9');

export const PERSONS_MAX = row(8, 'persons', 'docs/product.md §9 (household dropdown up to 8)');
