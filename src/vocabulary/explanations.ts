/**
 * The closed lists of what the engine's explanation says (issue #40.2, docs/decisions/0147-engine-texts-as-ids.md):
 * the engine returns these ids and its numbers, the texts live in every shipped language in the contract
 * (src/contract/explanation-texts.ts), which the web app and the server's documents both read. Here and not in the
 * contract because the engine may import only itself and the vocabulary; the contract builds its zod enums on them.
 */

/** Each Verantwoording line (assumptions, bill, investment, yearly cost), with the unit its value is in. */
export const EXPLANATION_UNITS = {
  // Assumptions.
  heatLoss: 'wattPerKelvin',
  spaceHeat: 'kWh',
  performanceGap: 'factor',
  calibration: 'factor',
  hotWater: 'kWh',
  peakLoad: 'kW',
  ep2: 'kWhPerM2Year',
  interestRate: 'percent',
  priceYears: 'years',
  seasonalFactor: 'factor',
  // The bill's parts (src/engine/bill.ts).
  naturalGasSupply: 'eurPerM3',
  naturalGasEnergyTax: 'eurPerM3',
  naturalGasNetwork: 'eurPerYear',
  naturalGasFixedSupply: 'eurPerYear',
  greenGasSupply: 'eurPerM3',
  greenGasEnergyTax: 'eurPerM3',
  greenGasNetwork: 'eurPerYear',
  greenGasFixedSupply: 'eurPerYear',
  electricitySupply: 'eurPerKWh',
  electricityEnergyTax: 'eurPerKWh',
  electricityNetwork: 'eurPerYear',
  electricityFixedSupply: 'eurPerYear',
  energyTaxCredit: 'eurPerYear',
  solarProduction: 'kWh',
  solarWithNetMetering: 'eurPerYear',
  solarWithoutNetMetering: 'eurPerYear',
  solarWithoutFeedInMinimum: 'eurPerYear',
  solarNetMeteringEnds: 'eurPerYear',
  // Investment.
  equipment: 'eur',
  lowTemperatureEmitters: 'eur',
  gasConnectionRemoval: 'eur',
  inductionHob: 'eur',
  connection: 'eur',
  heatingSubsidy: 'eur',
  buildingChange: 'eur',
  buildingSubsidy: 'eur',
  // Yearly cost.
  capitalHeating: 'eur',
  capitalOther: 'eur',
  capitalBuilding: 'eur',
  maintenance: 'eur',
  standingCharges: 'eur',
  co2Tax: 'eur',
  energy: 'eur',
} as const;
export type ExplanationId = keyof typeof EXPLANATION_UNITS;
export const EXPLANATION_IDS: readonly ExplanationId[] = Object.keys(EXPLANATION_UNITS) as ExplanationId[];

/**
 * The units of the lines' values and of the points table's aspects (src/contract/explanation-texts.ts
 * `scoreAspectUnits`); '€' amounts are whole euros, the tariffs per m³ and kWh have cents.
 */
export const EXPLANATION_UNIT_IDS = [
  'eur',
  'eurPerM3',
  'eurPerKWh',
  'eurPerYear',
  'eurPerMonth',
  'kWh',
  'kW',
  'wattPerKelvin',
  'kWhPerM2Year',
  'kgCo2PerYear',
  'squareMetres',
  'factor',
  'percent',
  'years',
  'points',
  'insulationSteps',
  'outOfFive',
] as const;
export type ExplanationUnit = (typeof EXPLANATION_UNIT_IDS)[number];

/** Where a line's value comes from: a publication, the campaign's setting or the resident's own answer. */
export const EXPLANATION_SOURCES = [
  'insulationByPeriod',
  'measuredAndModel',
  'degreeDays',
  'performanceGap',
  'ownGasUse',
  'hotWaterUse',
  'designTemperature',
  'labelMethod',
  'workingGroupSetting',
  'installationPrices',
  'emitterPrices',
  'gasRemovalTariff',
  'ownEstimateHob',
  'connectionCharge',
  'isde2025',
  'isde2026',
  'insulationPrices',
  'lifetimeAnnuity',
  'maintenancePrices',
  'standingChargePrices',
  'averagePrices',
  'heatPumpMonitor',
  'supplyPrice',
  'energyTax',
  'networkCharges',
  'fixedSupplyCharge',
  'ownSolarAnswer',
  'netMeteringAct',
  'feedInMinimum',
  'noFeedInMinimum',
] as const;
export type ExplanationSource = (typeof EXPLANATION_SOURCES)[number];

/**
 * The sentence on the flow temperature an air/water heat pump needs (issue #25): the home as it is, or after the
 * package by its insulation alone or with low-temperature emitters, at a lower temperature than now or the same.
 */
export const FLOW_STATEMENTS = [
  'asItIs',
  'insulation',
  'insulationSameAsNow',
  'insulationAndEmitters',
  'insulationAndEmittersSameAsNow',
] as const;
export type FlowStatement = (typeof FLOW_STATEMENTS)[number];
