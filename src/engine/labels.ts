import type { EnergyLabel } from './types.ts';

/** Spec §9: label order A+, A to G, best first. */
export const LABEL_ORDER: readonly EnergyLabel[] = ['A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'];

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

/** Folds registered labels (A++++ … G, any case, with spaces) onto the spec's scale; null when unreadable. */
export function parseRegisteredLabel(text: string): EnergyLabel | null {
  const compact = text.trim().toUpperCase().replace(/\s+/g, '');
  if (/^A\++$/.test(compact)) return 'A+';
  return (LABEL_ORDER as readonly string[]).includes(compact) ? (compact as EnergyLabel) : null;
}
