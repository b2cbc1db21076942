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

/**
 * ISDE insulation for home owners, per measure: the amount per m² for a single measure (doubled when a second
 * measure, or an ISDE heat pump, heat-grid connection or solar boiler, follows within 24 months), the smallest
 * area that gets anything, the largest area that is paid, and the minimum the new insulation must reach (Rd of
 * the layer put in, m²K/W; for glass the highest Ug, W/m²K). HR++ and triple glass count as one measure with
 * one area, however many rooms. Amounts unchanged from 2024 to 2026 in the secondary sources; the 2025 and 2026
 * rows are the same.
 */
export const ISDE_INSULATION = row(
  {
    roof: { perM2: 16.25, minM2: 20, maxM2: 200, minRd: 3.5 },
    floor: { perM2: 5.5, minM2: 20, maxM2: 130, minRd: 3.5 },
    cavity: { perM2: 5.25, minM2: 10, maxM2: 170, minRd: 1.1 },
    facade: { perM2: 20.25, minM2: 10, maxM2: 170, minRd: 3.5 },
    glassHrPlusPlus: { perM2: 25, minM2: 3, maxM2: 45, maxU: 1.2 },
    glassTriple: { perM2: 111, minM2: 3, maxM2: 45, maxU: 0.7 },
  },
  '€/m² single measure; m²; Rd m²K/W; Ug W/m²K',
  'RVO, ISDE woningeigenaren 2026, table "isolatiemaatregelen" as reproduced by zelfenergieproduceren.nl (2026) and Regeling nationale EZK- en LNV-subsidies art. 4.5.2 (minimum areas, Stcrt. 2021, 48521)',
  "RVO's own 2026 page was not in reach; slimgeldbeheer.nl (2026) gives ranges instead (roof and floor €5–8, cavity €4–7 per m²), which the engine used until 2026.7: it lists no measure and no area rule, so it is not followed",
);
/** Monuments: secondary glazing and HR++ in a monument (Ug ≤ 3.0 allowed), per m², single measure. */
export const ISDE_GLASS_MONUMENT_PER_M2 = row(
  46,
  '€/m² single measure',
  'RVO, ISDE 2025 (monuments: voorzetramen and HR++ from Ug 3.0, from 2024 to 2027)',
);
/**
 * ISDE doubles the insulation amounts only next to a second measure or an ISDE installation; an air/air heat
 * pump is not one (it is not an ISDE heat pump, whose list is water-based and hybrid units only).
 */
export const ISDE_DOUBLING_FACTOR = row(
  2,
  '× the single-measure amount',
  'RVO, ISDE woningeigenaren 2026 (two measures within 24 months; lucht-luchtwarmtepompen uitgesloten, RVO apparatenlijst 2025)',
);
/**
 * Our Rc ladder (envelope.ts) gives the Rc of the whole construction, which includes what an uninsulated
 * construction already resists (up to 0.7 m²K/W before 1975, ORIGINAL_STATE). ISDE's minimum is for the layer
 * put in: a step counts as an ISDE measure when it adds at least the minimum less this allowance, so a bare
 * roof brought to Rc 3.5 counts and a roof topped up from Rc 2.5 to 3.5 does not.
 */
export const ISDE_RD_ALLOWANCE = row(
  0.7,
  'm²K/W',
  'derived from src/engine/reference/envelope.ts ORIGINAL_STATE (highest as-built Rc before 1975, 2022)',
  'our reading of the ISDE layer rule on a ladder of whole-construction Rc values',
);
export const ISDE_VENTILATION_WITH_INSULATION = row(
  { 2025: 0, 2026: 400 },
  '€',
  'RVO, ISDE woningeigenaren 2026 (new in 2026: ventilation C4c, D or E within 24 months of an insulation measure; none in 2025)',
);
/** ISDE minimum values: added Rd ≥ 3.5 (roof, floor, facade), Rd ≥ 1.1 (cavity), glass Ug ≤ 1.2 — expressed as our levels. */
export const ISDE_MIN_LEVEL = row(
  { roof: 3, floor: 3, facade: 1, glass: 3, ventilationType: 1 },
  'level',
  'RVO, ISDE 2026 minimum insulation values (as ISDE_INSULATION)',
);
