import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { knmiDailyMeans, parseKnmiDaily } from '../contract/knmi-daily.ts';
import { adviseHouse } from './advise-house.ts';
import { analyseHouse } from './analyse-house.ts';
import { designLossWPerK } from './calibration.ts';
import { defaultCampaignSettings } from './campaign-settings.ts';
import { adviceBands, provenanceFromAnswers } from './certainty.ts';
import { defaultProfile } from './default-profile.ts';
import { fitHeatSignature, measuredHeatLossOf } from './heat-signature.ts';
import { generateHome } from './testing/meter-readings.ts';
import type { AdviceItem, AdviceProfile, AdviceResult, HouseProfile, MeasuredHeatLoss } from './types.ts';

// Issue #39 point 4: where a fit holds, the measured coefficient replaces the model's heat loss of the home as it
// is; packages change it from there; the bands narrow; the heat pump's size and flow temperature follow.

const settings = defaultCampaignSettings(2025);
const base: HouseProfile = {
  ...defaultProfile({ buildYear: 1968, totalSurface: 115, dwellingType: 'terraced', isMonument: false }),
  currentHeating: 'condensing_boiler',
};
const house = analyseHouse(base);
const modelWPerK = house.heatLoss.totalWPerK;

function measured(share: number, demandShare = share, relativeSd = 0.04): MeasuredHeatLoss {
  const w = modelWPerK * share;
  return {
    heatLossWPerK: w,
    lowWPerK: w * (1 - 2 * relativeSd),
    highWPerK: w * (1 + 2 * relativeSd),
    relativeSd,
    normalYearSpaceHeatKWh: house.spaceKWh * demandShare,
  };
}

/** The air/water heat pump (catalogue id 3): the solution whose size and flow temperature follow the heat loss. */
const airWater = (result: AdviceResult): AdviceItem => {
  const advice = result.advices.find((a) => a.id === 3);
  if (!advice) throw new Error('no air/water heat pump in the advice');
  return advice;
};
const line = (advice: AdviceItem, id: string) =>
  [...advice.explanation.assumptions, ...advice.explanation.investment].find((l) => l.id === id);

describe('a measured heat loss in the advice', () => {
  const plain = adviseHouse(base, settings);

  it('is absent from the advice of a home without readings', () => {
    expect('measuredHeatLoss' in plain).toBe(false);
    expect(analyseHouse(base).calibration.measuredLoss).toBeNull();
  });

  it('changes nothing but its own report when it measures exactly what the model says', () => {
    const same = adviseHouse({ ...base, heatSignature: measured(1) }, settings);
    expect(same.measuredHeatLoss).toEqual({
      measuredWPerK: modelWPerK,
      lowWPerK: modelWPerK * 0.92,
      highWPerK: modelWPerK * 1.08,
      modelWPerK,
    });
    const totals = (r: AdviceResult) => r.advices.map((a) => [a.id, a.totalCostPerYear, a.totalInvestment, a.totalCo2]);
    expect(totals(same)).toEqual(totals(plain));
    expect(airWater(same).explanation.flowTemperature).toEqual(airWater(plain).explanation.flowTemperature);
  });

  it('sizes the heat pump and sets its flow temperature on the measured loss', () => {
    const low = adviseHouse({ ...base, heatSignature: measured(0.7) }, settings);
    const high = adviseHouse({ ...base, heatSignature: measured(1.3) }, settings);
    const peak = (r: AdviceResult) => line(airWater(r), 'peakLoad')?.value ?? Number.NaN;
    expect(peak(low)).toBeLessThan(peak(plain));
    expect(peak(high)).toBeGreaterThan(peak(plain));
    const flow = (r: AdviceResult) => airWater(r).explanation.flowTemperature!.currentC;
    expect(flow(low)).toBeLessThanOrEqual(flow(plain));
    expect(flow(high)).toBeGreaterThanOrEqual(flow(plain));
    expect(flow(low)).toBeLessThan(flow(high));
    expect(line(airWater(low), 'heatLoss')?.source).toBe('measuredAndModel');
    expect(line(airWater(plain), 'heatLoss')?.source).toBe('insulationByPeriod');
  });

  it('calibrates the space heat of the home as it is to the fit’s normal year', () => {
    const measuredHouse = analyseHouse({ ...base, heatSignature: measured(0.8, 0.75) });
    expect(measuredHouse.spaceKWh).toBeCloseTo(house.spaceKWh * 0.75, 6);
    expect(measuredHouse.calibration).toMatchObject({ calibrated: true, bounded: false });
    expect(measuredHouse.asIs.designLossWPerK).toBeCloseTo(modelWPerK * 0.8, 9);
  });

  it('lets each package change the measured loss from there, never below the measured share of the model', () => {
    const m = { measuredWPerK: 200, modelWPerK: 260 };
    expect(designLossWPerK(260, m)).toBe(200);
    // Less than modelled: the model's share is kept (a package cannot remove more than the home has).
    expect(designLossWPerK(130, m)).toBeCloseTo(100, 9);
    // More than modelled: the unmodelled loss stays after the package.
    const more = { measuredWPerK: 320, modelWPerK: 260 };
    expect(designLossWPerK(130, more)).toBe(190);
    expect(designLossWPerK(130, null)).toBe(130);
    for (const loss of [0, 40, 130, 259, 260])
      for (const mm of [m, more]) {
        expect(designLossWPerK(loss, mm)).toBeLessThanOrEqual(designLossWPerK(260, mm) + 1e-9);
        expect(designLossWPerK(loss, mm)).toBeGreaterThanOrEqual(0);
      }
  });

  it('narrows the bands: a fit’s spread beats a yearly meter reading’s', () => {
    const provenance = provenanceFromAnswers([]);
    const yearly: HouseProfile = { ...base, measured: { ...base.measured, gasM3PerYear: 1400 } };
    const fitted: AdviceProfile = { ...base, heatSignature: measured(0.9, 0.9, 0.02) };
    const width = (p: AdviceProfile) => {
      const bands = adviceBands(p, settings, provenance, adviseHouse(p, settings));
      return (bands.gasM3PerYear.high - bands.gasM3PerYear.low) / bands.gasM3PerYear.central;
    };
    expect(width(fitted)).toBeLessThan(width(yearly));
    expect(width(yearly)).toBeLessThan(width(base));
  });

  it('takes a fit of generated readings all the way into the advice', () => {
    const knmi = path.resolve(import.meta.dirname, '../../content/weather/knmi');
    const file = parseKnmiDaily(readFileSync(path.join(knmi, 'etmgeg_260.txt'), 'utf8'));
    const weather = new Map([[260, knmiDailyMeans(file, 260)]]);
    const home = generateHome({ seed: 21, weather });
    const fit = fitHeatSignature({
      periods: home.daily,
      temperatures: weather.get(260)!,
      currentHeating: home.heating,
    });
    expect(fit.ok).toBe(true);
    if (!fit.ok) return;
    const result = adviseHouse({ ...home.profile, heatSignature: measuredHeatLossOf(fit) }, settings);
    expect(result.measuredHeatLoss?.measuredWPerK).toBe(fit.heatLossWPerK);
    expect(result.measuredHeatLoss?.modelWPerK).toBeCloseTo(home.trueWPerK, 9);
  });
});
