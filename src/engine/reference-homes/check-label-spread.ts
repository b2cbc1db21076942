import { formFactor as formFactorOf } from '../geometry.ts';
import { LABEL_ORDER } from '../label-scale.ts';
import { labelIndex } from '../labels.ts';
import { REFERENCE_FLOOR_AREA_M2 } from '../reference/geometry-ratios.ts';
import { NTA8800_LABEL_SPREADS, SPREAD_CLASSES, type LabelSpread } from '../reference/label-spread.ts';
import type { EnergyLabel } from '../types.ts';
import { typicalHome } from './check-reference-home.ts';

export interface LabelSpreadCheck {
  spread: string;
  buildYear: number;
  floorAreaM2: number;
  /** The reference home's loss area over its usable floor area. */
  formFactor: number;
  model: EnergyLabel;
  /** The weighted median label of the published homes in the model home's form-factor band. */
  median: EnergyLabel;
  /** Share of the band's homes with the model's label, and within one class of it. */
  shareSame: number;
  shareWithinOne: number;
  /** Classes from the median (positive = model worse). */
  classesOff: number;
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

/**
 * The model's label for a typical home of the spread's type, built in `buildYear`, next to how the published
 * homes of the same form factor are labelled (src/engine/README.md §6).
 */
export function checkLabelSpread(spread: LabelSpread, buildYear: number): LabelSpreadCheck {
  const floorAreaM2 = REFERENCE_FLOOR_AREA_M2.value[spread.dwellingType];
  const house = typicalHome(spread.dwellingType, buildYear, floorAreaM2);
  const formFactor = formFactorOf(house.geometry);
  const band = spread.bands.find(({ formFactor: [from, to] }) => formFactor >= from && formFactor < to);
  if (band === undefined) throw new Error(`${spread.name}: no published homes with form factor ${formFactor}`);
  const shares = foldedShares(band.shares);
  const total = totalShare(shares);
  const model = house.estimatedLabel;
  const median = weightedMedian(shares);
  const near = LABEL_ORDER.filter((label) => Math.abs(labelIndex(label) - labelIndex(model)) <= 1);
  return {
    spread: spread.name,
    buildYear,
    floorAreaM2,
    formFactor,
    model,
    median,
    shareSame: shares[model] / total,
    shareWithinOne: near.reduce((sum, label) => sum + shares[label], 0) / total,
    classesOff: labelIndex(model) - labelIndex(median),
  };
}

/** Every published spread against the model's typical home of each of `buildYears` that falls in its years. */
export function checkLabelSpreads(buildYears: readonly number[]): LabelSpreadCheck[] {
  return NTA8800_LABEL_SPREADS.value.flatMap((spread) =>
    buildYears
      .filter((year) => year >= spread.years[0] && year <= spread.years[1])
      .map((year) => checkLabelSpread(spread, year)),
  );
}
