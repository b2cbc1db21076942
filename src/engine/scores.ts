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
  const adaptations = scoreLine('adaptations', B.adaptations, weights.adaptations, values.adaptations);
  const comfort = scoreLine('comfort', B.comfort, weights.comfort, values.comfort);
  const independence = scoreLine('independence', B.independence, weights.independence, values.independence);
  const lowCo2Emissions = scoreLine(
    'lowCo2Emissions',
    B.lowCo2Emissions,
    weights.lowCo2Emissions,
    values.lowCo2Emissions,
  );
  const spaceUsage = scoreLine('spaceUsage', B.spaceUsage, weights.spaceUsage, values.spaceUsage);
  const total = sumInOrder(
    lowInvestment.weightedScore,
    lowCosts.weightedScore,
    lowEnergyCosts.weightedScore,
    adaptations.weightedScore,
    comfort.weightedScore,
    independence.weightedScore,
    lowCo2Emissions.weightedScore,
    spaceUsage.weightedScore,
  );
  const totalScore =
    lowInvestment.score +
    lowCosts.score +
    lowEnergyCosts.score +
    adaptations.score +
    comfort.score +
    independence.score +
    lowCo2Emissions.score +
    spaceUsage.score;
  return {
    scores: {
      lowInvestment: entryOf(lowInvestment),
      lowCosts: entryOf(lowCosts),
      lowEnergyCosts: entryOf(lowEnergyCosts),
      adaptations: entryOf(adaptations),
      comfort: entryOf(comfort),
      independence: entryOf(independence),
      lowCo2Emissions: entryOf(lowCo2Emissions),
      spaceUsage: entryOf(spaceUsage),
      total: { score: round2(totalScore), weightedScore: round2(total) },
    },
    lines: [lowInvestment, lowCosts, lowEnergyCosts, adaptations, comfort, independence, lowCo2Emissions, spaceUsage],
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
