// The advices of one home share line objects (docs/decisions/0017-engine-plain-advice-speed.md), so nothing that
// reads a result may write to it. Frozen results make any such write throw (ES modules run in strict mode).
import { describe, expect, it } from 'vitest';
import { adviseHouse } from './advise-house.ts';
import { breakEvens } from './break-even.ts';
import { defaultCampaignSettings, defaultHeatNet } from './campaign-settings.ts';
import { adviceBands, provenanceFromAnswers } from './certainty.ts';
import { defaultProfile } from './default-profile.ts';
import { noRegretMeasures } from './no-regret.ts';
import type { DwellingType } from './types.ts';

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

describe('an advice result', () => {
  const settings = defaultCampaignSettings(2026);
  settings.heatNets.push(defaultHeatNet(2026, 70, 'geothermal'));
  const homes: [DwellingType, number][] = [
    ['terraced', 1932],
    ['apartment_top', 1972],
    ['detached', 2008],
  ];

  for (const [dwellingType, buildYear] of homes) {
    it(`is only read by bands, break-evens and no-regret measures (${dwellingType}, ${buildYear})`, () => {
      const profile = defaultProfile({ buildYear, totalSurface: 120, dwellingType, isMonument: false });
      const result = deepFreeze(adviseHouse(profile, settings));
      const json = JSON.stringify(result);
      expect(() => adviceBands(profile, settings, provenanceFromAnswers([]), result)).not.toThrow();
      expect(() => breakEvens(profile, settings, result)).not.toThrow();
      expect(() => noRegretMeasures(profile, settings, result)).not.toThrow();
      expect(JSON.stringify(result)).toBe(json);
    });
  }
});
