import type { AdviceItem, Route } from './types.ts';

/** What an advice ranks by. */
export interface RankKey {
  id: number;
  totalCostPerYear: number;
  totalWeightedScore: number;
}

/** Highest total weighted score first; ties go to the lower total cost per year, then the lower id (src/engine/README.md §5). */
function byRank(scoreA: number, costA: number, idA: number, scoreB: number, costB: number, idB: number): number {
  return scoreB - scoreA || costA - costB || idA - idB;
}

export function compareAdvices(a: AdviceItem, b: AdviceItem): number {
  return byRank(
    a.scores.total.weightedScore,
    a.totalCostPerYear,
    a.id,
    b.scores.total.weightedScore,
    b.totalCostPerYear,
    b.id,
  );
}

/** compareAdvices on what an advice ranks by, for a solution evaluated without building its advice. */
export function compareRanks(a: RankKey, b: RankKey): number {
  return byRank(a.totalWeightedScore, a.totalCostPerYear, a.id, b.totalWeightedScore, b.totalCostPerYear, b.id);
}

/**
 * Sorts in place, stable, as Array.prototype.sort would. By insertion, because a home has at most a dozen
 * advices and the built-in sort called the comparator through a generic call for every comparison: a few
 * per cent of plain advice (docs/decisions/0017-engine-plain-advice-speed.md).
 */
export function rankAdvices(advices: AdviceItem[]): AdviceItem[] {
  for (let i = 1; i < advices.length; i++) {
    const advice = advices[i]!;
    let j = i;
    for (; j > 0 && compareAdvices(advices[j - 1]!, advice) > 0; j--) advices[j] = advices[j - 1]!;
    advices[j] = advice;
  }
  return advices;
}

/** The first (best-ranked, 'Best passend') advice of each route present. */
export function bestPerRoute(advices: readonly AdviceItem[]): Partial<Record<Route, AdviceItem>> {
  const best: Partial<Record<Route, AdviceItem>> = {};
  for (const advice of advices) best[advice.route] ??= advice;
  return best;
}
