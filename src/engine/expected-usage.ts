import type { CampaignSettings, ExpectedUsage, HouseProfile } from './types.ts';

export function expectedUsage(profile: HouseProfile, settings: CampaignSettings): ExpectedUsage {
  void profile; void settings;
  throw new Error('expectedUsage: not implemented yet');
}
