import { CONSTRUCTION_PERIODS, type ConstructionPeriod } from './reference/construction-periods.ts';
import { periodIndex } from './period-years.ts';
import { LEVEL_FACADE_RC, LEVEL_FLOOR_RC, LEVEL_GLASS_U, LEVEL_ROOF_RC, ORIGINAL_STATE } from './reference/envelope.ts';
import { ISDE_GLASS_MONUMENT_PER_M2, ISDE_INSULATION, ISDE_RD_ALLOWANCE } from './reference/subsidies.ts';
import type { BuildingComponent } from './types.ts';

/** The ISDE insulation measures (RVO, ISDE woningeigenaren 2026); both glass kinds are one measure with one area. */
export type IsdeMeasure = 'roof' | 'floor' | 'cavity' | 'facade' | 'glass';

/** An insulation step that ISDE pays for: which measure, its single-measure amount per m² and the measure's area limits. */
export interface IsdeStep {
  measure: IsdeMeasure;
  perM2: number;
  /** The smallest and largest area ISDE counts for the measure (m²). */
  minM2: number;
  maxM2: number;
}

/** Rc of each level of an opaque component (level 0 is the period's original), never below a lower level's. */
function rcByLevel(original: number, upgrades: readonly number[]): number[] {
  const values = [original];
  for (const upgrade of upgrades) values.push(Math.max(values[values.length - 1]!, upgrade));
  return values;
}

interface RcTable {
  roof: number[];
  floor: number[];
  facade: number[];
}

// Built once at module load, like heat-loss.ts's tables: the ISDE check runs for every step of every package.
// In CONSTRUCTION_PERIODS order, read by periodIndex.
const RC: readonly RcTable[] = CONSTRUCTION_PERIODS.map((period) => {
  const original = ORIGINAL_STATE.value[period];
  return {
    roof: rcByLevel(original.roofRc, LEVEL_ROOF_RC.value),
    floor: rcByLevel(original.floorRc, LEVEL_FLOOR_RC.value),
    facade: rcByLevel(original.facadeRc, LEVEL_FACADE_RC.value),
  };
});

/** The smallest and largest area ISDE counts for a measure (m²). */
function isdeAreaLimits(measure: IsdeMeasure): { minM2: number; maxM2: number } {
  const rules = ISDE_INSULATION.value;
  // HR++ and triple share one area (one measure), with the same limits.
  return measure === 'glass' ? rules.glassHrPlusPlus : rules[measure];
}

// One object per measure and amount, made once: a step is checked for every component of every package, and its
// subsidy reads the measure's area limits, which a lookup by the measure's name made a megamorphic read per line
// (docs/decisions/0139-cheaper-home-without-lookups.md).
const RULES = ISDE_INSULATION.value;
function step(measure: IsdeMeasure, perM2: number): IsdeStep {
  const { minM2, maxM2 } = isdeAreaLimits(measure);
  return { measure, perM2, minM2, maxM2 };
}
const STEP = {
  roof: step('roof', RULES.roof.perM2),
  floor: step('floor', RULES.floor.perM2),
  cavity: step('cavity', RULES.cavity.perM2),
  facade: step('facade', RULES.facade.perM2),
  hrPlusPlus: step('glass', RULES.glassHrPlusPlus.perM2),
  hrPlusPlusMonument: step('glass', ISDE_GLASS_MONUMENT_PER_M2.value),
  triple: step('glass', RULES.glassTriple.perM2),
} as const satisfies Record<string, IsdeStep>;

/** Whether the layer a step puts in meets ISDE's minimum Rd on our ladder (src/engine/reference/subsidies.ts). */
function layerMeets(rc: readonly number[], from: number, to: number, minRd: number): boolean {
  return rc[to]! - rc[from]! >= minRd - ISDE_RD_ALLOWANCE.value - 1e-9;
}

/**
 * The ISDE measure a step from level `from` to `to` is, or null when ISDE pays nothing for it: the new level must
 * meet the measure's minimum and the layer put in must be an ISDE layer, not a top-up of insulation already there
 * (a roof from Rc 2.5 to 3.5 is not dakisolatie with Rd ≥ 3.5). Glass is replaced whole, so any step to HR++ or
 * triple counts. Areas and doubling are applied over the whole building change (building-change.ts).
 */
export function isdeStep(
  component: BuildingComponent,
  period: ConstructionPeriod,
  from: number,
  to: number,
  isMonument: boolean,
): IsdeStep | null {
  const rules = ISDE_INSULATION.value;
  const rc = RC[periodIndex(period)]!;
  switch (component) {
    case 'roof':
      return LEVEL_ROOF_RC.value[to - 1]! >= rules.roof.minRd && layerMeets(rc.roof, from, to, rules.roof.minRd)
        ? STEP.roof
        : null;
    case 'floor':
      return LEVEL_FLOOR_RC.value[to - 1]! >= rules.floor.minRd && layerMeets(rc.floor, from, to, rules.floor.minRd)
        ? STEP.floor
        : null;
    case 'facade': {
      // Level 1 is a filled cavity; higher levels are facade insulation inside or outside, with their own minimum.
      const measure = to === 1 ? rules.cavity : rules.facade;
      return LEVEL_FACADE_RC.value[to - 1]! >= measure.minRd && layerMeets(rc.facade, from, to, measure.minRd)
        ? to === 1
          ? STEP.cavity
          : STEP.facade
        : null;
    }
    case 'glass1':
    case 'glass2': {
      const u = LEVEL_GLASS_U.value[to - 1]!;
      if (u <= rules.glassTriple.maxU) return STEP.triple;
      if (u <= rules.glassHrPlusPlus.maxU) return isMonument ? STEP.hrPlusPlusMonument : STEP.hrPlusPlus;
      return null;
    }
    case 'ventilationType':
    case 'infiltration':
      return null;
  }
}
