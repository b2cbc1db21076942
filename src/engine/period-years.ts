import { CONSTRUCTION_PERIODS, PERIOD_START_YEARS, type ConstructionPeriod } from './reference/construction-periods.ts';

/**
 * The period's place in CONSTRUCTION_PERIODS, by a switch: tables per period are arrays read by this index, because
 * a Map lookup by the period's name hashed the name on every read of the engine's hot path
 * (docs/decisions/0162-engine-instructions-of-the-shipped-engine.md).
 */
export function periodIndex(period: ConstructionPeriod): number {
  switch (period) {
    case 'before_1946':
      return 0;
    case '1946_1964':
      return 1;
    case '1965_1974':
      return 2;
    case '1975_1991':
      return 3;
    case '1992_2005':
      return 4;
    case '2006_2014':
      return 5;
    case 'from_2015':
      return 6;
  }
}

/**
 * The build years a period stands for when a per-year table is averaged over it (NTA 8800's tables I.5 and 11.13
 * change within our periods). The first period is taken from 1900, the last runs to 2026, the engine's price year.
 */
export function yearsOfPeriod(period: ConstructionPeriod): readonly [first: number, last: number] {
  const starts = PERIOD_START_YEARS.value;
  const index = CONSTRUCTION_PERIODS.indexOf(period);
  const first = index === 0 ? 1900 : starts[index - 1]!;
  const last = index === starts.length ? 2026 : starts[index]! - 1;
  return [first, last];
}

/** The mean over a period's build years of a value that depends on the year. */
export function meanOverPeriod(period: ConstructionPeriod, valueInYear: (year: number) => number): number {
  const [first, last] = yearsOfPeriod(period);
  let sum = 0;
  for (let year = first; year <= last; year++) sum += valueInYear(year);
  return sum / (last - first + 1);
}
