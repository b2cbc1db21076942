import { expectedUsage } from '../../engine/index.ts';
import type { AdviceState } from './advice-state.ts';

/**
 * The household's own yearly gas use beside what the model says without it (issue #35.2). Where the household gave
 * its use, that is the use every screen shows; the model's figure is the same engine run on the same home without
 * the reading, so a resident sees how far the model is off, never a 'probable' range that excludes their meter.
 */
export function gasUseOf(state: AdviceState): { measuredM3: number | null; modelM3: number } {
  const { profile, settings, result } = state;
  const measuredM3 = profile.measured.gasM3PerYear;
  if (measuredM3 === null) return { measuredM3, modelM3: result.expectedUsage.gasM3PerYear };
  const withoutReading = { ...profile, measured: { ...profile.measured, gasM3PerYear: null } };
  return { measuredM3, modelM3: expectedUsage(withoutReading, settings).gasM3PerYear };
}
