import { describe, expect, it } from 'vitest';
import { INCOME_BAND_CODES, loanTexts } from '../../../contract/loan.ts';
import { loanPageTexts } from './loan-texts.ts';

// In Dutch (the tests' language) the route page's loan texts are the contract's, word for word.
describe('the loan texts the route page reads through the catalogue', () => {
  it('are the contract’s Dutch words', () => {
    // No page reads forOption.
    const { myData: _, forOption: __, band, ifBand, termLabel, ...contract } = loanTexts;
    const page = loanPageTexts as unknown as Record<string, unknown>;
    for (const [key, dutch] of Object.entries(contract)) {
      const ours = page[key];
      if (typeof dutch === 'string') expect(ours, key).toBe(dutch);
      else
        expect((ours as (...a: unknown[]) => string)('A', 'B'), key).toBe(
          (dutch as (...a: unknown[]) => string)('A', 'B'),
        );
    }
    for (const code of INCOME_BAND_CODES) {
      expect(loanPageTexts.band(code)).toBe(band[code]);
      expect(loanPageTexts.ifBand(code)).toBe(ifBand(band[code]));
    }
    expect([1, 10].map(loanPageTexts.termLabel)).toEqual([1, 10].map(termLabel));
  });
});
