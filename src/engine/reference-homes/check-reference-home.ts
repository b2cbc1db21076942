import { analyseHouse } from '../analyse-house.ts';
import { defaultProfile } from '../default-profile.ts';
import { expectedUsageOf } from '../expected-usage.ts';
import { labelIndex } from '../labels.ts';
import { DEFAULT_SHOWER_MINUTES_PER_PERSON_WEEK } from '../reference/hot-water-and-cooking.ts';
import type { EnergyLabel, RealEstateFacts } from '../types.ts';

/** A golden case: a typical home of a published group and the published figures it must reproduce. */
export interface ReferenceHome {
  name: string;
  description: string;
  facts: RealEstateFacts;
  householdSize?: number;
  checks: (
    | { kind: 'gas'; published: number; unit: string; tolerance: number; source: string }
    | { kind: 'label'; published: EnergyLabel; maxClassesOff: number; source: string }
  )[];
}

export interface ReferenceCheckResult {
  home: string;
  kind: 'gas' | 'label';
  model: string;
  published: string;
  /** Gas: relative deviation (model / published − 1); label: classes off (positive = model worse). */
  deviation: number;
  ok: boolean;
  source: string;
}

export function checkReferenceHome(home: ReferenceHome): ReferenceCheckResult[] {
  const profile = defaultProfile(home.facts);
  if (home.householdSize !== undefined) {
    profile.household.size = home.householdSize;
    profile.hotWater.showerMinutesPerWeek = home.householdSize * DEFAULT_SHOWER_MINUTES_PER_PERSON_WEEK.value;
  }
  const house = analyseHouse(profile);
  const gasM3 = expectedUsageOf(house).gasM3PerYear;
  return home.checks.map((check) => {
    if (check.kind === 'gas') {
      const deviation = gasM3 / check.published - 1;
      return {
        home: home.name,
        kind: 'gas',
        model: `${Math.round(gasM3)} ${check.unit}`,
        published: `${check.published} ${check.unit}`,
        deviation,
        ok: Math.abs(deviation) <= check.tolerance,
        source: check.source,
      };
    }
    const classesOff = labelIndex(house.estimatedLabel) - labelIndex(check.published);
    return {
      home: home.name,
      kind: 'label',
      model: house.estimatedLabel,
      published: check.published,
      deviation: classesOff,
      ok: Math.abs(classesOff) <= check.maxClassesOff,
      source: check.source,
    };
  });
}
