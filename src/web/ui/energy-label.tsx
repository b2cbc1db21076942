import { labelColour, type EnergyLabel } from '../../engine/index.ts';

const DARK = '#1a1a1a';
const LIGHT = '#ffffff';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

/** Dark or white letters, whichever reads better on the label's colour. */
export function labelTextColour(label: EnergyLabel): string {
  const background = labelColour(label);
  return contrastRatio(background, DARK) >= contrastRatio(background, LIGHT) ? DARK : LIGHT;
}

/**
 * An energy or insulation label as a badge: the letter always in text, the label's own colour (spec §9) as a second
 * cue, never the only one. `kind` says for screen readers what kind of label it is.
 */
export function EnergyLabelBadge({ label, kind }: { label: EnergyLabel; kind: string }) {
  return (
    <span className="bw-label-badge" style={{ background: labelColour(label), color: labelTextColour(label) }}>
      <span className="bw-visually-hidden">{kind} </span>
      {label}
    </span>
  );
}
