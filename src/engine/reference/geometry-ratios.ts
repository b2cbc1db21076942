import type { DwellingType } from '../types.ts';
import { row } from './row.ts';

/**
 * Element areas per m² usable floor area (schatting naar RVO Voorbeeldwoningen, 2022, midpoints of the estimate table).
 * roofFootprint is the horizontal roof projection; for houses it equals the ground floor.
 */
export const AREA_RATIOS = row<
  Record<
    DwellingType,
    { floor: number; roofFootprint: number; opaqueFacade: number; glass: number; shareGlassLivingRoom: number }
  >
>(
  {
    detached: { floor: 0.55, roofFootprint: 0.55, opaqueFacade: 1.05, glass: 0.2, shareGlassLivingRoom: 0.55 },
    semi_detached: { floor: 0.5, roofFootprint: 0.5, opaqueFacade: 0.775, glass: 0.185, shareGlassLivingRoom: 0.55 },
    corner: { floor: 0.475, roofFootprint: 0.475, opaqueFacade: 0.675, glass: 0.185, shareGlassLivingRoom: 0.55 },
    terraced: { floor: 0.475, roofFootprint: 0.475, opaqueFacade: 0.35, glass: 0.18, shareGlassLivingRoom: 0.55 },
    apartment_ground: { floor: 0.95, roofFootprint: 0, opaqueFacade: 0.45, glass: 0.215, shareGlassLivingRoom: 0.6 },
    apartment_middle: { floor: 0, roofFootprint: 0, opaqueFacade: 0.45, glass: 0.215, shareGlassLivingRoom: 0.6 },
    apartment_top: { floor: 0, roofFootprint: 0.95, opaqueFacade: 0.45, glass: 0.215, shareGlassLivingRoom: 0.6 },
  },
  'm² per m² usable floor area',
  'schatting naar RVO Voorbeeldwoningen, 2022 (typical Dutch geometries; replace with RVO Voorbeeldwoningen 2022)',
  'estimate',
);

/** Roof area over footprint. The pitched-roof ratios of the area table are ≈ 1.2 × the ground-floor ratios (≈ 35° pitch). */
export const ROOF_SLOPE_FACTOR = row(
  { flat: 1.0, mono_pitch: 1.1, gable: 1.2 },
  '-',
  'derived from schatting naar RVO Voorbeeldwoningen, 2022 (roof/Ag ÷ floor/Ag); mono-pitch in between',
  'estimate',
);

/** Reference floor areas per type used for the worked Vesta values. */
export const REFERENCE_FLOOR_AREA_M2 = row<Record<DwellingType, number>>(
  {
    detached: 150,
    semi_detached: 130,
    corner: 115,
    terraced: 110,
    apartment_ground: 75,
    apartment_middle: 75,
    apartment_top: 75,
  },
  'm²',
  'schatting naar RVO Voorbeeldwoningen, 2022; PBL Vesta MAIS 5.0, 2021 (reference areas of the worked Vesta values)',
);
