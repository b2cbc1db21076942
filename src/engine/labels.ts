import { primaryEnergyKWh, type SystemCoefficients } from './carriers.ts';
import {
  EP2_UPPER_LIMITS,
  INSULATION_UPPER_LIMITS,
  PRIMARY_FACTOR,
  SHARE_SPACE_HEAT_EMITTED,
} from './reference/energy-labels.ts';
import { LABEL_ORDER, type EnergyLabel } from '../vocabulary/energy-labels.ts';
import type { LabelSource } from './types.ts';

// Standard EU energy-label colour scale (dark green to red); A+ one shade darker than A.
const LABEL_COLOURS: Readonly<Record<EnergyLabel, string>> = {
  'A+': '#00703c',
  A: '#009036',
  B: '#55ab26',
  C: '#c8d200',
  D: '#ffed00',
  E: '#fbba00',
  F: '#eb6909',
  G: '#e2001a',
};

export function labelColour(label: EnergyLabel): string {
  return LABEL_COLOURS[label];
}

/** 0 for A+, 7 for G. */
export function labelIndex(label: EnergyLabel): number {
  return LABEL_ORDER.indexOf(label);
}

/** How many classes `after` is better than `before` (negative when worse). */
export function labelStepsImproved(before: EnergyLabel, after: EnergyLabel): number {
  return labelIndex(before) - labelIndex(after);
}

/**
 * The one rule for the current label (docs/decisions/0119-one-current-label.md): a registered label is an assessment
 * made at the home, so it wins over the estimate; without one, the estimate is the label.
 */
export function currentEnergyLabel(
  registered: EnergyLabel | null,
  estimated: EnergyLabel,
): { label: EnergyLabel; source: LabelSource } {
  return registered !== null ? { label: registered, source: 'registered' } : { label: estimated, source: 'estimated' };
}

/**
 * The label after a change, counted from the current label, as places on the scale (labelIndex): the estimate's
 * own improvement (estimated before → estimated after) moves the current label by as many classes, within A+ … G.
 * So 'daarna' and the value steps follow the label a resident reads as 'now', also when the register and the
 * estimate differ. On indices because every solution of every home asks it: looking the labels up in the scale
 * three times per solution was a few per cent of plain advice (docs/decisions/0139-cheaper-home-without-lookups.md).
 */
export function labelIndexAfterChange(current: number, estimatedBefore: number, estimatedAfter: number): number {
  const index = current - (estimatedBefore - estimatedAfter);
  return Math.min(LABEL_ORDER.length - 1, Math.max(0, index));
}

/** Folds registered labels (A++++ … G, any case, with spaces) onto the spec's scale; null when unreadable. */
export function parseRegisteredLabel(text: string): EnergyLabel | null {
  const compact = text.trim().toUpperCase().replace(/\s+/g, '');
  if (/^A\++$/.test(compact)) return 'A+';
  return (LABEL_ORDER as readonly string[]).includes(compact) ? (compact as EnergyLabel) : null;
}

/** A table of upper limits with each class's place on the scale, in the table's own order: made once at module load. */
function indexedLimits(
  limits: readonly (readonly [EnergyLabel, number])[],
): readonly { index: number; upper: number }[] {
  return limits.map(([label, upper]) => ({ index: labelIndex(label), upper }));
}
const EP2_LIMITS = indexedLimits(EP2_UPPER_LIMITS.value);
const INSULATION_LIMITS = indexedLimits(INSULATION_UPPER_LIMITS.value);
const G_INDEX = labelIndex('G');

/** The first class whose upper limit the value does not exceed, else G, as its index (labelIndex). */
function classIndexForLimits(value: number, limits: readonly { index: number; upper: number }[]): number {
  for (const limit of limits) if (value <= limit.upper) return limit.index;
  return G_INDEX;
}

/** NTA 8800 class for an EP2 value (kWh/m²·yr primary fossil energy), as its index (labelIndex). */
export function ep2ClassIndex(ep2KWhPerM2: number): number {
  return classIndexForLimits(ep2KWhPerM2, EP2_LIMITS);
}

/** NTA 8800 class for an EP2 value (kWh/m²·yr primary fossil energy). */
export function energyLabelForEp2(ep2KWhPerM2: number): EnergyLabel {
  return LABEL_ORDER[ep2ClassIndex(ep2KWhPerM2)]!;
}

/** Insulation label (schillabel) for the standard net space-heating need per m², as its index (labelIndex). */
export function insulationClassIndex(standardSpaceHeatKWhPerM2: number): number {
  return classIndexForLimits(standardSpaceHeatKWhPerM2, INSULATION_LIMITS);
}

/** Insulation label (schillabel) for the standard net space-heating need per m². */
export function insulationLabelFor(standardSpaceHeatKWhPerM2: number): EnergyLabel {
  return LABEL_ORDER[insulationClassIndex(standardSpaceHeatKWhPerM2)]!;
}

/**
 * Simplified EP2 (eigen vereenvoudiging van NTA 8800): primary energy for standard space heat (with emission and
 * distribution losses) and standard hot water, minus own solar production at the electricity factor, per m².
 */
export function estimateEp2(
  system: SystemCoefficients,
  heatPrimaryFactor: number,
  standardSpaceKWh: number,
  standardHotWaterKWh: number,
  solarProductionKWh: number,
  floorAreaM2: number,
): number {
  const primary =
    (primaryEnergyKWh(system.space, heatPrimaryFactor) * standardSpaceKWh) / SHARE_SPACE_HEAT_EMITTED.value +
    primaryEnergyKWh(system.hotWater, heatPrimaryFactor) * standardHotWaterKWh -
    solarProductionKWh * PRIMARY_FACTOR.value.electricity;
  return primary / floorAreaM2;
}
