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

// Field by field rather than through a callback per component: keyed reads by component name are
// megamorphic in V8, and the report is built for every advice (docs/decisions/0017-engine-plain-advice-speed.md).
function shares(parts: ComponentShares, total: number): ComponentShares {
  return {
    roof: shareOf(parts.roof, total),
    floor: shareOf(parts.floor, total),
    facade: shareOf(parts.facade, total),
    glazing1: shareOf(parts.glazing1, total),
    glazing2: shareOf(parts.glazing2, total),
    ventilation: shareOf(parts.ventilation, total),
    infiltration: shareOf(parts.infiltration, total),
  };
}

/** Per component, the heat loss that going from `now` to `best` removes. */
function removed(now: ComponentShares, best: ComponentShares): ComponentShares {
  return {
    roof: Math.max(0, now.roof - best.roof),
    floor: Math.max(0, now.floor - best.floor),
    facade: Math.max(0, now.facade - best.facade),
    glazing1: Math.max(0, now.glazing1 - best.glazing1),
    glazing2: Math.max(0, now.glazing2 - best.glazing2),
    ventilation: Math.max(0, now.ventilation - best.ventilation),
    infiltration: Math.max(0, now.infiltration - best.infiltration),
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
    house.profile.dwellingType,
  ),
): HeatLossReport {
  const now = house.heatLoss;
  return {
    label: house.insulationLabel,
    heatLossItems: shares(now, now.totalWPerK),
    savingStillPossible: shares(removed(now, best), now.totalWPerK),
  };
}
