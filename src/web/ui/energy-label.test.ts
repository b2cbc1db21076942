import { describe, expect, it } from 'vitest';
import { LABEL_ORDER, labelColour } from '../../engine/index.ts';
import { contrastRatio, labelTextColour } from './energy-label.tsx';

describe('label colours (spec §9)', () => {
  it('gives every label its own colour', () => {
    expect(new Set(LABEL_ORDER.map(labelColour)).size).toBe(LABEL_ORDER.length);
  });

  // The badge letter is large bold text (20 px, 700), for which WCAG 1.4.3 asks 3:1.
  it('puts the letter in a text colour with at least 3:1 contrast on the label', () => {
    for (const label of LABEL_ORDER)
      expect(contrastRatio(labelColour(label), labelTextColour(label))).toBeGreaterThanOrEqual(3);
  });

  it('computes WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });
});
