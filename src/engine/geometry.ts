import {
  AREA_RATIOS,
  DOOR_AREA_RATIO,
  LOSS_AREA_CRAWL_SPACE_FLOOR_SHARE,
  ROOF_SLOPE_FACTOR,
} from './reference/geometry-ratios.ts';
import { DWELLING_TYPES } from '../vocabulary/dwelling-types.ts';
import type { DwellingType, HouseProfile, RoofType } from './types.ts';

/**
 * The type's place in DWELLING_TYPES, by a switch: the reference rows per dwelling type are read from arrays by
 * it, because a read by the type's name was a megamorphic keyed lookup for every home (record 0167).
 */
export function dwellingTypeIndex(dwellingType: DwellingType): number {
  switch (dwellingType) {
    case 'detached':
      return 0;
    case 'semi_detached':
      return 1;
    case 'corner':
      return 2;
    case 'terraced':
      return 3;
    case 'apartment_ground':
      return 4;
    case 'apartment_middle':
      return 5;
    case 'apartment_top':
      return 6;
  }
}

// In DWELLING_TYPES order, read by dwellingTypeIndex.
const RATIOS_BY_TYPE = DWELLING_TYPES.map((type) => AREA_RATIOS.value[type]);
const DOOR_RATIO_BY_TYPE = DWELLING_TYPES.map((type) => DOOR_AREA_RATIO.value[type]);

function roofSlopeFactor(roofType: RoofType): number {
  switch (roofType) {
    case 'flat':
      return ROOF_SLOPE_FACTOR.value.flat;
    case 'mono_pitch':
      return ROOF_SLOPE_FACTOR.value.mono_pitch;
    case 'gable':
      return ROOF_SLOPE_FACTOR.value.gable;
  }
}

/** Areas of the heat-losing elements in m² (party walls and floors to heated neighbours are adiabatic). */
export interface Geometry {
  floorAreaM2: number;
  roofM2: number;
  floorM2: number;
  /** Opaque outer wall, doors not included. */
  facadeM2: number;
  /** Outside doors (NTA 8800 table I.10), part of the outer wall that facade insulation leaves as it is. */
  doorM2: number;
  glass1M2: number;
  glass2M2: number;
}

/** Default glass share of the outer wall for a dwelling type (schatting naar RVO Voorbeeldwoningen, 2022). */
export function defaultShareGlassOfOuterWall(dwellingType: DwellingType): number {
  const ratios = RATIOS_BY_TYPE[dwellingTypeIndex(dwellingType)]!;
  return ratios.glass / (ratios.glass + ratios.opaqueFacade);
}

export function geometry(
  profile: Pick<HouseProfile, 'dwellingType' | 'floorAreaM2' | 'roofType' | 'shareGlassOfOuterWall'>,
): Geometry {
  const type = dwellingTypeIndex(profile.dwellingType);
  const ratios = RATIOS_BY_TYPE[type]!;
  const area = profile.floorAreaM2;
  const outerWallM2 = (ratios.opaqueFacade + ratios.glass) * area;
  const glassM2 = outerWallM2 * profile.shareGlassOfOuterWall;
  // A resident's glass share may leave less opaque wall than the type's doors take; the doors then get what is left.
  const doorM2 = Math.max(0, Math.min(DOOR_RATIO_BY_TYPE[type]! * area, outerWallM2 - glassM2));
  return {
    floorAreaM2: area,
    roofM2: ratios.roofFootprint * roofSlopeFactor(profile.roofType) * area,
    floorM2: ratios.floor * area,
    facadeM2: outerWallM2 - glassM2 - doorM2,
    doorM2,
    glass1M2: glassM2 * ratios.shareGlassLivingRoom,
    glass2M2: glassM2 * (1 - ratios.shareGlassLivingRoom),
  };
}

/**
 * Loss area over usable floor area (NTA 8800's A_ls/A_g, the form factor RVO's Voorbeeldwoningen and their label
 * spreads are grouped by), with the floor over the crawl space counted as the norm counts it.
 */
export function formFactor(areas: Geometry): number {
  const floor = LOSS_AREA_CRAWL_SPACE_FLOOR_SHARE.value * areas.floorM2;
  return (areas.roofM2 + floor + areas.facadeM2 + areas.doorM2 + areas.glass1M2 + areas.glass2M2) / areas.floorAreaM2;
}
