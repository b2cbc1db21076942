import { describe, expect, it } from 'vitest';
import { solutionNameIn, solutionNameOf } from './solution-names.ts';

describe("the solution names in the reader's language (record 0151)", () => {
  it('names a solution of the catalogue in English, and in Dutch as the engine does', () => {
    expect(solutionNameIn('Lucht-water-warmtepomp, helemaal elektrisch', 'en')).toBe(
      'Air-to-water heat pump (lucht-water-warmtepomp), all-electric',
    );
    expect(solutionNameIn('Lucht-water-warmtepomp, helemaal elektrisch', 'nl')).toBe(
      'Lucht-water-warmtepomp, helemaal elektrisch',
    );
    expect(solutionNameIn('HR-ketel', 'en')).toBe('High-efficiency boiler (HR-ketel)');
  });

  it("carries a heat grid's class and temperature over into the translation", () => {
    expect(solutionNameOf('Warmtenet MT (70\u00a0°C)', 'en')).toEqual({
      text: 'Heat network (warmtenet) MT (70\u00a0°C)',
      language: 'en',
    });
    expect(solutionNameIn('Warmtenet ZLT', 'en')).toBe('Heat network ZLT');
  });

  it("keeps a campaign's own heat-grid name as written, marked Dutch", () => {
    expect(solutionNameOf('Warmtenet Oost', 'en')).toEqual({ text: 'Warmtenet Oost', language: 'nl' });
    expect(solutionNameOf('Warmtenet Oost (restwarmte)', 'en').language).toBe('nl');
  });
});
