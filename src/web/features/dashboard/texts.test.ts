import { describe, expect, it } from 'vitest';
import { lowTemperatureTexts } from '../../../contract/low-temperature-test.ts';
import { lowTemperatureCardTexts } from './texts.ts';

// The 50-gradentest's own page and Mijn data keep these words too; the dashboard reads its card's through the catalogue.
describe('the 50-gradentest card’s words (record 0150)', () => {
  it('are the contract’s Dutch words', () => {
    expect(lowTemperatureCardTexts.title).toBe(lowTemperatureTexts.title);
    expect(lowTemperatureCardTexts.intro).toBe(lowTemperatureTexts.dashboardIntro);
    expect(lowTemperatureCardTexts.link).toBe(lowTemperatureTexts.dashboardLink);
  });
});
