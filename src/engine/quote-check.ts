// An installer's quote checked against the home (issue #38.2; docs/decisions/0130-installer-quote-check.md): its
// output against the home's heat demand at −10 °C after the option's changes, its highest flow temperature against
// what the home needs now and after, its price against the option's investment band with the ISDE it should get,
// and what it leaves out of the option's building changes. Computed on request only, so plain advice is unchanged.
import { adviseHouse } from './advise-house.ts';
import { analyseHouse } from './analyse-house.ts';
import { campaignContext } from './campaign-settings.ts';
import { highFactor, lowFactor, spreadsOf, type Band, type ProfileProvenance } from './certainty.ts';
import { scenarioCache, scenarioOf } from './evaluate-solution.ts';
import { heatPumpFlow, roundedUpC } from './flow-temperature.ts';
import { DESIGN_TEMPERATURE_DIFFERENCE, PEAK_LOAD_MARGIN } from './reference/climate.ts';
import {
  COST_AIR_WATER_2019,
  COST_GROUND_2019,
  COST_HYBRID_2019,
  MIN_HEAT_PUMP_KW,
  MIN_HYBRID_HEAT_PUMP_KW,
  PRICE_INDEX_2019_TO_2025,
  SHARE_PEAK_HYBRID,
} from './reference/installation-costs.ts';
import {
  MEASURED_OVER_CALCULATED_HEAT_LOSS,
  OUTPUT_LOSS_PER_K,
  OVERSIZE_LIMIT,
  RATING_OUTSIDE_C,
  SIZING_MARGIN_MIN,
} from './reference/quote-check.ts';
import type { SolutionSpec } from './solutions/solution-spec.ts';
import type { BuildingComponent, CampaignSettings, HouseProfile } from './types.ts';
import { QUOTE_ITEMS, type OutputRating, type QuoteItem } from '../vocabulary/installer-quotes.ts';

export { OUTPUT_RATINGS, QUOTE_ITEMS, type OutputRating, type QuoteItem } from '../vocabulary/installer-quotes.ts';

/** What the resident typed from the quote. */
export interface InstallerQuote {
  /** A code of the engine's catalogue (CATALOGUE_CODES). */
  solutionCode: string;
  /** The heat output as the datasheet gives it, or null when the quote names none. */
  output: { kW: number; ratedAt: OutputRating } | null;
  /** The highest flow temperature the installation delivers, or null when the quote names none. */
  maxFlowC: number | null;
  /** The price with VAT, before any subsidy. */
  priceEur: number;
  includes: readonly QuoteItem[];
}

export type SizeVerdict = 'too_small' | 'fitting' | 'oversized';
export type FlowVerdict = 'enough_now' | 'enough_after_changes' | 'too_low';
export type PriceVerdict = 'below_band' | 'inside_band' | 'above_band';

export interface QuoteSizing {
  /** The quoted output brought to −10 °C outside. */
  outputKW: number;
  /** The home's heat demand at −10 °C after the option's changes (its heat loss × 30 K), with its band. */
  demandKW: Band;
  /** The outputs that count as fitting: from the least with a margin to the largest before oversizing. */
  fittingKW: { low: number; high: number };
  verdict: SizeVerdict;
  /** What each kW more costs for this kind of installation, for the words on oversizing. */
  eurPerKW: number;
}

export interface QuoteFlow {
  maxFlowC: number;
  /** Flow temperature the home needs at −10 °C now, and after the option's changes, rounded up to 5 °C. */
  neededNowC: number;
  neededAfterC: number;
  verdict: FlowVerdict;
}

export interface QuotePrice {
  priceEur: number;
  /** What the engine expects the quoted parts to cost in this home, with the band of its investments. */
  expectedEur: Band;
  verdict: PriceVerdict;
  /** The ISDE the installation should get (RVO's rule as the engine applies it), and the price after it. */
  isdeEur: number;
  priceAfterIsdeEur: number;
}

export interface QuoteCheck {
  solutionCode: string;
  adviceId: number;
  /** Null for installations whose output is not chosen for the home's heat demand (boilers: hot water sizes them). */
  sizing: QuoteSizing | null;
  /** Null when the quote names no flow temperature, or for air/air units (they heat air, not water). */
  flow: QuoteFlow | null;
  price: QuotePrice;
  /** Parts of the option's building changes (and its low-temperature emitters) that the quote does not include. */
  missing: QuoteItem[];
}

const HEAT_PUMPS = new Set([
  'hybrid_heat_pump',
  'air_water_heat_pump',
  'ground_heat_pump',
  'air_air_heat_pump',
  'pvt_heat_pump',
]);
/** Units that draw their heat from the outside air, so their output falls as it gets colder (OUTPUT_LOSS_PER_K). */
const AIR_SOURCE = new Set(['hybrid_heat_pump', 'air_water_heat_pump', 'air_air_heat_pump', 'pvt_heat_pump']);

const ITEM_OF_COMPONENT: Record<BuildingComponent, QuoteItem> = {
  roof: 'roof',
  floor: 'floor',
  facade: 'facade',
  glass1: 'glass',
  glass2: 'glass',
  ventilationType: 'ventilation',
  infiltration: 'sealing',
};

/** The quoted output at −10 °C: a rating at a milder outside temperature loses OUTPUT_LOSS_PER_K per K colder. */
export function outputAtDesignKW(kW: number, ratedAt: OutputRating, airSource: boolean): number {
  if (!airSource) return kW;
  const kelvinColder = RATING_OUTSIDE_C.value[ratedAt] - RATING_OUTSIDE_C.value.minus10;
  return kW * Math.max(0, 1 - OUTPUT_LOSS_PER_K.value * kelvinColder);
}

/**
 * The outputs that fit a demand: a calculated demand overestimates the measured one (MEASURED_OVER_CALCULATED), on
 * which a unit needs SIZING_MARGIN_MIN and should stay under OVERSIZE_LIMIT. The lower end uses the central demand
 * (too small leaves the home cold), the upper end the high end of the band (oversized must hold even if the home
 * needs more than we think). `share` is the part of the demand the unit must cover: a hybrid's heat pump only its
 * share (the boiler takes the coldest days), though it is oversized by the same limit as one that heats alone. The
 * smallest unit on the market is never oversized, as no smaller one can be bought.
 */
export function fittingRange(demand: Band, share: number, smallestKW: number): { low: number; high: number } {
  const measured = MEASURED_OVER_CALCULATED_HEAT_LOSS.value;
  const low = demand.central * measured * share * SIZING_MARGIN_MIN.value;
  return { low, high: Math.max(smallestKW, demand.high * measured * OVERSIZE_LIMIT.value, low) };
}

export function sizeVerdict(outputKW: number, fitting: { low: number; high: number }): SizeVerdict {
  if (outputKW < fitting.low) return 'too_small';
  if (outputKW > fitting.high) return 'oversized';
  return 'fitting';
}

export function flowVerdict(maxFlowC: number, neededNowC: number, neededAfterC: number): FlowVerdict {
  if (maxFlowC >= neededNowC) return 'enough_now';
  if (maxFlowC >= neededAfterC) return 'enough_after_changes';
  return 'too_low';
}

export function priceVerdict(priceEur: number, expected: Band): PriceVerdict {
  if (priceEur < expected.low) return 'below_band';
  if (priceEur > expected.high) return 'above_band';
  return 'inside_band';
}

function eurPerKW(code: string): number {
  const cost =
    code === 'ground_heat_pump'
      ? COST_GROUND_2019.value
      : code === 'hybrid_heat_pump'
        ? COST_HYBRID_2019.value
        : COST_AIR_WATER_2019.value;
  return cost.perKW * PRICE_INDEX_2019_TO_2025.value;
}

/**
 * The ISDE of the quoted unit by the engine's own rule for the solution (spec.equipment): a heat pump's amount
 * follows its output, so the quoted kW stands in for the engine's sizing; other installations get the option's.
 */
function isdeOf(spec: SolutionSpec, unitKW: number | null, optionPeakKW: number, isdeYear: 2025 | 2026): number {
  if (unitKW === null || !HEAT_PUMPS.has(spec.code)) return spec.equipment(optionPeakKW, isdeYear).subsidyEur;
  const share = spec.code === 'hybrid_heat_pump' ? SHARE_PEAK_HYBRID.value : 1;
  return spec.equipment(unitKW / share, isdeYear).subsidyEur;
}

/**
 * The quote against the option of the same solution in this home, or undefined when the home has no such option
 * (the campaign leaves it out, or it does not fit the home). The resident's filters and rejected routes do not
 * hide it: a quote can be for any option. `provenance` widens the bands as in adviceBands.
 */
export function checkQuote(
  profile: HouseProfile,
  settings: CampaignSettings,
  provenance: ProfileProvenance,
  quote: InstallerQuote,
): QuoteCheck | undefined {
  const open: HouseProfile = { ...profile, filters: { maxInvestmentEur: null, maxMonthlyCostEur: null } };
  const advice = adviseHouse(open, settings).advices.find((a) => a.explanation.solutionCode === quote.solutionCode);
  if (!advice) return undefined;
  const context = campaignContext(settings);
  const spec = context.solutionById.get(advice.id)!;
  const house = analyseHouse(open);
  const scenario = scenarioOf(spec, house, scenarioCache());
  const spreads = spreadsOf(house, provenance);

  const demandCentral = (scenario.heatLoss.totalWPerK * DESIGN_TEMPERATURE_DIFFERENCE.value) / 1000;
  const demandKW: Band = {
    low: demandCentral * lowFactor(spreads.space),
    central: demandCentral,
    high: demandCentral * highFactor(spreads.space),
  };
  const unitKW = quote.output && outputAtDesignKW(quote.output.kW, quote.output.ratedAt, AIR_SOURCE.has(spec.code));
  let sizing: QuoteSizing | null = null;
  if (unitKW !== null && HEAT_PUMPS.has(spec.code)) {
    const hybrid = spec.code === 'hybrid_heat_pump';
    const fittingKW = fittingRange(
      demandKW,
      hybrid ? SHARE_PEAK_HYBRID.value : 1,
      hybrid ? MIN_HYBRID_HEAT_PUMP_KW.value : MIN_HEAT_PUMP_KW.value,
    );
    sizing = {
      outputKW: unitKW,
      demandKW,
      fittingKW,
      verdict: sizeVerdict(unitKW, fittingKW),
      eurPerKW: eurPerKW(spec.code),
    };
  }

  let flow: QuoteFlow | null = null;
  if (quote.maxFlowC !== null && spec.code !== 'air_air_heat_pump') {
    const needed = heatPumpFlow(house, scenario, spec.lowTemperatureEmitters);
    const neededNowC = roundedUpC(needed.currentC);
    // Without the option's emitters in the quote, the home's own emitters set what it needs after the insulation.
    const neededAfterC = roundedUpC(
      needed.byEmitters && !quote.includes.includes('emitters')
        ? heatPumpFlow(house, scenario, false).packageC
        : needed.packageC,
    );
    flow = {
      maxFlowC: quote.maxFlowC,
      neededNowC,
      neededAfterC,
      verdict: flowVerdict(quote.maxFlowC, neededNowC, neededAfterC),
    };
  }

  const emitters = advice.explanation.investment.find((line) => line.id === 'lowTemperatureEmitters')?.value ?? 0;
  const needed = new Set<QuoteItem>();
  let expected = advice.heating.investment;
  if (emitters > 0) {
    needed.add('emitters');
    if (quote.includes.includes('emitters')) expected += emitters;
  }
  for (const line of advice.explanation.buildingChange) {
    const item = ITEM_OF_COMPONENT[line.component];
    needed.add(item);
    if (quote.includes.includes(item)) expected += line.investmentEur;
  }
  const expectedEur: Band = {
    low: expected * lowFactor(spreads.investment),
    central: expected,
    high: expected * highFactor(spreads.investment),
  };
  const optionPeakKW = demandCentral * PEAK_LOAD_MARGIN.value;
  const isdeEur = isdeOf(spec, unitKW, optionPeakKW, context.isdeYear);
  return {
    solutionCode: spec.code,
    adviceId: advice.id,
    sizing,
    flow,
    price: {
      priceEur: quote.priceEur,
      expectedEur,
      verdict: priceVerdict(quote.priceEur, expectedEur),
      isdeEur,
      priceAfterIsdeEur: Math.max(0, quote.priceEur - isdeEur),
    },
    missing: QUOTE_ITEMS.filter((item) => needed.has(item) && !quote.includes.includes(item)),
  };
}
