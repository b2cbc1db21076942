import { formFactor as formFactorOf } from '../geometry.ts';
import { LABEL_ORDER } from '../../vocabulary/energy-labels.ts';
import { labelIndex } from '../labels.ts';
import { REFERENCE_FLOOR_AREA_M2 } from '../reference/geometry-ratios.ts';
import { NTA8800_LABEL_SPREADS, SPREAD_CLASSES, type LabelSpread } from '../reference/label-spread.ts';
import type { EnergyLabel } from '../types.ts';
import { typicalHome } from './check-reference-home.ts';

/** Thresholds of the distribution check, fixed before its outcome was read (docs/decisions/0114). */
export const MIN_SURVEYED_HOMES = 20;
export const MIN_BAND_HOMES = 10;

export interface LabelDistributionCheck {
  spread: string;
  /** The build years whose typical homes are this one model home (periods the model treats alike). */
  buildYears: number[];
  floorAreaM2: number;
  /** The reference home's loss area over its usable floor area. */
  formFactor: number;
  model: EnergyLabel;
  /** The weighted median label over the pooled bands that hold enough surveyed homes. */
  median: EnergyLabel;
  /** The classes holding the 25th and the 75th percentile of the pooled surveyed labels. */
  middleHalf: readonly [EnergyLabel, EnergyLabel];
  /** Share of surveyed homes labelled better than the model, plus half the share with the model's label. */
  percentile: number;
  /** Surveyed homes (weighted) in the pooled bands, and the bands pooled. */
  surveyedHomes: number;
  bands: string[];
  /** Classes from the median (positive = model worse). */
  classesOff: number;
  ok: boolean;
}

/** The spread's shares on the spec's scale (A++++ … A+ folded into A+). */
export function foldedShares(shares: readonly number[]): Record<EnergyLabel, number> {
  const out = Object.fromEntries(LABEL_ORDER.map((label) => [label, 0])) as Record<EnergyLabel, number>;
  shares.forEach((share, index) => {
    const label = SPREAD_CLASSES[index]!;
    out[label.startsWith('A+') ? 'A+' : (label as EnergyLabel)] += share;
  });
  return out;
}

function totalShare(shares: Readonly<Record<EnergyLabel, number>>): number {
  return LABEL_ORDER.reduce((sum, label) => sum + shares[label], 0);
}

/** The label at which the cumulative weighted share, best first, reaches half. */
export function weightedMedian(shares: Readonly<Record<EnergyLabel, number>>): EnergyLabel {
  const total = totalShare(shares);
  let cumulative = 0;
  for (const label of LABEL_ORDER) {
    cumulative += shares[label];
    if (cumulative >= total / 2) return label;
  }
  return 'G';
}

/** The first label, best first, at which the cumulative share reaches `fraction` of the whole. */
export function weightedQuantile(shares: Readonly<Record<EnergyLabel, number>>, fraction: number): EnergyLabel {
  const total = totalShare(shares);
  let cumulative = 0;
  for (const label of LABEL_ORDER) {
    cumulative += shares[label];
    if (cumulative >= total * fraction) return label;
  }
  return 'G';
}

/** The bands of a spread that hold enough surveyed homes, pooled on the spec's scale; null when the spread is too thin. */
export function pooledShares(spread: LabelSpread): { shares: Record<EnergyLabel, number>; bands: string[] } | null {
  if (spread.sampleHomes < MIN_SURVEYED_HOMES) return null;
  const kept = spread.bands.filter(
    (band) => band.shares.reduce((sum, share) => sum + share, 0) * spread.sampleHomes >= MIN_BAND_HOMES,
  );
  if (kept.length === 0) return null;
  const shares = foldedShares(SPREAD_CLASSES.map((_, i) => kept.reduce((sum, band) => sum + band.shares[i]!, 0)));
  return { shares, bands: kept.map(({ formFactor: [from, to] }) => `${from}–${to}`) };
}

/**
 * The model's label for a typical home of the spread's type built in each of `buildYears`, against the pooled
 * labels of the surveyed homes (src/engine/README.md §6, docs/decisions/0114): one row per distinct model home.
 */
export function checkLabelDistribution(spread: LabelSpread, buildYears: readonly number[]): LabelDistributionCheck[] {
  const pooled = pooledShares(spread);
  if (pooled === null) return [];
  const { shares, bands } = pooled;
  const total = totalShare(shares);
  const floorAreaM2 = REFERENCE_FLOOR_AREA_M2.value[spread.dwellingType];
  const homes = new Map<number, { years: number[]; house: ReturnType<typeof typicalHome> }>();
  for (const year of buildYears) {
    const house = typicalHome(spread.dwellingType, year, floorAreaM2);
    // Periods the model treats alike give the same EP2 to the last digit: one model home, counted once.
    const same = homes.get(house.ep2);
    if (same === undefined) homes.set(house.ep2, { years: [year], house });
    else same.years.push(year);
  }
  const median = weightedMedian(shares);
  const middleHalf = [weightedQuantile(shares, 0.25), weightedQuantile(shares, 0.75)] as const;
  return [...homes.values()].map(({ years, house }) => {
    const model = house.estimatedLabel;
    const better = LABEL_ORDER.filter((label) => labelIndex(label) < labelIndex(model));
    const percentile = (better.reduce((sum, label) => sum + shares[label], 0) + shares[model] / 2) / total;
    const classesOff = labelIndex(model) - labelIndex(median);
    const inside = labelIndex(model) >= labelIndex(middleHalf[0]) && labelIndex(model) <= labelIndex(middleHalf[1]);
    return {
      spread: spread.name,
      buildYears: years,
      floorAreaM2,
      formFactor: formFactorOf(house.geometry),
      model,
      median,
      middleHalf,
      percentile,
      surveyedHomes: total * spread.sampleHomes,
      bands,
      classesOff,
      ok: Math.abs(classesOff) <= 1 && inside,
    };
  });
}

/** Every published spread against the distinct model homes of `buildYears` that fall in its years. */
export function checkLabelDistributions(buildYears: readonly number[]): LabelDistributionCheck[] {
  return NTA8800_LABEL_SPREADS.value.flatMap((spread) =>
    checkLabelDistribution(
      spread,
      buildYears.filter((year) => year >= spread.years[0] && year <= spread.years[1]),
    ),
  );
}
