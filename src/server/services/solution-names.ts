import { adviseHouse, defaultProfile, type CampaignSettings, type Route } from '../../engine/index.ts';

export interface SolutionName {
  id: number;
  route: Route;
  /** The engine's `heating.longName`: the name the advice screens give the solution (advice-detail-page.tsx). */
  name: string;
}

// A house every solution fits (own roof, no solar boiler yet): the names do not depend on the house.
const ANY_HOUSE = defaultProfile({ buildYear: 1975, totalSurface: 120, dwellingType: 'terraced', isMonument: false });

/**
 * Every solution of a campaign's catalogue by the name residents read on their advice: the engine names them per
 * campaign (gas type, heat nets with their temperature), so the names come from an engine run on the campaign's
 * settings with nothing excluded, rather than from a second list that could drift from the engine's.
 */
export function solutionNames(settings: CampaignSettings): SolutionName[] {
  const all = { ...settings, solutionsIncluded: [], solutionsExcluded: [] };
  return adviseHouse(ANY_HOUSE, all)
    .advices.map((a) => ({ id: a.id, route: a.route, name: a.heating.longName }))
    .sort((a, b) => a.id - b.id);
}
