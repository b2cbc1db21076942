import type { ConstructionPeriod } from './construction-periods.ts';
import { row } from './row.ts';

const S13 = 'schatting naar RVO Voorbeeldwoningen, 2022 (Dutch building-regulation history; midpoints of the ranges)';

/** As-built state per period (schatting naar RVO Voorbeeldwoningen, 2022, estimate table — replace with RVO Voorbeeldwoningen 2022). */
export const ORIGINAL_STATE = row<
  Record<
    ConstructionPeriod,
    { facadeRc: number; roofRc: number; floorRc: number; glassU: number; shareVentilationLoss: number }
  >
>(
  {
    before_1946: { facadeRc: 0.3, roofRc: 0.2, floorRc: 0.15, glassU: 5.8, shareVentilationLoss: 1 },
    '1946_1964': { facadeRc: 0.35, roofRc: 0.3, floorRc: 0.2, glassU: 5.8, shareVentilationLoss: 1 },
    '1965_1974': { facadeRc: 0.4, roofRc: 0.7, floorRc: 0.2, glassU: 5.8, shareVentilationLoss: 1 },
    '1975_1991': { facadeRc: 1.65, roofRc: 1.65, floorRc: 0.9, glassU: 2.8, shareVentilationLoss: 1 },
    '1992_2005': { facadeRc: 2.5, roofRc: 2.5, floorRc: 2.5, glassU: 1.65, shareVentilationLoss: 1 },
    '2006_2014': { facadeRc: 3.0, roofRc: 3.0, floorRc: 3.0, glassU: 1.15, shareVentilationLoss: 1 },
    // D with heat recovery or CO2-controlled C4c: taken as the mean of their loss shares (0.1 and 0.67).
    from_2015: { facadeRc: 4.6, roofRc: 6.15, floorRc: 3.6, glassU: 0.8, shareVentilationLoss: 0.4 },
  },
  'Rc m²K/W; U W/m²K; share of plain-ventilation loss',
  S13,
  'estimate',
);

/** Level 1..n of each component (level 0 is the period's original state); a level never makes a component worse than the original. */
export const LEVEL_ROOF_RC = row(
  [1.3, 2.5, 3.5, 6.3],
  'm²K/W',
  'schatting naar RVO Voorbeeldwoningen, 2022 upgrade levels and Rijksoverheid, Standaard en streefwaarden woningisolatie, 2021 (minimum package Rc 3.5, streefwaarde 6.3)',
  'estimate for levels 1–2',
);
export const LEVEL_FLOOR_RC = row(
  [1.3, 2.5, 3.5, 3.7],
  'm²K/W',
  'schatting naar RVO Voorbeeldwoningen, 2022 (crawl-space ground insulation ≈ 2.5, floor insulation 3.5–3.7) and Rijksoverheid, Standaard en streefwaarden woningisolatie, 2021 (streefwaarde 3.7)',
  'estimate for level 1',
);
export const LEVEL_FACADE_RC = row(
  [1.7, 3.5, 4.7],
  'm²K/W',
  'schatting naar RVO Voorbeeldwoningen, 2022 (cavity fill 1.3–1.7; facade insulation 3.5–4.7) and Rijksoverheid, Standaard en streefwaarden woningisolatie, 2021 (streefwaarde 4.7)',
);
export const LEVEL_GLASS_U = row(
  [2.8, 1.8, 1.2, 0.7],
  'W/m²K',
  'schatting naar RVO Voorbeeldwoningen, 2022 (double 2.8, HR 1.7–2.0, HR++ ≤ 1.2, triple 0.5–0.7)',
  'glass value; frame effect ignored',
);
/** Level 1 CO2-controlled exhaust (C4c, 25–40 % less loss than plain C), level 2 balanced with 90 % heat recovery (D+WTW). */
export const LEVEL_SHARE_VENTILATION_LOSS = row(
  [0.67, 0.1],
  'share of plain-ventilation loss',
  'schatting naar RVO Voorbeeldwoningen, 2022',
  'estimate',
);
/**
 * Level 1 sealed seams and cracks, level 2 new-build airtightness: each caps the home's qv10, which at level 0 is
 * NTA 8800's reference value for its type and period (reference/climate.ts REFERENCE_QV10).
 */
export const LEVEL_QV10 = row(
  [1.0, 0.4],
  'dm³/s per m² floor',
  'schatting naar RVO Voorbeeldwoningen, 2022 (kierdichting 30–50 %) and schatting naar RVO Voorbeeldwoningen, 2022 (≥ 2015: 0.15–0.4)',
  'estimate',
);

export const MAX_LEVEL = {
  roof: 4,
  floor: 4,
  facade: 3,
  glass1: 4,
  glass2: 4,
  ventilationType: 2,
  infiltration: 2,
} as const;

export const SURFACE_RESISTANCE = row(
  0.17,
  'm²K/W',
  'schatting naar RVO Voorbeeldwoningen, 2022 (U ≈ 1 / (Rc + 0.17))',
  'estimate convention',
);
/**
 * A floor over a crawl space loses its heat through the crawl space to the ground and the outside air, not to the
 * outside air directly: U_fl = 1 / (1/U_f + 1/(U_g + U_x)) (8.43). U_g + U_x (ground under the crawl space, plus
 * its walls and vents) comes to 0.63–0.70 W/m²K for the perimeters of RVO's Voorbeeldwoningen (ISO 13370 route of
 * 8.30–8.48 and annex D); the ground's inertia then cuts the heating-season loss to 0.73 of the steady value.
 */
export const CRAWL_SPACE_FLOOR = row(
  { groundAndCrawlSpaceUWPerM2K: 0.65, heatingSeasonShare: 0.73 },
  'W/m²K; -',
  'NTA 8800, formulas 8.30–8.48 and annex D.4, D.13/D.14 (floor over a crawl space), as implemented in OpenAEC Foundation, open-energy-studio, crates/nta8800-core/src/ground.rs (2026)',
  "read from an open implementation that calls itself unverified; not checked against the norm text. Simplified: one U_g + U_x for every floor (the perimeter is unknown; 0.63–0.70 for B' 4–9 m), no edge surcharge, and the monthly loss against the yearly mean of 10.67 °C with ground inertia taken as 0.73 × U_fl against the monthly outdoor temperature (the heating-season ratio of the three worked floors, 0.73–0.74)",
);
export const THERMAL_BRIDGE_U = row(
  { before1992: 0.08, from1992: 0.03 },
  'W/m²K added to opaque components',
  'eigen rekenmethode naar NTA 8800 (+0.05–0.10 W/m²K for older houses)',
  'estimate; 0.03 after the 1992 Bouwbesluit is our own assumption',
);
