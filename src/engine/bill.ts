import {
  ENERGY_TAX_CREDIT,
  ENERGY_TAX_ELECTRICITY,
  ENERGY_TAX_GAS,
  FEED_IN_MINIMUM,
  NETWORK_CHARGES,
  NET_METERING_LAST_YEAR,
  SOLAR_SELF_CONSUMPTION,
  SUPPLY_FIXED_CHARGE,
  SUPPLY_PRICE,
} from './reference/prices.ts';
import type { ExplanationId, ExplanationLine, ExplanationSource, GasType } from './types.ts';

/** The default all-in prices of a year, built from their parts as a bill builds them (incl. VAT). */
export function defaultAllInPrices(year: 2025 | 2026): {
  gasEurPerM3: number;
  electricityEurPerKWh: number;
  gasStandingChargeEur: number;
} {
  const supply = SUPPLY_PRICE.value[year];
  // Rounded as a bill rounds: five decimals per unit, cents per year (and no floating-point tail in the settings).
  const perUnit = (value: number) => Math.round(value * 1e5) / 1e5;
  return {
    gasEurPerM3: perUnit(supply.gasM3 + ENERGY_TAX_GAS.value[year]),
    electricityEurPerKWh: perUnit(supply.electricityKWh + ENERGY_TAX_ELECTRICITY.value[year]),
    gasStandingChargeEur: Math.round((NETWORK_CHARGES.value.gas + SUPPLY_FIXED_CHARGE.value.gas) * 100) / 100,
  };
}

function line(id: ExplanationId, value: number, source: ExplanationSource): ExplanationLine {
  return { id, value, source };
}

/** The gas lines of each gas type, which name it: hydrogen has no published split. */
const GAS_LINES = {
  natural: {
    supply: 'naturalGasSupply',
    energyTax: 'naturalGasEnergyTax',
    network: 'naturalGasNetwork',
    fixedSupply: 'naturalGasFixedSupply',
  },
  green_gas: {
    supply: 'greenGasSupply',
    energyTax: 'greenGasEnergyTax',
    network: 'greenGasNetwork',
    fixedSupply: 'greenGasFixedSupply',
  },
  hydrogen: null,
} as const satisfies Record<GasType, Record<string, ExplanationId> | null>;

/**
 * The campaign's prices split as a bill splits them: what the supplier asks, the energy tax, the network
 * charges and the tax credit (issue #25). The campaign sets all-in prices; the tax is the law's, so the supply
 * part is what is left of the campaign's price. Network charges and the tax credit of the electricity connection
 * are the same for every solution: they are shown, not compared.
 */
export function priceLines(
  year: 2025 | 2026,
  typeOfGas: GasType,
  gasEurPerM3: number,
  electricityEurPerKWh: number,
  gasStandingChargeEur: number,
): ExplanationLine[] {
  const lines: ExplanationLine[] = [];
  const gas = GAS_LINES[typeOfGas];
  if (gas !== null) {
    const gasTax = ENERGY_TAX_GAS.value[year];
    lines.push(
      line(gas.supply, Math.max(0, gasEurPerM3 - gasTax), 'supplyPrice'),
      line(gas.energyTax, gasTax, 'energyTax'),
      line(gas.network, NETWORK_CHARGES.value.gas, 'networkCharges'),
      line(gas.fixedSupply, Math.max(0, gasStandingChargeEur - NETWORK_CHARGES.value.gas), 'fixedSupplyCharge'),
    );
  }
  const electricityTax = ENERGY_TAX_ELECTRICITY.value[year];
  lines.push(
    line('electricitySupply', Math.max(0, electricityEurPerKWh - electricityTax), 'supplyPrice'),
    line('electricityEnergyTax', electricityTax, 'energyTax'),
    line('electricityNetwork', NETWORK_CHARGES.value.electricity, 'networkCharges'),
    line('electricityFixedSupply', SUPPLY_FIXED_CHARGE.value.electricity, 'fixedSupplyCharge'),
    line('energyTaxCredit', ENERGY_TAX_CREDIT.value[year], 'energyTax'),
  );
  return lines;
}

/**
 * The feed-in fee the law guarantees in `year`, as a share of the supply price: its minimum up to and including the
 * last year the act sets one, and none after, because from then on the act names no figure to count on. Before net
 * metering ends the fee does not matter (every kWh is netted); the share is the act's all the same.
 */
export function feedInShareOfSupply(year: number): number {
  return year <= FEED_IN_MINIMUM.value.lastYear ? FEED_IN_MINIMUM.value.share : 0;
}

/**
 * What the home's own solar power is worth per year, with net metering (to the end of 2026) and without it: what
 * the home uses the moment it is made at the full price, the rest at the feed-in fee the law guarantees in the first
 * year without net metering from `year` (the campaign's start year) on. The same for every solution, so it is shown
 * and not compared; a heat pump uses little of it, because it runs in winter.
 */
export function solarLines(
  solarKWh: number,
  electricityEurPerKWh: number,
  electricitySupplyEurPerKWh: number,
  year: number,
): ExplanationLine[] {
  if (solarKWh <= 0) return [];
  const last = NET_METERING_LAST_YEAR.value;
  const withoutFrom = Math.max(year, last + 1);
  const share = feedInShareOfSupply(withoutFrom);
  const withNetMetering = solarKWh * electricityEurPerKWh;
  const self = SOLAR_SELF_CONSUMPTION.value;
  const withoutNetMetering = solarKWh * (self * electricityEurPerKWh + (1 - self) * share * electricitySupplyEurPerKWh);
  return [
    line('solarProduction', solarKWh, 'ownSolarAnswer'),
    line('solarWithNetMetering', withNetMetering, 'netMeteringAct'),
    share > 0
      ? line('solarWithoutNetMetering', withoutNetMetering, 'feedInMinimum')
      : line('solarWithoutFeedInMinimum', withoutNetMetering, 'noFeedInMinimum'),
    line('solarNetMeteringEnds', withNetMetering - withoutNetMetering, 'netMeteringAct'),
  ];
}
