import { published } from './row.ts';

// Published gas use of Dutch homes. 'fit' figures were used to tune the performance gap (performance-gap.ts);
// 'validation' figures were not, so `npm run engine:validate` checks the model against them independently
// (docs/decisions/0012-engine-validation-split.md).

export const CBS_GAS_BY_TYPE_VENLO_2021 = published(
  'fit',
  { apartment: 930, terraced: 1350, corner: 1550, semi_detached: 1760, detached: 2380 },
  'm³/yr',
  'CBS StatLine 81528NED, municipality Venlo, 2021 (provisional)',
);
export const CBS_GAS_ALL_DWELLINGS_2020 = published(
  'fit',
  1190,
  'm³/yr',
  'CBS StatLine 85140NED, all dwellings, 2020, temperature-corrected mean',
);
export const CBS_GAS_1965_1975_2020 = published(
  'fit',
  1280,
  'm³/yr',
  'CBS StatLine 85140NED, dwellings built 1965-1975, 2020, temperature-corrected mean',
);
export const CBS_GAS_BY_HOUSEHOLD_2020 = published(
  'fit',
  { one: 940, three: 1330 },
  'm³/yr',
  'CBS StatLine 85140NED, 1- and 3-person households, 2020, temperature-corrected mean',
);
export const CBS_GAS_BY_TYPE_NATIONAL_2016 = published(
  'validation',
  { apartment: 870, detached: 2300 },
  'm³/yr',
  'CBS, maatwerk "Energieverbruik woningen naar bewonersklasse 2016" (2017), national, 2016',
);
export const PBL_GAS_FORECAST_2025 = published(
  'validation',
  987,
  'm³/yr',
  'PBL forecast used by CBS "De energierekening januari 2025", 2025',
);

/**
 * Per-neighbourhood averages by dwelling type, used only as ratios to the mid-terrace house, so the unknown
 * mix of construction periods in each neighbourhood cancels (src/engine/README.md §6).
 */
export const CBS_GAS_BY_TYPE_WORMERVEER_2020 = published(
  'validation',
  { apartment: 860, terraced: 1130, corner: 1300, semi_detached: 1380, detached: 1800 },
  'm³/yr',
  'CBS StatLine 85126NED, wijk 51 Wormerveer (Zaanstad), 2020 (provisional)',
);
export const CBS_GAS_BY_TYPE_HEESCH_2018 = published(
  'validation',
  { apartment: 740, terraced: 1230, corner: 1380, semi_detached: 1630, detached: 2200 },
  'm³/yr',
  'CBS StatLine 84585NED, kern Heesch (Bernheze), 2018 (provisional)',
);
export const CBS_GAS_BY_TYPE_LIEMPDE_2018 = published(
  'validation',
  { apartment: 870, terraced: 1200, corner: 1330, semi_detached: 1620, detached: 2180 },
  'm³/yr',
  'CBS StatLine 84585NED, woonplaats Liempde (Boxtel), 2018 (provisional)',
);

/** The neighbourhood tables whose type ratios `engine:validate` checks. */
export const TYPE_RATIO_FIGURES = [
  CBS_GAS_BY_TYPE_WORMERVEER_2020,
  CBS_GAS_BY_TYPE_HEESCH_2018,
  CBS_GAS_BY_TYPE_LIEMPDE_2018,
  CBS_GAS_BY_TYPE_VENLO_2021,
] as const;
