import { describe, expect, it } from 'vitest';
import {
  carriers,
  energyUse,
  gasPerUsefulKWh,
  heatGJPerUsefulKWh,
  NO_ENERGY,
  pelletsKgPerUsefulKWh,
  primaryEnergyKWh,
} from './carriers.ts';

describe('carriers', () => {
  it('turns useful heat from a gas appliance into billed m³ at 9.77 kWh/m³', () => {
    // 1 / (0.9 × 9.77) = 0.113727 m³ per useful kWh
    expect(gasPerUsefulKWh(0.9)).toBeCloseTo(0.113727, 6);
    // 1 / (0.72 × 9.77) = 0.142159
    expect(gasPerUsefulKWh(0.72)).toBeCloseTo(0.142159, 6);
  });

  it('delivers heat-grid heat one to one, at 277.78 kWh per GJ', () => {
    expect(heatGJPerUsefulKWh()).toBeCloseTo(0.0036, 6);
  });

  it('burns 4.86 kWh per kg of pellets', () => {
    // 1 / (0.85 × 4.86) = 0.242072 kg per useful kWh
    expect(pelletsKgPerUsefulKWh(0.85)).toBeCloseTo(0.242072, 6);
  });

  it('adds space heat, hot water and the extra use linearly per carrier', () => {
    const system = { space: carriers(0.1, 0.2, 0, 0), hotWater: carriers(0.15, 0, 0.003, 0.5) };
    // gas 0.1 × 1000 + 0.15 × 200 + 5 = 135; electricity 0.2 × 1000 + 7 = 207; heat 0.003 × 200 = 0.6; pellets 0.5 × 200 = 100
    expect(energyUse(system, 1000, 200, carriers(5, 7, 0, 0))).toEqual({
      gasM3: 135,
      electricityKWh: 207,
      heatGJ: expect.closeTo(0.6, 9),
      pelletsKg: 100,
    });
    expect(energyUse(system, 0, 0, NO_ENERGY)).toEqual(NO_ENERGY);
  });

  it('weighs delivered energy with the NTA 8800 primary factors', () => {
    // 100 m³ × 9.77 kWh × 1.0 = 977
    expect(primaryEnergyKWh(carriers(100, 0, 0, 0), 1)).toBeCloseTo(977, 6);
    // 1,000 kWh electricity × 1.45 = 1,450
    expect(primaryEnergyKWh(carriers(0, 1000, 0, 0), 1)).toBeCloseTo(1450, 6);
    // 1 GJ heat × 277.78 kWh × the net's factor 0.45 = 125.0
    expect(primaryEnergyKWh(carriers(0, 0, 1, 0), 0.45)).toBeCloseTo(125.0, 1);
    // Biomass counts as renewable: factor 0
    expect(primaryEnergyKWh(carriers(0, 0, 0, 1000), 1)).toBe(0);
  });
});
