import { row } from './row.ts';

/**
 * How far a price may move before we call a break-even 'niet binnen redelijke grenzen': a factor on the
 * campaign's average price over the period. Within 2022 alone the variable gas supply tariff for households
 * moved from €1.12 (February) to €2.78 per m³ (October) including VAT, a factor of about 2.5 (CBS StatLine
 * 84672NED, 2022); a move beyond that, sustained over the price period, we do not call plausible.
 */
export const BREAK_EVEN_PRICE_BOUNDS = row(
  { low: 0.5, high: 2.5 },
  'factor on the campaign price',
  'our choice, after the 2022 price swing in CBS StatLine 84672NED, 2022',
  'estimate',
);

/** Step of the search for the first change that swaps the order, before it is refined by bisection. */
export const BREAK_EVEN_SEARCH_STEP = row(0.05, 'factor on the campaign price', 'our choice: 5 % steps');
