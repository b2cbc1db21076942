import type { AdviceItem, Route } from './types.ts';

/** Highest total weighted score first; ties go to the lower total cost per year, then the lower id (src/engine/README.md §5). */
export function compareAdvices(a: AdviceItem, b: AdviceItem): number {
  return (
    b.scores.total.weightedScore - a.scores.total.weightedScore ||
    a.totalCostPerYear - b.totalCostPerYear ||
    a.id - b.id
  );
}

export function rankAdvices(advices: AdviceItem[]): AdviceItem[] {
  return advices.sort(compareAdvices);
}

/** The first (best-ranked, 'Best passend') advice of each route present. */
export function bestPerRoute(advices: readonly AdviceItem[]): Partial<Record<Route, AdviceItem>> {
  const best: Partial<Record<Route, AdviceItem>> = {};
  for (const advice of advices) best[advice.route] ??= advice;
  return best;
}
