// The campaign the engine benches advise under: the 2026 defaults with two heat grids, so every home is
// weighed against ten solutions.
import { defaultCampaignSettings, defaultHeatNet, type CampaignSettings } from '../../src/engine/index.ts';

export function benchCampaignSettings(): CampaignSettings {
  const settings = defaultCampaignSettings(2026);
  settings.heatNets.push(defaultHeatNet(2026, 70, 'geothermal'), defaultHeatNet(2026, 40, 'aquathermal'));
  return settings;
}
