import { analyseHouse, type HouseAnalysis } from './analyse-house.ts';
import { SHARE_LOW_TARIFF_WITH_SMART_METER } from './reference/household.ts';
import type { CampaignSettings, ExpectedUsage, HouseProfile } from './types.ts';

/** Spec §9: with a smart meter 35 % of electricity is low tariff and 65 % normal; without one 100 % normal. */
export function expectedUsageOf(analysis: HouseAnalysis): ExpectedUsage {
  const electricity = analysis.profile.electricityEstimateKWhPerYear + analysis.currentUse.electricityKWh;
  const shareLow = analysis.profile.measured.hasSmartMeter ? SHARE_LOW_TARIFF_WITH_SMART_METER.value : 0;
  return {
    gasM3PerYear: analysis.currentUse.gasM3,
    electricityNormalKWh: electricity * (1 - shareLow),
    electricityLowKWh: electricity * shareLow,
    calibrated: analysis.calibration.calibrated,
    calibrationBounded: analysis.calibration.bounded,
  };
}

/**
 * Expected yearly use of the home as it is today, from the same model as the advice. When the profile
 * holds a measured gas use the space-heating part is calibrated to it; for the usage form's 0.5×/2×
 * warnings, pass the profile without the reading being checked.
 */
export function expectedUsage(profile: HouseProfile, settings: CampaignSettings): ExpectedUsage {
  // The current use does not depend on the campaign; settings stay in the signature for the server's call site.
  void settings;
  return expectedUsageOf(analyseHouse(profile));
}
