import { row } from './row.ts';

// Useful heat: 57 L per 7.4-minute shower heated by 28 K (10 → 38 °C) with 1.163 Wh/(L·K).
export const SHOWER_HEAT_PER_MINUTE = row(
  0.25,
  'kWh useful/min',
  'derived from Vewin "Watergebruik thuis 2021" (57 L, 7.4 min)',
);
// 120 L bath heated by 30 K.
export const BATH_HEAT = row(4.2, 'kWh useful per bath', 'Milieu Centraal, 2021 (≈ 120 L at 40 °C)', 'estimate');
/** Taps and other hot water besides showers and baths, per person. */
export const TAP_HEAT_PER_PERSON = row(
  180,
  'kWh useful/yr',
  'derived from Milieu Centraal ≈ 300 m³/yr per 2.2-person household, 80 % of it showers',
  'estimate',
);
export const DEFAULT_SHOWER_MINUTES_PER_PERSON_WEEK = row(
  42.5,
  'min/week',
  'Vewin 2021: 0.82 showers per person per day × 7.4 min',
);
export const DEFAULT_BATHS_PER_WEEK = row(0.5, 'baths/week', 'own assumption', 'estimate');
/** NTA 8800-style standard hot water: grows with floor area, not with the actual household. */
export const STANDARD_HOT_WATER_PER_PERSON = row(
  695,
  'kWh useful/yr',
  'Milieu Centraal, 2021 (1.8–2.5 GJ useful per person; upper end as NTA 8800 counts distribution losses)',
  'estimate',
);
export const STANDARD_OCCUPANCY = row(
  { base: 1, perM2: 0.02, max: 3.5 },
  'persons',
  'NTA 8800-style occupancy growing with floor area',
  'estimate',
);

export const COOKING_GAS_PER_PERSON = row(18, 'm³/yr', 'Milieu Centraal, 2021 (15–25 m³ per person)', 'estimate');
export const COOKING_ELECTRICITY = row(
  200,
  'kWh/yr per household',
  'Milieu Centraal, 2021 (induction 150–250 kWh)',
  'estimate',
);

export const GAS_HIGHER_HEATING_VALUE = row(
  9.77,
  'kWh/m³',
  'Groningen-equivalent 35.17 MJ/m³, billing convention (ACM en PBL Vesta, 2021)',
);
export const PELLET_ENERGY = row(
  4.86,
  'kWh/kg',
  'derived from PBL Vesta en marktprijzen, 2025 (€0.35–0.50/kg ≈ €20–28/GJ → 17.5 MJ/kg)',
);
export const KWH_PER_GJ = row(277.78, 'kWh/GJ', 'physics');

/**
 * A shower heat exchanger (douche-wtw) of the vertical drain-pipe kind: the share of a shower's useful heat it
 * recovers and what it costs fitted. Milieu Centraal's worked example for a 2.2-person household showering 9
 * minutes: about 100 m³ gas a year, "almost half" of the gas used for showering, € 650 including fitting
 * (the cheapest and most efficient kind). Systems in the shower tray or drain cost more and recover less.
 */
export const SHOWER_HEAT_RECOVERY = row(
  { shareOfShowerHeat: 0.45, investmentEur: 650 },
  'share of useful shower heat; € including fitting',
  'Milieu Centraal, quoted in NRC, 26 April 2018 ("Hoppa, voor 650 euro verbruikt je douche de helft minder gas")',
  '2018 price, not indexed; 2023 prices for all kinds € 400–2,500 (Warmte365, 14 July 2023)',
);
