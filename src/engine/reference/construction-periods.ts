import { row } from './row.ts';

/** Our construction periods (PBL Startanalyse, 2020, "Our app" row; they map cleanly on the Vesta MAIS classes). */
export type ConstructionPeriod =
  'before_1946' | '1946_1964' | '1965_1974' | '1975_1991' | '1992_2005' | '2006_2014' | 'from_2015';

export const CONSTRUCTION_PERIODS: readonly ConstructionPeriod[] = [
  'before_1946',
  '1946_1964',
  '1965_1974',
  '1975_1991',
  '1992_2005',
  '2006_2014',
  'from_2015',
];

/** First build year of each period after the first. */
export const PERIOD_START_YEARS = row(
  [1946, 1965, 1975, 1992, 2006, 2015] as const,
  'year',
  'PBL Startanalyse, 2020 (periods of the app brief, aligned with Vesta MAIS 5.0 classes)',
);

export function periodOf(buildYear: number): ConstructionPeriod {
  const starts = PERIOD_START_YEARS.value;
  let index = 0;
  while (index < starts.length && buildYear >= starts[index]!) index++;
  return CONSTRUCTION_PERIODS[index]!;
}
