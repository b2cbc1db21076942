import type { CarrierAmounts } from './carriers.ts';
import type { CampaignContext } from './campaign-settings.ts';
import { CO2_PELLETS } from './reference/emission-factors.ts';
import { PELLET_ENERGY } from './reference/hot-water-and-cooking.ts';

/** kg CO2 per unit of each carrier for this campaign (green electricity share, gas type) and heat source. */
export function co2Factors(context: CampaignContext, heatCo2KgPerGJ: number): CarrierAmounts {
  return {
    gasM3: context.co2GasKgPerM3,
    electricityKWh: context.co2ElectricityKgPerKWh,
    heatGJ: heatCo2KgPerGJ,
    pelletsKg: CO2_PELLETS.value * PELLET_ENERGY.value,
  };
}

export function co2Kg(amounts: CarrierAmounts, factors: CarrierAmounts): number {
  return (
    amounts.gasM3 * factors.gasM3 +
    amounts.electricityKWh * factors.electricityKWh +
    amounts.heatGJ * factors.heatGJ +
    amounts.pelletsKg * factors.pelletsKg
  );
}
