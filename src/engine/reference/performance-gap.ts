import { row } from './row.ts';

/**
 * Real space-heating use over the theoretical (label) demand, as a function of the theoretical demand
 * per m²: share = factor × (q / reference)^−exponent, bounded. Poorly insulated homes use far less than
 * theory, well-insulated ones somewhat more (Majcen, Itard & Visscher, TU Delft 2013/2016, via
 * CBS StatLine 85140NED, 2020). The parameters are fitted so that the reference homes reproduce the CBS
 * averages of CBS StatLine 85140NED, 2020: `npm run engine:fit-gap` (scripts/fit-performance-gap.ts) searches factor
 * and exponent on the fit set alone; `npm run engine:validate` shows the result.
 */
export const PERFORMANCE_GAP = row(
  { factor: 1.03, referenceKWhPerM2: 50, exponent: 0.37, min: 0.35, max: 1.3 },
  'share of theoretical space heat',
  'shape from Majcen et al., TU Delft 2013; parameters fitted to the fit set: CBS 85140NED 2020, 81528NED Venlo 2021',
  'estimate',
);
