import { analyseHouse, type HouseAnalysis } from '../analyse-house.ts';
import { defaultProfile } from '../default-profile.ts';
import { expectedUsageOf } from '../expected-usage.ts';
import { labelIndex } from '../labels.ts';
import { DEFAULT_SHOWER_MINUTES_PER_PERSON_WEEK } from '../reference/hot-water-and-cooking.ts';
import type { ValidationSet } from '../reference/row.ts';
import type { DwellingType, EnergyLabel, RealEstateFacts } from '../types.ts';

/** A golden case: a typical home of a published group and the published figures it must reproduce. */
export interface ReferenceHome {
  name: string;
  description: string;
  facts: RealEstateFacts;
  householdSize?: number;
  checks: (
    | { kind: 'gas'; published: number; unit: string; tolerance: number; source: string; set: ValidationSet }
    | { kind: 'label'; published: EnergyLabel; maxClassesOff: number; source: string; set: ValidationSet }
  )[];
}

export interface ReferenceCheckResult {
  home: string;
  kind: 'gas' | 'label';
  model: string;
  published: string;
  /** Gas: relative deviation (model / published − 1); label: classes off (positive = model worse). */
  deviation: number;
  ok: boolean;
  source: string;
  set: ValidationSet;
}

export function checkReferenceHome(home: ReferenceHome): ReferenceCheckResult[] {
  const profile = defaultProfile(home.facts);
  if (home.householdSize !== undefined) {
    profile.household.size = home.householdSize;
    profile.hotWater.showerMinutesPerWeek = home.householdSize * DEFAULT_SHOWER_MINUTES_PER_PERSON_WEEK.value;
  }
  const house = analyseHouse(profile);
  const gasM3 = expectedUsageOf(house).gasM3PerYear;
  return home.checks.map((check) => {
    if (check.kind === 'gas') {
      const deviation = gasM3 / check.published - 1;
      return {
        home: home.name,
        kind: 'gas',
        model: `${Math.round(gasM3)} ${check.unit}`,
        published: `${check.published} ${check.unit}`,
        deviation,
        ok: Math.abs(deviation) <= check.tolerance,
        source: check.source,
        set: check.set,
      };
    }
    const classesOff = labelIndex(house.estimatedLabel) - labelIndex(check.published);
    return {
      home: home.name,
      kind: 'label',
      model: house.estimatedLabel,
      published: check.published,
      deviation: classesOff,
      ok: Math.abs(classesOff) <= check.maxClassesOff,
      source: check.source,
      set: check.set,
    };
  });
}

/** The five dwelling types CBS publishes per neighbourhood; 'apartment' is the mean of ground, middle and top floor. */
export type CbsDwellingType = 'apartment' | 'terraced' | 'corner' | 'semi_detached' | 'detached';
export const CBS_DWELLING_TYPES: readonly CbsDwellingType[] = [
  'apartment',
  'terraced',
  'corner',
  'semi_detached',
  'detached',
];
const FLATS: readonly DwellingType[] = ['apartment_ground', 'apartment_middle', 'apartment_top'];

/** A typical home of the given type, build year and floor area as the engine analyses it: defaults for the rest. */
export function typicalHome(dwellingType: DwellingType, buildYear: number, floorAreaM2: number): HouseAnalysis {
  return analyseHouse(defaultProfile({ buildYear, totalSurface: floorAreaM2, dwellingType, isMonument: false }));
}

/** Expected gas use (m³/yr) of a typical home of the given type, build year and floor area, default household. */
export function typicalGasM3(dwellingType: CbsDwellingType, buildYear: number, floorAreaM2: number): number {
  const one = (type: DwellingType) => expectedUsageOf(typicalHome(type, buildYear, floorAreaM2)).gasM3PerYear;
  return dwellingType === 'apartment'
    ? FLATS.reduce((sum, type) => sum + one(type), 0) / FLATS.length
    : one(dwellingType);
}

/**
 * Gas use of each type over the mid-terrace house's, within one construction period, so that a neighbourhood's
 * unknown period mix cancels when compared with CBS's per-neighbourhood averages (src/engine/README.md §6).
 */
export function typeRatios(
  buildYear: number,
  floorAreaM2: Readonly<Record<CbsDwellingType, number>>,
): Record<CbsDwellingType, number> {
  const terraced = typicalGasM3('terraced', buildYear, floorAreaM2.terraced);
  const out = {} as Record<CbsDwellingType, number>;
  for (const type of CBS_DWELLING_TYPES) out[type] = typicalGasM3(type, buildYear, floorAreaM2[type]) / terraced;
  return out;
}
