import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { InstallerQuote, QuoteCheck } from '../engine/index.ts';
import type { quoteBodySchema, quoteCheckSchema } from './installer-quotes.ts';
import { quoteBodyFromForm, quoteFormSchema, quoteWords } from './installer-quotes.ts';
import { sampleQuoteCheck } from './testing/quote-check.ts';

const check = sampleQuoteCheck;

describe("an installer's quote in the contract (issue #38.2)", () => {
  it("passes the engine's check through unchanged", () => {
    expectTypeOf<QuoteCheck>().toExtend<z.input<typeof quoteCheckSchema>>();
    expectTypeOf<z.output<typeof quoteCheckSchema>>().toExtend<QuoteCheck>();
    expectTypeOf<z.output<typeof quoteBodySchema>>().toExtend<InstallerQuote>();
  });

  it('says each verdict in words with both numbers, the Dutch way', () => {
    const words = quoteWords(check);
    expect(words.map((w) => [w.topic, w.tone])).toEqual([
      ['sizing', 'attention'],
      ['flow', 'attention'],
      ['price', 'attention'],
      ['missing', 'attention'],
    ]);
    expect(words[0]!.text).toContain('levert bij −10\u00a0°C 4,0\u00a0kW');
    expect(words[0]!.text).toContain('naar schatting 6,0\u00a0kW nodig (tussen 4,5\u00a0kW en 7,5\u00a0kW)');
    expect(words[0]!.text).toContain('te klein');
    expect(words[1]!.text).toContain('tot 45\u00a0°C');
    expect(words[1]!.text).toContain('60\u00a0°C nodig; na de aanpassingen 45\u00a0°C');
    expect(words[2]!.text.replace(/\u00a0/g, ' ')).toContain('De offerte kost € 18.500');
    expect(words[2]!.text.replace(/\u00a0/g, ' ')).toContain('€ 2.125 ISDE-subsidie');
    expect(words[3]!.text).toContain('radiatoren of vloerverwarming voor lage temperatuur, dakisolatie');
    const oversized = quoteWords({ ...check, sizing: { ...check.sizing!, outputKW: 12, verdict: 'oversized' } });
    expect(oversized[0]!.text.replace(/\u00a0/g, ' ')).toMatch(/aan en uit.*elke kW extra kost ongeveer € 533/s);
  });

  it('reads the form the Dutch way and leaves out what the quote does not name', () => {
    const values = quoteFormSchema.parse({
      label: ' Offerte 1 ',
      solutionCode: 'air_water_heat_pump',
      outputKW: '6,5',
      ratedAt: 'a2W35',
      maxFlowC: '',
      priceEur: '12.500',
      includes: ['buffer'],
    });
    expect(quoteBodyFromForm(values)).toEqual({
      label: 'Offerte 1',
      solutionCode: 'air_water_heat_pump',
      output: { kW: 6.5, ratedAt: 'a2W35' },
      maxFlowC: null,
      priceEur: 12_500,
      includes: ['buffer'],
    });
    expect(quoteFormSchema.safeParse({ ...values, priceEur: 'twaalf' }).success).toBe(false);
  });
});
