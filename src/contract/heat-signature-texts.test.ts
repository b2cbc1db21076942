import { describe, expect, expectTypeOf, it } from 'vitest';
import type { HeatSignatureRefusal } from '../engine/index.ts';
import { HEAT_SIGNATURE_REFUSALS, heatSignatureRefusalText } from './heat-signature-texts.ts';

const REASONS: Record<HeatSignatureRefusal, true> = {
  not_gas_heating: true,
  invalid_periods: true,
  no_weather: true,
  too_few_periods: true,
  too_warm: true,
  heating_changed: true,
  poor_fit: true,
};

describe('heatSignatureRefusalText', () => {
  it('has the list of every reason the engine gives, for the schema', () => {
    expectTypeOf<Exclude<HeatSignatureRefusal, (typeof HEAT_SIGNATURE_REFUSALS)[number]>>().toBeNever();
    expect([...HEAT_SIGNATURE_REFUSALS].sort()).toEqual(Object.keys(REASONS).sort());
  });

  it('says each reason in plain Dutch with je, never u, in short sentences', () => {
    for (const reason of Object.keys(REASONS) as HeatSignatureRefusal[]) {
      const text = heatSignatureRefusalText(reason, null);
      expect(text, reason).toMatch(/\.$/);
      expect(text, reason).not.toMatch(/\b(u|uw)\b/i);
      for (const sentence of text.split(/(?<=\.) /))
        expect(sentence.split(' ').length, sentence).toBeLessThanOrEqual(20);
    }
  });

  it('names the number of readings when the fit had too few', () => {
    expect(heatSignatureRefusalText('too_few_periods', 4)).toContain('(nu 4)');
  });
});
