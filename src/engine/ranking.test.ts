import { describe, expect, it } from 'vitest';
import { bestPerRoute, compareAdvices, rankAdvices } from './ranking.ts';
import type { AdviceItem, Route } from './types.ts';

function advice(id: number, route: Route, total: number, costPerYear: number): AdviceItem {
  return {
    id,
    route,
    totalCostPerYear: costPerYear,
    scores: { total: { score: 0, weightedScore: total } },
  } as unknown as AdviceItem;
}

describe('ranking', () => {
  it('puts the highest total weighted score first', () => {
    const ranked = rankAdvices([
      advice(1, 'fuel', 100, 2000),
      advice(2, 'all_electric', 140, 3000),
      advice(3, 'other', 120, 1000),
    ]);
    expect(ranked.map((a) => a.id)).toEqual([2, 3, 1]);
  });

  it('breaks a tie by the lower total cost per year, then by the lower id', () => {
    expect(rankAdvices([advice(1, 'fuel', 100, 2500), advice(2, 'fuel', 100, 2000)]).map((a) => a.id)).toEqual([2, 1]);
    expect(rankAdvices([advice(7, 'other', 100, 2000), advice(3, 'all_electric', 100, 2000)]).map((a) => a.id)).toEqual(
      [3, 7],
    );
    expect(compareAdvices(advice(4, 'fuel', 100, 2000), advice(4, 'fuel', 100, 2000))).toBe(0);
  });

  it('takes the first advice of each route as that route’s best', () => {
    const ranked = rankAdvices([
      advice(1, 'fuel', 90, 0),
      advice(2, 'fuel', 110, 0),
      advice(3, 'all_electric', 100, 0),
      advice(4, 'all_electric', 80, 0),
    ]);
    const best = bestPerRoute(ranked);
    expect(best.fuel!.id).toBe(2);
    expect(best.all_electric!.id).toBe(3);
    expect(best.heat_grid).toBeUndefined();
    expect(bestPerRoute([])).toEqual({});
  });
});
