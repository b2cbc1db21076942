import { describe, expect, it } from 'vitest';
import { bandScore, MAX_SCORE, SCORE_ASPECTS, SCORE_BANDS, scoreAdvice } from './scores.ts';
import type { ScoreAspect } from './types.ts';

const ALL = (value: number) => Object.fromEntries(SCORE_ASPECTS.map((a) => [a, value])) as Record<ScoreAspect, number>;

describe('scores', () => {
  it('scores 8 aspects at most 5 points each (spec §9)', () => {
    expect(MAX_SCORE).toBe(5);
    expect(SCORE_ASPECTS).toEqual([
      'lowInvestment',
      'lowCosts',
      'lowEnergyCosts',
      'adaptations',
      'comfort',
      'independence',
      'lowCo2Emissions',
      'spaceUsage',
    ]);
    for (const aspect of SCORE_ASPECTS) expect(SCORE_BANDS[aspect].bestAt).not.toBe(SCORE_BANDS[aspect].worstAt);
  });

  it('gives 5 points at or better than the best end, 0 at or worse than the worst end, linear between', () => {
    expect(bandScore('lowInvestment', 0)).toBe(5);
    expect(bandScore('lowInvestment', -500)).toBe(5);
    expect(bandScore('lowInvestment', 20000)).toBe(2.5); // half-way 0 … 40,000
    expect(bandScore('lowInvestment', 40000)).toBe(0);
    expect(bandScore('lowInvestment', 90000)).toBe(0);
    expect(bandScore('lowCosts', 300)).toBe(2.5); // (500 − 300) / (500 − 100) = 0.5
    expect(bandScore('lowCosts', 80)).toBe(5);
  });

  it('rounds a score to one decimal', () => {
    // (40,000 − 10,000) / 40,000 × 5 = 3.75 → 3.8
    expect(bandScore('lowInvestment', 10000)).toBe(3.8);
    // (6,000 − 1,000) / 6,000 × 5 = 4.1667 → 4.2
    expect(bandScore('lowCo2Emissions', 1000)).toBe(4.2);
  });

  it('scores aspects where more is better upwards: comfort steps and independence', () => {
    expect(bandScore('comfort', 0)).toBe(0);
    expect(bandScore('comfort', 2)).toBe(2.5);
    expect(bandScore('comfort', 4)).toBe(5);
    expect(bandScore('comfort', 6)).toBe(5);
    expect(bandScore('independence', 3)).toBe(3);
  });

  it('weighs each score by its weight and sums the weighted scores into the total', () => {
    const values = { ...ALL(0), lowInvestment: 20000, comfort: 2, independence: 4, adaptations: 10 };
    const weights = { ...ALL(5), lowInvestment: 10, comfort: 0, independence: 3 };
    const { scores, lines } = scoreAdvice(values, weights);
    expect(scores.lowInvestment).toEqual({ score: 2.5, weightedScore: 25 });
    expect(scores.comfort).toEqual({ score: 2.5, weightedScore: 0 });
    expect(scores.independence).toEqual({ score: 4, weightedScore: 12 });
    expect(scores.adaptations).toEqual({ score: 0, weightedScore: 0 });
    // lowCosts 0 €/month → 5 × 5 = 25; energy 0 → 25; CO2 0 → 25; space 0 → 25
    expect(scores.total.weightedScore).toBe(25 + 25 + 25 + 0 + 0 + 12 + 25 + 25);
    expect(scores.total.score).toBe(2.5 + 5 + 5 + 0 + 2.5 + 4 + 5 + 5);
    expect(lines).toHaveLength(8);
    expect(lines.find((l) => l.aspect === 'lowInvestment')).toMatchObject({
      value: 20000,
      bestAt: 0,
      worstAt: 40000,
      weight: 10,
      weightedScore: 25,
    });
  });

  it('shares the lines of repeating values, and only where value and weight are the same (record 0169)', () => {
    const values = { ...ALL(1000), adaptations: 3, comfort: 2, independence: 4, spaceUsage: 0.5 };
    const first = scoreAdvice(values, ALL(5));
    const again = scoreAdvice(values, ALL(5));
    for (const index of [3, 4, 5, 7]) expect(again.lines[index]).toBe(first.lines[index]);
    expect(again.scores.comfort).toBe(first.scores.comfort);
    expect(again.lines[0]).not.toBe(first.lines[0]);
    const otherWeight = scoreAdvice(values, { ...ALL(5), comfort: 4 });
    expect(otherWeight.lines[4]).toMatchObject({ aspect: 'comfort', value: 2, weight: 4, weightedScore: 10 });
    const otherValue = scoreAdvice({ ...values, comfort: 3 }, ALL(5));
    expect(otherValue.lines[4]).toMatchObject({ value: 3, score: 3.8 });
    expect(Object.is(scoreAdvice({ ...values, comfort: -0 }, ALL(5)).lines[4]!.value, -0)).toBe(true);
  });
});
