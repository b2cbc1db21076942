import type { QuoteCheckDto } from '../installer-quotes.ts';

/**
 * A checked quote with a verdict on every part (too small, enough only after changes, above the band, with ISDE and
 * two things missing): the contract's and the web's tests read their sentences from the same check.
 */
export const sampleQuoteCheck: QuoteCheckDto = {
  solutionCode: 'air_water_heat_pump',
  adviceId: 3,
  sizing: {
    outputKW: 4,
    demandKW: { low: 4.5, central: 6, high: 7.5 },
    fittingKW: { low: 5.47, high: 8.3 },
    verdict: 'too_small',
    eurPerKW: 533,
  },
  flow: { maxFlowC: 45, neededNowC: 60, neededAfterC: 45, verdict: 'enough_after_changes' },
  price: {
    priceEur: 18_500,
    expectedEur: { low: 9000, central: 11_000, high: 13_000 },
    verdict: 'above_band',
    isdeEur: 2125,
    priceAfterIsdeEur: 16_375,
  },
  missing: ['emitters', 'roof'],
};
