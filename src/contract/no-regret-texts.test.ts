import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../vocabulary/languages.ts';
import { NO_REGRET_MEASURE_IDS, NO_REGRET_TIMINGS } from '../vocabulary/no-regret.ts';
import { localisedTables } from './localised-tables.ts';
import { noRegretMeasureNames, noRegretTextsIn, noRegretTimingTexts } from './no-regret-texts.ts';

describe("the no-regret measures' texts (issue #40, record 0153)", () => {
  it('give every measure and timing of the closed lists a text in every shipped language', () => {
    expect(Object.keys(noRegretMeasureNames).sort()).toEqual([...NO_REGRET_MEASURE_IDS].sort());
    expect(Object.keys(noRegretTimingTexts).sort()).toEqual([...NO_REGRET_TIMINGS].sort());
    for (const text of [...Object.values(noRegretMeasureNames), ...Object.values(noRegretTimingTexts)])
      for (const language of LANGUAGES) expect(text[language]?.trim(), `${text.nl} in ${language}`).toBeTruthy();
  });

  it('are in the tables the content linter checks', () => {
    expect(localisedTables.noRegretMeasureNames).toBe(noRegretMeasureNames);
    expect(localisedTables.noRegretTimingTexts).toBe(noRegretTimingTexts);
  });

  it("keep the engine's former Dutch and say it in English, with the Dutch word a quote uses", () => {
    expect(noRegretTextsIn({ measure: 'showerHeatRecovery', timing: 'bathroomRenovation' }, 'nl')).toEqual({
      label: 'Warmte terugwinnen uit douchewater (douche-wtw)',
      when: 'Het beste bij een verbouwing van je badkamer.',
    });
    expect(noRegretTextsIn({ measure: 'showerHeatRecovery', timing: 'bathroomRenovation' }, 'en')).toEqual({
      label: 'Recover heat from shower water (douche-wtw)',
      when: 'Best done when you renovate your bathroom.',
    });
    expect(noRegretTextsIn({ measure: 'cavityWallInsulation', timing: null }, 'en')).toEqual({
      label: 'Fill the cavity wall (spouwmuurisolatie)',
      when: null,
    });
    // Each English name differs from its Dutch one: none was left untranslated.
    for (const id of NO_REGRET_MEASURE_IDS) expect(noRegretMeasureNames[id].en).not.toBe(noRegretMeasureNames[id].nl);
  });
});
