import type { CurrentHeating } from '../types.ts';
import { row } from './row.ts';

/** Seasonal efficiency on the billing (upper) value for gas appliances. */
export const CONDENSING_BOILER = row(
  { space: 0.9, hotWater: 0.72 },
  '-',
  'eigen rekenmethode naar NTA 8800; PBL Vesta MAIS 5.0, 2021 (HR-107 0.88–0.92; hot water Vesta 0.72)',
);
export const IMPROVED_BOILER = row(
  { space: 0.8, hotWater: 0.6 },
  '-',
  'PBL Vesta MAIS 5.0, 2021 (VR boiler)',
  'estimate',
);
export const CONVENTIONAL_BOILER = row(
  { space: 0.7, hotWater: 0.55 },
  '-',
  'PBL Vesta MAIS 5.0, 2021 (conventional 0.65–0.75 / 0.50–0.60)',
  'estimate',
);

/** Practical seasonal performance in Dutch retrofits. */
export const SPF_AIR_WATER = row({ space: 3.39, hotWater: 2.2 }, '-', 'PBL Vesta MAIS Performance.csv');
export const SPF_GROUND = row({ space: 3.61, hotWater: 2.5 }, '-', 'PBL Vesta MAIS Performance.csv');
export const SPF_HYBRID = row(3.42, '-', 'PBL Vesta MAIS Performance.csv');
export const SPF_AIR_AIR = row(3.5, '-', 'Milieu Centraal en PBL Vesta, 2021 (≈ 3.5 in practice)', 'estimate');
/** PVT collectors as the source run warmer than outdoor air in winter; between air/water and ground. */
export const SPF_PVT = row(
  { space: 3.5, hotWater: 2.3 },
  '-',
  'own assumption between Milieu Centraal en PBL Vesta, 2021 air and ground values',
  'estimate',
);
/** Individual booster heat pump on a ZLT grid (SPF 4–5). */
export const SPF_ZLT_BOOSTER = row(4.5, '-', 'eigen indeling naar aanvoertemperatuur', 'estimate');
export const ELECTRIC_BOILER = row(0.9, '-', 'PBL Vesta MAIS 5.0, 2021 (1.0 minus 5–15 % storage losses)', 'estimate');
export const PELLET_BOILER = row(0.85, '-', 'own assumption for a modern pellet boiler', 'estimate');

/** Hybrid share of space heat: 60 % for poorly to 75 % for well-insulated homes, here by insulation label G … A. */
export const HYBRID_SHARE_SPACE_HEAT = row(
  { poor: 0.6, good: 0.75 },
  '-',
  'Milieu Centraal, 2024 (Vesta 60 %; recommended 60–75 %)',
  'estimate',
);

export const SOLAR_BOILER_SHARE_HOT_WATER = row(
  0.45,
  '-',
  'CBS, 2023 (saves ≈ 40–50 % of hot-water gas, Milieu Centraal)',
);

/** Current heating: delivered energy per useful energy for space and hot water, and its carrier. */
export const CURRENT_HEATING = row<
  Record<
    CurrentHeating,
    { carrier: 'gas' | 'electricity' | 'heat'; space: number; hotWater: number; shareSpaceByHeatPump: number }
  >
>(
  {
    condensing_boiler: {
      carrier: 'gas',
      space: CONDENSING_BOILER.value.space,
      hotWater: CONDENSING_BOILER.value.hotWater,
      shareSpaceByHeatPump: 0,
    },
    improved_boiler: {
      carrier: 'gas',
      space: IMPROVED_BOILER.value.space,
      hotWater: IMPROVED_BOILER.value.hotWater,
      shareSpaceByHeatPump: 0,
    },
    conventional_boiler: {
      carrier: 'gas',
      space: CONVENTIONAL_BOILER.value.space,
      hotWater: CONVENTIONAL_BOILER.value.hotWater,
      shareSpaceByHeatPump: 0,
    },
    hybrid_heat_pump: {
      carrier: 'gas',
      space: CONDENSING_BOILER.value.space,
      hotWater: CONDENSING_BOILER.value.hotWater,
      shareSpaceByHeatPump: 0.6,
    },
    heat_pump: {
      carrier: 'electricity',
      space: SPF_AIR_WATER.value.space,
      hotWater: SPF_AIR_WATER.value.hotWater,
      shareSpaceByHeatPump: 1,
    },
    heat_grid: { carrier: 'heat', space: 1, hotWater: 1, shareSpaceByHeatPump: 0 },
    electric: { carrier: 'electricity', space: 1, hotWater: ELECTRIC_BOILER.value, shareSpaceByHeatPump: 0 },
  },
  'efficiency or SPF',
  'rows above (PBL Vesta MAIS 5.0, 2021; Milieu Centraal en PBL Vesta, 2021; Milieu Centraal, 2024)',
);
