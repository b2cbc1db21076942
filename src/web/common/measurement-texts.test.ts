import { describe, expect, it } from 'vitest';
import { HEAT_SIGNATURE_REFUSALS, heatSignatureRefusalText } from '../../contract/heat-signature-texts.ts';
import { measurementTexts as contract } from '../../contract/readings.ts';
import { measurementTexts as web, refusalText } from './measurement-texts.ts';

// The server keeps the contract's Dutch; the readings page and the Verantwoording read their own through the catalogue.
describe('the measurement’s words in the catalogue (record 0150)', () => {
  it('are the contract’s Dutch words', () => {
    for (const key of [
      'title',
      'loading',
      'loadFailed',
      'chartLoading',
      'chartX',
      'chartY',
      'usedInAdvice',
      'noReadings',
      'noWeather',
      'refusedLead',
      'chartTitle',
      'chartDescription',
      'tableCaption',
      'tableStart',
      'tableEnd',
      'tableTemperature',
      'tableGas',
      'tableExpected',
      'limitsTitle',
    ] as const)
      expect(web[key], key).toBe(contract[key]);
    expect(web.limits).toEqual(contract.limits);
    for (const [measured, model] of [
      [212.4, 230.6],
      [1234.5, 987],
    ] as const)
      expect(web.measured(measured, model)).toBe(contract.measured(measured, model));
    expect(web.band(180.2, 1250.7)).toBe(contract.band(180.2, 1250.7));
    expect(web.modelOnly(2045)).toBe(contract.modelOnly(2045));
    expect(web.quality(0.876, 0.123)).toBe(contract.quality(0.876, 0.123));
    expect(web.station('De Bilt', 12.4)).toBe(contract.station('De Bilt', 12.4));
    expect(web.baseload(0.84, 15.55)).toBe(contract.baseload(0.84, 15.55));
  });

  it('say every refusal as the contract does', () => {
    for (const reason of HEAT_SIGNATURE_REFUSALS)
      for (const value of [null, 4])
        expect(refusalText(reason, value), reason).toBe(heatSignatureRefusalText(reason, value));
  });
});
