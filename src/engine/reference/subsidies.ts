import { row } from './row.ts';

/** ISDE air/water and hybrid heat pumps: start amount + per kW thermal + A+++ bonus (all our units are taken as A+++). */
export const ISDE_HEAT_PUMP = row(
  { 2025: { start: 1250, perKW: 225, bonus: 200 }, 2026: { start: 1025, perKW: 225, bonus: 200 } },
  '€, €/kW',
  'RVO "ISDE: wat wijzigt er in 2025" (official); 2026 secondary',
);
export const ISDE_GROUND_HEAT_PUMP = row(4950, '€', 'RVO, ISDE 2025 (≈ €4,200–5,700 typical, VEH/Milieu Centraal)');
export const ISDE_HEAT_GRID = row(3400, '€', 'ACM, 2025 (ISDE heat-grid connection ≈ €3,000–3,800)', 'estimate');
export const ISDE_SOLAR_BOILER = row(
  1000,
  '€',
  'own assumption; RVO, ISDE 2025 has no solar-boiler amount',
  'estimate',
);

/** Per m² for a single measure; doubled with a second measure or a heat pump, heat grid or solar boiler within 24 months. */
export const ISDE_INSULATION_PER_M2 = row(
  {
    roof: 6.5,
    floor: 6.5,
    cavity: 5.5,
    facade: 6.5,
    glassHrPlusPlus: 25,
    glassHrPlusPlusMonument: 46,
    glassTriple: 111,
  },
  '€/m²',
  'RVO 2025 (glass, official) and slimgeldbeheer.nl 2026 ranges (roof/floor €5–8, cavity €4–7); facade as roof',
  'per-m² insulation amounts secondary',
);
export const ISDE_VENTILATION_WITH_INSULATION = row(
  400,
  '€',
  'RVO, ISDE 2025 (2026: ventilation C4c, D, E combined with insulation)',
);
/** ISDE minimum values: added Rd ≥ 3.5 (roof, floor, facade), Rd ≥ 1.1 (cavity), glass Ug ≤ 1.2 — expressed as our levels. */
export const ISDE_MIN_LEVEL = row(
  { roof: 3, floor: 3, facade: 1, glass: 3, ventilationType: 1 },
  'level',
  'RVO, ISDE 2025 minimum insulation values',
);
