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

// Issue 12 widened the set with every place we could read all five types for, in three more tables and years:
// one area per place, the town or village itself rather than its scattered outlying houses (mostly farms). None of them was looked at before the model's
// parameters were set (docs/decisions/0018-label-thresholds-and-wider-validation.md).
export const CBS_GAS_BY_TYPE_WINTELRE_2018 = published(
  'validation',
  { apartment: 960, terraced: 1180, corner: 1250, semi_detached: 1630, detached: 2000 },
  'm³/yr',
  'CBS StatLine 84585NED, buurt Wintelre-kom (Eersel), 2018 (provisional)',
);
export const CBS_GAS_BY_TYPE_TEYLINGEN_2018 = published(
  'validation',
  { apartment: 820, terraced: 1180, corner: 1450, semi_detached: 1890, detached: 2600 },
  'm³/yr',
  'CBS StatLine 84585NED, municipality Teylingen, 2018 (provisional)',
);
export const CBS_GAS_BY_TYPE_HARDERWIJK_2018 = published(
  'validation',
  { apartment: 790, terraced: 1240, corner: 1470, semi_detached: 1680, detached: 2390 },
  'm³/yr',
  'CBS StatLine 84585NED, Harderwijk (Harderwijk), 2018 (provisional)',
);
export const CBS_GAS_BY_TYPE_HERNEN_2018 = published(
  'validation',
  { apartment: 1030, terraced: 960, corner: 1090, semi_detached: 1400, detached: 2010 },
  'm³/yr',
  'CBS StatLine 84585NED, buurt Hernen (Wijchen), 2018 (provisional)',
);
export const CBS_GAS_BY_TYPE_DE_GRIENDEN_2019 = published(
  'validation',
  { apartment: 1110, terraced: 1190, corner: 1350, semi_detached: 1360, detached: 1890 },
  'm³/yr',
  'CBS StatLine 84837NED, buurt De Grienden (Almere), 2019',
);
export const CBS_GAS_BY_TYPE_DE_GRIENT_2019 = published(
  'validation',
  { apartment: 510, terraced: 1150, corner: 1280, semi_detached: 1450, detached: 1970 },
  'm³/yr',
  'CBS StatLine 84837NED, buurt De Grient (Etten-Leur), 2019',
);
export const CBS_GAS_BY_TYPE_BADHOEVEDORP_2022 = published(
  'validation',
  { apartment: 680, terraced: 1110, corner: 1260, semi_detached: 1540, detached: 2040 },
  'm³/yr',
  'CBS StatLine 85697NED, Badhoevedorp (Haarlemmermeer), 2022',
);

/** The neighbourhood tables whose type ratios `engine:validate` checks. */
export const TYPE_RATIO_FIGURES = [
  CBS_GAS_BY_TYPE_WORMERVEER_2020,
  CBS_GAS_BY_TYPE_HEESCH_2018,
  CBS_GAS_BY_TYPE_LIEMPDE_2018,
  CBS_GAS_BY_TYPE_WINTELRE_2018,
  CBS_GAS_BY_TYPE_TEYLINGEN_2018,
  CBS_GAS_BY_TYPE_HARDERWIJK_2018,
  CBS_GAS_BY_TYPE_HERNEN_2018,
  CBS_GAS_BY_TYPE_DE_GRIENDEN_2019,
  CBS_GAS_BY_TYPE_DE_GRIENT_2019,
  CBS_GAS_BY_TYPE_BADHOEVEDORP_2022,
  CBS_GAS_BY_TYPE_VENLO_2021,
] as const;
