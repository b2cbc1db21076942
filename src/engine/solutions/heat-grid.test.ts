import { describe, expect, it } from 'vitest';
import { defaultHeatNet } from '../campaign-settings.ts';
import type { HeatGrid } from '../types.ts';
import { HEAT_NET_ID_BASE, heatGridCode, heatGridSolution } from './heat-grid.ts';

const net = (temperature: number, change: Partial<HeatGrid> = {}): HeatGrid => ({
  ...defaultHeatNet(2025, temperature, 'steg'),
  ...change,
});

describe('heat-grid solutions', () => {
  it('numbers heat grids 100 + index with code heat_net_<index>', () => {
    expect(HEAT_NET_ID_BASE).toBe(100);
    expect(heatGridSolution(net(90), 2, 1)).toMatchObject({
      id: 102,
      code: 'heat_net_2',
      route: 'heat_grid',
      gasFree: true,
    });
    expect(heatGridCode(0)).toBe('heat_net_0');
  });

  it('asks the package of the temperature class: ZLT and LT B with LT emitters, MT C, HT none', () => {
    const rules = [20, 50, 70, 90]
      .map((t) => heatGridSolution(net(t), 0, 1))
      .map((s) => [s.targetLabel, s.lowTemperatureEmitters]);
    expect(rules).toEqual([
      ['B', true],
      ['B', true],
      ['C', false],
      [null, false],
    ]);
  });

  it('names a net by class and temperature unless the campaign named it', () => {
    expect(heatGridSolution(net(70), 0, 1)).toMatchObject({
      name: 'Warmtenet MT',
      longName: 'Warmtenet MT (70\u00a0°C)',
    });
    expect(heatGridSolution(net(70, { name: 'Warmtenet Oost' }), 0, 1).name).toBe('Warmtenet Oost');
  });

  it('brings tariffs excl. VAT to incl. VAT with the campaign factor', () => {
    const solution = heatGridSolution(net(90, { price: 40, standingCharge: 600, bak: 5000 }), 0, 1.21);
    expect(solution.heat.priceEurPerGJ).toBeCloseTo(48.4, 9);
    expect(solution.heat.standingChargeEur).toBeCloseTo(726, 9);
    expect(solution.extraInvestmentEur).toBeCloseTo(6050, 9);
  });

  it('counts renewable sources at primary factor 0.45 and fossil at 1.0, with the source’s CO2 per GJ', () => {
    expect(heatGridSolution(net(70, { source: 'geothermal' }), 0, 1).heat).toMatchObject({
      primaryFactor: 0.45,
      co2KgPerGJ: 10,
    });
    expect(heatGridSolution(net(70, { source: 'steg' }), 0, 1).heat).toMatchObject({
      primaryFactor: 1,
      co2KgPerGJ: 32.5,
    });
    expect(heatGridSolution(net(70, { source: 'unknown' }), 0, 1).heat.co2KgPerGJ).toBe(50.6);
  });

  it('delivers heat one to one on a direct net and lifts ZLT heat with a booster heat pump at SPF 4.5', () => {
    expect(heatGridSolution(net(70), 0, 1).system(0).space).toEqual({
      gasM3: 0,
      electricityKWh: 0,
      heatGJ: 1 / 277.78,
      pelletsKg: 0,
    });
    const zlt = heatGridSolution(net(20), 0, 1).system(0).space;
    expect(zlt.electricityKWh).toBeCloseTo(1 / 4.5, 9);
    expect(zlt.heatGJ).toBeCloseTo((1 - 1 / 4.5) / 277.78, 12); // 3.5 of every 4.5 kWh comes from the grid
  });

  it('prices in-house work at €1,000 for a direct net and adds a booster priced as an air/water unit on ZLT', () => {
    expect(heatGridSolution(net(70), 0, 1).equipment(8, 2025)).toMatchObject({
      kW: 0,
      investmentEur: 1000,
      subsidyEur: 3775,
      lifetimeYears: 30,
    });
    // 1,000 + (5,000 + 410 × 8) × 1.3 = 11,764
    const booster = heatGridSolution(net(20), 0, 1).equipment(8, 2025);
    expect(booster.investmentEur).toBeCloseTo(11764, 9);
    expect(booster).toMatchObject({ kW: 8, subsidyEur: 3775, lifetimeYears: 15 });
  });
});
