import { describe, expect, it } from 'vitest';
import { analyseHouse } from './analyse-house.ts';
import { defaultCampaignSettings } from './campaign-settings.ts';
import { defaultProfile } from './default-profile.ts';
import { expectedUsage, expectedUsageOf } from './expected-usage.ts';
import type { HouseProfile } from './types.ts';

const terraced = (change: Partial<HouseProfile> = {}): HouseProfile => ({
  ...defaultProfile({ buildYear: 1970, totalSurface: 110, dwellingType: 'terraced', isMonument: false }),
  ...change,
});

describe('expected usage', () => {
  it('splits electricity 65 % normal and 35 % low tariff with a smart meter (spec §9)', () => {
    // Boiler home cooking on gas: only appliance electricity, 2,700 kWh → 1,755 normal, 945 low
    const usage = expectedUsage(terraced(), defaultCampaignSettings(2026));
    expect(usage.electricityNormalKWh).toBeCloseTo(1755, 9);
    expect(usage.electricityLowKWh).toBeCloseTo(945, 9);
  });

  it('counts all electricity as normal tariff without a smart meter', () => {
    const profile = terraced();
    const usage = expectedUsage(
      { ...profile, measured: { ...profile.measured, hasSmartMeter: false } },
      defaultCampaignSettings(2026),
    );
    expect(usage.electricityNormalKWh).toBe(2700);
    expect(usage.electricityLowKWh).toBe(0);
  });

  it('adds the heat pump and induction hob to the appliance electricity of a gas-free home', () => {
    const profile = terraced({ currentHeating: 'heat_pump', cooking: 'induction' });
    const usage = expectedUsage(profile, defaultCampaignSettings(2026));
    const house = analyseHouse(profile);
    expect(usage.gasM3PerYear).toBe(0);
    // The heat pump's own use comes on top of 2,700 kWh appliances and 200 kWh cooking.
    expect(usage.electricityNormalKWh + usage.electricityLowKWh).toBeGreaterThan(
      2700 + 200 + house.spaceKWh / 3.39 - 1,
    );
  });

  it('reports the measured gas when it calibrates, within the 0.5×–2× bounds', () => {
    const profile = terraced();
    const model = expectedUsage(profile, defaultCampaignSettings(2026));
    const measured = expectedUsage(
      { ...profile, measured: { ...profile.measured, gasM3PerYear: 1100 } },
      defaultCampaignSettings(2026),
    );
    expect(model.calibrated).toBe(false);
    expect(measured.calibrated).toBe(true);
    expect(measured.gasM3PerYear).toBeCloseTo(1100, 6);
    expect(measured.calibrationBounded).toBe(false);
  });

  it('flags a reading so far from the model that the calibration had to be capped', () => {
    const profile = terraced();
    const model = expectedUsage(profile, defaultCampaignSettings(2026));
    const odd = expectedUsage(
      { ...profile, measured: { ...profile.measured, gasM3PerYear: model.gasM3PerYear * 6 } },
      defaultCampaignSettings(2026),
    );
    expect(odd.calibrated).toBe(true);
    expect(odd.calibrationBounded).toBe(true);
    // Capped: the space-heating part grows at most 2×, so the expected total stays well below the reading.
    expect(odd.gasM3PerYear).toBeLessThan(model.gasM3PerYear * 2.01);
  });

  it('ignores a measured gas use the resident skipped, or that cannot calibrate a home not heated by gas', () => {
    const profile = terraced();
    const skipped = expectedUsage(
      { ...profile, measured: { ...profile.measured, gasM3PerYear: 1100, measuredUsageSkipped: true } },
      defaultCampaignSettings(2026),
    );
    expect(skipped.calibrated).toBe(false);
    const grid = terraced({ currentHeating: 'heat_grid' });
    expect(
      expectedUsage({ ...grid, measured: { ...grid.measured, gasM3PerYear: 900 } }, defaultCampaignSettings(2026))
        .calibrated,
    ).toBe(false);
  });

  it('does not depend on the campaign settings', () => {
    const profile = terraced();
    const other = { ...defaultCampaignSettings(2025), typeOfGas: 'hydrogen' as const, pricesIncludeVat: false };
    expect(expectedUsage(profile, other)).toEqual(expectedUsage(profile, defaultCampaignSettings(2026)));
    expect(expectedUsageOf(analyseHouse(profile))).toEqual(expectedUsage(profile, other));
  });
});
