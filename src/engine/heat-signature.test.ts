import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { knmiDailyMeans, parseKnmiDaily } from '../contract/knmi-daily.ts';
import {
  dayNumber,
  fitHeatSignature,
  isoDate,
  modelBaseloadM3PerDay,
  type DailyTemperature,
  type MeterPeriod,
} from './heat-signature.ts';
import { generateHome, seededRandom, type GeneratedHome } from './testing/meter-readings.ts';

// Acceptance of issue #39 (docs/decisions/0132): readings made from the engine's own model of a home, over real
// KNMI weather of the shipped stations, with noise and baseload, give the coefficient back. The limits below
// (±10 % daily, ±20 % monthly, 90 % of bands) are the issue's, fixed before any fit was run; record 0166 fixed
// 'every home' and the 1 % on the mean before its weighted fit was measured, and says which did not hold.

const KNMI = path.resolve(import.meta.dirname, '../../content/weather/knmi');
const STATIONS = [260, 269, 278, 340, 348, 356];
const weather = new Map<number, DailyTemperature[]>(
  STATIONS.map((station) => {
    const file = parseKnmiDaily(readFileSync(path.join(KNMI, `etmgeg_${station}.txt`), 'utf8'));
    return [station, knmiDailyMeans(file, station)];
  }),
);

const fit = (home: GeneratedHome, periods: MeterPeriod[], extra: { changes?: string[]; balancePointC?: number } = {}) =>
  fitHeatSignature({
    periods,
    temperatures: weather.get(home.station)!,
    currentHeating: home.heating,
    modelBaseloadM3PerDay: modelBaseloadM3PerDay(home.profile),
    ...extra,
  });

const meanOf = (errors: number[]) => errors.reduce((a, b) => a + b, 0) / errors.length;

describe('calendar days', () => {
  it('counts days as the calendar does, leap years included, and back', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('2024-03-01') - dayNumber('2024-02-28')).toBe(2);
    expect(dayNumber('2023-03-01') - dayNumber('2023-02-28')).toBe(1);
    expect(dayNumber('2000-03-01') - dayNumber('2000-02-28')).toBe(2);
    expect(dayNumber('2100-03-01') - dayNumber('2100-02-28')).toBe(1);
    for (let day = dayNumber('1999-12-25'); day < dayNumber('2030-01-10'); day += 17)
      expect(dayNumber(isoDate(day))).toBe(day);
    expect(dayNumber('2023-02-29')).toBeNaN();
    expect(dayNumber('2023-13-01')).toBeNaN();
    expect(dayNumber('1 januari')).toBeNaN();
  });
});

describe('the heat signature recovers the coefficient of the engine’s own model', () => {
  // Each home's error is the noise of one season. A season whose days never come near the home's balance point
  // gives the slope from the spread of cold days alone (record 0166: seed 36 misses by 11 % from daily readings),
  // so the daily limit holds for a share of the homes; the monthly one for every home.
  const recovery = (kind: 'daily' | 'monthly', firstSeed: number) => {
    const errors: number[] = [];
    for (let seed = firstSeed; seed < firstSeed + 200; seed++) {
      const home = generateHome({ seed, weather });
      const result = fit(home, kind === 'daily' ? home.daily : home.monthly);
      expect(result.ok, `seed ${seed}: ${JSON.stringify(result.ok ? null : result)}`).toBe(true);
      if (!result.ok) continue;
      expect(result.resolution).toBe(kind === 'daily' ? 'daily' : 'periods');
      errors.push(result.heatLossWPerK / home.trueWPerK - 1);
    }
    return errors;
  };
  const share = (errors: number[], limit: number) => errors.filter((e) => Math.abs(e) <= limit).length / errors.length;

  it('within ±10 % from daily readings over one heating season, for at least 90 % of 200 homes', () => {
    const errors = recovery('daily', 1);
    expect(errors).toHaveLength(200);
    expect(share(errors, 0.1)).toBeGreaterThanOrEqual(0.9);
    expect(Math.abs(meanOf(errors))).toBeLessThan(0.01);
  });

  it('within ±20 % from monthly readings over one heating season, for every one of 200 homes', () => {
    const errors = recovery('monthly', 2001);
    expect(errors).toHaveLength(200);
    expect(share(errors, 0.2)).toBe(1);
    expect(Math.abs(meanOf(errors))).toBeLessThan(0.01);
  });

  it('separates the baseload over a whole year, and takes the model’s when the readings hold no warm weeks', () => {
    const home = generateHome({ seed: 7, weather, from: '2021-07-01', to: '2022-07-01', station: 348 });
    const year = fit(home, home.daily);
    expect(year.ok).toBe(true);
    if (!year.ok) return;
    expect(year.baseloadFitted).toBe(true);
    expect(Math.abs(year.baseloadM3PerDay / home.baseloadM3PerDay - 1)).toBeLessThan(0.15);
    const winter = fit(
      home,
      home.monthly.filter((m) => m.start >= '2021-10-01' && m.start < '2022-05-01'),
    );
    expect(winter).toMatchObject({ ok: true, baseloadFitted: false });
    if (winter.ok) expect(winter.baseloadM3PerDay).toBeCloseTo(modelBaseloadM3PerDay(home.profile), 9);
  });

  it('gives a band that holds the true coefficient for at least 90 % of 500 homes, daily and monthly mixed, each within its limit', () => {
    let fitted = 0;
    let inside = 0;
    let refusedCount = 0;
    for (let seed = 1000; seed < 1500; seed++) {
      const home = generateHome({ seed, weather });
      const result = fit(home, seed % 2 === 0 ? home.daily : home.monthly);
      if (!result.ok) {
        refusedCount++;
        continue;
      }
      fitted++;
      const limit = seed % 2 === 0 ? 0.1 : 0.2;
      expect(Math.abs(result.heatLossWPerK / home.trueWPerK - 1), `seed ${seed}`).toBeLessThanOrEqual(limit);
      expect(result.heatLossLowWPerK).toBeLessThanOrEqual(result.heatLossWPerK);
      expect(result.heatLossHighWPerK).toBeGreaterThanOrEqual(result.heatLossWPerK);
      if (result.heatLossLowWPerK <= home.trueWPerK && home.trueWPerK <= result.heatLossHighWPerK) inside++;
    }
    expect(refusedCount).toBeLessThanOrEqual(25);
    expect(inside / fitted).toBeGreaterThanOrEqual(0.9);
  });

  it('reports the fit as Guideline 14 judges it and a point per reading for the chart', () => {
    const home = generateHome({ seed: 3, weather });
    const result = fit(home, home.daily);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.r2).toBeGreaterThan(0.75);
    expect(result.r2).toBeLessThanOrEqual(1);
    expect(result.cvRmse).toBeGreaterThan(0);
    expect(result.cvRmse).toBeLessThan(0.3);
    expect(Math.abs(result.nmbe)).toBeLessThan(0.05);
    expect(result.points).toHaveLength(home.daily.length);
    expect(result.periodCount).toBe(home.daily.length);
    expect(result.from).toBe(home.daily[0]!.start);
    expect(result.to).toBe(home.daily[home.daily.length - 1]!.end);
    expect(result.normalYearHeatingGasM3).toBeGreaterThan(0);
  });
});

describe('the heat signature on 3,000 homes it was never tuned on (record 0171)', () => {
  // Thresholds committed in record 0171 before these seeds were first run: the fit's accuracy as a share of fresh
  // homes, since no fit can promise every home (seed 36 above: the best linear unbiased fit misses it too).
  const fresh = (firstSeed: number, kindOf: (seed: number) => 'daily' | 'monthly') => {
    const outcomes: { kind: 'daily' | 'monthly'; error: number | null; inBand: boolean }[] = [];
    for (let seed = firstSeed; seed < firstSeed + 1000; seed++) {
      const home = generateHome({ seed, weather });
      const kind = kindOf(seed);
      const result = fit(home, kind === 'daily' ? home.daily : home.monthly);
      outcomes.push(
        result.ok
          ? {
              kind,
              error: result.heatLossWPerK / home.trueWPerK - 1,
              inBand: result.heatLossLowWPerK <= home.trueWPerK && home.trueWPerK <= result.heatLossHighWPerK,
            }
          : { kind, error: null, inBand: false },
      );
    }
    return outcomes;
  };
  const withinLimit = (o: { kind: 'daily' | 'monthly'; error: number | null }) =>
    o.error !== null && Math.abs(o.error) <= (o.kind === 'daily' ? 0.1 : 0.2);
  const meanError = (outcomes: { error: number | null }[]) =>
    meanOf(outcomes.flatMap((o) => (o.error === null ? [] : [o.error])));

  it('daily readings: at least 99 % of 1,000 fitted and within ±10 %, the mean error within 1 %', () => {
    const outcomes = fresh(10001, () => 'daily');
    expect(outcomes.filter(withinLimit).length).toBeGreaterThanOrEqual(990);
    expect(Math.abs(meanError(outcomes))).toBeLessThan(0.01);
  });

  it('monthly readings: at least 99 % of 1,000 fitted and within ±20 %, the mean error within 1 %', () => {
    const outcomes = fresh(20001, () => 'monthly');
    expect(outcomes.filter(withinLimit).length).toBeGreaterThanOrEqual(990);
    expect(Math.abs(meanError(outcomes))).toBeLessThan(0.01);
  });

  it('daily and monthly mixed: the band holds the true value for at least 90 % of the fitted, at most 5 % refused', () => {
    const outcomes = fresh(30001, (seed) => (seed % 2 === 0 ? 'daily' : 'monthly'));
    const fitted = outcomes.filter((o) => o.error !== null);
    expect(outcomes.length - fitted.length).toBeLessThanOrEqual(50);
    expect(fitted.filter((o) => o.inBand).length / fitted.length).toBeGreaterThanOrEqual(0.9);
  });
});

describe('the heat signature refuses what cannot measure a home', () => {
  const home = generateHome({ seed: 11, weather, station: 348, from: '2022-01-01', to: '2025-01-01' });

  it('refuses summer-only readings as too warm', () => {
    const summer = home.daily.filter((d) => d.start >= '2023-06-01' && d.start < '2023-09-01');
    const result = fit(home, summer);
    expect(result).toMatchObject({ ok: false, reason: 'too_warm' });
    const months = home.monthly.filter((d) => d.start >= '2023-04-01' && d.start < '2023-10-01');
    expect(fit(home, months)).toMatchObject({ ok: false, reason: 'too_warm' });
  });

  it('refuses too short readings: three weeks of January, or four monthly readings', () => {
    const january = home.daily.filter((d) => d.start >= '2024-01-01' && d.start < '2024-01-22');
    expect(fit(home, january)).toMatchObject({ ok: false, reason: 'too_few_periods' });
    const months = home.monthly.filter((d) => d.start >= '2023-11-01' && d.start < '2024-03-01');
    expect(fit(home, months)).toMatchObject({ ok: false, reason: 'too_few_periods', value: 4 });
  });

  it('refuses readings across a change the resident told of', () => {
    const season = home.daily.filter((d) => d.start >= '2023-10-01' && d.start < '2024-05-01');
    expect(fit(home, season, { changes: ['2024-01-15'] })).toMatchObject({ ok: false, reason: 'heating_changed' });
    expect(fit(home, season, { changes: ['2024-06-15'] }).ok).toBe(true);
  });

  it('sees a change of heating mid-period in the readings themselves', () => {
    const changed = generateHome({
      seed: 12,
      weather,
      station: 356,
      from: '2022-10-01',
      to: '2023-05-01',
      changeOn: '2023-01-10',
      changeFactor: 0.45,
    });
    expect(fit(changed, changed.daily)).toMatchObject({ ok: false, reason: 'heating_changed' });
  });

  it('refuses gas that does not follow the weather', () => {
    const random = seededRandom(5);
    const noise = home.daily
      .filter((d) => d.start >= '2023-10-01' && d.start < '2024-05-01')
      .map((d) => ({ ...d, gasM3: 1 + 6 * random.next() }));
    expect(fit(home, noise)).toMatchObject({ ok: false, reason: 'poor_fit' });
  });

  it('refuses a home not heated by a gas boiler alone', () => {
    const result = fitHeatSignature({
      periods: home.daily,
      temperatures: weather.get(348)!,
      currentHeating: 'hybrid_heat_pump',
    });
    expect(result).toMatchObject({ ok: false, reason: 'not_gas_heating' });
  });

  it('refuses overlapping or broken readings, and readings without weather', () => {
    const season = home.monthly.filter((d) => d.start >= '2023-10-01' && d.start < '2024-05-01');
    const overlapping = [...season, { start: '2023-12-15', end: '2024-01-15', gasM3: 100 }];
    expect(fit(home, overlapping)).toMatchObject({ ok: false, reason: 'invalid_periods' });
    expect(fit(home, [{ start: '2024-01-10', end: '2024-01-01', gasM3: 5 }])).toMatchObject({
      ok: false,
      reason: 'invalid_periods',
    });
    expect(fit(home, [{ start: '2024-01-01', end: '2024-01-02', gasM3: -1 }])).toMatchObject({
      ok: false,
      reason: 'invalid_periods',
    });
    const beyond = season.map((p) => ({ ...p, start: `2030${p.start.slice(4)}`, end: `2030${p.end.slice(4)}` }));
    expect(fit(home, beyond.slice(0, 2))).toMatchObject({ ok: false, reason: 'no_weather' });
  });

  it('is the same for the same readings in any order', () => {
    const season = home.daily.filter((d) => d.start >= '2023-10-01' && d.start < '2024-05-01');
    expect(fit(home, [...season].reverse())).toEqual(fit(home, season));
  });
});
