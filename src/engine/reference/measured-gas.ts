import { row } from './row.ts';

/** Published average gas use of Dutch homes (CBS StatLine 85140NED, 2020); the reference homes reproduce these. */
export const CBS_GAS_BY_TYPE_VENLO_2021 = row(
  { apartment: 930, terraced: 1350, corner: 1550, semi_detached: 1760, detached: 2380 },
  'm³/yr',
  'CBS 81528NED, example Venlo 2021',
);
export const CBS_GAS_BY_TYPE_NATIONAL_2016 = row(
  { apartment: 870, detached: 2300 },
  'm³/yr',
  'CBS news 2017, national 2016',
);
export const CBS_GAS_ALL_DWELLINGS_2020 = row(1190, 'm³/yr', 'CBS 85140NED, 2020 temperature-corrected mean');
export const CBS_GAS_1965_1975_2020 = row(1280, 'm³/yr', 'CBS 85140NED, dwellings built 1965-1975, 2020');
export const CBS_GAS_BY_HOUSEHOLD_2020 = row(
  { one: 940, three: 1330 },
  'm³/yr',
  'CBS 85140NED, 1- and 3-person households, 2020',
);
export const PBL_GAS_FORECAST_2025 = row(987, 'm³/yr', 'PBL forecast used by CBS "De energierekening januari 2025"');
