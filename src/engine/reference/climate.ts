import type { DwellingType } from '../types.ts';
import type { ConstructionPeriod } from './construction-periods.ts';
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

const OPEN_KERNEL = (section: string, file: string) =>
  `NTA 8800, ${section}, as implemented in OpenAEC Foundation, open-energy-studio, crates/nta8800-core/src/${file}.rs (2026)`;
const UNVERIFIED = 'read from an open implementation that calls itself unverified; not checked against the norm text';

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
  OPEN_KERNEL('tables 17.1 and 17.2', 'climate'),
  `${UNVERIFIED}; the orientation mean is our own average of the 90° columns`,
);

/** Heating set point of a dwelling under standard conditions, before temperature levelling. */
export const HEATING_SET_POINT = row(20, '°C', OPEN_KERNEL('table 7.13', 'monthly_demand'), UNVERIFIED);

/**
 * NTA 8800's temperature levelling in dwellings: a home is not heated to 20 °C in every room and hour, and the
 * leakier it is, the further its mean indoor temperature falls. The set point drops by
 * f_mod;t × f_mod;sp × h_e × (20 − θ_e) / (h_e + h_int), with h_e = f_mod;sp × H / Ag; since the drop is a fixed
 * share of the indoor–outdoor difference, it is a factor on every month's losses.
 */
export const TEMPERATURE_LEVELLING = row(
  { fModT: 0.8, fModSpHouse: 0.6, fModSpApartmentBuilding: 0.5, hIntWPerM2K: 2.0 },
  '- (h_int in W/m²K)',
  OPEN_KERNEL('formulas 7.76–7.79 (temperature levelling in dwellings)', 'monthly_demand'),
  `${UNVERIFIED}; every flat counts as in an apartment building (f_mod;sp 0.5)`,
);

/**
 * Internal gains of a dwelling: 180 W per standard occupant, all 8,760 hours. Occupants from the usable floor area
 * A: 1 up to 30 m², 2.28 − 1.28 × (100 − A) / 70 up to 100 m², 1.28 + 0.01 × A above.
 */
export const INTERNAL_GAINS_PER_OCCUPANT = row(
  180,
  'W per occupant',
  OPEN_KERNEL('formulas 7.21–7.24', 'monthly_demand'),
  UNVERIFIED,
);
export const STANDARD_OCCUPANTS = row(
  { oneUpToM2: 30, atHundredM2: 2.28, slopeBelowHundred: 1.28 / 70, baseAboveHundred: 1.28, perM2AboveHundred: 0.01 },
  'occupants; occupants per m²',
  OPEN_KERNEL('formulas 7.22–7.24', 'monthly_demand'),
  UNVERIFIED,
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
  OPEN_KERNEL('formulas 7.32 and 7.39–7.43', 'monthly_demand'),
  `${UNVERIFIED}; frame share 0.25 as in RVO's typing of all six Voorbeeldwoningen; no obstruction (orientation unknown)`,
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
  OPEN_KERNEL('formulas 7.46–7.58', 'monthly_demand'),
  UNVERIFIED,
);
/**
 * Effective heat capacity per m² floor: heavy floors and walls without a suspended ceiling (table 7.10, 360 kJ/m²K),
 * the usual Dutch home with concrete floors and brick or sand-lime walls.
 */
export const THERMAL_CAPACITY = row(
  100,
  'Wh/m²K (360 kJ/m²K)',
  OPEN_KERNEL('table 7.10', 'monthly_demand'),
  `${UNVERIFIED}; heavy/heavy for every home is our own choice`,
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
  OPEN_KERNEL('formulas 11.22 and 11.55–11.58, tables 11.5, 11.8 and 11.9', 'ventilation'),
  `${UNVERIFIED}; one heating-season figure instead of the monthly pressure balance; the 70 m² lower bound of f_τ ignored`,
);
/** Purge ventilation (airing through windows) always adds a leakage path: its heating-season inflow. */
export const PURGE_INFLOW = row(
  0.075,
  'dm³/s per m² floor',
  OPEN_KERNEL('table 11.10, formulas 11.68/11.69', 'ventilation'),
  `${UNVERIFIED}; the middle of the notes' 0.065–0.085 from the pressure balance`,
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
    yearFactor: {
      before_1946: 3.0,
      '1946_1964': 3.0,
      '1965_1974': 2.75,
      '1975_1991': 2.0,
      '1992_2005': 1.3,
      '2006_2014': 0.83,
      from_2015: 0.7,
    },
  },
  'dm³/s per m² floor at 10 Pa (product of the two)',
  OPEN_KERNEL('formula 11.86, tables 11.13 and 11.14', 'ventilation'),
  `${UNVERIFIED}; pitched roof for every house (a flat roof would give 0.7 instead of 1.0); f_y as a period mean`,
);
/**
 * Heating-season leakage inflow per unit qv10. NTA 8800 gets it from a monthly pressure balance over the leakage
 * paths of table 11.1; for 9 m high homes that comes to 0.19–0.22 × qv10 (0.28 at 15 m).
 */
export const INFILTRATION_PER_QV10 = row(
  0.2,
  'dm³/s per m² inflow per dm³/s·m² qv10',
  OPEN_KERNEL('formulas 11.1–11.21 and 11.84–11.86, tables 11.1–11.3', 'ventilation'),
  `${UNVERIFIED}; one heating-season ratio for every home instead of the monthly balance with its height`,
);
