import { CONSTRUCTION_PERIODS, type ConstructionPeriod } from './reference/construction-periods.ts';
import { AIR_HEAT_CAPACITY, INFILTRATION_PER_QV10, VENTILATION_FLOW } from './reference/climate.ts';
import {
  FLOOR_REDUCTION_FACTOR,
  LEVEL_FACADE_RC,
  LEVEL_FLOOR_RC,
  LEVEL_GLASS_U,
  LEVEL_QV10,
  LEVEL_ROOF_RC,
  LEVEL_SHARE_VENTILATION_LOSS,
  MAX_LEVEL,
  ORIGINAL_STATE,
  SURFACE_RESISTANCE,
  THERMAL_BRIDGE_U,
} from './reference/envelope.ts';
import type { Geometry } from './geometry.ts';
import type { BuildingComponent, BuildingLevels, ComponentShares } from './types.ts';

/** Heat-transfer coefficient per component in W/K, and their sum. */
export interface HeatLoss extends ComponentShares {
  totalWPerK: number;
}

/** U-value of an opaque component from its Rc (surface resistances added, no thermal bridges). */
export function uFromRc(rc: number): number {
  return 1 / (rc + SURFACE_RESISTANCE.value);
}

/** Level 0 is the original value; each next level is at least as good as every level below it. */
function byLevel(original: number, upgrades: readonly number[]): number[] {
  const values = [original];
  for (const upgrade of upgrades) values.push(Math.min(values[values.length - 1]!, upgrade));
  return values;
}

interface PeriodTable {
  roofU: number[];
  floorU: number[];
  facadeU: number[];
  glassU: number[];
  shareVentilationLoss: number[];
  qv10: number[];
}

// Built once at module load: per period, the effective value of every level of every component.
const TABLES = new Map<ConstructionPeriod, PeriodTable>(
  CONSTRUCTION_PERIODS.map((period, index) => {
    const original = ORIGINAL_STATE.value[period];
    const bridge = index < 4 ? THERMAL_BRIDGE_U.value.before1992 : THERMAL_BRIDGE_U.value.from1992;
    const opaque = (rc: number, upgrades: readonly number[]) =>
      byLevel(uFromRc(rc), upgrades.map(uFromRc)).map((u) => u + bridge);
    return [
      period,
      {
        roofU: opaque(original.roofRc, LEVEL_ROOF_RC.value),
        floorU: opaque(original.floorRc, LEVEL_FLOOR_RC.value).map((u) => u * FLOOR_REDUCTION_FACTOR.value),
        facadeU: opaque(original.facadeRc, LEVEL_FACADE_RC.value),
        glassU: byLevel(original.glassU, LEVEL_GLASS_U.value),
        shareVentilationLoss: byLevel(original.shareVentilationLoss, LEVEL_SHARE_VENTILATION_LOSS.value),
        qv10: byLevel(original.qv10, LEVEL_QV10.value),
      },
    ];
  }),
);

/** The highest level of a component, by a switch rather than two keyed lookups (the engine's hot path). */
function maxLevel(component: BuildingComponent): number {
  switch (component) {
    case 'roof':
      return MAX_LEVEL.roof;
    case 'floor':
      return MAX_LEVEL.floor;
    case 'facade':
      return MAX_LEVEL.facade;
    case 'glass1':
      return MAX_LEVEL.glass1;
    case 'glass2':
      return MAX_LEVEL.glass2;
    case 'ventilationType':
      return MAX_LEVEL.ventilationType;
    case 'infiltration':
      return MAX_LEVEL.infiltration;
  }
}

/** Rounds and bounds a level to what the component has (answers may arrive as any number). */
export function clampLevel(component: BuildingComponent, level: number): number {
  const max = maxLevel(component);
  if (!(level > 0)) return 0;
  return level >= max ? max : Math.round(level);
}

export function heatLoss(geometryM2: Geometry, levels: BuildingLevels, period: ConstructionPeriod): HeatLoss {
  const table = TABLES.get(period)!;
  const air = AIR_HEAT_CAPACITY.value;
  const area = geometryM2.floorAreaM2;
  const roof = table.roofU[clampLevel('roof', levels.roof)]! * geometryM2.roofM2;
  const floor = table.floorU[clampLevel('floor', levels.floor)]! * geometryM2.floorM2;
  const facade = table.facadeU[clampLevel('facade', levels.facade)]! * geometryM2.facadeM2;
  const glazing1 = table.glassU[clampLevel('glass1', levels.glass1)]! * geometryM2.glass1M2;
  const glazing2 = table.glassU[clampLevel('glass2', levels.glass2)]! * geometryM2.glass2M2;
  const ventilation =
    air *
    VENTILATION_FLOW.value *
    area *
    table.shareVentilationLoss[clampLevel('ventilationType', levels.ventilationType)]!;
  const infiltration =
    air * INFILTRATION_PER_QV10.value * area * table.qv10[clampLevel('infiltration', levels.infiltration)]!;
  return {
    roof,
    floor,
    facade,
    glazing1,
    glazing2,
    ventilation,
    infiltration,
    totalWPerK: roof + floor + facade + glazing1 + glazing2 + ventilation + infiltration,
  };
}

/** The best level of every component. */
export const BEST_LEVELS: BuildingLevels = {
  roof: MAX_LEVEL.roof,
  floor: MAX_LEVEL.floor,
  facade: MAX_LEVEL.facade,
  glass1: MAX_LEVEL.glass1,
  glass2: MAX_LEVEL.glass2,
  ventilationType: MAX_LEVEL.ventilationType,
  infiltration: MAX_LEVEL.infiltration,
};
