import type { Geometry } from './geometry.ts';
import { clampLevel } from './heat-loss.ts';
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
import { ISDE_INSULATION_PER_M2, ISDE_MIN_LEVEL, ISDE_VENTILATION_WITH_INSULATION } from './reference/subsidies.ts';
import type { TargetLabel } from './solutions/solution-spec.ts';
import type { BuildingChangeLine, BuildingComponent, BuildingLevels, RoofType } from './types.ts';

/** Target levels per label (spec §9; Rijksoverheid, Standaard en streefwaarden woningisolatie, 2021): C = roof + glass + cavity, B = the minimum package of the Standaard, A = streefwaarden. */
export const TARGET_LEVELS: Readonly<Record<TargetLabel, BuildingLevels>> = {
  C: { roof: 3, floor: 0, facade: 1, glass1: 3, glass2: 3, ventilationType: 0, infiltration: 1 },
  B: { roof: 3, floor: 3, facade: 1, glass1: 3, glass2: 3, ventilationType: 1, infiltration: 1 },
  A: { roof: 4, floor: 4, facade: 3, glass1: 4, glass2: 4, ventilationType: 2, infiltration: 2 },
};

export const COMPONENTS: readonly BuildingComponent[] = [
  'roof',
  'floor',
  'facade',
  'glass1',
  'glass2',
  'ventilationType',
  'infiltration',
];

export const COMPONENT_LABELS: Readonly<Record<BuildingComponent, string>> = {
  roof: 'Dak',
  floor: 'Vloer',
  facade: 'Gevel',
  glass1: 'Ramen woonkamer',
  glass2: 'Ramen slaapkamers',
  ventilationType: 'Ventilatie',
  infiltration: 'Naden en kieren',
};

function capped(current: BuildingLevels, wanted: BuildingLevels, component: BuildingComponent, max: number): number {
  return Math.max(current[component], Math.min(wanted[component], max));
}

/** max(current, target) per component; monuments keep their facade (inside insulation, secondary glazing). */
export function targetLevels(current: BuildingLevels, target: TargetLabel | null, isMonument: boolean): BuildingLevels {
  if (target === null) return current;
  const wanted = TARGET_LEVELS[target];
  return {
    roof: Math.max(current.roof, wanted.roof),
    floor: Math.max(current.floor, wanted.floor),
    facade: isMonument
      ? capped(current, wanted, 'facade', MONUMENT_MAX_LEVEL.value.facade)
      : Math.max(current.facade, wanted.facade),
    glass1: isMonument
      ? capped(current, wanted, 'glass1', MONUMENT_MAX_LEVEL.value.glass)
      : Math.max(current.glass1, wanted.glass1),
    glass2: isMonument
      ? capped(current, wanted, 'glass2', MONUMENT_MAX_LEVEL.value.glass)
      : Math.max(current.glass2, wanted.glass2),
    ventilationType: Math.max(current.ventilationType, wanted.ventilationType),
    infiltration: Math.max(current.infiltration, wanted.infiltration),
  };
}

function glassSubsidyPerM2(level: number, isMonument: boolean): number {
  const amounts = ISDE_INSULATION_PER_M2.value;
  if (level >= 4) return amounts.glassTriple;
  return isMonument ? amounts.glassHrPlusPlusMonument : amounts.glassHrPlusPlus;
}

export interface BuildingChangeCost {
  /** Before discount and subsidy. */
  grossInvestmentEur: number;
  investmentEur: number;
  subsidyEur: number;
  componentsChanged: number;
  lines: BuildingChangeLine[];
}

interface Tally {
  lines: BuildingChangeLine[];
  gross: number;
  insulationMeasures: number;
  ventilationSubsidy: number;
}

/** One component's step from `from` to `to`, added to the tally (before subsidies are doubled and capped). */
function addStep(
  tally: Tally,
  component: BuildingComponent,
  from: number,
  to: number,
  geometryM2: Geometry,
  roofType: RoofType,
  isMonument: boolean,
  keep: number,
): void {
  if (to === from) return; // unchanged (most components of most solutions)
  const fromLevel = clampLevel(component, from);
  const toLevel = clampLevel(component, to);
  if (toLevel <= fromLevel) return;
  let cost: number;
  let subsidy = 0;
  switch (component) {
    case 'roof': {
      const factor = roofType === 'flat' ? FLAT_ROOF_COST_FACTOR.value : 1;
      cost = (COST_ROOF_PER_M2.value[toLevel]! - COST_ROOF_PER_M2.value[fromLevel]!) * factor * geometryM2.roofM2;
      if (toLevel >= ISDE_MIN_LEVEL.value.roof) subsidy = ISDE_INSULATION_PER_M2.value.roof * geometryM2.roofM2;
      break;
    }
    case 'floor':
      cost = (COST_FLOOR_PER_M2.value[toLevel]! - COST_FLOOR_PER_M2.value[fromLevel]!) * geometryM2.floorM2;
      if (toLevel >= ISDE_MIN_LEVEL.value.floor) subsidy = ISDE_INSULATION_PER_M2.value.floor * geometryM2.floorM2;
      break;
    case 'facade':
      cost = (COST_FACADE_PER_M2.value[toLevel]! - COST_FACADE_PER_M2.value[fromLevel]!) * geometryM2.facadeM2;
      if (toLevel >= ISDE_MIN_LEVEL.value.facade) {
        subsidy =
          (toLevel === 1 ? ISDE_INSULATION_PER_M2.value.cavity : ISDE_INSULATION_PER_M2.value.facade) *
          geometryM2.facadeM2;
      }
      break;
    case 'glass1':
    case 'glass2': {
      const glassM2 = component === 'glass1' ? geometryM2.glass1M2 : geometryM2.glass2M2;
      // Glass is replaced, not added to: the new pane costs its full price (Milieu Centraal, 2025).
      cost = COST_GLASS_PER_M2.value[toLevel]! * glassM2;
      if (toLevel >= ISDE_MIN_LEVEL.value.glass) subsidy = glassSubsidyPerM2(toLevel, isMonument) * glassM2;
      break;
    }
    case 'ventilationType':
      // A new ventilation system replaces the old one at its full price (Milieu Centraal, 2025).
      cost = COST_VENTILATION.value[toLevel]!;
      break;
    case 'infiltration':
      cost = COST_INFILTRATION.value[toLevel]! - COST_INFILTRATION.value[fromLevel]!;
      break;
  }
  if (cost <= 0) return;
  if (subsidy > 0) tally.insulationMeasures++;
  if (component === 'ventilationType' && toLevel >= ISDE_MIN_LEVEL.value.ventilationType)
    tally.ventilationSubsidy = ISDE_VENTILATION_WITH_INSULATION.value;
  const investmentEur = cost * keep;
  tally.gross += cost;
  tally.lines.push({
    component,
    label: COMPONENT_LABELS[component],
    fromLevel,
    toLevel,
    investmentEur,
    subsidyEur: Math.min(subsidy, investmentEur),
  });
}

/**
 * Cost of going from `from` to `to` (cumulative cost per level of insulation and sealing; glass and
 * ventilation are replaced at the new level's full price, Milieu Centraal, 2025), minus the campaign's
 * construction discount; ISDE per m² where the new level meets the ISDE minimum, doubled with a second
 * measure or a heat pump / heat grid / solar boiler (RVO, ISDE 2025).
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
    combinedWithInstallation: boolean;
  },
): BuildingChangeCost {
  const tally: Tally = { lines: [], gross: 0, insulationMeasures: 0, ventilationSubsidy: 0 };
  const keep = 1 - options.shareConstructionDiscount;
  const monument = options.isMonument;
  // Component by component with named reads, in COMPONENTS order: a loop over the names made every read a
  // megamorphic keyed lookup (docs/decisions/0017-engine-plain-advice-speed.md).
  if (to !== from) {
    addStep(tally, 'roof', from.roof, to.roof, geometryM2, roofType, monument, keep);
    addStep(tally, 'floor', from.floor, to.floor, geometryM2, roofType, monument, keep);
    addStep(tally, 'facade', from.facade, to.facade, geometryM2, roofType, monument, keep);
    addStep(tally, 'glass1', from.glass1, to.glass1, geometryM2, roofType, monument, keep);
    addStep(tally, 'glass2', from.glass2, to.glass2, geometryM2, roofType, monument, keep);
    addStep(tally, 'ventilationType', from.ventilationType, to.ventilationType, geometryM2, roofType, monument, keep);
    addStep(tally, 'infiltration', from.infiltration, to.infiltration, geometryM2, roofType, monument, keep);
  }
  const { lines, gross, insulationMeasures, ventilationSubsidy } = tally;
  const doubled = insulationMeasures >= 2 || (insulationMeasures >= 1 && options.combinedWithInstallation);
  const investmentEur = gross * keep;
  // Per line, so the lines add up to the total shown (src/engine/README.md §6: totals equal the sum of their parts).
  let subsidyEur = 0;
  for (const line of lines) {
    const amount =
      line.component === 'ventilationType'
        ? insulationMeasures >= 1
          ? ventilationSubsidy
          : 0
        : line.subsidyEur * (doubled ? 2 : 1);
    line.subsidyEur = options.subsidies ? Math.min(amount, line.investmentEur) : 0;
    subsidyEur += line.subsidyEur;
  }
  return { grossInvestmentEur: gross, investmentEur, subsidyEur, componentsChanged: lines.length, lines };
}
