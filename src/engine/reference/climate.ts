import type { DwellingType } from '../types.ts';
import { meanOverPeriod } from '../period-years.ts';
import { CONSTRUCTION_PERIODS, type ConstructionPeriod } from './construction-periods.ts';
import { row } from './row.ts';

export const DEGREE_DAYS_BASE_18 = row(2884, 'K·d/yr (base 18 °C)', 'CBS 80182ned, De Bilt 1981-2010 mean');
/** Standard conditions for the label demand: 20 °C set point with explicit gains, i.e. base-18 degree days plus 2 K over the heating season. */
export const DEGREE_DAYS_STANDARD = row(
  DEGREE_DAYS_BASE_18.value + 2 * 212,
  'K·d/yr (base 20 °C)',
  'derived from CBS 80182ned and a 212-day heating season',
  'estimate',
);
/** Normal year for expected real use at the practical whole-house 18 °C, given the warming trend since 1981-2010. */
export const DEGREE_DAYS_NORMAL_YEAR = row(
  2750,
  'K·d/yr (base 18 °C)',
  'CBS en KNMI, 1991–2020 (2,700–2,800 recommended for 2025; practical indoor 18–19 °C)',
  'estimate',
);
/** The Dutch heating season's length; the heat pump's mean outside temperature is taken over it (flow-temperature.ts). */
export const HEATING_SEASON_HOURS = row(5088, 'h', 'October–April (212 days)', 'estimate');
export const DESIGN_TEMPERATURE_DIFFERENCE = row(
  30,
  'K',
  'CBS en KNMI, 1991–2020 (20 °C inside, −10 °C outside design)',
  'estimate',
);
export const PEAK_LOAD_MARGIN = row(
  1.15,
  '-',
  'eigen rekenmethode naar NTA 8800 (+10–20 % margin on H × 30 K)',
  'estimate',
);

// Chapter 7 constants are cited to the formula and page the OpenAEC Foundation lists after checking its
// implementation against the licensed norm text on 2 October 2026; chapter 11 to the formula and table of its
// transcription of the licensed norm (pp. 436–520). Read and cited there; none of their code is used here.
const CHAPTER_7 = (what: string) =>
  `NTA 8800:2025+C1:2026, ${what}; checked against the licensed norm text by OpenAEC Foundation, open-energy-studio, docs/nta8800-maandbehoefte.md (commit 0541664e, 2 October 2026)`;
const CHAPTER_11 = (what: string) =>
  `NTA 8800:2025+C1:2026, ${what} (chapter 11, pp. 436–520), as transcribed from the licensed norm text in OpenAEC Foundation, open-energy-studio, crates/nta8800-core/src/ventilation.rs (2026)`;

/**
 * NTA 8800's reference year for De Bilt, month by month (January first): hours, mean outdoor temperature and the
 * mean irradiance on a vertical plane averaged over the eight orientations of table 17.2, because the model does
 * not know which way a home's windows face. The standard (label) demand is a monthly balance over these.
 */
export const NTA_MONTHLY_CLIMATE = row(
  {
    hours: [744, 672, 744, 720, 744, 720, 744, 744, 720, 744, 720, 744],
    outdoorC: [2.61, 4.82, 5.91, 9.32, 14.73, 16.12, 18.05, 18.48, 15.63, 10.4, 7.99, 4.0],
    verticalIrradianceWPerM2: [28.66, 38.36, 65.6, 98.45, 102.62, 107.72, 99.25, 98.74, 79.83, 54.19, 30.02, 21.84],
  },
  'h; °C; W/m² (vertical, mean of the eight orientations S, SW, W, NW, N, NE, E, SE)',
  CHAPTER_7('tables 17.1 and 17.2 (climate De Bilt)'),
  'the orientation mean is our own average of the eight 90° columns',
);

/** Heating set point of a dwelling under standard conditions, before temperature levelling. */
export const HEATING_SET_POINT = row(20, '°C', CHAPTER_7('table 7.13, pp. 216–220 (dwelling)'));

/**
 * NTA 8800's temperature levelling in dwellings: a home is not heated to 20 °C in every room and hour, and the
 * leakier it is, the further its mean indoor temperature falls. The set point drops by
 * f_mod;t × f_mod;sp × h_e × (20 − θ_e) / (h_e + h_int), with h_e = f_mod;sp × H / Ag; since the drop is a fixed
 * share of the indoor–outdoor difference, it is a factor on every month's losses.
 */
export const TEMPERATURE_LEVELLING = row(
  { fModT: 0.8, fModSpHouse: 0.6, fModSpApartmentBuilding: 0.5, hIntWPerM2K: 2.0 },
  '- (h_int in W/m²K)',
  CHAPTER_7(
    'formulas 7.76–7.79, p. 216 (temperature levelling in dwellings: 0.8, h_int 2.0, f_sp 0.5 in an apartment building and 0.6 otherwise)',
  ),
  'every flat counts as in an apartment building (f_sp 0.5)',
);

/**
 * Internal gains of a dwelling: 180 W per standard occupant, all 8,760 hours. Occupants from the usable floor area
 * A: 1 up to 30 m², 2.28 − 1.28 × (100 − A) / 70 up to 100 m², 1.28 + 0.01 × A above.
 */
export const INTERNAL_GAINS_PER_OCCUPANT = row(
  180,
  'W per occupant',
  CHAPTER_7('formulas 7.21–7.24 (180 W × N_P over all hours of the month)'),
);
export const STANDARD_OCCUPANTS = row(
  { oneUpToM2: 30, atHundredM2: 2.28, slopeBelowHundred: 1.28 / 70, baseAboveHundred: 1.28, perM2AboveHundred: 0.01 },
  'occupants; occupants per m²',
  CHAPTER_7('formulas 7.22–7.24 (N_P by floor-area band: up to 30, 30–100 and over 100 m²)'),
  'the coefficients within each band as implemented in crates/nta8800-core/src/monthly_demand.rs',
);

/**
 * Solar gain through windows (7.32): F_W × g × (1 − F_fr) × A × I_sol, minus the radiation to the sky
 * F_r × R_se × h_r × Δθ_sky × U × A. Minimal obstruction (table 17.4), which RVO's typing uses, is left out: it
 * depends on orientation, which the model does not know, and would lower winter gains somewhat.
 */
export const WINDOW_SOLAR_GAIN = row(
  {
    shadingFactorFW: 0.9,
    frameShare: 0.25,
    skyViewFactor: 0.5,
    surfaceResistanceRse: 0.04,
    radiationHr: 4.14,
    skyTemperatureDifferenceK: 11,
  },
  '-; m²K/W; W/m²K; K',
  CHAPTER_7(
    'formulas 7.32, 7.40 and 7.42/7.43 (F_W 0.90), 7.39 and §7.6.6.4 (sky radiation: F_sky 0.5 for a vertical plane, R_se, 4.14 W/m²K, 11 K)',
  ),
  `frame share 0.25 as in RVO's typing of all six Voorbeeldwoningen; no obstruction (orientation unknown)`,
);

/**
 * Solar energy transmittance g of the glass by its U-value: single glass, double glass, HR/HR++ (RVO's typing: U 2.9
 * g 0.75 double; U 1.8 g 0.6 HR++), triple. g is rounded down to a multiple of 0.05 as NTA 8800 does.
 */
export const GLASS_G_BY_U = row(
  [
    { fromU: 4, g: 0.85 },
    { fromU: 2.2, g: 0.75 },
    { fromU: 0.9, g: 0.6 },
    { fromU: 0, g: 0.5 },
  ],
  'g (-) for glass with U ≥ fromU W/m²K',
  'RVO, Voorbeeldwoningen 2022 bestaande bouw (typing: double U 2.9 g 0.75, HR++ U 1.8 g 0.6), as quoted in OpenAEC Foundation, open-energy-studio, training-data/nta8800-rvo-voorbeeldwoningen-*.json (2026)',
  'estimate for single (0.85) and triple glass (0.5)',
);

/**
 * Gain utilisation η = (1 − γ^a) / (1 − γ^(a+1)) with a = a_0 + τ/τ_0 and τ = C_m / H, C_m = D_m × Ag; no heat
 * need in a month whose gains exceed twice its losses (gate 7.2).
 */
export const GAIN_UTILISATION = row(
  { a0: 1, tau0H: 15, maxGainLossRatio: 2 },
  '-; h; -',
  CHAPTER_7(
    'formulas 7.46–7.55, pp. 207–209 (utilisation), 7.51 (a = 1 + τ/15 h), 7.57/7.58, p. 210 (τ) and 7.1–7.3, p. 165 (no need when γ > 2)',
  ),
);
/**
 * Effective heat capacity per m² floor: heavy floors and walls without a suspended ceiling (table 7.10, 360 kJ/m²K),
 * the usual Dutch home with concrete floors and brick or sand-lime walls.
 */
export const THERMAL_CAPACITY = row(
  100,
  'Wh/m²K (360 kJ/m²K)',
  CHAPTER_7('table 7.10 and formula 7.45 (C_m = D_m × A_g)'),
  'heavy/heavy without a suspended ceiling for every home is our own choice',
);

export const AIR_HEAT_CAPACITY = row(
  1.2,
  'W/K per dm³/s',
  'schatting naar RVO Voorbeeldwoningen, 2022 (0.34 Wh/(m³·K), physics)',
);
/**
 * Outdoor-air inflow of the ventilation system per m² floor in the heating season. Natural supply (A) has a
 * required flow of 0.42 dm³/s·m² (0.8 × 0.5 / 0.95 for homes of 70 m² and more) but under wind and stack lets in
 * about 1.55 times that; mechanical exhaust (C) 0.46 (ducts unknown, 1.1 × 0.4 / 0.95). NTA 8800 solves a pressure
 * balance per month; these are the notes' heating-season results of that balance for 9–12 m high homes.
 */
export const VENTILATION_INFLOW = row(
  { naturalRequired: 0.42, naturalEffectiveFactor: 1.55, exhaust: 0.46 },
  'dm³/s per m² floor; -',
  CHAPTER_11(
    'formula 11.22 (f_prac;req 0.95), 11.55–11.58, table 11.8 (q_usi;spec 0.50 dm³/s·m², f_τ 0.8 from 70 m²) and table 11.9 (duct leakage 1.10 when unknown)',
  ),
  `the natural factor 1.55 is our heating-season result of the monthly pressure balance (11.1–11.21), not a norm constant; one heating-season figure instead of the monthly pressure balance; the 70 m² lower bound of f_τ ignored`,
);
/** Purge ventilation (airing through windows) always adds a leakage path: its heating-season inflow. */
export const PURGE_INFLOW = row(
  0.075,
  'dm³/s per m² floor',
  CHAPTER_11('table 11.10 (q_ve;spec;spui 4.2 dm³/s·m² in dwellings) and formulas 11.66–11.69'),
  `our heating-season inflow: the middle of the notes' 0.065–0.085 from the pressure balance`,
);
/**
 * Which ventilation system a home of a period has when the resident has not said (level 0 of ventilationType):
 * natural supply for houses built before 1992 and for flats before 1965, mechanical exhaust after.
 */
export const TYPICAL_VENTILATION_SYSTEM = row<
  Record<ConstructionPeriod, { house: VentilationSystem; apartment: VentilationSystem }>
>(
  {
    before_1946: { house: 'natural', apartment: 'natural' },
    '1946_1964': { house: 'natural', apartment: 'natural' },
    '1965_1974': { house: 'natural', apartment: 'exhaust' },
    '1975_1991': { house: 'natural', apartment: 'exhaust' },
    '1992_2005': { house: 'exhaust', apartment: 'exhaust' },
    '2006_2014': { house: 'exhaust', apartment: 'exhaust' },
    from_2015: { house: 'exhaust', apartment: 'exhaust' },
  },
  'system',
  'RVO, Voorbeeldwoningen 2022 bestaande bouw (typing: natural in the 1958, 1970 and 1982 houses, exhaust in the 1997 house and the 1969 and 1981 flats), as quoted in OpenAEC Foundation, open-energy-studio, training-data/nta8800-rvo-voorbeeldwoningen-*.json (2026)',
  'estimate: the period boundaries between those six homes are our own',
);
export type VentilationSystem = 'natural' | 'exhaust';

/**
 * NTA 8800's reference air-tightness when nothing is measured: qv10 = f_type × qv10;spec × f_y in dm³/s per m²
 * floor at 10 Pa. f_type × qv10;spec by dwelling type (pitched roof: terraced 1.0, end/corner 1.2, detached 1.4; a
 * flat 0.5, a top flat 0.6); f_y by construction year (< 1970 3.0, 1970s 2.5, 1980s 2.0, 1990s 1.5, 2000s 1.0,
 * ≥ 2010 0.7), taken here as the mean over the years of each of the model's periods.
 */
/** NTA 8800's leakage factor f_y by construction year (table 11.13): 3.0 before 1970, then per decade. */
export const LEAKAGE_YEAR_FACTOR = row(
  [
    { fromYear: 0, fY: 3.0 },
    { fromYear: 1970, fY: 2.5 },
    { fromYear: 1980, fY: 2.0 },
    { fromYear: 1990, fY: 1.5 },
    { fromYear: 2000, fY: 1.0 },
    { fromYear: 2010, fY: 0.7 },
  ],
  'f_y (-) from the construction year given until the next row',
  CHAPTER_11('formula 11.86 with table 11.13'),
);

function yearFactorOfTable11_13(year: number): number {
  let fY = LEAKAGE_YEAR_FACTOR.value[0]!.fY;
  for (const yearClass of LEAKAGE_YEAR_FACTOR.value) if (year >= yearClass.fromYear) fY = yearClass.fY;
  return fY;
}

export const REFERENCE_QV10 = row<{
  typeSpec: Record<DwellingType, number>;
  yearFactor: Record<ConstructionPeriod, number>;
}>(
  {
    typeSpec: {
      terraced: 1.0,
      corner: 1.2,
      semi_detached: 1.2,
      detached: 1.4,
      apartment_ground: 0.5,
      apartment_middle: 0.5,
      apartment_top: 0.6,
    },
    yearFactor: Object.fromEntries(
      CONSTRUCTION_PERIODS.map((period) => [
        period,
        Math.round(meanOverPeriod(period, (year) => yearFactorOfTable11_13(year)) * 100) / 100,
      ]),
    ) as Record<ConstructionPeriod, number>,
  },
  'dm³/s per m² floor at 10 Pa (product of the two)',
  CHAPTER_11('formula 11.86 with table 11.13 (f_y) and table 11.14 (q_v10;spec;calc × f_type)'),
  "pitched roof for every house (a flat roof would give 0.7 instead of 1.0); f_y as the mean over the period's years",
);
/**
 * Heating-season leakage inflow per unit qv10. NTA 8800 gets it from a monthly pressure balance over the leakage
 * paths of table 11.1; for 9 m high homes that comes to 0.19–0.22 × qv10 (0.28 at 15 m).
 */
export const INFILTRATION_PER_QV10 = row(
  0.2,
  'dm³/s per m² inflow per dm³/s·m² qv10',
  CHAPTER_11('formulas 11.1–11.21 and 11.84–11.86, tables 11.1–11.3'),
  `our heating-season result of the pressure balance for 9 m high homes; one ratio for every home instead of the monthly balance with its height`,
);
