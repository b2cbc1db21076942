import type { CampaignSettings } from './types.ts';

export function defaultCampaignSettings(startYear: number): CampaignSettings {
  void startYear;
  throw new Error('defaultCampaignSettings: not implemented yet');
}
