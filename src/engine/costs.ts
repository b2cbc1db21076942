import type { CampaignContext } from './campaign-settings.ts';
import type { CarrierAmounts } from './carriers.ts';
import { co2Factors } from './co2.ts';
import { annuityAt, type Annuities } from './money.ts';
import type { Equipment, SolutionSpec } from './solutions/solution-spec.ts';
import type { EnergyCarrier, EnergyLine, GasType } from './types.ts';

const GAS_CARRIER: Record<GasType, EnergyCarrier> = {
  natural: 'natural_gas',
  green_gas: 'green_gas',
  hydrogen: 'hydrogen',
};

export interface EnergyCost {
  /** Energy for heating, hot water and cooking, plus the fixed charges that differ between solutions. */
  yearlyEnergyCostEur: number;
  standingChargesEur: number;
  co2TaxEur: number;
  co2Kg: number;
  lines: EnergyLine[];
}

interface Sum {
  /**
   * At its final length from the start: pushed onto an empty array, a line grew it to 17 slots. Null when only the
   * totals are asked (certainty bands), so no line is built to be thrown away.
   */
  lines: EnergyLine[] | null;
  count: number;
  total: number;
  co2: number;
}

/** One carrier's line, added to the running sums (a module function, not a closure per call: the hot path). */
function add(sum: Sum, carrier: EnergyCarrier, amount: number, price: number, factor: number): void {
  if (amount <= 0) return;
  const costEur = amount * price;
  const co2Kg = amount * factor;
  sum.total += costEur;
  sum.co2 += co2Kg;
  if (sum.lines !== null) sum.lines[sum.count++] = { carrier, amount, pricePerUnitEur: price, costEur, co2Kg };
}

/** No lines: what energyCost gives when it is not asked to itemise. */
const NOT_ITEMISED: readonly EnergyLine[] = Object.freeze([]);

/**
 * Yearly energy cost at the average prices over the period (src/engine/README.md §4). The electricity connection
 * and the energy-tax credit are the same for every solution and left out; the gas connection's fixed
 * charges count only where gas stays, a heat grid's standing charge only on that net. Without `itemised` the
 * lines are left out (an empty list) and the figures are the same to the bit.
 */
export function energyCost(
  amounts: CarrierAmounts,
  // What a bill needs of a solution; today's heating (energy-cost-today.ts) is priced by the same function.
  spec: Pick<SolutionSpec, 'gasFree' | 'heat'>,
  context: CampaignContext,
  itemised: boolean = true,
): EnergyCost {
  const factors = co2Factors(context, spec.heat.co2KgPerGJ);
  const count =
    (amounts.gasM3 > 0 ? 1 : 0) +
    (amounts.electricityKWh > 0 ? 1 : 0) +
    (amounts.heatGJ > 0 ? 1 : 0) +
    (amounts.pelletsKg > 0 ? 1 : 0);
  const sum: Sum = { lines: itemised ? new Array<EnergyLine>(count) : null, count: 0, total: 0, co2: 0 };
  add(sum, GAS_CARRIER[context.settings.typeOfGas], amounts.gasM3, context.gasEurPerM3, factors.gasM3);
  add(sum, 'electricity', amounts.electricityKWh, context.electricityEurPerKWh, factors.electricityKWh);
  add(sum, 'heat', amounts.heatGJ, spec.heat.priceEurPerGJ, factors.heatGJ);
  add(sum, 'pellets', amounts.pelletsKg, context.pelletsEurPerKg, factors.pelletsKg);
  const standing = (spec.gasFree ? 0 : context.gasStandingChargeEur) + spec.heat.standingChargeEur;
  const co2TaxEur = amounts.gasM3 * factors.gasM3 * context.co2TaxEurPerKg;
  return {
    yearlyEnergyCostEur: sum.total + standing + co2TaxEur,
    standingChargesEur: standing,
    co2TaxEur,
    co2Kg: sum.co2,
    lines: sum.lines ?? (NOT_ITEMISED as EnergyLine[]),
  };
}

/** Yearly capital cost of the equipment after subsidy; a long-life part (ground loop) over its own lifetime. */
export function equipmentAnnuity(netInvestmentEur: number, equipment: Equipment, rate: Annuities): number {
  const longPart = netInvestmentEur * equipment.shareLongLife;
  return (
    annuityAt(rate, netInvestmentEur - longPart, equipment.lifetimeYears) +
    annuityAt(rate, longPart, equipment.longLifeYears)
  );
}
