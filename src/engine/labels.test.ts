import { describe, expect, it } from 'vitest';
import { LABEL_ORDER, type EnergyLabel } from '../vocabulary/energy-labels.ts';
import {
  energyLabelForEp2,
  insulationLabelFor,
  labelColour,
  labelIndex,
  labelIndexAfterChange,
  labelStepsImproved,
  parseRegisteredLabel,
} from './labels.ts';

describe('labels', () => {
  it('orders labels A+, A to G as the spec does', () => {
    expect(LABEL_ORDER).toEqual(['A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G']);
  });

  it('gives every label its own colour', () => {
    const colours = LABEL_ORDER.map(labelColour);
    expect(new Set(colours).size).toBe(8);
    for (const colour of colours) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('classes EP2 on the enacted NTA 8800 limits, with A++++ … A+ folded into A+', () => {
    expect(energyLabelForEp2(-5)).toBe('A+');
    expect(energyLabelForEp2(105)).toBe('A+');
    expect(energyLabelForEp2(105.1)).toBe('A');
    expect(energyLabelForEp2(160)).toBe('A');
    expect(energyLabelForEp2(190)).toBe('B');
    expect(energyLabelForEp2(250)).toBe('C');
    expect(energyLabelForEp2(290)).toBe('D');
    expect(energyLabelForEp2(335)).toBe('E');
    expect(energyLabelForEp2(380)).toBe('F');
    expect(energyLabelForEp2(380.1)).toBe('G');
  });

  it('classes the insulation label on net heat need per m²', () => {
    expect(insulationLabelFor(20)).toBe('A+');
    expect(insulationLabelFor(50)).toBe('A');
    expect(insulationLabelFor(150)).toBe('D');
    expect(insulationLabelFor(241)).toBe('G');
  });

  it('counts label steps improved', () => {
    expect(labelStepsImproved('E', 'B')).toBe(3);
    expect(labelStepsImproved('B', 'C')).toBe(-1);
  });

  it('moves the current label by the estimate’s own steps, within A+ … G', () => {
    const after = (current: EnergyLabel, before: EnergyLabel, estimated: EnergyLabel) =>
      LABEL_ORDER[labelIndexAfterChange(labelIndex(current), labelIndex(before), labelIndex(estimated))];
    expect(after('E', 'C', 'A')).toBe('C'); // registered E, estimate C → A: two classes better
    expect(after('B', 'D', 'A')).toBe('A+'); // three classes from B stop at A+
    expect(after('F', 'B', 'D')).toBe('G'); // worse by two from F stops at G
  });

  it('reads registered labels and folds A+++ onto A+', () => {
    expect(parseRegisteredLabel('A+++')).toBe('A+');
    expect(parseRegisteredLabel(' c ')).toBe('C');
    expect(parseRegisteredLabel('X')).toBeNull();
  });
});
