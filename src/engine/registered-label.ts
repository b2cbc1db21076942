// When a home's registered label and the engine's estimate lie more than one class apart, the resident is told
// why, never silently (issue #36.3; docs/decisions/0115-flats-and-the-residents-label.md). The screen shows what
// this returns; the engine says which answers explain the difference and how sure the estimate is.
import { analyseHouse } from './analyse-house.ts';
import type { LabelBand } from './certainty.ts';
import { labelIndex } from './labels.ts';
import { periodOf } from './reference/construction-periods.ts';
import { TYPICAL_LEVELS_TODAY } from './reference/typical-state.ts';
import type { BuildingComponent, EnergyLabel, HouseProfile } from './types.ts';

/** More than this many classes apart and the difference is explained. */
export const LABEL_DIFFERENCE_EXPLAINED_FROM = 2;

export interface LabelAnswerEffect {
  component: BuildingComponent;
  /** The resident's level and the period's typical level today (what a home without answers gets). */
  level: number;
  typicalLevel: number;
  /** EP2 (kWh/m²·yr) the estimate gains from this answer alone: positive when the answer makes the home better. */
  ep2Better: number;
}

export interface RegisteredLabelDifference {
  registered: EnergyLabel;
  estimated: EnergyLabel;
  /** Classes the estimate is better than the registered label (negative: worse). */
  classesBetter: number;
  /**
   * The answered building levels that differ from the period's typical state and move the estimate in the
   * direction of the difference, largest effect first: what the register's label may not know about.
   */
  explainedBy: LabelAnswerEffect[];
  /**
   * The resident's measured gas use over what the model expects for the answered home (the calibration factor),
   * null without a measured use: well above 1 says the answers may paint the home better than it is.
   */
  measuredOverModel: number | null;
  /** The estimate's band, when the caller computed it, and whether the registered label lies inside it. */
  estimateBand: LabelBand | null;
  registeredInsideBand: boolean | null;
}

/**
 * Why the estimate differs from the registered label by two classes or more; null when there is no registered
 * label, when the registered label is the one shown (no house details answered), or when they lie within one class.
 */
export function registeredLabelDifference(
  profile: HouseProfile,
  estimateBand: LabelBand | null = null,
): RegisteredLabelDifference | null {
  const registered = profile.registeredLabel;
  if (registered === null || !profile.houseDetailsKnown) return null;
  const house = analyseHouse(profile);
  const estimated = house.estimatedLabel;
  const classesBetter = labelIndex(registered) - labelIndex(estimated);
  if (Math.abs(classesBetter) < LABEL_DIFFERENCE_EXPLAINED_FROM) return null;

  const typical = TYPICAL_LEVELS_TODAY.value[periodOf(profile.buildYear)];
  const explainedBy: LabelAnswerEffect[] = [];
  for (const component of Object.keys(typical) as BuildingComponent[]) {
    const level = profile.levels[component];
    const typicalLevel = typical[component];
    if (level === typicalLevel) continue;
    const atTypical = analyseHouse({ ...profile, levels: { ...profile.levels, [component]: typicalLevel } });
    const ep2Better = atTypical.ep2 - house.ep2;
    if (Math.sign(ep2Better) === Math.sign(classesBetter))
      explainedBy.push({ component, level, typicalLevel, ep2Better });
  }
  explainedBy.sort((a, b) => Math.abs(b.ep2Better) - Math.abs(a.ep2Better));
  const registeredInsideBand =
    estimateBand === null
      ? null
      : labelIndex(registered) >= labelIndex(estimateBand.best) &&
        labelIndex(registered) <= labelIndex(estimateBand.worst);
  const measuredOverModel = house.calibration.calibrated ? house.calibration.factor : null;
  return { registered, estimated, classesBetter, explainedBy, measuredOverModel, estimateBand, registeredInsideBand };
}
