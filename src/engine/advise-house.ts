import type { AdviceResult, CampaignSettings, HouseProfile, ResidentChoices } from './types.ts';

export function adviseHouse(profile: HouseProfile, settings: CampaignSettings, choices?: ResidentChoices): AdviceResult {
  void profile; void settings; void choices;
  throw new Error('adviseHouse: not implemented yet');
}
