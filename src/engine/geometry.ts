import { AREA_RATIOS, ROOF_SLOPE_FACTOR } from './reference/geometry-ratios.ts';
import type { DwellingType, HouseProfile } from './types.ts';

/** Areas of the heat-losing elements in m² (party walls and floors to heated neighbours are adiabatic). */
export interface Geometry {
  floorAreaM2: number;
  roofM2: number;
  floorM2: number;
  facadeM2: number;
  glass1M2: number;
  glass2M2: number;
}

/** Default glass share of the outer wall for a dwelling type (schatting naar RVO Voorbeeldwoningen, 2022). */
export function defaultShareGlassOfOuterWall(dwellingType: DwellingType): number {
  const ratios = AREA_RATIOS.value[dwellingType];
  return ratios.glass / (ratios.glass + ratios.opaqueFacade);
}

export function geometry(
  profile: Pick<HouseProfile, 'dwellingType' | 'floorAreaM2' | 'roofType' | 'shareGlassOfOuterWall'>,
): Geometry {
  const ratios = AREA_RATIOS.value[profile.dwellingType];
  const area = profile.floorAreaM2;
  const outerWallM2 = (ratios.opaqueFacade + ratios.glass) * area;
  const glassM2 = outerWallM2 * profile.shareGlassOfOuterWall;
  return {
    floorAreaM2: area,
    roofM2: ratios.roofFootprint * ROOF_SLOPE_FACTOR.value[profile.roofType] * area,
    floorM2: ratios.floor * area,
    facadeM2: outerWallM2 - glassM2,
    glass1M2: glassM2 * ratios.shareGlassLivingRoom,
    glass2M2: glassM2 * (1 - ratios.shareGlassLivingRoom),
  };
}

/** Loss area over usable floor area (NTA 8800's Als/Ag, the form factor RVO's Voorbeeldwoningen are grouped by). */
export function formFactor(areas: Geometry): number {
  return (areas.roofM2 + areas.floorM2 + areas.facadeM2 + areas.glass1M2 + areas.glass2M2) / areas.floorAreaM2;
}
