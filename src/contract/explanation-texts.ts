import type {
  BreakEvenLever,
  EnergyCarrier,
  ExplanationSource,
  FlowTemperatureExplanation,
  PriceName,
  RouteBreakEven,
  ScoreAspect,
} from '../engine/index.ts';
import type { ExplanationId, ExplanationUnit, FlowStatement } from '../vocabulary/explanations.ts';
import { languageFacts, type Language } from '../vocabulary/languages.ts';
import { withUnit } from '../vocabulary/units.ts';
import { sayIn, type Localised } from './messages.ts';

/**
 * The texts of the engine's explanation (issue #40.2, docs/decisions/0147-engine-texts-as-ids.md): the engine returns
 * ids and numbers (src/vocabulary/explanations.ts), and each text lives here once, in every shipped language, for the
 * web app's Verantwoording, points table and break-even section (read in the app's language,
 * web/ui/in-active-language.ts) and for the server's heat plan (read in the household's language). Not in the web's
 * PO catalogue because the server prints them too and is compiled without Lingui (record 0140). `npm run
 * content:lint` and explanation-texts.test.ts hold every table to every language with the same {placeholders}, and
 * the years and bounds the texts name to the engine's reference data they come from (the contract may not import
 * the engine's code, only its types).
 */

/** Each Verantwoording line's name. */
export const explanationLabels = {
  heatLoss: { nl: 'Warmteverlies van het huis na de aanpassingen', en: 'Heat loss of the home after the changes' },
  spaceHeat: { nl: 'Warmte nodig voor verwarming per jaar', en: 'Heat needed for heating per year' },
  performanceGap: { nl: 'Correctie theorie naar praktijk', en: 'Correction from theory to practice' },
  calibration: { nl: 'Correctie op je eigen gasverbruik', en: 'Correction to your own gas use' },
  hotWater: { nl: 'Warmte nodig voor warm water per jaar', en: 'Heat needed for hot water per year' },
  peakLoad: { nl: 'Benodigd vermogen bij −10\u00a0°C', en: 'Heating power needed at −10\u00a0°C' },
  ep2: { nl: 'Energiegebruik voor het label', en: 'Energy use for the energy label (energielabel)' },
  interestRate: { nl: 'Rente voor de investering', en: 'Interest on the investment' },
  priceYears: { nl: 'Periode voor de energieprijzen', en: 'Period the energy prices are averaged over' },
  seasonalFactor: {
    nl: 'Seizoensrendement van de warmtepomp (SPF) bij de aanvoertemperatuur die je huis nodig heeft',
    en: "The heat pump's seasonal performance factor (SPF) at the flow temperature your home needs",
  },
  naturalGasSupply: { nl: 'Aardgas: levering', en: 'Natural gas: supply' },
  naturalGasEnergyTax: { nl: 'Aardgas: energiebelasting', en: 'Natural gas: energy tax (energiebelasting)' },
  naturalGasNetwork: {
    nl: 'Aardgas: netbeheer (vervalt zonder gasaansluiting)',
    en: 'Natural gas: network charges (none without a gas connection)',
  },
  naturalGasFixedSupply: {
    nl: 'Aardgas: vaste kosten leverancier (vervalt zonder gasaansluiting)',
    en: "Natural gas: the supplier's fixed charge (none without a gas connection)",
  },
  greenGasSupply: { nl: 'Groen gas: levering', en: 'Green gas (groen gas): supply' },
  greenGasEnergyTax: { nl: 'Groen gas: energiebelasting', en: 'Green gas (groen gas): energy tax (energiebelasting)' },
  greenGasNetwork: {
    nl: 'Groen gas: netbeheer (vervalt zonder gasaansluiting)',
    en: 'Green gas (groen gas): network charges (none without a gas connection)',
  },
  greenGasFixedSupply: {
    nl: 'Groen gas: vaste kosten leverancier (vervalt zonder gasaansluiting)',
    en: "Green gas (groen gas): the supplier's fixed charge (none without a gas connection)",
  },
  electricitySupply: { nl: 'Stroom: levering', en: 'Electricity: supply' },
  electricityEnergyTax: { nl: 'Stroom: energiebelasting', en: 'Electricity: energy tax (energiebelasting)' },
  electricityNetwork: {
    nl: 'Stroom: netbeheer (bij elke keuze hetzelfde)',
    en: 'Electricity: network charges (the same for every option)',
  },
  electricityFixedSupply: {
    nl: 'Stroom: vaste kosten leverancier (bij elke keuze hetzelfde)',
    en: "Electricity: the supplier's fixed charge (the same for every option)",
  },
  energyTaxCredit: {
    nl: 'Korting op de energiebelasting (bij elke keuze hetzelfde)',
    en: 'Energy tax reduction (the same for every option)',
  },
  solarProduction: { nl: 'Stroom van je zonnepanelen per jaar', en: 'Electricity from your solar panels per year' },
  solarWithNetMetering: {
    nl: 'Waarde van je zonnestroom met salderen (tot en met 2026)',
    en: 'Value of your solar power with net metering (salderen, up to and including 2026)',
  },
  solarWithoutNetMetering: {
    nl: 'Waarde van je zonnestroom zonder salderen (vanaf 2027)',
    en: 'Value of your solar power without net metering (from 2027)',
  },
  solarWithoutFeedInMinimum: {
    nl: 'Waarde van je zonnestroom zonder salderen (vanaf 2030)',
    en: 'Value of your solar power without net metering (from 2030)',
  },
  solarNetMeteringEnds: {
    nl: 'Zoveel minder levert je zonnestroom op als salderen stopt',
    en: 'How much less your solar power earns when net metering ends',
  },
  equipment: { nl: 'Installatie, inclusief plaatsen', en: 'Installation, including fitting' },
  lowTemperatureEmitters: {
    nl: 'Radiatoren of vloerverwarming voor lage temperatuur',
    en: 'Low-temperature radiators or underfloor heating',
  },
  gasConnectionRemoval: { nl: 'Gasaansluiting laten weghalen', en: 'Having the gas connection removed' },
  inductionHob: { nl: 'Inductiekookplaat', en: 'Induction hob' },
  connection: {
    nl: 'Aansluiten op warmtenet of waterstof',
    en: 'Connection to the heat network (warmtenet) or hydrogen',
  },
  heatingSubsidy: { nl: 'Subsidie op de installatie (ISDE)', en: 'ISDE subsidy on the installation' },
  buildingChange: { nl: 'Isoleren en ventileren', en: 'Insulation and ventilation' },
  buildingSubsidy: { nl: 'Subsidie op isoleren (ISDE)', en: 'ISDE subsidy on insulation' },
  capitalHeating: { nl: 'Afbetalen installatie per jaar', en: 'Paying off the installation per year' },
  capitalOther: { nl: 'Afbetalen overige aanpassingen per jaar', en: 'Paying off the other changes per year' },
  capitalBuilding: { nl: 'Afbetalen isolatie per jaar', en: 'Paying off the insulation per year' },
  maintenance: { nl: 'Onderhoud per jaar', en: 'Maintenance per year' },
  standingCharges: {
    nl: 'Vaste kosten gas of warmtenet per jaar',
    en: 'Fixed charges for gas or the heat network per year',
  },
  co2Tax: { nl: 'CO2-heffing per jaar', en: 'CO2 levy per year' },
  energy: { nl: 'Energiekosten per jaar', en: 'Energy costs per year' },
} as const satisfies Record<ExplanationId, Localised>;

/** Where a line's value comes from. Publications keep their own names and titles in every language. */
export const explanationSources = {
  insulationByPeriod: {
    nl: 'isolatiewaarden per bouwperiode, geschat naar RVO, 2022',
    en: 'insulation values per construction period, estimated after RVO, 2022',
  },
  measuredAndModel: {
    nl: 'gemeten uit je meterstanden en het weer van het KNMI; de aanpassingen volgens ons model',
    en: "measured from your meter readings and the KNMI's weather; the changes by our model",
  },
  degreeDays: {
    nl: 'graaddagen min zon en warmte in huis, gecorrigeerd naar echt verbruik (CBS, 2020)',
    en: 'degree days less sun and heat from inside the home, corrected to real use (CBS, 2020)',
  },
  performanceGap: { nl: 'TU Delft, 2013, afgestemd op CBS, 2020', en: 'TU Delft, 2013, matched to CBS, 2020' },
  ownGasUse: {
    nl: 'je eigen gasverbruik, begrensd tussen 0,5 en 2 keer',
    en: 'your own gas use, limited to between 0.5 and 2 times',
  },
  hotWaterUse: {
    nl: 'douche, bad en kranen (Milieu Centraal, 2021)',
    en: 'shower, bath and taps (Milieu Centraal, 2021)',
  },
  designTemperature: {
    nl: 'binnen 20\u00a0°C als het buiten −10\u00a0°C is (KNMI, 2020)',
    en: '20\u00a0°C inside when it is −10\u00a0°C outside (KNMI, 2020)',
  },
  labelMethod: { nl: 'eigen vereenvoudiging van NTA 8800', en: 'our own simplification of NTA 8800' },
  workingGroupSetting: { nl: 'instelling van de werkgroep', en: "the working group's setting" },
  installationPrices: {
    nl: 'Milieu Centraal en Consumentenbond, 2025',
    en: 'Milieu Centraal and Consumentenbond, 2025',
  },
  emitterPrices: {
    nl: 'PBL Vesta MAIS, 2021, prijzen van 2019 omgerekend naar nu',
    en: "PBL Vesta MAIS, 2021, 2019 prices converted to today's",
  },
  gasRemovalTariff: {
    nl: 'tarief van de netbeheerder, geschat (CBS, 2025)',
    en: "the grid operator's tariff, estimated (CBS, 2025)",
  },
  ownEstimateHob: { nl: 'eigen schatting: kookplaat en pannen', en: 'our own estimate: hob and pans' },
  connectionCharge: {
    nl: 'instelling van de werkgroep, anders ACM, 2025',
    en: "the working group's setting, otherwise ACM, 2025",
  },
  isde2025: { nl: 'RVO, ISDE 2025', en: 'RVO, ISDE 2025' },
  isde2026: { nl: 'RVO, ISDE 2026', en: 'RVO, ISDE 2026' },
  insulationPrices: { nl: 'Milieu Centraal, 2025', en: 'Milieu Centraal, 2025' },
  lifetimeAnnuity: {
    nl: 'afbetaald over de levensduur (Milieu Centraal, 2025)',
    en: 'paid off over its lifetime (Milieu Centraal, 2025)',
  },
  maintenancePrices: { nl: 'PBL Vesta MAIS, 2021', en: 'PBL Vesta MAIS, 2021' },
  standingChargePrices: { nl: 'ACM, 2025; CBS, 2025', en: 'ACM, 2025; CBS, 2025' },
  averagePrices: { nl: 'gemiddelde prijzen over de periode', en: 'average prices over the period' },
  heatPumpMonitor: {
    nl: 'HeatpumpMonitor.org, 2026: gemeten bij 225 lucht-water-warmtepompen, vooral in het Verenigd Koninkrijk (iets zachter klimaat)',
    en: 'HeatpumpMonitor.org, 2026: measured on 225 air-to-water heat pumps, mostly in the United Kingdom (a slightly milder climate)',
  },
  supplyPrice: { nl: 'CBS, 2026, min energiebelasting', en: 'CBS, 2026, less the energy tax' },
  energyTax: { nl: 'Belastingdienst, 2026', en: 'Belastingdienst, 2026' },
  networkCharges: { nl: 'Stedin, 2026', en: 'Stedin, 2026' },
  fixedSupplyCharge: { nl: 'CBS, 2022', en: 'CBS, 2022' },
  ownSolarAnswer: { nl: 'je eigen opgave', en: 'your own answer' },
  netMeteringAct: { nl: 'Rijksoverheid, 2025', en: 'Rijksoverheid, 2025' },
  feedInMinimum: {
    nl: 'Milieu Centraal, 2025: je gebruikt ongeveer 30\u00a0% zelf; voor de rest krijg je tot 2030 minstens de helft van het leveringstarief (Rijksoverheid, 2025)',
    en: 'Milieu Centraal, 2025: you use about 30 % yourself; for the rest you get at least half the supply tariff until 2030 (Rijksoverheid, 2025)',
  },
  noFeedInMinimum: {
    nl: 'Milieu Centraal, 2025: je gebruikt ongeveer 30\u00a0% zelf; voor de rest zegt de wet vanaf 2030 niet hoeveel je krijgt, dus rekenen we er niets voor',
    en: "Milieu Centraal, 2025: you use about 30 % yourself; for the rest the law doesn't say how much you get from 2030, so we count nothing for it",
  },
} as const satisfies Record<ExplanationSource, Localised>;

/** What follows a number; a '€' amount is written by the reader's currency format instead. */
export const explanationUnitTexts = {
  eur: { nl: '€', en: '€' },
  eurPerM3: { nl: 'per m³', en: 'per m³' },
  eurPerKWh: { nl: 'per kWh', en: 'per kWh' },
  eurPerYear: { nl: 'per jaar', en: 'a year' },
  eurPerMonth: { nl: 'per maand', en: 'a month' },
  kWh: { nl: 'kWh', en: 'kWh' },
  kW: { nl: 'kW', en: 'kW' },
  wattPerKelvin: { nl: 'W/K', en: 'W/K' },
  kWhPerM2Year: { nl: 'kWh per m² per jaar', en: 'kWh per m² a year' },
  kgCo2PerYear: { nl: 'kg CO2 per jaar', en: 'kg CO2 a year' },
  squareMetres: { nl: 'm²', en: 'm²' },
  factor: { nl: 'factor', en: '(factor)' },
  percent: { nl: '%', en: '%' },
  years: { nl: 'jaar', en: 'years' },
  points: { nl: 'punten', en: 'points' },
  insulationSteps: { nl: 'stappen beter op het isolatielabel', en: 'steps up on the insulation label' },
  outOfFive: { nl: 'van de 5', en: 'out of 5' },
} as const satisfies Record<ExplanationUnit, Localised>;

/** The energy lines' carriers and the units of their amounts. */
export const carrierNames = {
  natural_gas: { nl: 'Aardgas', en: 'Natural gas' },
  green_gas: { nl: 'Groen gas', en: 'Green gas (groen gas)' },
  hydrogen: { nl: 'Waterstof', en: 'Hydrogen' },
  electricity: { nl: 'Stroom', en: 'Electricity' },
  heat: { nl: 'Warmte', en: 'Heat' },
  pellets: { nl: 'Houtpellets', en: 'Wood pellets' },
} as const satisfies Record<EnergyCarrier, Localised>;
export const carrierUnits = {
  natural_gas: { nl: 'm³', en: 'm³' },
  green_gas: { nl: 'm³', en: 'm³' },
  // Hydrogen is priced per m³ of natural gas it replaces; the Dutch word is the one price lists use.
  hydrogen: { nl: 'm³ aardgasequivalent', en: 'm³ natural gas equivalent (aardgasequivalent)' },
  electricity: { nl: 'kWh', en: 'kWh' },
  heat: { nl: 'GJ', en: 'GJ' },
  pellets: { nl: 'kg', en: 'kg' },
} as const satisfies Record<EnergyCarrier, Localised>;

/**
 * The unit of each campaign price, as the Verantwoording lists the prices (record 0153): by the price's name, not
 * the settings' own `unit` field, which holds the engine's Dutch ('€/m³ aardgasequivalent') and stays data.
 */
export const priceUnitTexts = {
  natural_gas: { nl: 'per m³', en: 'per m³' },
  green_gas: { nl: 'per m³', en: 'per m³' },
  hydrogen: { nl: 'per m³ aardgasequivalent', en: 'per m³ natural gas equivalent (aardgasequivalent)' },
  electricity: { nl: 'per kWh', en: 'per kWh' },
  pellets: { nl: 'per kg', en: 'per kg' },
  gas_standing_charge: { nl: 'per jaar', en: 'a year' },
} as const satisfies Record<PriceName, Localised>;

/** The points table's aspects (spec §9). */
export const scoreAspectNames = {
  lowInvestment: { nl: 'Lage investering', en: 'Low investment' },
  lowCosts: { nl: 'Lage kosten per maand', en: 'Low monthly costs' },
  lowEnergyCosts: { nl: 'Lage energiekosten', en: 'Low energy costs' },
  adaptations: { nl: 'Weinig aanpassingen in huis', en: 'Few changes to the home' },
  comfort: { nl: 'Meer comfort', en: 'More comfort' },
  independence: { nl: 'Onafhankelijk', en: 'Independence' },
  lowCo2Emissions: { nl: 'Weinig CO2-uitstoot', en: 'Low CO2 emissions' },
  spaceUsage: { nl: 'Weinig ruimte nodig', en: 'Little space needed' },
} as const satisfies Record<ScoreAspect, Localised>;
/** The unit of each aspect's value and band. */
export const scoreAspectUnits: Readonly<Record<ScoreAspect, ExplanationUnit>> = {
  lowInvestment: 'eur',
  lowCosts: 'eurPerMonth',
  lowEnergyCosts: 'eurPerYear',
  adaptations: 'points',
  comfort: 'insulationSteps',
  independence: 'outOfFive',
  lowCo2Emissions: 'kgCo2PerYear',
  spaceUsage: 'squareMetres',
};

/** The flow-temperature sentence (issue #25); {after} after the package, {now} as the home is. */
export const flowStatementTexts = {
  asItIs: {
    nl: 'Je huis kan zoals het nu is op {now} verwarmd worden.',
    en: 'Your home can be heated at {now} as it is now.',
  },
  insulation: {
    nl: 'Je huis kan met deze isolatie op {after} verwarmd worden. Zoals het nu is, is daar {now} voor nodig.',
    en: 'With this insulation your home can be heated at {after}. As it is now, it needs {now}.',
  },
  insulationSameAsNow: {
    nl: 'Je huis kan met deze isolatie op {after} verwarmd worden, net als nu.',
    en: 'With this insulation your home can be heated at {after}, as it can now.',
  },
  insulationAndEmitters: {
    nl: 'Je huis kan met deze isolatie en radiatoren voor lage temperatuur op {after} verwarmd worden. Zoals het nu is, is daar {now} voor nodig.',
    en: 'With this insulation and low-temperature radiators your home can be heated at {after}. As it is now, it needs {now}.',
  },
  insulationAndEmittersSameAsNow: {
    nl: 'Je huis kan met deze isolatie en radiatoren voor lage temperatuur op {after} verwarmd worden, net als nu.',
    en: 'With this insulation and low-temperature radiators your home can be heated at {after}, as it can now.',
  },
} as const satisfies Record<FlowStatement, Localised>;

/**
 * What would change the order (issue 12, src/engine/break-even.ts): {lever} is the price as a noun with its article
 * ('de gasprijs', 'the gas price'), {other} the option it is weighed against by its name. 'Half zo hoog of 2,5 keer
 * zo hoog' are the engine's bounds (BREAK_EVEN_PRICE_BOUNDS).
 */
export const breakEvenTexts = {
  gas_price: { nl: 'de gasprijs', en: 'the gas price' },
  electricity_price: { nl: 'de stroomprijs', en: 'the electricity price' },
  heat_price: { nl: 'de warmteprijs', en: 'the heat price' },
  risesThisFirst: {
    nl: 'Als {lever} {percent}\u00a0% stijgt (naar {price} per {unit}), komt dit advies vóór {other}.',
    en: 'If {lever} rises by {percent}% (to {price} per {unit}), this option comes before {other}.',
  },
  fallsThisFirst: {
    nl: 'Als {lever} {percent}\u00a0% daalt (naar {price} per {unit}), komt dit advies vóór {other}.',
    en: 'If {lever} falls by {percent}% (to {price} per {unit}), this option comes before {other}.',
  },
  risesOtherFirst: {
    nl: 'Als {lever} {percent}\u00a0% stijgt (naar {price} per {unit}), komt {other} vóór dit advies.',
    en: 'If {lever} rises by {percent}% (to {price} per {unit}), {other} comes before this option.',
  },
  fallsOtherFirst: {
    nl: 'Als {lever} {percent}\u00a0% daalt (naar {price} per {unit}), komt {other} vóór dit advies.',
    en: 'If {lever} falls by {percent}% (to {price} per {unit}), {other} comes before this option.',
  },
  priceHolds: {
    nl: 'Ook als {lever} half zo hoog of 2,5 keer zo hoog wordt, blijft de volgorde hetzelfde.',
    en: 'Even if {lever} halves or becomes 2.5 times as high, the order stays the same.',
  },
  withSubsidyThisFirst: {
    nl: 'Met subsidie komt dit advies vóór {other}.',
    en: 'With subsidies, this option comes before {other}.',
  },
  withSubsidyOtherFirst: {
    nl: 'Met subsidie komt {other} vóór dit advies.',
    en: 'With subsidies, {other} comes before this option.',
  },
  withoutSubsidyThisFirst: {
    nl: 'Zonder subsidie komt dit advies vóór {other}.',
    en: 'Without subsidies, this option comes before {other}.',
  },
  withoutSubsidyOtherFirst: {
    nl: 'Zonder subsidie komt {other} vóór dit advies.',
    en: 'Without subsidies, {other} comes before this option.',
  },
  withSubsidyHolds: {
    nl: 'Ook met subsidie blijft de volgorde hetzelfde.',
    en: 'Even with subsidies, the order stays the same.',
  },
  withoutSubsidyHolds: {
    nl: 'Ook zonder subsidie blijft de volgorde hetzelfde.',
    en: 'Even without subsidies, the order stays the same.',
  },
} as const satisfies Record<string, Localised>;

/** Every table above by the name content:lint and the tests report it under. */
export const explanationTexts = {
  explanationLabels,
  explanationSources,
  explanationUnitTexts,
  carrierNames,
  carrierUnits,
  priceUnitTexts,
  scoreAspectNames,
  flowStatementTexts,
  breakEvenTexts,
} as const satisfies Record<string, Readonly<Record<string, Localised>>>;

export const flowStatement = (
  flow: Pick<FlowTemperatureExplanation, 'statement' | 'packageC' | 'currentC'>,
  language: Language,
): string =>
  sayIn(language, flowStatementTexts[flow.statement], {
    after: withUnit(flow.packageC, '°C'),
    now: withUnit(flow.currentC, '°C'),
  });

const LEVER_UNITS: Readonly<Record<BreakEvenLever, string>> = {
  gas_price: 'm³',
  electricity_price: 'kWh',
  heat_price: 'GJ',
};

type Position = RouteBreakEven['position'];

/** A price lever's break-even as a sentence; `otherName` names the option it is weighed against (againstId). */
export function leverBreakEvenSentence(
  lever: RouteBreakEven['levers'][number],
  position: Position,
  otherName: string,
  language: Language,
): string {
  const t = breakEvenTexts;
  const name = t[lever.lever][language];
  if (lever.outcome === 'notWithinReasonableBounds') return sayIn(language, t.priceHolds, { lever: name });
  const rises = lever.factor > 1;
  const message =
    position === 'challenger'
      ? rises
        ? t.risesThisFirst
        : t.fallsThisFirst
      : rises
        ? t.risesOtherFirst
        : t.fallsOtherFirst;
  // The price in the language's own format with cents ('€ 1,52', '€1.52').
  const price = new Intl.NumberFormat(languageFacts[language].intlLocale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return sayIn(language, message, {
    lever: name,
    percent: String(Math.max(1, Math.round(Math.abs(lever.factor - 1) * 100))),
    price: price.format(lever.priceEur),
    unit: LEVER_UNITS[lever.lever],
    other: otherName,
  });
}

/** Whether counting subsidies the other way swaps the order, as a sentence. */
export function subsidyBreakEvenSentence(
  subsidy: RouteBreakEven['subsidy'],
  position: Position,
  otherName: string,
  language: Language,
): string {
  const t = breakEvenTexts;
  const thisFirst = position === 'challenger';
  const message =
    subsidy.outcome === 'swaps'
      ? subsidy.subsidiesCounted
        ? thisFirst
          ? t.withSubsidyThisFirst
          : t.withSubsidyOtherFirst
        : thisFirst
          ? t.withoutSubsidyThisFirst
          : t.withoutSubsidyOtherFirst
      : subsidy.subsidiesCounted
        ? t.withSubsidyHolds
        : t.withoutSubsidyHolds;
  return sayIn(language, message, { other: otherName });
}

/** A route's break-even in sentences: one per price, then the subsidy's. */
export const breakEvenSentences = (
  breakEven: Pick<RouteBreakEven, 'position' | 'levers' | 'subsidy'>,
  otherName: string,
  language: Language,
): string[] => [
  ...breakEven.levers.map((lever) => leverBreakEvenSentence(lever, breakEven.position, otherName, language)),
  subsidyBreakEvenSentence(breakEven.subsidy, breakEven.position, otherName, language),
];
