import type { AdviceResult, ResidentChoices } from './types.ts';

/**
 * A home's advice as one resident reads it: the advices on the routes they rejected move to `excluded`.
 * Equal to running adviseHouse with these choices (a property in src/engine/advise-house.test.ts), so the server can
 * store one result per home and apply each resident's rejections on read (docs/decisions/0109-one-advice-pipeline.md).
 * Ranking compares advices one pair at a time, so leaving some out keeps the others' order; `excluded` stays in
 * solution (id) order, and a rejection outranks the resident's filters but not the campaign's exclusion, as in
 * adviseHouse.
 */
export function applyResidentChoices(result: AdviceResult, choices: ResidentChoices): AdviceResult {
  if (choices.rejectedRoutes.length === 0) return result;
  const rejected = new Set(choices.rejectedRoutes);
  const excluded: AdviceResult['excluded'] = result.excluded.map((item) =>
    item.reason !== 'campaign' && rejected.has(item.route) ? { ...item, reason: 'rejected_route' } : item,
  );
  const advices = [];
  for (const advice of result.advices) {
    if (rejected.has(advice.route)) excluded.push({ id: advice.id, route: advice.route, reason: 'rejected_route' });
    else advices.push(advice);
  }
  excluded.sort((a, b) => a.id - b.id);
  // A saving belongs to an option the resident sees, as adviseHouse with these choices gives it.
  const kept = new Set(advices.map((advice) => advice.id));
  const savings = result.energyCostToday.savings.filter((s) => kept.has(s.adviceId));
  return { ...result, advices, excluded, energyCostToday: { ...result.energyCostToday, savings } };
}
