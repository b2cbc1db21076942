import { describe, expect, it } from 'vitest';
import type { CurrentHeating, HeatSource } from '../types.ts';
import { DEGREE_DAYS_BASE_18, DEGREE_DAYS_STANDARD, REFERENCE_QV10 } from './climate.ts';
import { CONSTRUCTION_PERIODS, periodOf, PERIOD_START_YEARS } from './construction-periods.ts';
import { CURRENT_HEATING } from './efficiencies.ts';
import { CO2_HEAT_BY_SOURCE, CO2_HYDROGEN, CO2_PELLETS } from './emission-factors.ts';
import { EP2_UPPER_LIMITS, INSULATION_UPPER_LIMITS, VESTA_DEFAULT_LABELS } from './energy-labels.ts';
import {
  LEVEL_FACADE_RC,
  LEVEL_FLOOR_RC,
  LEVEL_GLASS_U,
  LEVEL_QV10,
  LEVEL_ROOF_RC,
  LEVEL_SHARE_VENTILATION_LOSS,
  MAX_LEVEL,
  ORIGINAL_STATE,
} from './envelope.ts';
import { APPRECIATION_PER_LABEL_STEP } from './financing.ts';
import { AREA_RATIOS, DOOR_AREA_RATIO, REFERENCE_FLOOR_AREA_M2 } from './geometry-ratios.ts';
import { BATH_HEAT, GAS_HIGHER_HEATING_VALUE, KWH_PER_GJ, SHOWER_HEAT_PER_MINUTE } from './hot-water-and-cooking.ts';
import { DEFAULT_HOUSEHOLD_SIZE, PERSONS_MAX, SHARE_LOW_TARIFF_WITH_SMART_METER } from './household.ts';
import {
  COST_FACADE_PER_M2,
  COST_FLOOR_PER_M2,
  COST_GLASS_PER_M2,
  COST_INFILTRATION,
  COST_ROOF_PER_M2,
  COST_VENTILATION,
} from './insulation-costs.ts';
import { ISDE_MIN_LEVEL } from './subsidies.ts';
import { TYPICAL_LEVELS_TODAY } from './typical-state.ts';
import { DWELLING_TYPES } from '../../vocabulary/dwelling-types.ts';

const TYPES = DWELLING_TYPES;
const SOURCES: HeatSource[] = [
  'steg',
  'waste_incineration',
  'geothermal',
  'biomass_dutch',
  'biomass_imported',
  'industrial_waste_heat',
  'aquathermal',
  'unknown',
];
const HEATINGS: CurrentHeating[] = [
  'condensing_boiler',
  'improved_boiler',
  'conventional_boiler',
  'hybrid_heat_pump',
  'heat_pump',
  'heat_grid',
  'electric',
];

describe('construction periods', () => {
  it('puts every build year on the boundaries of PBL Startanalyse, 2020', () => {
    expect(PERIOD_START_YEARS.value).toEqual([1946, 1965, 1975, 1992, 2006, 2015]);
    const cases: [number, string][] = [
      [1130, 'before_1946'],
      [1945, 'before_1946'],
      [1946, '1946_1964'],
      [1964, '1946_1964'],
      [1965, '1965_1974'],
      [1974, '1965_1974'],
      [1975, '1975_1991'],
      [1991, '1975_1991'],
      [1992, '1992_2005'],
      [2005, '1992_2005'],
      [2006, '2006_2014'],
      [2014, '2006_2014'],
      [2015, 'from_2015'],
      [2100, 'from_2015'],
    ];
    for (const [year, period] of cases) expect(periodOf(year), String(year)).toBe(period);
  });

  it('gives every period an original state and a typical state today within the component levels', () => {
    for (const period of CONSTRUCTION_PERIODS) {
      const original = ORIGINAL_STATE.value[period];
      for (const value of Object.values(original)) expect(value > 0 && Number.isFinite(value)).toBe(true);
      const today = TYPICAL_LEVELS_TODAY.value[period];
      for (const [component, level] of Object.entries(today)) {
        expect(Number.isInteger(level) && level >= 0 && level <= MAX_LEVEL[component as keyof typeof MAX_LEVEL]).toBe(
          true,
        );
      }
    }
  });

  it('builds newer periods no worse than older ones', () => {
    for (let i = 1; i < CONSTRUCTION_PERIODS.length; i++) {
      const older = ORIGINAL_STATE.value[CONSTRUCTION_PERIODS[i - 1]!];
      const newer = ORIGINAL_STATE.value[CONSTRUCTION_PERIODS[i]!];
      expect(newer.facadeRc).toBeGreaterThanOrEqual(older.facadeRc);
      expect(newer.roofRc).toBeGreaterThanOrEqual(older.roofRc);
      expect(newer.glassU).toBeLessThanOrEqual(older.glassU);
      // NTA 8800's reference air-tightness (table 11.13) is the as-built qv10 now.
      expect(REFERENCE_QV10.value.yearFactor[CONSTRUCTION_PERIODS[i]!]).toBeLessThanOrEqual(
        REFERENCE_QV10.value.yearFactor[CONSTRUCTION_PERIODS[i - 1]!],
      );
    }
  });
});

describe('levels', () => {
  it('has one upgrade value per level above 0 (docs/product.md §9 level ranges)', () => {
    expect(MAX_LEVEL).toEqual({
      roof: 4,
      floor: 4,
      facade: 3,
      glass1: 4,
      glass2: 4,
      ventilationType: 2,
      infiltration: 2,
    });
    expect(LEVEL_ROOF_RC.value).toHaveLength(MAX_LEVEL.roof);
    expect(LEVEL_FLOOR_RC.value).toHaveLength(MAX_LEVEL.floor);
    expect(LEVEL_FACADE_RC.value).toHaveLength(MAX_LEVEL.facade);
    expect(LEVEL_GLASS_U.value).toHaveLength(MAX_LEVEL.glass1);
    expect(LEVEL_SHARE_VENTILATION_LOSS.value).toHaveLength(MAX_LEVEL.ventilationType);
    expect(LEVEL_QV10.value).toHaveLength(MAX_LEVEL.infiltration);
  });

  it('prices every level from 0 up, never cheaper for a better level', () => {
    const tables: [readonly number[], number][] = [
      [COST_ROOF_PER_M2.value, MAX_LEVEL.roof],
      [COST_FLOOR_PER_M2.value, MAX_LEVEL.floor],
      [COST_FACADE_PER_M2.value, MAX_LEVEL.facade],
      [COST_GLASS_PER_M2.value, MAX_LEVEL.glass1],
      [COST_VENTILATION.value, MAX_LEVEL.ventilationType],
      [COST_INFILTRATION.value, MAX_LEVEL.infiltration],
    ];
    for (const [costs, max] of tables) {
      expect(costs).toHaveLength(max + 1);
      expect(costs[0]).toBe(0);
      for (let level = 1; level <= max; level++) expect(costs[level]!).toBeGreaterThan(costs[level - 1]!);
    }
  });

  it('puts the ISDE minimum on the levels that meet Rd ≥ 3.5, Rd ≥ 1.1 (cavity) and Ug ≤ 1.2', () => {
    const min = ISDE_MIN_LEVEL.value;
    expect(LEVEL_ROOF_RC.value[min.roof - 1]).toBeGreaterThanOrEqual(3.5);
    expect(LEVEL_ROOF_RC.value[min.roof - 2]).toBeLessThan(3.5);
    expect(LEVEL_FLOOR_RC.value[min.floor - 1]).toBeGreaterThanOrEqual(3.5);
    expect(LEVEL_FACADE_RC.value[min.facade - 1]).toBeGreaterThanOrEqual(1.1);
    expect(LEVEL_GLASS_U.value[min.glass - 1]).toBeLessThanOrEqual(1.2);
    expect(LEVEL_GLASS_U.value[min.glass - 2]).toBeGreaterThan(1.2);
  });
});

describe('dwelling types', () => {
  it('has area ratios, a household size and a reference floor area for every type', () => {
    for (const type of TYPES) {
      const ratios = AREA_RATIOS.value[type];
      expect(ratios.opaqueFacade + ratios.glass).toBeGreaterThan(0);
      expect(ratios.shareGlassLivingRoom).toBeGreaterThan(0);
      expect(ratios.shareGlassLivingRoom).toBeLessThan(1);
      expect(DEFAULT_HOUSEHOLD_SIZE.value[type]).toBeGreaterThanOrEqual(1);
      expect(REFERENCE_FLOOR_AREA_M2.value[type]).toBeGreaterThan(0);
    }
    expect(REFERENCE_FLOOR_AREA_M2.value).toMatchObject({
      detached: 150,
      semi_detached: 130,
      corner: 115,
      terraced: 110,
      apartment_middle: 75,
    });
  });

  it("takes RVO's terraced Voorbeeldwoning of 1970 for the terraced house", () => {
    // 114.9 m²: floor 48.3, roof 55.6 (over the gable's 1.2), outer walls 67.25 with windows 24.98 and doors 4.6.
    expect(AREA_RATIOS.value.terraced).toMatchObject({
      floor: 0.42,
      roofFootprint: 0.403,
      opaqueFacade: 0.368,
      glass: 0.217,
      shareGlassLivingRoom: 0.55,
    });
    expect(AREA_RATIOS.value.terraced.floor).toBeCloseTo(48.3 / 114.9, 2);
    expect(AREA_RATIOS.value.terraced.roofFootprint * 1.2).toBeCloseTo(55.6 / 114.9, 2);
    expect(AREA_RATIOS.value.terraced.opaqueFacade).toBeCloseTo((67.25 - 24.98) / 114.9, 2);
    expect(DOOR_AREA_RATIO.value.terraced).toBeCloseTo(4.6 / 114.9, 2);
  });
});

describe('labels', () => {
  it('has ascending EP2 and insulation limits ending at F', () => {
    for (const limits of [EP2_UPPER_LIMITS.value, INSULATION_UPPER_LIMITS.value]) {
      expect(limits.map(([label]) => label)).toEqual(['A+', 'A', 'B', 'C', 'D', 'E', 'F']);
      for (let i = 1; i < limits.length; i++) expect(limits[i]![1]).toBeGreaterThan(limits[i - 1]![1]);
    }
    expect(EP2_UPPER_LIMITS.value.map(([, limit]) => limit)).toEqual([105, 160, 190, 250, 290, 335, 380]);
  });

  it('covers 1900–2020 with contiguous Vesta periods', () => {
    const periods = Object.values(VESTA_DEFAULT_LABELS.value);
    expect(periods[0]!.years[0]).toBe(1900);
    expect(periods.at(-1)!.years[1]).toBe(2020);
    for (let i = 1; i < periods.length; i++) expect(periods[i]!.years[0]).toBe(periods[i - 1]!.years[1] + 1);
  });
});

describe('carriers and sources', () => {
  it('has a CO2 factor for every heat source and an efficiency for every current heating', () => {
    for (const source of SOURCES) expect(CO2_HEAT_BY_SOURCE.value[source]).toBeGreaterThan(0);
    for (const heating of HEATINGS) {
      const row = CURRENT_HEATING.value[heating];
      expect(row.space).toBeGreaterThan(0);
      expect(row.hotWater).toBeGreaterThan(0);
    }
  });

  it('derives its conversions from the published figures', () => {
    // 35.17 MJ/m³ ÷ 3.6 MJ/kWh = 9.769 kWh/m³
    expect(GAS_HIGHER_HEATING_VALUE.value).toBeCloseTo(35.17 / 3.6, 2);
    // 1 GJ = 1,000 MJ ÷ 3.6 = 277.78 kWh
    expect(KWH_PER_GJ.value).toBeCloseTo(1000 / 3.6, 2);
    // 2,884 base-18 degree days + 2 K over 212 heating days = 3,308
    expect(DEGREE_DAYS_BASE_18.value).toBe(2884);
    expect(DEGREE_DAYS_STANDARD.value).toBe(3308);
    // Shower: 57 L × 28 K × 1.163 Wh/(L·K) ÷ 7.4 min = 250.8 Wh/min
    expect(SHOWER_HEAT_PER_MINUTE.value).toBeCloseTo((57 * 28 * 1.163) / 7.4 / 1000, 2);
    // Bath: 120 L × 30 K × 1.163 = 4,186.8 Wh
    expect(BATH_HEAT.value).toBeCloseTo((120 * 30 * 1.163) / 1000, 1);
    // Hydrogen: ≈ 0.5 kg CO2/kg H2 × 0.264 kg H2 per m³ gas-equivalent = 0.132
    expect(CO2_HYDROGEN.value).toBeCloseTo(0.5 * 0.264, 2);
    // Pellets: 10 kg CO2/GJ ÷ 277.78 kWh/GJ = 0.036 kg/kWh
    expect(CO2_PELLETS.value).toBeCloseTo(10 / 277.78, 3);
    // Calcasa: 3+ steps ≈ €11,000 → ≈ €3,700 per step
    expect(APPRECIATION_PER_LABEL_STEP.value).toBeCloseTo(11000 / 3, -2);
  });

  it('keeps the spec §9 household constants', () => {
    expect(SHARE_LOW_TARIFF_WITH_SMART_METER.value).toBe(0.35);
    expect(PERSONS_MAX.value).toBe(8);
  });
});
