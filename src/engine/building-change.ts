import type { Geometry } from './geometry.ts';
import { levelUpTo } from './heat-loss.ts';
import {
  COST_FACADE_PER_M2,
  COST_FLOOR_PER_M2,
  COST_GLASS_PER_M2,
  COST_INFILTRATION,
  COST_ROOF_PER_M2,
  COST_VENTILATION,
  FLAT_ROOF_COST_FACTOR,
  MONUMENT_MAX_LEVEL,
} from './reference/insulation-costs.ts';
import { MAX_LEVEL } from './reference/envelope.ts';
import { isdeStep, type IsdeStep } from './isde.ts';
import type { ConstructionPeriod } from './reference/construction-periods.ts';
import { ISDE_DOUBLING_FACTOR, ISDE_MIN_LEVEL, ISDE_VENTILATION_WITH_INSULATION } from './reference/subsidies.ts';
import type { TargetLabel } from './solutions/solution-spec.ts';
import type { BuildingChangeLine, BuildingComponent, BuildingLevels, RoofType } from './types.ts';

/** Target levels per label (spec §9; Rijksoverheid, Standaard en streefwaarden woningisolatie, 2021): C = roof + glass + cavity, B = the minimum package of the Standaard, A = streefwaarden. */
export const TARGET_LEVELS: Readonly<Record<TargetLabel, BuildingLevels>> = {
  C: { roof: 3, floor: 0, facade: 1, glass1: 3, glass2: 3, ventilationType: 0, infiltration: 1 },
  B: { roof: 3, floor: 3, facade: 1, glass1: 3, glass2: 3, ventilationType: 1, infiltration: 1 },
  A: { roof: 4, floor: 4, facade: 3, glass1: 4, glass2: 4, ventilationType: 2, infiltration: 2 },
};

/** TARGET_LEVELS by a switch: a read by the label's name was a megamorphic keyed lookup per scenario (record 0167). */
function targetRow(target: TargetLabel): BuildingLevels {
  switch (target) {
    case 'C':
      return TARGET_LEVELS.C;
    case 'B':
      return TARGET_LEVELS.B;
    case 'A':
      return TARGET_LEVELS.A;
  }
}

export const COMPONENTS: readonly BuildingComponent[] = [
  'roof',
  'floor',
  'facade',
  'glass1',
  'glass2',
  'ventilationType',
  'infiltration',
];

/**
 * How far a package may take the facade and the glass: a monument's limits, or the highest levels, which every
 * target row stays within. One expression then serves both, without a branch per component; whole levels, not
 * Infinity, keep the levels small integers for V8
 * (docs/decisions/0169-cheaper-home-compiled-while-warming-up.md).
 */
const MONUMENT_CAPS = {
  facade: MONUMENT_MAX_LEVEL.value.facade,
  glass1: MONUMENT_MAX_LEVEL.value.glass,
  glass2: MONUMENT_MAX_LEVEL.value.glass,
};
const NO_CAPS = { facade: MAX_LEVEL.facade, glass1: MAX_LEVEL.glass1, glass2: MAX_LEVEL.glass2 };

/** max(current, target) per component; monuments keep their facade (inside insulation, secondary glazing). */
export function targetLevels(current: BuildingLevels, target: TargetLabel | null, isMonument: boolean): BuildingLevels {
  if (target === null) return current;
  const wanted = targetRow(target);
  const caps = isMonument ? MONUMENT_CAPS : NO_CAPS;
  return {
    roof: Math.max(current.roof, wanted.roof),
    floor: Math.max(current.floor, wanted.floor),
    facade: Math.max(current.facade, Math.min(wanted.facade, caps.facade)),
    glass1: Math.max(current.glass1, Math.min(wanted.glass1, caps.glass1)),
    glass2: Math.max(current.glass2, Math.min(wanted.glass2, caps.glass2)),
    ventilationType: Math.max(current.ventilationType, wanted.ventilationType),
    infiltration: Math.max(current.infiltration, wanted.infiltration),
  };
}

export interface BuildingChangeCost {
  /** Before discount and subsidy. */
  grossInvestmentEur: number;
  investmentEur: number;
  subsidyEur: number;
  componentsChanged: number;
  lines: BuildingChangeLine[];
}

/** A line with its ISDE step (measure, single-measure amount, area limits), before limits, doubling and caps apply. */
interface PendingSubsidy {
  line: BuildingChangeLine;
  /** Where the line stands in the change's lines. */
  index: number;
  step: IsdeStep;
  areaM2: number;
  /** The area ISDE pays for (paidAreaM2), once the whole change's glass area is known. */
  paidM2: number;
}

/** One building change as it is added up: the home's facts every step reads, and the sums so far. */
interface Tally {
  geometryM2: Geometry;
  roofType: RoofType;
  period: ConstructionPeriod;
  isMonument: boolean;
  /** The share of each line's cost left after the campaign's construction discount. */
  keep: number;
  lines: BuildingChangeLine[];
  gross: number;
  pending: PendingSubsidy[];
  /** Glass of both rooms is one ISDE measure with one area. */
  glassM2: number;
  /** Where a ventilation line that ISDE pays for with an insulation measure stands in the lines; -1 when there is none. */
  ventilationIndex: number;
}

/**
 * One component's step from `from` to `to`, added to the tally (its subsidy is settled over the whole change). The
 * line names its component by code; its name is a text of the contract (issue #40.2).
 */
function addStep(tally: Tally, component: BuildingComponent, maxLevel: number, from: number, to: number): void {
  if (to === from) return; // unchanged (most components of most solutions)
  const { geometryM2, roofType, period, isMonument, keep } = tally;
  const fromLevel = levelUpTo(from, maxLevel);
  const toLevel = levelUpTo(to, maxLevel);
  if (toLevel <= fromLevel) return;
  let cost: number;
  let areaM2 = 0;
  switch (component) {
    case 'roof': {
      const factor = roofType === 'flat' ? FLAT_ROOF_COST_FACTOR.value : 1;
      areaM2 = geometryM2.roofM2;
      cost = (COST_ROOF_PER_M2.value[toLevel]! - COST_ROOF_PER_M2.value[fromLevel]!) * factor * areaM2;
      break;
    }
    case 'floor':
      areaM2 = geometryM2.floorM2;
      cost = (COST_FLOOR_PER_M2.value[toLevel]! - COST_FLOOR_PER_M2.value[fromLevel]!) * areaM2;
      break;
    case 'facade':
      areaM2 = geometryM2.facadeM2;
      cost = (COST_FACADE_PER_M2.value[toLevel]! - COST_FACADE_PER_M2.value[fromLevel]!) * areaM2;
      break;
    case 'glass1':
    case 'glass2':
      areaM2 = component === 'glass1' ? geometryM2.glass1M2 : geometryM2.glass2M2;
      // Glass is replaced, not added to: the new pane costs its full price (Milieu Centraal, 2025).
      cost = COST_GLASS_PER_M2.value[toLevel]! * areaM2;
      break;
    case 'ventilationType':
      // A new ventilation system replaces the old one at its full price (Milieu Centraal, 2025).
      cost = COST_VENTILATION.value[toLevel]!;
      break;
    case 'infiltration':
      cost = COST_INFILTRATION.value[toLevel]! - COST_INFILTRATION.value[fromLevel]!;
      break;
  }
  if (cost <= 0) return;
  const investmentEur = cost * keep;
  const line: BuildingChangeLine = {
    component,
    fromLevel,
    toLevel,
    investmentEur,
    subsidyEur: 0,
  };
  tally.gross += cost;
  const index = tally.lines.push(line) - 1;
  if (component === 'ventilationType') {
    if (toLevel >= ISDE_MIN_LEVEL.value.ventilationType) tally.ventilationIndex = index;
    return;
  }
  const step = isdeStep(component, period, fromLevel, toLevel, isMonument);
  if (step === null) return;
  tally.pending.push({ line, index, step, areaM2, paidM2: 0 });
  if (step.measure === 'glass') tally.glassM2 += areaM2;
}

/** The area ISDE pays for on one line: nothing under the measure's minimum, at most its maximum (shared by glass). */
function paidAreaM2(pending: PendingSubsidy, glassM2: number): number {
  const { minM2, maxM2 } = pending.step;
  const measureM2 = pending.step.measure === 'glass' ? glassM2 : pending.areaM2;
  if (measureM2 < minM2) return 0;
  return measureM2 <= maxM2 ? pending.areaM2 : (pending.areaM2 * maxM2) / measureM2;
}

/**
 * A building change before its subsidy is settled: its lines, none with a subsidy yet, and the ISDE steps among
 * them with the area each is paid for. A package's change is settled with and without doubled ISDE amounts for
 * different solutions; worked out once, its steps serve both (docs/decisions/0139-cheaper-home-without-lookups.md).
 */
export interface BuildingSteps {
  lines: readonly BuildingChangeLine[];
  gross: number;
  keep: number;
  pending: readonly PendingSubsidy[];
  /** ISDE measures paid at all (area at least the minimum); glass of both rooms counts once. */
  measures: number;
  ventilationIndex: number;
}

/** The steps of going from `from` to `to`, priced (see buildingChangeCost); their subsidy is settled by settledCost. */
export function buildingSteps(
  geometryM2: Geometry,
  roofType: RoofType,
  from: BuildingLevels,
  to: BuildingLevels,
  options: { isMonument: boolean; shareConstructionDiscount: number; period: ConstructionPeriod },
): BuildingSteps {
  const tally: Tally = {
    geometryM2,
    roofType,
    period: options.period,
    isMonument: options.isMonument,
    keep: 1 - options.shareConstructionDiscount,
    lines: [],
    gross: 0,
    pending: [],
    glassM2: 0,
    ventilationIndex: -1,
  };
  // Component by component with named reads, in COMPONENTS order: a loop over the names made every read a
  // megamorphic keyed lookup (docs/decisions/0017-engine-plain-advice-speed.md).
  if (to !== from) {
    addStep(tally, 'roof', MAX_LEVEL.roof, from.roof, to.roof);
    addStep(tally, 'floor', MAX_LEVEL.floor, from.floor, to.floor);
    addStep(tally, 'facade', MAX_LEVEL.facade, from.facade, to.facade);
    addStep(tally, 'glass1', MAX_LEVEL.glass1, from.glass1, to.glass1);
    addStep(tally, 'glass2', MAX_LEVEL.glass2, from.glass2, to.glass2);
    addStep(tally, 'ventilationType', MAX_LEVEL.ventilationType, from.ventilationType, to.ventilationType);
    addStep(tally, 'infiltration', MAX_LEVEL.infiltration, from.infiltration, to.infiltration);
  }
  // The paid areas and the number of measures do not depend on how the change is settled: worked out here, once
  // for both settlings (docs/decisions/0167-cheaper-home-settled-once.md).
  let measures = 0;
  let countedGlass = false;
  for (const p of tally.pending) {
    p.paidM2 = paidAreaM2(p, tally.glassM2);
    if (p.paidM2 === 0) continue;
    if (p.step.measure === 'glass') {
      if (countedGlass) continue;
      countedGlass = true;
    }
    measures++;
  }
  const { lines, gross, keep, pending, ventilationIndex } = tally;
  return { lines, gross, keep, pending, measures, ventilationIndex };
}

/**
 * Whether ISDE doubles the insulation amounts of this change: with a second measure, or with an ISDE installation
 * (heat pump, heat-grid connection or solar boiler). With subsidies taken into account, it is all that two
 * settlings of one change can differ by.
 */
export function isdeDoubled(steps: BuildingSteps, combinedWithInstallation: boolean): boolean {
  return steps.measures >= 2 || (steps.measures >= 1 && combinedWithInstallation);
}

// Each year's amount read once: a read by a year number was a dictionary lookup with a hash (record 0162).
const VENTILATION_WITH_INSULATION_2025 = ISDE_VENTILATION_WITH_INSULATION.value[2025];
const VENTILATION_WITH_INSULATION_2026 = ISDE_VENTILATION_WITH_INSULATION.value[2026];

/** The line with its subsidy: a new line, as the steps' own lines may serve another settling. */
function withSubsidy(line: BuildingChangeLine, subsidyEur: number): BuildingChangeLine {
  return {
    component: line.component,
    fromLevel: line.fromLevel,
    toLevel: line.toLevel,
    investmentEur: line.investmentEur,
    subsidyEur,
  };
}

/**
 * The steps with their ISDE subsidy per m² for each step that is an ISDE measure (isde.ts), within the measure's
 * area limits, doubled with a second measure or an ISDE installation, never more than the line costs (RVO, ISDE
 * woningeigenaren 2026). The steps are left as they are.
 */
export function settledCost(
  steps: BuildingSteps,
  options: {
    subsidies: boolean;
    /** With an ISDE heat pump, heat-grid connection or solar boiler (not an air/air heat pump). */
    combinedWithInstallation: boolean;
    isdeYear: 2025 | 2026;
  },
): BuildingChangeCost {
  const { gross, keep, pending, ventilationIndex } = steps;
  const lines = steps.lines.slice();
  let subsidyEur = 0;
  if (options.subsidies) {
    const factor = isdeDoubled(steps, options.combinedWithInstallation) ? ISDE_DOUBLING_FACTOR.value : 1;
    // Per line, so the lines add up to the total shown (src/engine/README.md §6: totals equal the sum of their parts).
    for (const p of pending) {
      const line = withSubsidy(p.line, Math.min(p.step.perM2 * p.paidM2 * factor, p.line.investmentEur));
      lines[p.index] = line;
      subsidyEur += line.subsidyEur;
    }
    if (ventilationIndex >= 0 && steps.measures >= 1) {
      const draft = lines[ventilationIndex]!;
      const line = withSubsidy(
        draft,
        Math.min(
          options.isdeYear === 2025 ? VENTILATION_WITH_INSULATION_2025 : VENTILATION_WITH_INSULATION_2026,
          draft.investmentEur,
        ),
      );
      lines[ventilationIndex] = line;
      subsidyEur += line.subsidyEur;
    }
  }
  return { grossInvestmentEur: gross, investmentEur: gross * keep, subsidyEur, componentsChanged: lines.length, lines };
}

/**
 * Cost of going from `from` to `to` (cumulative cost per level of insulation and sealing; glass and
 * ventilation are replaced at the new level's full price, Milieu Centraal, 2025), minus the campaign's
 * construction discount; ISDE as settledCost settles it.
 */
export function buildingChangeCost(
  geometryM2: Geometry,
  roofType: RoofType,
  from: BuildingLevels,
  to: BuildingLevels,
  options: {
    isMonument: boolean;
    shareConstructionDiscount: number;
    subsidies: boolean;
    /** With an ISDE heat pump, heat-grid connection or solar boiler (not an air/air heat pump). */
    combinedWithInstallation: boolean;
    period: ConstructionPeriod;
    isdeYear: 2025 | 2026;
  },
): BuildingChangeCost {
  return settledCost(buildingSteps(geometryM2, roofType, from, to, options), options);
}
