import { describe, expect, it } from 'vitest';
import { defaultHeatNet } from '../campaign-settings.ts';
import { CATALOGUE_CODES, catalogue } from './catalogue.ts';

describe('catalogue', () => {
  it('holds the eight fixed solutions with ids 1–8 in code order', () => {
    const solutions = catalogue({ typeOfGas: 'natural', heatNets: [] }, 1);
    expect(solutions.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(solutions.map((s) => s.code)).toEqual([...CATALOGUE_CODES]);
  });

  it('covers the four routes of src/engine/README.md §3', () => {
    const solutions = catalogue({ typeOfGas: 'natural', heatNets: [defaultHeatNet(2026, 70, 'steg')] }, 1);
    expect(new Set(solutions.map((s) => s.route))).toEqual(new Set(['fuel', 'all_electric', 'heat_grid', 'other']));
  });

  it('adds one solution per campaign heat grid after the fixed ones', () => {
    const nets = [defaultHeatNet(2026, 70, 'steg'), defaultHeatNet(2026, 20, 'aquathermal')];
    expect(
      catalogue({ typeOfGas: 'natural', heatNets: nets }, 1)
        .slice(8)
        .map((s) => s.id),
    ).toEqual([100, 101]);
  });

  it("fires the boilers on the campaign's gas", () => {
    expect(catalogue({ typeOfGas: 'hydrogen', heatNets: [] }, 1)[0]!.name).toBe('Waterstofketel');
  });
});
