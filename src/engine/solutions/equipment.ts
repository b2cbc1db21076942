import { PRICE_INDEX_2019_TO_2025 } from '../reference/installation-costs.ts';
import { ISDE_HEAT_PUMP } from '../reference/subsidies.ts';
import type { Equipment, SolutionSpec } from './solution-spec.ts';

// Each year's amounts read once: the row is keyed by year, and a read by a year number was a dictionary lookup
// with a hash for every heat pump of every home (docs/decisions/0162-engine-instructions-of-the-shipped-engine.md).
const ISDE_HEAT_PUMP_2025 = ISDE_HEAT_PUMP.value[2025];
const ISDE_HEAT_PUMP_2026 = ISDE_HEAT_PUMP.value[2026];

/** ISDE for air/water, hybrid and other electric heat pumps (RVO, ISDE 2025). */
export function isdeHeatPump(kW: number, isdeYear: 2025 | 2026): number {
  const amounts = isdeYear === 2025 ? ISDE_HEAT_PUMP_2025 : ISDE_HEAT_PUMP_2026;
  return amounts.start + amounts.perKW * kW + amounts.bonus;
}

/** What a solution's equipment is, as figures: its size, price, subsidy and lifetimes. */
export interface EquipmentRule {
  /** Sized to the home's peak load: max(minKW, peak × shareOfPeak) kW; null for equipment of one size (0 kW). */
  sizing: { shareOfPeak: number; minKW: number } | null;
  /** The part of the investment that does not grow with the size (€, today's prices). */
  fixedEur: number;
  /** The part that does, at 2019 prices (fixed + perKW × kW, times PRICE_INDEX_2019_TO_2025); null for none. */
  sized2019: { fixed: number; perKW: number } | null;
  /** Whether the subsidy is the ISDE heat-pump amount for the size (isdeHeatPump) rather than subsidyEur. */
  isdeHeatPump: boolean;
  subsidyEur: number;
  maintenanceShare: number;
  lifetimeYears: number;
  shareLongLife: number;
  longLifeYears: number;
}

const INDEX = PRICE_INDEX_2019_TO_2025.value;

/**
 * A solution's `equipment` from its rule. Every solution's equipment is a closure of this one function, so V8
 * compiles it once, while the home's first solutions are advised, and can inline it where the advice asks for it;
 * a function of its own per solution was compiled separately after each had been called some thousand times,
 * once per home (docs/decisions/0169-cheaper-home-compiled-while-warming-up.md). The sums are those the solutions
 * wrote out (a sum of two the other way round is the same sum, and a zero fixed part leaves a sized price as it
 * was), so every figure stays the same to the bit.
 */
export function equipmentBy(rule: EquipmentRule): SolutionSpec['equipment'] {
  // Copied field by field: rules spread from another come in other hidden classes, and the shared closure would
  // read them through polymorphic loads.
  const {
    sizing,
    fixedEur,
    sized2019,
    isdeHeatPump: sizedSubsidy,
    subsidyEur,
    maintenanceShare,
    lifetimeYears,
    shareLongLife,
    longLifeYears,
  } = rule;
  return (peakKW, isdeYear): Equipment => {
    const kW = sizing === null ? 0 : Math.max(sizing.minKW, peakKW * sizing.shareOfPeak);
    return {
      kW,
      investmentEur: sized2019 === null ? fixedEur : fixedEur + (sized2019.fixed + sized2019.perKW * kW) * INDEX,
      subsidyEur: sizedSubsidy ? isdeHeatPump(kW, isdeYear) : subsidyEur,
      maintenanceShare,
      lifetimeYears,
      shareLongLife,
      longLifeYears,
    };
  };
}
