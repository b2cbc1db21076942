import { CO2_ELECTRICITY, CO2_GREEN_GAS, CO2_HYDROGEN, CO2_NATURAL_GAS } from './reference/emission-factors.ts';
import { INTEREST_RATE, PRICE_PERIOD_YEARS } from './reference/financing.ts';
import {
  ENERGY_TAX_ELECTRICITY,
  GREEN_GAS_PREMIUM,
  HEAT_CONNECTION_CHARGE,
  HEAT_FIXED_CHARGES_MAX,
  HEAT_PRICE_MAX,
  PRICE_HYDROGEN,
  PRICE_PELLETS,
  VAT_RATE,
} from './reference/prices.ts';
import { defaultAllInPrices, priceLines } from './bill.ts';
import { annuities, type Annuities } from './money.ts';
import { catalogue } from './solutions/catalogue.ts';
import type { SolutionSpec } from './solutions/solution-spec.ts';
import { heatGridClass } from './heat-grid-class.ts';
import type {
  CampaignSettings,
  ExplanationLine,
  GasType,
  HeatGrid,
  HeatSource,
  PriceName,
  PriceSetting,
  Route,
} from './types.ts';

/** The reference data has figures for 2025 and 2026; later start years use the latest. */
export function referenceYear(startYear: number): 2025 | 2026 {
  return startYear <= 2025 ? 2025 : 2026;
}

function price(name: PriceName, unit: string, value: number): PriceSetting {
  // Base scenario: constant real prices (PBL Klimaat- en Energieverkenning, 2024), so the period average equals the start price.
  return { name, unit, priceAtStartYear: value, averagePriceDuringPeriod: value };
}

export function defaultPrices(startYear: number): PriceSetting[] {
  // Supply + energy tax per unit, network + supplier's fixed charge per year (src/engine/bill.ts).
  const all = defaultAllInPrices(referenceYear(startYear));
  return [
    price('natural_gas', '€/m³', all.gasEurPerM3),
    price('green_gas', '€/m³', all.gasEurPerM3 + GREEN_GAS_PREMIUM.value),
    price('hydrogen', '€/m³ aardgasequivalent', PRICE_HYDROGEN.value),
    price('electricity', '€/kWh', all.electricityEurPerKWh),
    price('pellets', '€/kg', PRICE_PELLETS.value),
    price('gas_standing_charge', '€/jaar', all.gasStandingChargeEur),
  ];
}

/** Every spec "Advice settings" field, with defaults from the reference rows in src/engine/reference (prices incl. VAT). */
export function defaultCampaignSettings(startYear: number): CampaignSettings {
  return {
    startYearEnergyPrice: startYear,
    durationEnergyPrice: PRICE_PERIOD_YEARS.value,
    prices: defaultPrices(startYear),
    pricesIncludeVat: true,
    isSubsidiesTakenInConsideration: true,
    solutionsIncluded: [],
    solutionsExcluded: [],
    heatNets: [],
    percentageOfGreenElectricity: 0,
    typeOfGas: 'natural',
    co2Tax: 0,
    interestRate: INTEREST_RATE.value,
    vatRate: VAT_RATE.value,
  };
}

/** A heat grid at the ACM maximum tariffs of the start year, for a campaign to adjust. */
export function defaultHeatNet(startYear: number, temperatureC: number, source: HeatSource): HeatGrid {
  const year = referenceYear(startYear);
  return {
    type: heatGridClass(temperatureC),
    temperature: temperatureC,
    price: HEAT_PRICE_MAX.value[year],
    bak: HEAT_CONNECTION_CHARGE.value,
    standingCharge: HEAT_FIXED_CHARGES_MAX.value[year],
    source,
  };
}

export const GAS_PRICE_NAME: Record<GasType, PriceName> = {
  natural: 'natural_gas',
  green_gas: 'green_gas',
  hydrogen: 'hydrogen',
};
const GAS_CO2: Record<GasType, number> = {
  natural: CO2_NATURAL_GAS.value,
  green_gas: CO2_GREEN_GAS.value,
  hydrogen: CO2_HYDROGEN.value,
};

/** Everything the engine derives from one settings object, computed once per object. */
export interface CampaignContext {
  settings: CampaignSettings;
  solutions: SolutionSpec[];
  /** The same solutions by id (an advice names its solution by id). */
  solutionById: ReadonlyMap<number, SolutionSpec>;
  excludedByCampaign: boolean[];
  /** Average prices over the period, incl. VAT. */
  gasEurPerM3: number;
  electricityEurPerKWh: number;
  pelletsEurPerKg: number;
  gasStandingChargeEur: number;
  /** Multiplier that brings the campaign's prices (and heat-net tariffs) to incl. VAT. */
  vatFactor: number;
  isdeYear: 2025 | 2026;
  /** The prices split as a bill splits them, the same for every home of the campaign (src/engine/bill.ts). */
  priceLines: ExplanationLine[];
  /**
   * The campaign's interest rate and price period as explanation lines: every advice cites them, and they are the
   * campaign's, so built once per campaign rather than once per home (docs/decisions/0167-cheaper-home-settled-once.md).
   */
  interestRateLine: ExplanationLine;
  priceYearsLine: ExplanationLine;
  /** What the supplier asks per kWh, incl. VAT: the campaign's price less the energy tax (feed-in fee, bill.ts). */
  electricitySupplyEurPerKWh: number;
  co2GasKgPerM3: number;
  co2ElectricityKgPerKWh: number;
  co2TaxEurPerKg: number;
  /** Annuity divisors at the campaign's interest rate. */
  annuities: Annuities;
}

const CONTEXTS = new WeakMap<CampaignSettings, CampaignContext>();

/** Settings are treated as immutable: the derived context is cached per object. */
export function campaignContext(settings: CampaignSettings): CampaignContext {
  const cached = CONTEXTS.get(settings);
  if (cached) return cached;
  const fallback = defaultPrices(settings.startYearEnergyPrice);
  const vatFactor = settings.pricesIncludeVat ? 1 : 1 + settings.vatRate;
  const average = (name: PriceName): number => {
    const found = settings.prices.find((p) => p.name === name) ?? fallback.find((p) => p.name === name)!;
    return Math.max(0, found.averagePriceDuringPeriod) * vatFactor;
  };
  const solutions = catalogue(settings, vatFactor);
  const year = referenceYear(settings.startYearEnergyPrice);
  const gasEurPerM3 = average(GAS_PRICE_NAME[settings.typeOfGas]);
  const electricityEurPerKWh = average('electricity');
  const gasStandingChargeEur = average('gas_standing_charge');
  const included = new Set(settings.solutionsIncluded);
  const excluded = new Set(settings.solutionsExcluded);
  const context: CampaignContext = {
    settings,
    solutions,
    solutionById: new Map(solutions.map((spec) => [spec.id, spec])),
    excludedByCampaign: solutions.map((s) => (included.size > 0 && !included.has(s.code)) || excluded.has(s.code)),
    gasEurPerM3,
    electricityEurPerKWh,
    pelletsEurPerKg: average('pellets'),
    gasStandingChargeEur,
    vatFactor,
    isdeYear: year,
    priceLines: priceLines(year, settings.typeOfGas, gasEurPerM3, electricityEurPerKWh, gasStandingChargeEur),
    interestRateLine: { id: 'interestRate', value: settings.interestRate * 100, source: 'workingGroupSetting' },
    priceYearsLine: { id: 'priceYears', value: settings.durationEnergyPrice, source: 'workingGroupSetting' },
    electricitySupplyEurPerKWh: Math.max(0, electricityEurPerKWh - ENERGY_TAX_ELECTRICITY.value[year]),
    co2GasKgPerM3: GAS_CO2[settings.typeOfGas],
    co2ElectricityKgPerKWh:
      CO2_ELECTRICITY.value * (1 - Math.min(100, Math.max(0, settings.percentageOfGreenElectricity)) / 100),
    co2TaxEurPerKg: Math.max(0, settings.co2Tax) / 1000,
    annuities: annuities(settings.interestRate),
  };
  CONTEXTS.set(settings, context);
  return context;
}

/** A solution of the campaign's catalogue by the name its advice gives it (`heating.longName`). */
export interface SolutionName {
  id: number;
  /** The code a campaign's include and exclude lists name it by. */
  code: string;
  route: Route;
  name: string;
}

/**
 * Every solution of a campaign's catalogue, excluded ones too, named as residents read them on their advice:
 * the names depend on the campaign (gas type, heat grids with their temperature), not on the house.
 */
export function solutionNames(settings: CampaignSettings): SolutionName[] {
  return campaignContext(settings)
    .solutions.map((spec) => ({ id: spec.id, code: spec.code, route: spec.route, name: spec.longName }))
    .sort((a, b) => a.id - b.id);
}
