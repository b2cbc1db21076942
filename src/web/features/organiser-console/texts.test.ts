import { describe, expect, it } from 'vitest';
import { STARTANALYSE_TOO_LARGE } from '../../../contract/organisers.ts';
import { SETTING_LABELS } from '../../../contract/settings.ts';
import { settingLabels, startanalyseTexts } from './texts.ts';

// The server names a stored setting that no longer fits by these labels; the console reads them through the
// catalogue, the same in Dutch.
describe('the words the console shares with the server', () => {
  it('are the contract’s Dutch words', () => {
    for (const key of [
      'heatNets',
      'heatNet_temperature',
      'heatNet_price',
      'heatNet_bak',
      'heatNet_standingCharge',
      'typeOfGas',
      'percentageOfGreenElectricity',
      'co2Tax',
      'isSubsidiesTakenInConsideration',
      'solutionsExcluded',
    ] as const)
      expect(settingLabels[key], key).toBe(SETTING_LABELS[key]);
    expect(settingLabels.heatNet(2)).toBe(SETTING_LABELS.heatNet(2));
    expect(startanalyseTexts.tooLarge).toBe(STARTANALYSE_TOO_LARGE);
  });
});
