import { describe, expect, it } from 'vitest';
import { currentHeatingSystem, heatsWithGas } from './current-heating.ts';
import type { CurrentHeating } from './types.ts';

const ALL: CurrentHeating[] = [
  'condensing_boiler',
  'improved_boiler',
  'conventional_boiler',
  'hybrid_heat_pump',
  'heat_pump',
  'heat_grid',
  'electric',
];

describe('current heating', () => {
  it('resolves every kind of current heating to finite, non-negative coefficients', () => {
    for (const heating of ALL) {
      const system = currentHeatingSystem(heating);
      for (const value of [...Object.values(system.space), ...Object.values(system.hotWater)]) {
        expect(Number.isFinite(value) && value >= 0).toBe(true);
      }
    }
  });

  it('burns gas in boilers at their seasonal efficiencies (PBL Vesta MAIS 5.0, 2021)', () => {
    // Condensing: 1 / (0.9 × 9.77) = 0.113727 m³/kWh space, 1 / (0.72 × 9.77) = 0.142159 hot water
    expect(currentHeatingSystem('condensing_boiler').space.gasM3).toBeCloseTo(0.113727, 6);
    expect(currentHeatingSystem('condensing_boiler').hotWater.gasM3).toBeCloseTo(0.142159, 6);
    // Improved (VR): 1 / (0.8 × 9.77) = 0.127943; conventional: 1 / (0.7 × 9.77) = 0.146220
    expect(currentHeatingSystem('improved_boiler').space.gasM3).toBeCloseTo(0.127943, 6);
    expect(currentHeatingSystem('conventional_boiler').space.gasM3).toBeCloseTo(0.14622, 5);
  });

  it('lets a hybrid heat pump take 60 % of space heat at SPF 3.42 and the boiler the rest', () => {
    const hybrid = currentHeatingSystem('hybrid_heat_pump');
    expect(hybrid.space.gasM3).toBeCloseTo(0.045491, 6); // 0.4 / (0.9 × 9.77)
    expect(hybrid.space.electricityKWh).toBeCloseTo(0.175439, 6); // 0.6 / 3.42
    expect(hybrid.hotWater.electricityKWh).toBe(0);
  });

  it('runs a heat pump at SPF 3.39 for space and 2.2 for hot water, and direct electric at 1 and 0.9', () => {
    expect(currentHeatingSystem('heat_pump').space.electricityKWh).toBeCloseTo(1 / 3.39, 9);
    expect(currentHeatingSystem('heat_pump').hotWater.electricityKWh).toBeCloseTo(1 / 2.2, 9);
    expect(currentHeatingSystem('electric').space.electricityKWh).toBe(1);
    expect(currentHeatingSystem('electric').hotWater.electricityKWh).toBeCloseTo(1.1111, 4);
    expect(currentHeatingSystem('heat_pump').space.gasM3).toBe(0);
  });

  it('takes heat-grid heat one GJ per 277.78 kWh useful', () => {
    expect(currentHeatingSystem('heat_grid').space.heatGJ).toBeCloseTo(0.0036, 6);
    expect(currentHeatingSystem('heat_grid').space.gasM3).toBe(0);
  });

  it('calibrates only homes that heat with gas today', () => {
    expect(ALL.filter(heatsWithGas)).toEqual([
      'condensing_boiler',
      'improved_boiler',
      'conventional_boiler',
      'hybrid_heat_pump',
    ]);
  });
});
