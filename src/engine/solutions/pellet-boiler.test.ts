import { describe, expect, it } from 'vitest';
import { pelletBoiler } from './pellet-boiler.ts';

describe('pellet boiler', () => {
  it('burns 0.242 kg pellets per useful kWh at 85 % efficiency and 4.86 kWh/kg', () => {
    // 1 / (0.85 × 4.86) = 0.242072
    expect(pelletBoiler.system(0).space.pelletsKg).toBeCloseTo(0.242072, 6);
    expect(pelletBoiler.system(1).hotWater.pelletsKg).toBeCloseTo(0.242072, 6);
    expect(pelletBoiler.system(0).space.gasM3).toBe(0);
  });

  it('costs €11,000 without ISDE, with 4 % maintenance over 15 years, and is gas-free', () => {
    expect(pelletBoiler.equipment(12, 2025)).toMatchObject({
      investmentEur: 11000,
      subsidyEur: 0,
      maintenanceShare: 0.04,
      lifetimeYears: 15,
    });
    expect(pelletBoiler).toMatchObject({ id: 6, route: 'other', gasFree: true, targetLabel: null, spaceM2: 2.5 });
  });
});
