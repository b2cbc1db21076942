import { describe, expect, it } from 'vitest';
import type { HeatSignatureRefusal } from '../engine/index.ts';
import { heatSignatureRefusalText } from './heat-signature-texts.ts';

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
