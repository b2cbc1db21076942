import { CONSTRUCTION_PERIODS, type ConstructionPeriod } from './reference/construction-periods.ts';
import { periodIndex } from './period-years.ts';
import {
  AIR_HEAT_CAPACITY,
  GLASS_G_BY_U,
  INFILTRATION_PER_QV10,
  PURGE_INFLOW,
  REFERENCE_QV10,
  TYPICAL_VENTILATION_SYSTEM,
  VENTILATION_INFLOW,
  WINDOW_SOLAR_GAIN,
  type VentilationSystem,
} from './reference/climate.ts';
import {
  ANNEX_I_DOOR_U,
  CRAWL_SPACE_FLOOR,
  LEVEL_FACADE_RC,
  LEVEL_FLOOR_RC,
  LEVEL_GLASS_U,
  LEVEL_QV10,
  LEVEL_ROOF_RC,
  LEVEL_SHARE_VENTILATION_LOSS,
  MAX_LEVEL,
  ORIGINAL_DOOR_INSULATED,
  ORIGINAL_STATE,
  SURFACE_RESISTANCE,
  THERMAL_BRIDGE_U,
} from './reference/envelope.ts';
import { isApartment } from './default-profile.ts';
import type { Geometry } from './geometry.ts';
import type { BuildingComponent, BuildingLevels, ComponentShares, DwellingType } from './types.ts';

/** Heat-transfer coefficient per component in W/K, and their sum. */
export interface HeatLoss extends ComponentShares {
  totalWPerK: number;
  /** Σ F_W × g × (1 − F_fr) × A over the windows: the area that turns irradiance into useful heat, m². */
  solarApertureM2: number;
}

/**
 * U of a floor over a crawl space as seen from outside: the floor in series with the crawl space and the ground
 * under it, times the share of that loss the ground's inertia leaves in the heating season (reference/envelope.ts).
 */
export function crawlSpaceFloorU(floorU: number): number {
  const crawl = CRAWL_SPACE_FLOOR.value;
  return crawl.heatingSeasonShare / (1 / floorU + 1 / crawl.groundAndCrawlSpaceUWPerM2K);
}

/** Solar aperture per m² of glass of this U-value: F_W × g × (1 − F_fr). */
export function solarAperturePerGlassM2(glassU: number): number {
  const window = WINDOW_SOLAR_GAIN.value;
  let g = 0;
  for (const step of GLASS_G_BY_U.value) {
    if (glassU >= step.fromU) {
      g = step.g;
      break;
    }
  }
  return window.shadingFactorFW * g * (1 - window.frameShare);
}

function ventilationInflow(system: VentilationSystem): number {
  const inflow = VENTILATION_INFLOW.value;
  return system === 'natural' ? inflow.naturalRequired * inflow.naturalEffectiveFactor : inflow.exhaust;
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
  /** No level changes a door: facade insulation leaves it as built. */
  doorU: number;
  glassU: number[];
  glassAperture: number[];
  /** Ventilation inflow in dm³/s·m² per level, for a house and for a flat (their typical systems differ). */
  ventilationHouse: number[];
  ventilationApartment: number[];
  qv10YearFactor: number;
}

/**
 * Level 0 is the period's typical system with its own share of loss (recovery or demand control from 2015); the
 * upgrade levels are mechanical systems whose shares are of plain exhaust, never worse than a level below.
 */
function ventilationByLevel(system: VentilationSystem, originalShare: number): number[] {
  const exhaust = ventilationInflow('exhaust');
  return byLevel(
    ventilationInflow(system) * originalShare,
    LEVEL_SHARE_VENTILATION_LOSS.value.map((share) => exhaust * share),
  );
}

// Built once at module load: per period (in CONSTRUCTION_PERIODS order, read by periodIndex), the effective value
// of every level of every component.
const TABLES: readonly PeriodTable[] = CONSTRUCTION_PERIODS.map((period, index) => {
  const original = ORIGINAL_STATE.value[period];
  const bridge = index < 4 ? THERMAL_BRIDGE_U.value.before1992 : THERMAL_BRIDGE_U.value.from1992;
  const opaque = (rc: number, upgrades: readonly number[]) =>
    byLevel(uFromRc(rc), upgrades.map(uFromRc)).map((u) => u + bridge);
  const glassU = byLevel(original.glassU, LEVEL_GLASS_U.value);
  const systems = TYPICAL_VENTILATION_SYSTEM.value[period];
  return {
    roofU: opaque(original.roofRc, LEVEL_ROOF_RC.value),
    floorU: opaque(original.floorRc, LEVEL_FLOOR_RC.value).map(crawlSpaceFloorU),
    facadeU: opaque(original.facadeRc, LEVEL_FACADE_RC.value),
    doorU: ORIGINAL_DOOR_INSULATED.value[period] ? ANNEX_I_DOOR_U.value.insulated : ANNEX_I_DOOR_U.value.uninsulated,
    glassU: glassU,
    glassAperture: glassU.map(solarAperturePerGlassM2),
    ventilationHouse: ventilationByLevel(systems.house, original.shareVentilationLoss),
    ventilationApartment: ventilationByLevel(systems.apartment, original.shareVentilationLoss),
    qv10YearFactor: REFERENCE_QV10.value.yearFactor[period],
  };
});

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
  return levelUpTo(level, maxLevel(component));
}

/**
 * clampLevel with the component's highest level given: the engine's hot path names its components in the code,
 * so it need not look their highest level up by name for every level of every scenario and step.
 */
export function levelUpTo(level: number, max: number): number {
  if (!(level > 0)) return 0;
  return level >= max ? max : Math.round(level);
}

/** NTA 8800's q_v10;spec of the dwelling type, by a switch rather than a keyed lookup (the engine's hot path). */
const TYPE_QV10 = REFERENCE_QV10.value.typeSpec;
function typeQv10(dwellingType: DwellingType): number {
  switch (dwellingType) {
    case 'terraced':
      return TYPE_QV10.terraced;
    case 'corner':
      return TYPE_QV10.corner;
    case 'semi_detached':
      return TYPE_QV10.semi_detached;
    case 'detached':
      return TYPE_QV10.detached;
    case 'apartment_ground':
      return TYPE_QV10.apartment_ground;
    case 'apartment_middle':
      return TYPE_QV10.apartment_middle;
    case 'apartment_top':
      return TYPE_QV10.apartment_top;
  }
}

export function heatLoss(
  geometryM2: Geometry,
  levels: BuildingLevels,
  period: ConstructionPeriod,
  dwellingType: DwellingType,
): HeatLoss {
  const table = TABLES[periodIndex(period)]!;
  const air = AIR_HEAT_CAPACITY.value;
  const area = geometryM2.floorAreaM2;
  const roof = table.roofU[levelUpTo(levels.roof, MAX_LEVEL.roof)]! * geometryM2.roofM2;
  const floor = table.floorU[levelUpTo(levels.floor, MAX_LEVEL.floor)]! * geometryM2.floorM2;
  // Doors count with the facade in the component shares, as the resident sees them in the outer wall.
  const facade =
    table.facadeU[levelUpTo(levels.facade, MAX_LEVEL.facade)]! * geometryM2.facadeM2 + table.doorU * geometryM2.doorM2;
  const glass1Level = levelUpTo(levels.glass1, MAX_LEVEL.glass1);
  const glass2Level = levelUpTo(levels.glass2, MAX_LEVEL.glass2);
  const glazing1 = table.glassU[glass1Level]! * geometryM2.glass1M2;
  const glazing2 = table.glassU[glass2Level]! * geometryM2.glass2M2;
  const ventilationLevel = levelUpTo(levels.ventilationType, MAX_LEVEL.ventilationType);
  const systemInflow = isApartment(dwellingType)
    ? table.ventilationApartment[ventilationLevel]!
    : table.ventilationHouse[ventilationLevel]!;
  // Airing through windows stays whatever the system; it is counted with ventilation, which no level removes.
  const ventilation = air * (systemInflow + PURGE_INFLOW.value) * area;
  // A sealing level caps NTA 8800's reference airtightness; it never makes a tight home leakier.
  const referenceQv10 = typeQv10(dwellingType) * table.qv10YearFactor;
  const infiltrationLevel = levelUpTo(levels.infiltration, MAX_LEVEL.infiltration);
  const qv10 =
    infiltrationLevel === 0 ? referenceQv10 : Math.min(referenceQv10, LEVEL_QV10.value[infiltrationLevel - 1]!);
  const infiltration = air * INFILTRATION_PER_QV10.value * area * qv10;
  return {
    roof,
    floor,
    facade,
    glazing1,
    glazing2,
    ventilation,
    infiltration,
    totalWPerK: roof + floor + facade + glazing1 + glazing2 + ventilation + infiltration,
    solarApertureM2:
      table.glassAperture[glass1Level]! * geometryM2.glass1M2 + table.glassAperture[glass2Level]! * geometryM2.glass2M2,
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
