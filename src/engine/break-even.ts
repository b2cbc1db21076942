// What would change the ranking (src/engine/README.md §5; docs/decisions/0014-break-even.md): for each route's
// best advice, the change in gas, electricity or heat price, or in subsidy, at which it overtakes the first
// choice (or, for the first choice, loses its place to the runner-up). Solved on the engine's own cost model
// and scores; computed only on request.
import { analyseHouse, type HouseAnalysis } from './analyse-house.ts';
import { campaignContext, defaultPrices, GAS_PRICE_NAME, type CampaignContext } from './campaign-settings.ts';
import { solutionCache, solutionRank, type SolutionCache } from './evaluate-solution.ts';
import type { SolutionSpec } from './solutions/solution-spec.ts';
import { compareRanks, type RankKey } from './ranking.ts';
import { BREAK_EVEN_PRICE_BOUNDS, BREAK_EVEN_SEARCH_STEP } from './reference/break-even.ts';
import { round2, SCORE_BANDS, scoreOnBand } from './scores.ts';
import type {
  AdviceItem,
  AdviceResult,
  CampaignSettings,
  EnergyCarrier,
  HouseProfile,
  Route,
  ScoreAspect,
} from './types.ts';

export type BreakEvenLever = 'gas_price' | 'electricity_price' | 'heat_price';
export const BREAK_EVEN_LEVERS: readonly BreakEvenLever[] = ['gas_price', 'electricity_price', 'heat_price'];

/** A price lever's break-even; the sentence a resident reads follows from these fields and the lever's unit. */
export type LeverBreakEven =
  | {
      lever: BreakEvenLever;
      outcome: 'swaps';
      /** Factor on the campaign's price at which the order swaps (just past the break-even). */
      factor: number;
      /** The price at that factor, € per m³ (gas), kWh (electricity) or GJ (heat). */
      priceEur: number;
    }
  | { lever: BreakEvenLever; outcome: 'notWithinReasonableBounds' };

export interface SubsidyBreakEven {
  /** Whether the scenario counts subsidies (the opposite of the campaign's setting). */
  subsidiesCounted: boolean;
  outcome: 'swaps' | 'notWithinReasonableBounds';
}

export interface RouteBreakEven {
  route: Route;
  /** The route's best advice. */
  id: number;
  /** 'first': what makes it lose first place to `againstId`; 'challenger': what makes it overtake `againstId`. */
  position: 'first' | 'challenger';
  againstId: number;
  levers: LeverBreakEven[];
  subsidy: SubsidyBreakEven;
}

/** The lever that moves a carrier's price: gas of any type, electricity or heat; pellets have none. */
function leverOf(carrier: EnergyCarrier): BreakEvenLever | null {
  switch (carrier) {
    case 'natural_gas':
    case 'green_gas':
    case 'hydrogen':
      return 'gas_price';
    case 'electricity':
      return 'electricity_price';
    case 'heat':
      return 'heat_price';
    case 'pellets':
      return null;
  }
}

/** Settings with one price moved by a factor: the campaign's gas (of its gas type), electricity or every heat grid. */
export function settingsWithLever(settings: CampaignSettings, lever: BreakEvenLever, factor: number): CampaignSettings {
  if (lever === 'heat_price') {
    return { ...settings, heatNets: settings.heatNets.map((net) => ({ ...net, price: net.price * factor })) };
  }
  const name = lever === 'gas_price' ? GAS_PRICE_NAME[settings.typeOfGas] : 'electricity';
  const prices = settings.prices.some((p) => p.name === name)
    ? settings.prices
    : [...settings.prices, defaultPrices(settings.startYearEnergyPrice).find((p) => p.name === name)!];
  return {
    ...settings,
    prices: prices.map((p) =>
      p.name === name
        ? {
            ...p,
            priceAtStartYear: p.priceAtStartYear * factor,
            averagePriceDuringPeriod: p.averagePriceDuringPeriod * factor,
          }
        : p,
    ),
  };
}

/**
 * An advice reduced to what a price change moves: the weighted scores of the aspects a price does not touch, its
 * costs, and each lever's share.
 */
interface Rescorable {
  id: number;
  /** Weighted scores of the six aspects a price does not move. */
  investmentScore: number;
  adaptationsScore: number;
  comfortScore: number;
  independenceScore: number;
  co2Score: number;
  spaceScore: number;
  costWeight: number;
  energyWeight: number;
  totalCostPerYear: number;
  yearlyEnergyCost: number;
  leverCost: Record<BreakEvenLever, number>;
  heatPriceEur: number;
}

function weightOf(advice: AdviceItem, aspect: ScoreAspect): number {
  for (const line of advice.explanation.scores) if (line.aspect === aspect) return line.weight;
  throw new Error(`no score line for ${aspect}`);
}

// Named reads and a switch rather than keyed lookups by aspect or lever name: this runs for every pair of every
// home that asks for break-evens (docs/decisions/0112-engine-cheaper-home.md).
function rescorable(advice: AdviceItem): Rescorable {
  const leverCost = { gas_price: 0, electricity_price: 0, heat_price: 0 };
  let heatPriceEur = 0;
  for (const line of advice.explanation.energy) {
    switch (leverOf(line.carrier)) {
      case 'gas_price':
        leverCost.gas_price += line.costEur;
        break;
      case 'electricity_price':
        leverCost.electricity_price += line.costEur;
        break;
      case 'heat_price':
        leverCost.heat_price += line.costEur;
        heatPriceEur = line.pricePerUnitEur;
        break;
      case null:
        break;
    }
  }
  const s = advice.scores;
  return {
    id: advice.id,
    investmentScore: s.lowInvestment.weightedScore,
    adaptationsScore: s.adaptations.weightedScore,
    comfortScore: s.comfort.weightedScore,
    independenceScore: s.independence.weightedScore,
    co2Score: s.lowCo2Emissions.weightedScore,
    spaceScore: s.spaceUsage.weightedScore,
    costWeight: weightOf(advice, 'lowCosts'),
    energyWeight: weightOf(advice, 'lowEnergyCosts'),
    totalCostPerYear: advice.totalCostPerYear,
    yearlyEnergyCost: advice.yearlyEnergyCost,
    leverCost,
    heatPriceEur,
  };
}

const COST_BAND = SCORE_BANDS.lowCosts;
const ENERGY_BAND = SCORE_BANDS.lowEnergyCosts;

/** Total weighted score of an advice with one lever's price moved by `factor` (energy cost is linear in a price). */
function scoreAt(r: Rescorable, delta: number): number {
  const cost = round2(r.costWeight * scoreOnBand(COST_BAND, (r.totalCostPerYear + delta) / 12));
  const energy = round2(r.energyWeight * scoreOnBand(ENERGY_BAND, r.yearlyEnergyCost + delta));
  // From 0 and in SCORE_ASPECTS order, as the total has always been added up here: the order fixes its rounding.
  return round2(
    0 +
      r.investmentScore +
      cost +
      energy +
      r.adaptationsScore +
      r.comfortScore +
      r.independenceScore +
      r.co2Score +
      r.spaceScore,
  );
}

/** The pair of one lever: the advice that should move up, the one above it, and what each spends on the lever. */
interface LeverPair {
  up: Rescorable;
  down: Rescorable;
  upCost: number;
  downCost: number;
  /** The score of a side that spends nothing on the lever: its delta is always ±0, so it is rescored once. */
  upFixed: number;
  downFixed: number;
}

/**
 * What an advice spends on a lever, by a switch: a read keyed by the lever's name met three names, which V8 makes a
 * megamorphic keyed lookup (docs/decisions/0169-cheaper-home-compiled-while-warming-up.md).
 */
function leverCostOf(advice: Rescorable, lever: BreakEvenLever): number {
  switch (lever) {
    case 'gas_price':
      return advice.leverCost.gas_price;
    case 'electricity_price':
      return advice.leverCost.electricity_price;
    case 'heat_price':
      return advice.leverCost.heat_price;
  }
}

function leverPair(up: Rescorable, down: Rescorable, lever: BreakEvenLever): LeverPair {
  const upCost = leverCostOf(up, lever);
  const downCost = leverCostOf(down, lever);
  return {
    up,
    down,
    upCost,
    downCost,
    upFixed: upCost === 0 ? scoreAt(up, 0) : NaN,
    downFixed: downCost === 0 ? scoreAt(down, 0) : NaN,
  };
}

function upScore(pair: LeverPair, delta: number): number {
  return pair.upCost === 0 ? pair.upFixed : scoreAt(pair.up, delta);
}

function downScore(pair: LeverPair, delta: number): number {
  return pair.downCost === 0 ? pair.downFixed : scoreAt(pair.down, delta);
}

/** True when `up` ranks before `down` (compareAdvices: score, then cost, then id). */
function ranksBefore(pair: LeverPair, factor: number): boolean {
  const { up, down } = pair;
  const deltaUp = pair.upCost * (factor - 1);
  const deltaDown = pair.downCost * (factor - 1);
  return (
    (downScore(pair, deltaDown) - upScore(pair, deltaUp) ||
      up.totalCostPerYear + deltaUp - (down.totalCostPerYear + deltaDown) ||
      up.id - down.id) < 0
  );
}

/**
 * True when `up` ranks before `down` at no factor between `from` and `to`. Each score falls as its cost rises
 * (with weights of one sign), and a cost moves one way with the factor, so between the two factors `up` scores at
 * most its better end and `down` at least its worse end: when even that leaves `up` below, it stays below.
 */
function neverBefore(pair: LeverPair, from: number, to: number): boolean {
  const { upCost, downCost } = pair;
  const upBest = Math.max(upScore(pair, upCost * (from - 1)), upScore(pair, upCost * (to - 1)));
  const downWorst = Math.min(downScore(pair, downCost * (from - 1)), downScore(pair, downCost * (to - 1)));
  return upBest < downWorst;
}

// The search's bounds and step, and the last step of each direction: the same for every pair, so worked out once
// at module load rather than counted up again for every lever of every pair
// (docs/decisions/0139-cheaper-home-without-lookups.md).
const { low: LOW, high: HIGH } = BREAK_EVEN_PRICE_BOUNDS.value;
const STEP = BREAK_EVEN_SEARCH_STEP.value;
const STEPS = Math.ceil(Math.max(HIGH - 1, 1 - LOW) / STEP);
/** A direction's steps end where the step before already reached its bound. */
function lastStep(sign: 1 | -1, bound: number): number {
  let last = 0;
  while (last < STEPS && !(sign === 1 ? 1 + last * STEP >= bound : 1 - last * STEP <= bound)) last++;
  return last;
}
const LAST_UP = lastStep(1, HIGH);
const LAST_DOWN = lastStep(-1, LOW);

/** The k-th factor of the search outward from today's price, up (sign 1) or down (sign −1), within the bounds. */
function searchFactor(sign: 1 | -1, k: number): number {
  return Math.min(HIGH, Math.max(LOW, 1 + sign * k * STEP));
}

/** Blocks of the search this short are walked factor by factor: bounding them costs as much as walking them. */
const WALKED_BLOCK = 3;

/**
 * The first k from `fromK` to `toK` at which `up` ranks before `down` at searchFactor(sign, k), or 0. When the
 * scores are `bounded` (neverBefore holds), blocks in which neverBefore holds are skipped whole, so the answer is
 * the one a walk over every k gives (docs/decisions/0112-engine-cheaper-home.md).
 */
function firstSwap(pair: LeverPair, sign: 1 | -1, fromK: number, toK: number, bounded: boolean): number {
  if (!bounded || toK - fromK < WALKED_BLOCK) {
    for (let k = fromK; k <= toK; k++) if (ranksBefore(pair, searchFactor(sign, k))) return k;
    return 0;
  }
  if (neverBefore(pair, searchFactor(sign, fromK), searchFactor(sign, toK))) return 0;
  const middle = (fromK + toK) >> 1;
  return firstSwap(pair, sign, fromK, middle, true) || firstSwap(pair, sign, middle + 1, toK, true);
}

const BISECTIONS = 14;
/** Steps per block of the search: most pairs that swap at all do so within a few steps of today's price. */
const SEARCH_BLOCK = 4;

/**
 * The factor nearest to 1 within the bounds at which `up` overtakes `down`, or null: the search takes 5 % steps
 * up and down in turn (up first at each step) and refines the first step that swaps the pair by bisection.
 */
function solveLever(up: Rescorable, down: Rescorable, lever: BreakEvenLever): number | null {
  if (leverCostOf(up, lever) === 0 && leverCostOf(down, lever) === 0) return null;
  const pair = leverPair(up, down, lever);
  if (neverBefore(pair, LOW, HIGH)) return null;
  // neverBefore's bound holds only while all cost weights have one sign; otherwise every step is tried.
  const monotone =
    (up.costWeight >= 0 && up.energyWeight >= 0 && down.costWeight >= 0 && down.energyWeight >= 0) ||
    (up.costWeight <= 0 && up.energyWeight <= 0 && down.costWeight <= 0 && down.energyWeight <= 0);
  // Steps in blocks, up before down within each, as the search takes them in turn: the first block with a swap
  // holds the first step (a swap down counts only before the first swap up).
  let kUp = 0;
  let kDown = 0;
  for (let from = 1; from <= Math.max(LAST_UP, LAST_DOWN) && kUp === 0 && kDown === 0; from += SEARCH_BLOCK) {
    const to = from + SEARCH_BLOCK - 1;
    if (from <= LAST_UP) kUp = firstSwap(pair, 1, from, Math.min(to, LAST_UP), monotone);
    const downTo = Math.min(kUp === 0 ? to : kUp - 1, LAST_DOWN);
    if (from <= downTo) kDown = firstSwap(pair, -1, from, downTo, monotone);
  }
  if (kUp === 0 && kDown === 0) return null;
  // At the same step the search tries up before down.
  const sign: 1 | -1 = kDown === 0 || (kUp !== 0 && kUp <= kDown) ? 1 : -1;
  const k = sign === 1 ? kUp : kDown;
  let before = 1 + sign * (k - 1) * STEP;
  let after = searchFactor(sign, k);
  for (let i = 0; i < BISECTIONS; i++) {
    const middle = (before + after) / 2;
    if (ranksBefore(pair, middle)) after = middle;
    else before = middle;
  }
  return after;
}

function leverBreakEven(lever: BreakEvenLever, up: Rescorable, down: Rescorable, basePriceEur: number): LeverBreakEven {
  const factor = solveLever(up, down, lever);
  if (factor === null) return { lever, outcome: 'notWithinReasonableBounds' };
  return { lever, outcome: 'swaps', factor, priceEur: basePriceEur * factor };
}

const FLIPPED = new WeakMap<CampaignContext, CampaignContext>();

/**
 * The campaign with subsidies counted the other way. Only a solution's evaluation reads the subsidy setting, from
 * context.settings, so the rest of the context serves; made once per context (settings are treated as immutable,
 * as campaignContext treats them).
 */
function flippedContext(context: CampaignContext): CampaignContext {
  let flipped = FLIPPED.get(context);
  if (flipped === undefined) {
    const settings = context.settings;
    flipped = {
      ...context,
      settings: { ...settings, isSubsidiesTakenInConsideration: !settings.isSubsidiesTakenInConsideration },
    };
    FLIPPED.set(context, flipped);
  }
  return flipped;
}

/** What the subsidy flip needs of a home: the campaign with subsidies counted the other way, and the home. */
interface Flip {
  profile: HouseProfile;
  context: CampaignContext;
  specs: ReadonlyMap<number, SolutionSpec>;
  cache: SolutionCache;
  /** Analysed when a solution is first evaluated again. */
  house: HouseAnalysis | undefined;
  ranks: Map<number, RankKey>;
}

/** True when the campaign's subsidies gave the advice nothing: no heating subsidy and none on any building line. */
function withoutSubsidy(advice: AdviceItem): boolean {
  if (advice.heating.availableSubsidy !== 0) return false;
  for (const line of advice.explanation.buildingChange) if (line.subsidyEur !== 0) return false;
  return true;
}

/**
 * How an advice ranks with subsidies counted the other way, evaluated at most once per solution. When the
 * campaign counts subsidies and gave this advice none, leaving them out changes none of its figures (only the
 * heating subsidy and the building lines' subsidies read the setting), so it ranks as it does.
 */
function flippedRank(advice: AdviceItem, flip: Flip): RankKey {
  if (!flip.context.settings.isSubsidiesTakenInConsideration && withoutSubsidy(advice))
    return {
      id: advice.id,
      totalCostPerYear: advice.totalCostPerYear,
      totalWeightedScore: advice.scores.total.weightedScore,
    };
  let found = flip.ranks.get(advice.id);
  if (found === undefined) {
    flip.house ??= analyseHouse(flip.profile);
    found = solutionRank(flip.specs.get(advice.id)!, flip.house, flip.context, flip.cache);
    flip.ranks.set(advice.id, found);
  }
  return found;
}

/**
 * Break-evens for the best advice of each route in `result` (the plain advice of the same profile, settings
 * and choices). Prices: the first change within BREAK_EVEN_PRICE_BOUNDS at which the pair swaps, found in
 * BREAK_EVEN_SEARCH_STEP steps outward from today's price and refined by bisection; subsidy: whether counting
 * subsidies the other way round swaps the pair.
 */
export function breakEvens(profile: HouseProfile, settings: CampaignSettings, result: AdviceResult): RouteBreakEven[] {
  const [first, runnerUp] = result.advices;
  if (first === undefined || runnerUp === undefined) return [];
  const context = campaignContext(settings);
  const flipped = flippedContext(context);
  // Each advice's rank with subsidies counted the other way: only the order of the pair is asked.
  const flip: Flip = {
    profile,
    context: flipped,
    specs: context.solutionById,
    cache: solutionCache(),
    house: undefined,
    ranks: new Map(),
  };
  const seen = new Set<Route>();
  const out: RouteBreakEven[] = [];
  // Every pair is against the first choice: the runner-up, or the best advice of another route.
  const down = rescorable(first);
  for (const advice of result.advices) {
    if (seen.has(advice.route)) continue;
    seen.add(advice.route);
    const position = advice === first ? 'first' : 'challenger';
    const other = position === 'first' ? runnerUp : first;
    const up = rescorable(position === 'first' ? runnerUp : advice);
    const heatPrice = up.heatPriceEur || down.heatPriceEur;
    // In BREAK_EVEN_LEVERS order, each with today's price.
    const levers = [
      leverBreakEven('gas_price', up, down, context.gasEurPerM3),
      leverBreakEven('electricity_price', up, down, context.electricityEurPerKWh),
      leverBreakEven('heat_price', up, down, heatPrice),
    ];
    const flippedUp = flippedRank(position === 'first' ? runnerUp : advice, flip);
    const flippedDown = flippedRank(first, flip);
    const swaps = compareRanks(flippedUp, flippedDown) < 0;
    out.push({
      route: advice.route,
      id: advice.id,
      position,
      againstId: other.id,
      levers,
      subsidy: {
        subsidiesCounted: flipped.settings.isSubsidiesTakenInConsideration,
        outcome: swaps ? 'swaps' : 'notWithinReasonableBounds',
      },
    });
  }
  return out;
}
