import { adviseHouse } from '../advise-house.ts';
import { defaultCampaignSettings } from '../campaign-settings.ts';
import { defaultProfile } from '../default-profile.ts';
import { DEFAULT_SHOWER_MINUTES_PER_PERSON_WEEK } from '../reference/hot-water-and-cooking.ts';
import type { AdviceResult } from '../types.ts';
import type { ReferenceHome } from './check-reference-home.ts';

/** The campaign year the golden outputs are computed for: fixed, so the fingerprint does not move with the clock. */
const GOLDEN_YEAR = 2026;

/**
 * The engine's full advice for every golden reference home under the default campaign, by home name. Whatever
 * changes here changes what residents see, which is what the version fingerprint watches.
 */
export function goldenOutputs(homes: readonly ReferenceHome[]): Record<string, AdviceResult> {
  const settings = defaultCampaignSettings(GOLDEN_YEAR);
  const outputs: Record<string, AdviceResult> = {};
  for (const home of [...homes].sort((a, b) => a.name.localeCompare(b.name))) {
    const profile = defaultProfile(home.facts);
    if (home.householdSize !== undefined) {
      profile.household.size = home.householdSize;
      profile.hotWater.showerMinutesPerWeek = home.householdSize * DEFAULT_SHOWER_MINUTES_PER_PERSON_WEEK.value;
    }
    outputs[home.name] = adviseHouse(profile, settings);
  }
  return outputs;
}
