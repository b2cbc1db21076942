import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HIDDEN_LARGE, protectedSplit, type ProtectedSplit } from './small-cells.ts';

/**
 * What a reader can learn about each hidden cell from a split and its total: every value the cell takes over all
 * assignments that fit the shown numbers ('< 10' is 0…9, '≥ 10' is 10…total, the parts add up to the total).
 */
function possibleValues(total: number, split: ProtectedSplit): Map<number, Set<number>> {
  const shown = split.rows.reduce((s, r) => s + (/^\d+$/.test(r.households) ? Number(r.households) : 0), 0);
  const hidden = split.rows
    .map((r, index) => ({ index, small: r.households.startsWith('<'), large: r.households === HIDDEN_LARGE }))
    .filter((r) => r.small || r.large);
  const seen = new Map(hidden.map((h) => [h.index, new Set<number>()]));
  const values: number[] = [];
  const walk = (i: number, left: number) => {
    if (i === hidden.length) {
      if (left === 0) hidden.forEach((h, k) => seen.get(h.index)!.add(values[k]!));
      return;
    }
    const [low, high] = hidden[i]!.small ? [0, 9] : [10, left];
    for (let v = low; v <= Math.min(high, left); v++) {
      values[i] = v;
      walk(i + 1, left - v);
    }
  };
  walk(0, total - shown);
  return seen;
}

const split = (total: number, counts: number[]) =>
  protectedSplit(
    total,
    counts.map((count, i) => ({ key: `part ${i}`, count })),
  );

describe("a split of a shown total hides its '< 10' cells so they cannot be computed", () => {
  it('hides a second cell when one small cell could be had as total minus the rest', () => {
    // 40 households: 25 gold, 12 silver, 3 bronze. Showing 25 and 12 would give bronze = 40 - 37 = 3; hiding the
    // 12 would leave bronze + silver = 15 with silver at least 10, so bronze at most 5: the 25 is hidden instead.
    const shown = split(40, [25, 12, 3]);
    expect(shown.rows.map((r) => r.households)).toEqual([HIDDEN_LARGE, '12', '< 10']);
    expect(possibleValues(40, shown).get(2)!.size).toBe(10);
  });

  it('keeps zero and few apart from each other: a lone zero next to a full total is hidden too', () => {
    const full = split(30, [0, 30]);
    expect(full.rows.map((r) => r.households)).toEqual(['< 10', HIDDEN_LARGE]);
    expect(possibleValues(30, full).get(0)!.size).toBe(10);
    const enough = split(40, [0, 21, 19]);
    expect(enough.rows.map((r) => r.households)).toEqual(['< 10', '21', HIDDEN_LARGE]);
    expect(possibleValues(40, enough).get(0)!.size).toBe(10);
  });

  it('withholds a split whose total is too small to hide a small part among larger ones', () => {
    // Two '< 10' cells adding up to ten are each at least one: zero would be told apart from few.
    expect(split(10, [1, 9])).toEqual({ withheld: true, rows: [] });
    expect(split(15, [0, 15])).toEqual({ withheld: true, rows: [] });
    expect(split(15, [3, 4, 8]).rows.map((r) => r.households)).toEqual(['< 10', '< 10', '< 10']);
    expect(split(10, [10, 0])).toEqual({ withheld: true, rows: [] });
    expect(split(12, [11, 1])).toEqual({ withheld: true, rows: [] });
  });

  it('shows every part of a total under ten as < 10, and every part of ten or more as its number', () => {
    expect(split(7, [3, 4, 0]).rows.map((r) => r.households)).toEqual(['< 10', '< 10', '< 10']);
    expect(split(45, [10, 20, 15]).rows.map((r) => r.households)).toEqual(['10', '20', '15']);
  });

  it('refuses parts that do not add up to their total, since the protection depends on that sum', () => {
    expect(() => split(20, [5, 5])).toThrow(/add up to 10, not to their total 20/);
  });

  it('never lets a reader pin down a small cell, or tell zero from few, for any split', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 40 }), { minLength: 1, maxLength: 6 }), (counts) => {
        const total = counts.reduce((s, c) => s + c, 0);
        const shown = split(total, counts);
        if (shown.withheld) return;
        const possible = possibleValues(total, shown);
        shown.rows.forEach((row, i) => {
          if (row.households.startsWith('<') && total >= 10) expect(possible.get(i)!.size, `${counts}`).toBe(10);
          if (row.households === HIDDEN_LARGE) expect(possible.get(i)!.size, `${counts}`).toBeGreaterThan(1);
          if (/^\d+$/.test(row.households)) expect(Number(row.households)).toBeGreaterThanOrEqual(10);
        });
      }),
      { numRuns: 300 },
    );
  });
});
