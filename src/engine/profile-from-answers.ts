import { DWELLING_TYPES, DWELLING_TYPE_VOCABULARY } from '../vocabulary/dwelling-types.ts';
import { clampLevel } from './heat-loss.ts';
import { DEFAULT_SHOWER_MINUTES_PER_PERSON_WEEK } from './reference/hot-water-and-cooking.ts';
import type {
  BuildingComponent,
  CurrentHeating,
  Cooking,
  DwellingType,
  HouseProfile,
  RoofType,
  RouteFeeling,
  ScoreAspect,
} from './types.ts';

type Answer = { questionCode: string; value: string };
type Apply = (profile: HouseProfile, value: string) => boolean;

// Spec §9 limits.
const LIMITS = {
  unheatedPercent: 99,
  discountPercent: 90,
  solarKWh: 50000,
  age: 120,
  persons: 8,
  showerMinutes: 1000,
  baths: 10,
} as const;

function number(value: string): number | null {
  const parsed = Number(value.trim().replace(',', '.'));
  return value.trim() !== '' && Number.isFinite(parsed) ? parsed : null;
}

function numberIn(value: string, min: number, max: number): number | null {
  const parsed = number(value);
  return parsed === null || parsed < min ? null : Math.min(parsed, max);
}

function yesNo(value: string): boolean | null {
  const v = value.trim().toLowerCase();
  if (['true', '1', 'yes', 'ja'].includes(v)) return true;
  if (['false', '0', 'no', 'nee'].includes(v)) return false;
  return null;
}

function choice<T extends string>(options: Readonly<Record<string, T>>): (value: string) => T | null {
  return (value) => options[value.trim().toLowerCase()] ?? null;
}

const dwellingType = choice<DwellingType>(
  Object.fromEntries(
    DWELLING_TYPES.flatMap((type) => DWELLING_TYPE_VOCABULARY[type].answerWords.map((word) => [word, type])),
  ),
);
const roofType = choice<RoofType>({
  flat: 'flat',
  plat: 'flat',
  mono_pitch: 'mono_pitch',
  lessenaar: 'mono_pitch',
  gable: 'gable',
  zadeldak: 'gable',
});
const currentHeating = choice<CurrentHeating>({
  condensing_boiler: 'condensing_boiler',
  improved_boiler: 'improved_boiler',
  conventional_boiler: 'conventional_boiler',
  hybrid_heat_pump: 'hybrid_heat_pump',
  heat_pump: 'heat_pump',
  heat_grid: 'heat_grid',
  electric: 'electric',
});
const cooking = choice<Cooking>({
  gas: 'gas',
  electric: 'electric',
  induction: 'induction',
  inductie: 'induction',
  elektrisch: 'electric',
});

function level(component: BuildingComponent): Apply {
  return (profile, value) => {
    const parsed = number(value);
    if (parsed === null) return false;
    profile.levels[component] = clampLevel(component, parsed);
    profile.houseDetailsKnown = true;
    return true;
  };
}

function set<T>(parse: (value: string) => T | null, assign: (profile: HouseProfile, value: T) => void): Apply {
  return (profile, value) => {
    const parsed = parse(value);
    if (parsed === null) return false;
    assign(profile, parsed);
    return true;
  };
}

function weight(aspect: ScoreAspect): Apply {
  return set(
    (v) => numberIn(v, 0, 40),
    (profile, points) => (profile.weights[aspect] = points),
  );
}

function feeling(route: keyof HouseProfile['routeFeelings']): Apply {
  return set(
    (v) => {
      const parsed = number(v);
      return parsed === 1 || parsed === 3 || parsed === 5 ? (parsed as RouteFeeling) : null;
    },
    (profile, value) => (profile.routeFeelings[route] = value),
  );
}

function glassShare(profile: HouseProfile, facadePercent: number | null, glassPercent: number | null): void {
  const facade = facadePercent ?? 100 - (glassPercent ?? 0);
  const glass = glassPercent ?? 100 - facade;
  if (facade + glass > 0) profile.shareGlassOfOuterWall = Math.min(1, Math.max(0, glass / (facade + glass)));
}

/** The question that sets each building level; Mijn data reads it to show the option the resident chose. */
export const LEVEL_QUESTION_CODES: Readonly<Record<BuildingComponent, string>> = {
  roof: 'InsulationRoof',
  floor: 'InsulationFloor',
  facade: 'InsulationFacade',
  glass1: 'GlazingLivingRoom',
  glass2: 'GlazingBedrooms',
  ventilationType: 'VentilationType',
  infiltration: 'Infiltration',
};

/** The question-code mapping of src/engine/README.md §1, in one place; spec spellings kept (they are the wire format). */
const HANDLERS: Readonly<Record<string, Apply>> = {
  DwellingType: set(dwellingType, (p, v) => (p.dwellingType = v)),
  PercentageNotHeated: set(
    (v) => numberIn(v, 0, LIMITS.unheatedPercent),
    (p, v) => (p.shareNotHeated = v / 100),
  ),
  TotalNotHeateddSquareMeters: set(
    (v) => numberIn(v, 0, Infinity),
    (p, v) => (p.shareNotHeated = Math.min(LIMITS.unheatedPercent / 100, v / p.floorAreaM2)),
  ),
  TotalHeateddSquareMeters: set(
    (v) => numberIn(v, 0, Infinity),
    (p, v) => (p.shareNotHeated = Math.min(LIMITS.unheatedPercent / 100, Math.max(0, 1 - v / p.floorAreaM2))),
  ),
  DwellingUsages: set(
    (v) => (v.trim() === '' ? null : v.trim()),
    (p, v) => p.usages.push(v),
  ),
  RoofType: set(roofType, (p, v) => (p.roofType = v)),
  PercentageFacadeSquareMeters_Facade: set(
    (v) => numberIn(v, 0, 100),
    (p, v) => glassShare(p, v, null),
  ),
  PercentageFacadeSquareMeters_Glass: set(
    (v) => numberIn(v, 0, 100),
    (p, v) => glassShare(p, null, v),
  ),
  ...Object.fromEntries(
    (Object.keys(LEVEL_QUESTION_CODES) as BuildingComponent[]).map((part) => [LEVEL_QUESTION_CODES[part], level(part)]),
  ),
  CurrentHeating: set(currentHeating, (p, v) => (p.currentHeating = v)),
  Cooking: set(cooking, (p, v) => (p.cooking = v)),
  FamilySize: set(
    (v) => numberIn(v, 1, LIMITS.persons),
    (p, v) => (p.household.size = Math.round(v)),
  ),
  ShowerMinutesPerWeek: set(
    (v) => numberIn(v, 0, LIMITS.showerMinutes),
    (p, v) => (p.hotWater.showerMinutesPerWeek = v),
  ),
  BathsPerWeek: set(
    (v) => numberIn(v, 0, LIMITS.baths),
    (p, v) => (p.hotWater.bathsPerWeek = v),
  ),
  GasUsage: set(
    (v) => numberIn(v, 0, Infinity),
    (p, v) => (p.measured.gasM3PerYear = v),
  ),
  NormalEnergyUsage: set(
    (v) => numberIn(v, 0, Infinity),
    (p, v) => (p.measured.electricityNormalKWh = v),
  ),
  NonPeakEnergyUsage: set(
    (v) => numberIn(v, 0, Infinity),
    (p, v) => (p.measured.electricityLowKWh = v),
  ),
  TotalEnergyUsage: set(
    (v) => numberIn(v, 0, Infinity),
    (p, v) => {
      p.measured.electricityNormalKWh = v;
      p.measured.electricityLowKWh = 0;
    },
  ),
  NormalSolarProduction: set(
    (v) => numberIn(v, 0, LIMITS.solarKWh),
    (p, v) => (p.measured.solarProductionKWh = v + (p.measured.solarProductionKWh ?? 0)),
  ),
  NonPeakSolarProduction: set(
    (v) => numberIn(v, 0, LIMITS.solarKWh),
    (p, v) => (p.measured.solarProductionKWh = v + (p.measured.solarProductionKWh ?? 0)),
  ),
  TotalSolarProduction: set(
    (v) => numberIn(v, 0, LIMITS.solarKWh),
    (p, v) => (p.measured.solarProductionKWh = v),
  ),
  SkipedEnergyUsage: set(yesNo, (p, v) => (p.measured.measuredUsageSkipped = v)),
  SolarBoiler: set(yesNo, (p, v) => (p.solarBoiler = v)),
  DiscountInstallationPercentage: set(
    (v) => numberIn(v, 0, LIMITS.discountPercent),
    (p, v) => (p.discounts.shareInstallation = v / 100),
  ),
  DiscountContructionPercentage: set(
    (v) => numberIn(v, 0, LIMITS.discountPercent),
    (p, v) => (p.discounts.shareConstruction = v / 100),
  ),
  MaxInvestment: set(
    (v) => numberIn(v, 0, Infinity),
    (p, v) => (p.filters.maxInvestmentEur = v),
  ),
  MaxMonthlyCost: set(
    (v) => numberIn(v, 0, Infinity),
    (p, v) => (p.filters.maxMonthlyCostEur = v),
  ),
  Value_MonthlyCost: weight('lowCosts'),
  Value_Investment: weight('lowInvestment'),
  Value_Emission: weight('lowCo2Emissions'),
  Value_EnergyCost: weight('lowEnergyCosts'),
  Value_Sapce: weight('spaceUsage'),
  Value_Changes: weight('adaptations'),
  Value_Comfort: weight('comfort'),
  Value_Independence: weight('independence'),
  fuel_likelyhood: feeling('fuel'),
  all_electric_likelyhood: feeling('all_electric'),
  heat_grid_likelyhood: feeling('heat_grid'),
};

const AGE_CODE = /^AgeFamilyMember([1-9]\d*)$/;
const USAGE_CODE = /^DwellingUsages_\d+$/;

/** Every code of src/engine/README.md §1; numbered families are written with {n}. */
export const ENGINE_QUESTION_CODES: readonly string[] = [
  ...Object.keys(HANDLERS),
  'AgeFamilyMember{n}',
  'DwellingUsages_{n}',
];

export function isEngineQuestionCode(code: string): boolean {
  return code in HANDLERS || AGE_CODE.test(code) || USAGE_CODE.test(code);
}

function handlerFor(code: string): Apply | undefined {
  if (Object.hasOwn(HANDLERS, code)) return HANDLERS[code];
  const age = AGE_CODE.exec(code);
  if (age) {
    const index = Number(age[1]) - 1;
    return set(
      (v) => numberIn(v, 0, LIMITS.age),
      (p, v) => (p.household.ages[index] = v),
    );
  }
  return USAGE_CODE.test(code) ? HANDLERS['DwellingUsages'] : undefined;
}

function copyProfile(base: HouseProfile): HouseProfile {
  return {
    ...base,
    usages: [...base.usages],
    levels: { ...base.levels },
    household: { size: base.household.size, ages: [...base.household.ages] },
    hotWater: { ...base.hotWater },
    measured: { ...base.measured },
    discounts: { ...base.discounts },
    filters: { ...base.filters },
    weights: { ...base.weights },
    routeFeelings: { ...base.routeFeelings },
  };
}

function applyAnswer(profile: HouseProfile, questionCode: string, value: string): boolean {
  const apply = handlerFor(questionCode);
  return apply !== undefined && apply(profile, value);
}

/**
 * The profile fields each answer sets, at the grain provenance is kept (`levels.roof`, `cooking`), whether or not
 * the value it sets equals the default: an answer is the resident's, also when it happens to be the default
 * (issue #35.3). A write of a whole object (`routeFeelings`) is reported by its top-level name.
 */
export function answeredFields(base: HouseProfile, answers: readonly Answer[]): Map<string, string[]> {
  const byCode = new Map<string, string[]>();
  const profile = copyProfile(base);
  for (const { questionCode, value } of answers) {
    const written = new Set<string>();
    if (applyAnswer(recording(profile, written), questionCode, value) && written.size > 0)
      byCode.set(questionCode, [...new Set([...(byCode.get(questionCode) ?? []), ...written])]);
  }
  return byCode;
}

/** The profile behind a proxy that notes every write as `top` or `top.sub`; deeper writes count for `top.sub`. */
function recording(profile: HouseProfile, written: Set<string>): HouseProfile {
  const wrap = <T extends object>(target: T, path: readonly string[]): T =>
    new Proxy(target, {
      get(object, key, receiver) {
        const value: unknown = Reflect.get(object, key, receiver);
        return value !== null && typeof value === 'object' && typeof key === 'string'
          ? wrap(value, [...path, key])
          : value;
      },
      set(object, key, value, receiver) {
        written.add([...path, String(key)].slice(0, 2).join('.'));
        return Reflect.set(object, key, value, receiver);
      },
    });
  return wrap(profile, []);
}

/**
 * Folds a flow's answers into a profile, in order (a later answer wins). Codes the engine does not use,
 * and values it cannot read, are returned in `ignoredCodes`.
 */
export function profileFromAnswers(
  base: HouseProfile,
  answers: readonly Answer[],
): { profile: HouseProfile; usedCodes: string[]; ignoredCodes: string[] } {
  const profile = copyProfile(base);
  const used = new Set<string>();
  const ignored = new Set<string>();
  // Solar production answers add up (normal + non-peak); start from zero when any arrives.
  if (answers.some((a) => a.questionCode === 'NormalSolarProduction' || a.questionCode === 'NonPeakSolarProduction')) {
    profile.measured.solarProductionKWh = null;
  }
  for (const { questionCode, value } of answers) {
    if (applyAnswer(profile, questionCode, value)) used.add(questionCode);
    else ignored.add(questionCode);
  }
  for (const code of used) ignored.delete(code);
  // Without a shower answer, the default follows the household size.
  if (used.has('FamilySize') && !used.has('ShowerMinutesPerWeek')) {
    profile.hotWater.showerMinutesPerWeek = profile.household.size * DEFAULT_SHOWER_MINUTES_PER_PERSON_WEEK.value;
  }
  profile.household.ages = profile.household.ages.filter((age) => age !== undefined);
  return { profile, usedCodes: [...used], ignoredCodes: [...ignored] };
}
