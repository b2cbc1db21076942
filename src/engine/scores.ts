import type { ScoreAspect, ScoreEntry, ScoreLine } from './types.ts';

/** Spec §9: at most 5 points per aspect. */
export const MAX_SCORE = 5;

/**
 * Absolute bands, shown to the resident in the points breakdown: 5 points at or better than `bestAt`,
 * 0 at or worse than `worstAt`, linear in between (design choice; scales from eigen puntentelling). Each aspect's
 * name and unit are texts of the contract (src/contract/explanation-texts.ts `scoreAspectTexts`).
 */
export const SCORE_BANDS: Readonly<Record<ScoreAspect, { bestAt: number; worstAt: number }>> = {
  lowInvestment: { bestAt: 0, worstAt: 40000 },
  lowCosts: { bestAt: 100, worstAt: 500 },
  lowEnergyCosts: { bestAt: 0, worstAt: 4000 },
  adaptations: { bestAt: 0, worstAt: 10 },
  comfort: { bestAt: 4, worstAt: 0 },
  independence: { bestAt: 5, worstAt: 0 },
  lowCo2Emissions: { bestAt: 0, worstAt: 6000 },
  spaceUsage: { bestAt: 0, worstAt: 2.5 },
};

export const SCORE_ASPECTS = Object.keys(SCORE_BANDS) as ScoreAspect[];

/** 0–5 points on the aspect's band, to one decimal. */
export function bandScore(aspect: ScoreAspect, value: number): number {
  return scoreOnBand(SCORE_BANDS[aspect], value);
}

export function scoreOnBand(band: { bestAt: number; worstAt: number }, value: number): number {
  const position = (band.worstAt - value) / (band.worstAt - band.bestAt);
  const bounded = position <= 0 ? 0 : position >= 1 ? 1 : position;
  return Math.round(bounded * MAX_SCORE * 10) / 10;
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

// The caller reads band and weight by name: looked up here by the aspect, every call shared one keyed
// lookup that saw eight names, which V8 makes megamorphic (docs/decisions/0017-engine-plain-advice-speed.md).
function scoreLine(
  aspect: ScoreAspect,
  band: (typeof SCORE_BANDS)[ScoreAspect],
  weight: number,
  value: number,
): ScoreLine {
  const score = scoreOnBand(band, value);
  return {
    aspect,
    value,
    bestAt: band.bestAt,
    worstAt: band.worstAt,
    score,
    weight,
    weightedScore: weighted(weight, score),
  };
}

function weighted(weight: number, score: number): number {
  return round2(weight * score);
}

function entryOf(line: ScoreLine): ScoreEntry {
  return { score: line.score, weightedScore: line.weightedScore };
}

/** An aspect's line in the points breakdown and its entry in the scores. */
interface Scored {
  line: ScoreLine;
  entry: ScoreEntry;
}

/** Lines kept per repeating aspect: more than the values one aspect takes under one weight. */
const KEPT_LINES = 16;

/**
 * An aspect whose values repeat from advice to advice: comfort and adaptations are small counts, independence and
 * space the solution's own figures. A line depends on nothing but its aspect, value and weight, so the lines built
 * for a value and weight are kept and shared by every advice that scores the same, as the advices of one home share
 * their explanation lines (a result is read-only, and JSON has no identity): with the default weights, most of a
 * home's eighty lines and entries were built before
 * (docs/decisions/0169-cheaper-home-compiled-while-warming-up.md). At most KEPT_LINES are kept, the oldest giving
 * way, so the residents' own weights cannot grow it.
 */
class RepeatingAspect {
  private readonly kept: Scored[] = [];
  private oldest = 0;

  constructor(
    private readonly aspect: ScoreAspect,
    private readonly band: (typeof SCORE_BANDS)[ScoreAspect],
  ) {}

  scored(weight: number, value: number): Scored {
    const kept = this.kept;
    for (let i = 0; i < kept.length; i++) {
      const line = kept[i]!.line;
      if (sameNumber(line.value, value) && sameNumber(line.weight, weight)) return kept[i]!;
    }
    const line = scoreLine(this.aspect, this.band, weight, value);
    const scored = { line, entry: entryOf(line) };
    if (kept.length < KEPT_LINES) kept.push(scored);
    else {
      kept[this.oldest] = scored;
      this.oldest = (this.oldest + 1) % KEPT_LINES;
    }
    return scored;
  }
}

/**
 * Object.is for numbers, which V8 does not inline: a line of −0 is not the line of 0 (the same JSON, not the same
 * value). NaN is the same as nothing, so a NaN's line is built anew each time, as before.
 */
function sameNumber(a: number, b: number): boolean {
  return a === b && (a !== 0 || 1 / a === 1 / b);
}

const ADAPTATIONS = new RepeatingAspect('adaptations', SCORE_BANDS.adaptations);
const COMFORT = new RepeatingAspect('comfort', SCORE_BANDS.comfort);
const INDEPENDENCE = new RepeatingAspect('independence', SCORE_BANDS.independence);
const SPACE_USAGE = new RepeatingAspect('spaceUsage', SCORE_BANDS.spaceUsage);

/**
 * Spec §9: weighted score = weight × score; the total is the sum of the weighted scores. The aspects are
 * written out in SCORE_ASPECTS order, so every object has one fixed shape and the lines array its final
 * length at once (the engine's hot path).
 */
export function scoreAdvice(
  values: Readonly<Record<ScoreAspect, number>>,
  weights: Readonly<Record<ScoreAspect, number>>,
): { scores: Record<'total' | ScoreAspect, ScoreEntry>; lines: ScoreLine[] } {
  const B = SCORE_BANDS;
  const lowInvestment = scoreLine('lowInvestment', B.lowInvestment, weights.lowInvestment, values.lowInvestment);
  const lowCosts = scoreLine('lowCosts', B.lowCosts, weights.lowCosts, values.lowCosts);
  const lowEnergyCosts = scoreLine('lowEnergyCosts', B.lowEnergyCosts, weights.lowEnergyCosts, values.lowEnergyCosts);
  const adaptations = ADAPTATIONS.scored(weights.adaptations, values.adaptations);
  const comfort = COMFORT.scored(weights.comfort, values.comfort);
  const independence = INDEPENDENCE.scored(weights.independence, values.independence);
  const lowCo2Emissions = scoreLine(
    'lowCo2Emissions',
    B.lowCo2Emissions,
    weights.lowCo2Emissions,
    values.lowCo2Emissions,
  );
  const spaceUsage = SPACE_USAGE.scored(weights.spaceUsage, values.spaceUsage);
  const total = sumInOrder(
    lowInvestment.weightedScore,
    lowCosts.weightedScore,
    lowEnergyCosts.weightedScore,
    adaptations.line.weightedScore,
    comfort.line.weightedScore,
    independence.line.weightedScore,
    lowCo2Emissions.weightedScore,
    spaceUsage.line.weightedScore,
  );
  const totalScore =
    lowInvestment.score +
    lowCosts.score +
    lowEnergyCosts.score +
    adaptations.line.score +
    comfort.line.score +
    independence.line.score +
    lowCo2Emissions.score +
    spaceUsage.line.score;
  return {
    scores: {
      lowInvestment: entryOf(lowInvestment),
      lowCosts: entryOf(lowCosts),
      lowEnergyCosts: entryOf(lowEnergyCosts),
      adaptations: adaptations.entry,
      comfort: comfort.entry,
      independence: independence.entry,
      lowCo2Emissions: entryOf(lowCo2Emissions),
      spaceUsage: spaceUsage.entry,
      total: { score: round2(totalScore), weightedScore: round2(total) },
    },
    lines: [
      lowInvestment,
      lowCosts,
      lowEnergyCosts,
      adaptations.line,
      comfort.line,
      independence.line,
      lowCo2Emissions,
      spaceUsage.line,
    ],
  };
}

/** The eight aspects' weighted scores added up in SCORE_ASPECTS order: the order fixes the rounding of the total. */
function sumInOrder(a: number, b: number, c: number, d: number, e: number, f: number, g: number, h: number): number {
  return a + b + c + d + e + f + g + h;
}

/**
 * The total weighted score scoreAdvice gives (`scores.total.weightedScore`), without building its lines and
 * entries: what ranking needs when nothing is shown (break-even's subsidy flip).
 */
export function totalWeightedScore(
  values: Readonly<Record<ScoreAspect, number>>,
  weights: Readonly<Record<ScoreAspect, number>>,
): number {
  const B = SCORE_BANDS;
  return round2(
    sumInOrder(
      weighted(weights.lowInvestment, scoreOnBand(B.lowInvestment, values.lowInvestment)),
      weighted(weights.lowCosts, scoreOnBand(B.lowCosts, values.lowCosts)),
      weighted(weights.lowEnergyCosts, scoreOnBand(B.lowEnergyCosts, values.lowEnergyCosts)),
      weighted(weights.adaptations, scoreOnBand(B.adaptations, values.adaptations)),
      weighted(weights.comfort, scoreOnBand(B.comfort, values.comfort)),
      weighted(weights.independence, scoreOnBand(B.independence, values.independence)),
      weighted(weights.lowCo2Emissions, scoreOnBand(B.lowCo2Emissions, values.lowCo2Emissions)),
      weighted(weights.spaceUsage, scoreOnBand(B.spaceUsage, values.spaceUsage)),
    ),
  );
}
