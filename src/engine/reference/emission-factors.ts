import type { HeatSource } from '../types.ts';
import { row } from './row.ts';

export const CO2_NATURAL_GAS = row(1.78, 'kg/m³', 'ISSO 82 / co2emissiefactoren.nl');
export const CO2_GREEN_GAS = row(
  0.35,
  'kg/m³',
  'co2emissiefactoren.nl, 2025 (chain 0.2–0.5, combustion counted 0)',
  'estimate',
);
// Green hydrogen ≈ 0.5 kg CO2/kg H2, 0.264 kg H2 per m³ gas-equivalent.
export const CO2_HYDROGEN = row(
  0.13,
  'kg/m³ gas-equivalent',
  'co2emissiefactoren.nl, 2025; ACM en PBL Vesta, 2021 (green H2 0–1 kg/kg)',
  'estimate',
);
export const CO2_ELECTRICITY = row(
  0.27,
  'kg/kWh',
  'co2emissiefactoren.nl, 2025 (grid average 2025 0.25–0.30)',
  'estimate',
);
// 10 kg/GJ chain emissions; biogenic CO2 counted 0 as in NTA 8800 and Vesta.
export const CO2_PELLETS = row(0.036, 'kg/kWh', 'co2emissiefactoren.nl, 2025 (biomass chain 5–15 kg/GJ)', 'estimate');

/** Per GJ delivered heat, incl. network losses and peak gas boilers; midpoints of the estimate ranges. */
export const CO2_HEAT_BY_SOURCE = row<Record<HeatSource, number>>(
  {
    steg: 32.5,
    waste_incineration: 25,
    geothermal: 10,
    biomass_dutch: 10,
    biomass_imported: 17.5,
    industrial_waste_heat: 10,
    aquathermal: 22.5,
    unknown: 50.6,
  },
  'kg/GJ',
  'CE Delft in opdracht van RVO (estimates; unknown source: ISSO 82 old default 50.6)',
  'estimate',
);

/** Sources whose heat counts as renewable for the primary-energy factor. */
export const RENEWABLE_HEAT_SOURCES: ReadonlySet<HeatSource> = new Set<HeatSource>([
  'geothermal',
  'biomass_dutch',
  'biomass_imported',
  'industrial_waste_heat',
  'aquathermal',
]);
