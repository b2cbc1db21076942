import { describe, expect, it } from 'vitest';
import { analyseHouse } from './analyse-house.ts';
import { defaultProfile } from './default-profile.ts';
import { profileFromAnswers } from './profile-from-answers.ts';
import { registeredLabelDifference } from './registered-label.ts';

// The 1923 terraced house of issue #36.3: 83 m², registered E, roof 'redelijk', cavity filled, HR++ in the living
// room, single glass in the bedrooms and no floor insulation as built, 1.350 m³ gas a year.
const registered = defaultProfile({
  buildYear: 1923,
  totalSurface: 83,
  dwellingType: 'terraced',
  isMonument: false,
  currentEnergyLabel: 'E',
});
const answers = [
  { questionCode: 'InsulationRoof', value: '2' },
  { questionCode: 'InsulationFacade', value: '1' },
  { questionCode: 'GlazingLivingRoom', value: '3' },
  { questionCode: 'GlazingBedrooms', value: '0' },
  { questionCode: 'InsulationFloor', value: '0' },
  { questionCode: 'GasUsage', value: '1350' },
];
const answered = profileFromAnswers(registered, answers).profile;

describe('a registered label more than one class from the estimate', () => {
  it('is not explained while the registered label is the one shown, or when there is none', () => {
    expect(registered.registeredLabel).toBe('E');
    expect(registeredLabelDifference(registered)).toBeNull();
    expect(registeredLabelDifference({ ...answered, registeredLabel: null })).toBeNull();
  });

  it('is not explained within one class', () => {
    const estimated = analyseHouse(answered).estimatedLabel;
    expect(registeredLabelDifference({ ...answered, registeredLabel: estimated })).toBeNull();
  });

  it('names the answers that make the estimate better, largest first, and the measured use against the model', () => {
    const difference = registeredLabelDifference(answered, { best: 'A', central: 'B', worst: 'C' })!;
    expect(difference.registered).toBe('E');
    expect(difference.classesBetter).toBeGreaterThanOrEqual(2);
    expect(difference.explainedBy.map((effect) => effect.component)).toEqual(['facade', 'roof']);
    expect(difference.explainedBy[0]!.ep2Better).toBeGreaterThan(difference.explainedBy[1]!.ep2Better);
    for (const effect of difference.explainedBy) expect(effect.ep2Better).toBeGreaterThan(0);
    // Single glass in the bedrooms is worse than the period's typical double glass: it works against the
    // difference, so it does not explain it.
    expect(difference.explainedBy.some((effect) => effect.component === 'glass2')).toBe(false);
    expect(difference.measuredOverModel).toBeGreaterThan(1.3);
    expect(difference.registeredInsideBand).toBe(false);
  });

  it('explains a worse estimate by the answers that make it worse', () => {
    const worse = profileFromAnswers(
      defaultProfile({
        buildYear: 1970,
        totalSurface: 110,
        dwellingType: 'terraced',
        isMonument: false,
        currentEnergyLabel: 'A',
      }),
      [
        { questionCode: 'GlazingLivingRoom', value: '0' },
        { questionCode: 'GlazingBedrooms', value: '0' },
      ],
    ).profile;
    const difference = registeredLabelDifference(worse);
    expect(difference).not.toBeNull();
    expect(difference!.classesBetter).toBeLessThanOrEqual(-2);
    expect(difference!.explainedBy.length).toBeGreaterThan(0);
    for (const effect of difference!.explainedBy) expect(effect.ep2Better).toBeLessThan(0);
    expect(difference!.measuredOverModel).toBeNull();
    expect(difference!.registeredInsideBand).toBeNull();
  });
});
