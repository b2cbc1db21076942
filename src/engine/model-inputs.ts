import type { HouseProfile } from './types.ts';

/**
 * The profile's fields the model reads before any calibration (modelledHome, and what it calls): two profiles that
 * agree on these are modelled alike, to the bit.
 */
export const MODEL_INPUTS = [
  'buildYear',
  'dwellingType',
  'floorAreaM2',
  'shareNotHeated',
  'roofType',
  'shareGlassOfOuterWall',
  'levels',
  'currentHeating',
  'cooking',
  'household',
  'hotWater',
  'solarBoiler',
] as const satisfies readonly (keyof HouseProfile)[];
export type ModelInputs = Pick<HouseProfile, (typeof MODEL_INPUTS)[number]>;

/**
 * Whether two profiles agree on every model input (MODEL_INPUTS), field by field with named reads (the hot path:
 * a loop over the names would make every read a keyed lookup).
 */
export function sameModelInputs(a: ModelInputs, b: ModelInputs): boolean {
  const la = a.levels;
  const lb = b.levels;
  const ages = a.household.ages;
  const otherAges = b.household.ages;
  if (ages.length !== otherAges.length) return false;
  for (let i = 0; i < ages.length; i++) if (ages[i] !== otherAges[i]) return false;
  return (
    a.buildYear === b.buildYear &&
    a.dwellingType === b.dwellingType &&
    a.floorAreaM2 === b.floorAreaM2 &&
    a.shareNotHeated === b.shareNotHeated &&
    a.roofType === b.roofType &&
    a.shareGlassOfOuterWall === b.shareGlassOfOuterWall &&
    la.roof === lb.roof &&
    la.floor === lb.floor &&
    la.facade === lb.facade &&
    la.glass1 === lb.glass1 &&
    la.glass2 === lb.glass2 &&
    la.ventilationType === lb.ventilationType &&
    la.infiltration === lb.infiltration &&
    a.currentHeating === b.currentHeating &&
    a.cooking === b.cooking &&
    a.household.size === b.household.size &&
    a.hotWater.showerMinutesPerWeek === b.hotWater.showerMinutesPerWeek &&
    a.hotWater.bathsPerWeek === b.hotWater.bathsPerWeek &&
    a.solarBoiler === b.solarBoiler
  );
}
