import { describe, expect, it } from 'vitest';
import { winAnsi } from './tagged-pdf.ts';

// What the standard Helvetica of the PDFs can print: Latin-1 and the typographic marks WinAnsi adds. Anything else
// (a Greek Δ in a source) came out of 'De buurtkeuze' as a row of wrong glyphs.
const WIN_ANSI = /^[\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]*$/;

const references = import.meta.glob<Record<string, unknown>>(
  ['../../engine/reference/*.ts', '!../../engine/reference/*.test.ts'],
  { eager: true },
);

describe('winAnsi', () => {
  it('spells the typographic characters outside WinAnsi the nearest way', () => {
    expect(winAnsi('−10 °C, ≤ 5 en ≥ 3, 1\u2009000')).toBe('-10 °C, <= 5 en >= 3, 1 000');
  });

  // The heat plan and 'De buurtkeuze' print the engine's sources (Bronnen): each must print as written.
  it.each(Object.entries(references))('prints every source of %s', (_file, exports) => {
    const unprintable = Object.entries(exports).flatMap(([name, value]) => {
      if (typeof value !== 'object' || value === null || !('source' in value)) return [];
      const text = winAnsi(String(value.source));
      return WIN_ANSI.test(text) ? [] : [`${name}: ${[...text].filter((c) => !WIN_ANSI.test(c)).join(' ')}`];
    });
    expect(unprintable).toEqual([]);
  });
});
