import { describe, expect, it } from 'vitest';
import { SCENARIO_REFERENCES } from '../engine/index.ts';
import { choiceTextsIn, SOURCE_IDS } from './neighbourhood-choice-texts.ts';

const { sourceLines } = choiceTextsIn('nl');

// The rows as the server sends them (src/server/working-group/neighbourhood-choice.ts), from the engine's sourced rows.
const rows = Object.entries(SCENARIO_REFERENCES).map(([id, row]) => ({
  id,
  value: row.value,
  unit: row.unit,
  source: row.source,
  estimate: row.note === 'estimate',
}));

describe("'Bronnen en aannames' in plain words (issue #35.13)", () => {
  it('has plain words for every sourced row the engine has, and for no row it has not', () => {
    expect([...SOURCE_IDS].sort()).toEqual(Object.keys(SCENARIO_REFERENCES).sort());
    expect(sourceLines(rows)).toHaveLength(rows.length);
  });

  it('shows no model variable name and no commit id, where the raw sources have them', () => {
    const identifier = /[A-Za-z]+_[A-Za-z]+/;
    const commit = /\b[0-9a-f]{7,40}\b/;
    // The engine's own sources carry both, so the check would catch a line that shows them.
    expect(rows.some((r) => identifier.test(r.source))).toBe(true);
    expect(rows.some((r) => commit.test(r.source))).toBe(true);
    for (const line of sourceLines(rows)) {
      expect(line).not.toMatch(identifier);
      expect(line).not.toMatch(commit);
      expect(line).toMatch(/^[^:]+: .+\. Bron: .+\.$/);
    }
    for (const line of choiceTextsIn('en').sourceLines(rows)) expect(line).toMatch(/^[^:]+: .+\. Source: .+\.$/);
  });

  it('takes the figure from the sourced row, in Dutch with its unit', () => {
    expect(sourceLines(rows)).toContain(
      'Gelijktijdigheid van warmtepompen: 0,5 van het vermogen van alle warmtepompen samen. Bron: PBL, rekenmodel Vesta MAIS 5.0, kengetallen voor het stroomnet van woningen (notitie over het gas- en stroomnet, 2019).',
    );
    expect(sourceLines([{ ...rows.find((r) => r.id === 'substationCapacity')!, value: 400 }])).toEqual([
      expect.stringMatching(/^Wat één transformatorhuisje draagt: 400\u00a0kW\. Bron: PBL/),
    ]);
  });
});
