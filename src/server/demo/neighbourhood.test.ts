import { describe, expect, it } from 'vitest';
import {
  adviseHouse,
  defaultCampaignSettings,
  defaultHeatNet,
  defaultProfile,
  isdeViolations,
} from '../../engine/index.ts';
import type { DwellingType } from '../../engine/index.ts';
import { demoAddresses } from './neighbourhood.ts';

// Issue #22.5: every investment and subsidy the engine gives the demo neighbourhood's homes holds against
// ISDE's published rules, as imported and after a resident's answers moved their insulation levels.
describe('demo neighbourhood advice under ISDE', () => {
  // The demo campaign's own choices (seedDemoNeighbourhood): green gas and a 70 °C geothermal heat grid.
  const settings = defaultCampaignSettings(2026);
  settings.typeOfGas = 'green_gas';
  settings.heatNets = [defaultHeatNet(2026, 70, 'geothermal')];

  it.each(demoAddresses().map((a) => [`${a.street} ${a.houseNumber}${a.houseNumberAddition ?? ''}`, a] as const))(
    '%s',
    (_name, address) => {
      const profile = defaultProfile({
        buildYear: address.buildYear,
        totalSurface: address.totalSurface,
        dwellingType: address.dwellingType as DwellingType,
        isMonument: address.isMonument,
        estimatedTotalGasUsage: address.estimatedTotalGasUsage,
      });
      expect(isdeViolations(profile, settings, adviseHouse(profile, settings))).toEqual([]);
      // As a resident may answer: every component one level up, and a roof insulated halfway (level 2).
      for (const levels of [
        { ...profile.levels, roof: 2 },
        {
          roof: 1,
          floor: 1,
          facade: 1,
          glass1: 1,
          glass2: 1,
          ventilationType: 1,
          infiltration: 1,
        },
      ]) {
        const answered = { ...profile, levels };
        expect(isdeViolations(answered, settings, adviseHouse(answered, settings))).toEqual([]);
      }
    },
  );
});
