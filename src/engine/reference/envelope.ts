import { meanOverPeriod } from '../period-years.ts';
import { CONSTRUCTION_PERIODS, type ConstructionPeriod } from './construction-periods.ts';
import { row } from './row.ts';

const ANNEX_I = (what: string) =>
  `NTA 8800:2025+C1:2026, annex I (forfait values for existing buildings, pp. 821–842), ${what}, as transcribed from the licensed norm in OpenAEC Foundation, open-energy-studio, crates/nta8800-core/src/forfait_envelope.rs (2026)`;

/**
 * Rc of an uninsulated closed element built before 1965 (table I.4), with and without an air cavity. Which column a
 * period takes is in ORIGINAL_CAVITY below.
 */
export const ANNEX_I_RC_BEFORE_1965 = row(
  {
    facade: { withCavity: 0.35, withoutCavity: 0.19 },
    roof: { withCavity: 0.35, withoutCavity: 0.22 },
    floor: { withCavity: 0.33, withoutCavity: 0.15 },
  },
  'm²K/W',
  ANNEX_I('table I.4 (no insulation or unknown)'),
);

/** Rc of closed elements of a regular building from 1965, by the first year of each year class (table I.5). */
export const ANNEX_I_RC_FROM_1965 = row(
  [
    { fromYear: 1965, facade: 0.43, roof: 0.86, floor: 0.17 },
    { fromYear: 1975, facade: 1.3, roof: 1.3, floor: 0.52 },
    { fromYear: 1983, facade: 1.3, roof: 1.3, floor: 1.3 },
    { fromYear: 1988, facade: 2.0, roof: 2.0, floor: 1.3 },
    { fromYear: 1992, facade: 2.5, roof: 2.5, floor: 2.5 },
    { fromYear: 2014, facade: 3.5, roof: 3.5, floor: 3.5 },
    { fromYear: 2015, facade: 4.5, roof: 6.0, floor: 3.5 },
    { fromYear: 2021, facade: 4.7, roof: 6.3, floor: 3.7 },
  ],
  'm²K/W from the year given until the next row',
  ANNEX_I('table I.5 (regular buildings)'),
);

/** U of a window with a wooden or plastic frame to the outside air, by glazing (table I.8). */
export const ANNEX_I_WINDOW_U = row(
  { single: 5.1, double: 2.9, hrPlusPlus: 1.8, tripleHr: 1.4 },
  'W/m²K (window including frame)',
  ANNEX_I('table I.8 (wood or plastic frame, to outside air)'),
);
export type AnnexIGlazing = keyof typeof ANNEX_I_WINDOW_U.value;

/** U of an outside door without glass (table I.10): insulated or not (unknown counts as not). */
export const ANNEX_I_DOOR_U = row(
  { uninsulated: 3.4, insulated: 2.0 },
  'W/m²K',
  ANNEX_I('table I.10 (doors to outside air)'),
);

/**
 * Outside doors as built: uninsulated before 2006, as RVO types the doors of all six Voorbeeldwoningen of 1958–1997
 * (U 3.4); insulated from 2006.
 */
export const ORIGINAL_DOOR_INSULATED = row<Record<ConstructionPeriod, boolean>>(
  {
    before_1946: false,
    '1946_1964': false,
    '1965_1974': false,
    '1975_1991': false,
    '1992_2005': false,
    '2006_2014': true,
    from_2015: true,
  },
  'door insulated as built (table I.10 column)',
  'RVO, Voorbeeldwoningen 2022 bestaande bouw (typing: doors U 3.4 in the homes of 1958, 1969, 1970, 1981, 1982 and 1997), as quoted in OpenAEC Foundation, open-energy-studio, training-data/nta8800-rvo-voorbeeldwoningen-*.json (2026)',
  'estimate from 2006 (insulated doors)',
);

/**
 * Which column of table I.4 a period before 1965 takes, and which glazing a home of each period had when it was
 * built. Before 1946: solid walls and roofs and floors without an air layer; 1946–1964: cavity walls and roofs with
 * an air layer under the tiles, floors without (RVO's typing of its 1958 Voorbeeldwoning: facade Rc 0.35, floor
 * 0.15). Glass: single before 1975, double to 2005 (RVO's typing of its 1982 and 1997 houses: U 2.9), HR++ after.
 */
export const ORIGINAL_CAVITY = row(
  {
    before_1946: { facade: false, roof: false, floor: false },
    '1946_1964': { facade: true, roof: true, floor: false },
  },
  'air cavity present (table I.4 column)',
  'RVO, Voorbeeldwoningen 2022 bestaande bouw (typing of the 1958 corner house), as quoted in OpenAEC Foundation, open-energy-studio, training-data/nta8800-rvo-voorbeeldwoningen-*.json (2026)',
  'estimate before 1946 (solid brick walls; pre-war homes with a cavity lose less)',
);
export const ORIGINAL_GLAZING = row<Record<ConstructionPeriod, AnnexIGlazing>>(
  {
    before_1946: 'single',
    '1946_1964': 'single',
    '1965_1974': 'single',
    '1975_1991': 'double',
    '1992_2005': 'double',
    '2006_2014': 'hrPlusPlus',
    from_2015: 'hrPlusPlus',
  },
  'glazing as built',
  'RVO, Voorbeeldwoningen 2022 bestaande bouw (typing: double glass U 2.9 in the 1982 and 1997 houses), as quoted in OpenAEC Foundation, open-energy-studio, training-data/nta8800-rvo-voorbeeldwoningen-*.json (2026)',
  'estimate for single glass before 1975 and HR++ from 2006',
);

/** Table I.5's Rc of one element in one year. */
function annexIRcInYear(element: 'facade' | 'roof' | 'floor', year: number): number {
  const classes = ANNEX_I_RC_FROM_1965.value;
  let rc = classes[0]![element];
  for (const yearClass of classes) if (year >= yearClass.fromYear) rc = yearClass[element];
  return rc;
}

/**
 * A period's as-built Rc of one element: table I.4 before 1965; from 1965 the mean of table I.5 over the
 * period's years, because the model knows the period, not the year, and the classes do not follow its periods.
 */
function annexIRc(period: ConstructionPeriod, element: 'facade' | 'roof' | 'floor'): number {
  if (period === 'before_1946' || period === '1946_1964') {
    const column = ANNEX_I_RC_BEFORE_1965.value[element];
    return ORIGINAL_CAVITY.value[period][element] ? column.withCavity : column.withoutCavity;
  }
  return Math.round(meanOverPeriod(period, (year) => annexIRcInYear(element, year)) * 100) / 100;
}

/** The share of plain-ventilation loss of a period's ventilation system as built. */
const ORIGINAL_SHARE_VENTILATION_LOSS: Record<ConstructionPeriod, number> = {
  before_1946: 1,
  '1946_1964': 1,
  '1965_1974': 1,
  '1975_1991': 1,
  '1992_2005': 1,
  '2006_2014': 1,
  // D with heat recovery or CO2-controlled C4c: taken as the mean of their loss shares (0.1 and 0.67).
  from_2015: 0.4,
};

/**
 * As-built state per period: NTA 8800's annex I forfait values for an existing home whose construction is not
 * known (tables I.4, I.5 and I.8 above), which is what an energy advisor enters when nothing is known; the share of
 * plain-ventilation loss is our own estimate.
 */
export const ORIGINAL_STATE = row<
  Record<
    ConstructionPeriod,
    { facadeRc: number; roofRc: number; floorRc: number; glassU: number; shareVentilationLoss: number }
  >
>(
  Object.fromEntries(
    CONSTRUCTION_PERIODS.map((period) => [
      period,
      {
        facadeRc: annexIRc(period, 'facade'),
        roofRc: annexIRc(period, 'roof'),
        floorRc: annexIRc(period, 'floor'),
        glassU: ANNEX_I_WINDOW_U.value[ORIGINAL_GLAZING.value[period]],
        shareVentilationLoss: ORIGINAL_SHARE_VENTILATION_LOSS[period],
      },
    ]),
  ) as Record<
    ConstructionPeriod,
    { facadeRc: number; roofRc: number; floorRc: number; glassU: number; shareVentilationLoss: number }
  >,
  'Rc m²K/W; U W/m²K; share of plain-ventilation loss',
  ANNEX_I(
    "tables I.4, I.5 and I.8; from 1965 the mean of table I.5 over the period's years (1900–1945 and 2015–2026 at the ends)",
  ),
  'share of plain-ventilation loss: estimate (schatting naar RVO Voorbeeldwoningen, 2022)',
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
  'NTA 8800:2025+C1:2026, formula 8.43 with U_g (8.44, 8.45) and U_x (8.46–8.48), monthly values by annex D.13/D.14 (§8.3.4.2, floor over a crawl space), as listed in OpenAEC Foundation, open-energy-studio, docs/nta8800-maandbehoefte.md (commit 0541664e) and implemented in crates/nta8800-core/src/ground.rs (2026)',
  "the two figures are our own results of that route, not constants of the norm. Simplified: one U_g + U_x for every floor (the perimeter is unknown; 0.63–0.70 for B' 4–9 m), no edge surcharge, and the monthly loss against the yearly mean of 10.67 °C with ground inertia taken as 0.73 × U_fl against the monthly outdoor temperature (the heating-season ratio of the three worked floors, 0.73–0.74)",
);
export const THERMAL_BRIDGE_U = row(
  { before1992: 0.08, from1992: 0.03 },
  'W/m²K added to opaque components',
  'eigen rekenmethode naar NTA 8800 (+0.05–0.10 W/m²K for older houses)',
  'estimate; 0.03 after the 1992 Bouwbesluit is our own assumption',
);
