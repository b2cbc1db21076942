import { describe, expect, it } from 'vitest';
import { defaultProfile } from './default-profile.ts';
import {
  answeredFields,
  ENGINE_QUESTION_CODES,
  isEngineQuestionCode,
  profileFromAnswers,
} from './profile-from-answers.ts';

const base = defaultProfile({ buildYear: 1965, totalSurface: 100, dwellingType: 'terraced', isMonument: false });
const answer = (questionCode: string, value: string) => ({ questionCode, value });

describe('profileFromAnswers', () => {
  it('keeps the spec spellings of the question codes', () => {
    for (const code of [
      'Value_Sapce',
      'SkipedEnergyUsage',
      'DiscountContructionPercentage',
      'TotalHeateddSquareMeters',
      'fuel_likelyhood',
      'all_electric_likelyhood',
      'heat_grid_likelyhood',
    ]) {
      expect(ENGINE_QUESTION_CODES).toContain(code);
    }
    expect(isEngineQuestionCode('AgeFamilyMember3')).toBe(true);
    expect(isEngineQuestionCode('DwellingUsages_2')).toBe(true);
    expect(isEngineQuestionCode('IsFlowFinished')).toBe(false);
  });

  it('maps insulation answers to levels and marks the house details as known', () => {
    const { profile, usedCodes } = profileFromAnswers(base, [
      answer('InsulationRoof', '3'),
      answer('GlazingBedrooms', '9'),
    ]);
    expect(profile.levels.roof).toBe(3);
    expect(profile.levels.glass2).toBe(4);
    expect(profile.houseDetailsKnown).toBe(true);
    expect(usedCodes).toEqual(['InsulationRoof', 'GlazingBedrooms']);
  });

  it('turns percentages into shares and bounds them by the spec limits', () => {
    const { profile } = profileFromAnswers(base, [
      answer('PercentageNotHeated', '150'),
      answer('DiscountContructionPercentage', '95'),
      answer('DiscountInstallationPercentage', '10'),
    ]);
    expect(profile.shareNotHeated).toBe(0.99);
    expect(profile.discounts.shareConstruction).toBe(0.9);
    expect(profile.discounts.shareInstallation).toBe(0.1);
  });

  it('derives the unheated share from heated square metres', () => {
    expect(profileFromAnswers(base, [answer('TotalHeateddSquareMeters', '80')]).profile.shareNotHeated).toBeCloseTo(
      0.2,
      9,
    );
  });

  it('reads weights, route feelings, household and measured use', () => {
    const { profile } = profileFromAnswers(base, [
      answer('Value_Sapce', '12'),
      answer('heat_grid_likelyhood', '5'),
      answer('FamilySize', '4'),
      answer('AgeFamilyMember2', '41'),
      answer('GasUsage', '1234,5'),
      answer('SkipedEnergyUsage', 'false'),
    ]);
    expect(profile.weights.spaceUsage).toBe(12);
    expect(profile.routeFeelings.heat_grid).toBe(5);
    expect(profile.household.size).toBe(4);
    expect(profile.household.ages).toEqual([41]);
    expect(profile.hotWater.showerMinutesPerWeek).toBe(170);
    expect(profile.measured.gasM3PerYear).toBe(1234.5);
  });

  it('lets a later answer win and reports unknown codes and unreadable values as ignored', () => {
    const { profile, ignoredCodes } = profileFromAnswers(base, [
      answer('RoofType', 'flat'),
      answer('RoofType', 'zadeldak'),
      answer('Cooking', 'wood'),
      answer('Foo', '1'),
    ]);
    expect(profile.roofType).toBe('gable');
    expect(ignoredCodes.sort()).toEqual(['Cooking', 'Foo']);
  });

  it('never changes the base profile', () => {
    const before = JSON.stringify(base);
    profileFromAnswers(base, [
      answer('InsulationRoof', '4'),
      answer('DwellingUsages', 'woonfunctie'),
      answer('Value_Comfort', '9'),
    ]);
    expect(JSON.stringify(base)).toBe(before);
  });
});

describe('answeredFields', () => {
  it('names the fields an answer sets, also when its value equals the default (issue #35.3)', () => {
    const fields = answeredFields(base, [
      { questionCode: 'Cooking', value: base.cooking },
      { questionCode: 'InsulationRoof', value: String(base.levels.roof) },
      { questionCode: 'FamilySize', value: '2' },
      { questionCode: 'NotAnEngineCode', value: 'x' },
    ]);
    expect(fields.get('Cooking')).toEqual(['cooking']);
    expect(fields.get('InsulationRoof')).toEqual(expect.arrayContaining(['levels.roof']));
    expect(fields.get('FamilySize')).toEqual(expect.arrayContaining(['household.size']));
    expect(fields.has('NotAnEngineCode')).toBe(false);
    // The profile passed in is left as it was.
    expect(base).toEqual(
      defaultProfile({ buildYear: 1965, totalSurface: 100, dwellingType: 'terraced', isMonument: false }),
    );
  });
});
