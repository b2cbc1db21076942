import { describe, expect, it } from 'vitest';
import { STARTANALYSE_TOO_LARGE } from '../../../contract/organisers.ts';
import { NOT_A_SETTING, NOT_FITTING, SETTING_LABELS, storedProblemSentence } from '../../../contract/settings.ts';
import { adviceTexts, settingLabels, startanalyseTexts } from './texts.ts';

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
      'solutionsIncluded',
      'prices',
    ] as const)
      expect(settingLabels[key], key).toBe(SETTING_LABELS[key]);
    expect(settingLabels.heatNet(2)).toBe(SETTING_LABELS.heatNet(2));
    expect(settingLabels.price('natural_gas')).toBe(SETTING_LABELS.price('natural_gas'));
    // A stored value that no longer fits, which the console says in its language (record 0161).
    expect(adviceTexts.storedProblem('Warmtenet 1: Prijs', '4550', 'Vul een getal in.')).toBe(
      storedProblemSentence('Warmtenet 1: Prijs', '4550', 'Vul een getal in.'),
    );
    expect(adviceTexts.notFitting).toBe(NOT_FITTING);
    expect(adviceTexts.notASetting).toBe(NOT_A_SETTING);
    expect(startanalyseTexts.tooLarge).toBe(STARTANALYSE_TOO_LARGE);
  });
});
