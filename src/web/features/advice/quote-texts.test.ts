import { describe, expect, it } from 'vitest';
import {
  OUTPUT_RATINGS,
  QUOTE_ITEMS,
  quoteMessages,
  quoteTexts,
  quoteWords,
  type QuoteCheckDto,
} from '../../../contract/installer-quotes.ts';
import { sampleQuoteCheck } from '../../../contract/testing/quote-check.ts';
import { quoteCheckTexts, quoteItemText, quoteSentences, ratedAtText } from './quote-texts.ts';

const check: QuoteCheckDto = { ...sampleQuoteCheck, solutionCode: 'hybrid_heat_pump' };

/** Every verdict of the check once, and a check without ISDE or anything missing. */
const checks: (QuoteCheckDto | null)[] = [
  check,
  null,
  {
    ...check,
    solutionCode: 'air_water_heat_pump',
    sizing: { ...check.sizing!, verdict: 'fitting' },
    flow: { ...check.flow!, verdict: 'enough_now' },
    price: { ...check.price, verdict: 'inside_band', isdeEur: 0 },
    missing: [],
  },
  {
    ...check,
    sizing: { ...check.sizing!, outputKW: 12.25, verdict: 'oversized' },
    flow: { ...check.flow!, verdict: 'too_low' },
    price: { ...check.price, verdict: 'below_band' },
  },
  { ...check, sizing: null, flow: null },
];

// The API's words and Mijn data keep the contract's Dutch; the route page reads its own through the catalogue.
describe('the quote check’s words in the catalogue (record 0150)', () => {
  it('are the contract’s Dutch words', () => {
    expect(quoteCheckTexts.heading).toBe(quoteTexts.heading);
    expect(quoteCheckTexts.intro).toBe(quoteTexts.intro);
    expect({ ...quoteCheckTexts.fields }).toEqual(quoteTexts.fields);
    expect({ ...quoteCheckTexts.rows }).toEqual(quoteTexts.rows);
    for (const column of ['what', 'quote', 'home'] as const)
      expect(quoteCheckTexts.table[column]).toBe(quoteTexts.table[column]);
    for (const key of ['submit', 'saved', 'remove', 'none', 'listHeading'] as const)
      expect(quoteCheckTexts[key]).toBe(quoteTexts[key]);
    expect(quoteCheckTexts.isdeAmount('€ 1')).toBe(quoteTexts.isdeAmount('€ 1'));
    for (const rating of OUTPUT_RATINGS) expect(ratedAtText(rating)).toBe(quoteTexts.ratedAt[rating]);
    for (const item of QUOTE_ITEMS) expect(quoteItemText(item)).toBe(quoteTexts.items[item]);
    expect(quoteSentences.notAnOption).toBe(quoteMessages.notAnOption.nl);
  });

  it.each(checks.map((c, i) => [i, c] as const))('say check %i as the API says it in Dutch', (_, c) => {
    expect(quoteWords(c, quoteSentences)).toEqual(quoteWords(c));
  });
});
