import type { HouseAnalysis } from './analyse-house.ts';
import { targetLevels } from './building-change.ts';
import { heatLoss, type HeatLoss } from './heat-loss.ts';
import type { ComponentShares, GasUsageReport, HeatLossReport } from './types.ts';

function shareOf(part: number, whole: number): number {
  return whole > 0 ? part / whole : 0;
}

/** Gas split (space heating, hot water, cooking — spec dashboard order) and a comparable Dutch home. */
export function gasUsageReport(house: HouseAnalysis, comparableGasM3: number): GasUsageReport {
  const system = house.currentSystem;
  const space = house.spaceKWh * system.space.gasM3;
  const hotWater = house.hotWaterKWh * system.hotWater.gasM3;
  const cooking = house.cookingNow.gasM3;
  const total = space + hotWater + cooking;
  return {
    totalGasUsageInM3: total,
    myGasUsage: [
      { name: 'spaceHeating', percentage: shareOf(space, total), gasUsageInM3: space },
      { name: 'hotWater', percentage: shareOf(hotWater, total), gasUsageInM3: hotWater },
      { name: 'cooking', percentage: shareOf(cooking, total), gasUsageInM3: cooking },
    ],
    compareWithRestOfCountry: { gasUsageInM3: comparableGasM3 },
  };
}

function shares(loss: HeatLoss, of: (component: keyof ComponentShares) => number): ComponentShares {
  const total = loss.totalWPerK;
  return {
    roof: shareOf(of('roof'), total),
    floor: shareOf(of('floor'), total),
    facade: shareOf(of('facade'), total),
    glazing1: shareOf(of('glazing1'), total),
    glazing2: shareOf(of('glazing2'), total),
    ventilation: shareOf(of('ventilation'), total),
    infiltration: shareOf(of('infiltration'), total),
  };
}

/**
 * Heat loss per component as fractions of today's total, and per component the part of today's total
 * that going to the best level (within a monument's limits) would remove. `best` is that heat loss when the
 * caller already has it (the A package's scenario).
 */
export function heatLossReport(
  house: HouseAnalysis,
  best: HeatLoss = heatLoss(
    house.geometry,
    targetLevels(house.profile.levels, 'A', house.profile.isMonument),
    house.period,
  ),
): HeatLossReport {
  const now = house.heatLoss;
  return {
    label: house.insulationLabel,
    heatLossItems: shares(now, (component) => now[component]),
    savingStillPossible: shares(now, (component) => Math.max(0, now[component] - best[component])),
  };
}
