import type { AdviceItem, Route } from './types.ts';

/** The first (best-ranked) advice of each route present, in ranking order. */
export function bestPerRoute(advices: readonly AdviceItem[]): Partial<Record<Route, AdviceItem>> {
  const best: Partial<Record<Route, AdviceItem>> = {};
  for (const advice of advices) best[advice.route] ??= advice;
  return best;
}
