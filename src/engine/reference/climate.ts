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

export const INTERNAL_GAINS = row(
  3.5,
  'W/m² floor',
  'eigen rekenmethode naar NTA 8800 (3–4 W/m² over the heating season)',
  'estimate',
);
export const HEATING_SEASON_HOURS = row(
  5088,
  'h',
  'October–April (212 days), the season over which solar and internal gains are counted',
  'estimate',
);
export const SOLAR_IRRADIATION_VERTICAL = row(
  300,
  'kWh/m² per heating season',
  'eigen rekenmethode naar NTA 8800 (250–350, orientation-averaged)',
  'estimate',
);
export const SHARE_SOLAR_THROUGH_GLASS = row(
  0.425,
  '-',
  'eigen rekenmethode naar NTA 8800 (0.35–0.5 × glass area)',
  'estimate',
);
/** Exponent of the EN ISO 13790 gain-utilisation factor η = (1 − γ^a)/(1 − γ^(a+1)); a = 3 for a medium-weight house. */
export const GAIN_UTILISATION_EXPONENT = row(
  3,
  '-',
  'EN ISO 13790 method; eigen rekenmethode naar NTA 8800 gives η 0.8–0.95',
  'estimate',
);

export const AIR_HEAT_CAPACITY = row(
  1.2,
  'W/K per dm³/s',
  'schatting naar RVO Voorbeeldwoningen, 2022 (0.34 Wh/(m³·K), physics)',
);
export const VENTILATION_FLOW = row(
  0.4,
  'dm³/s per m² floor',
  'schatting naar RVO Voorbeeldwoningen, 2022 (0.35–0.45 in the heating season)',
  'estimate',
);
export const INFILTRATION_PER_QV10 = row(
  0.25,
  'average flow per unit qv10',
  'schatting naar RVO Voorbeeldwoningen, 2022 (0.2–0.3 × qv10 × Ag)',
  'estimate',
);
