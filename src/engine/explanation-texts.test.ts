import { describe, expect, it } from 'vitest';
import { EXPLANATION_IDS, EXPLANATION_SOURCES, FLOW_STATEMENTS } from '../vocabulary/explanations.ts';
import { adviseHouse, breakEvens, defaultCampaignSettings, defaultHeatNet, defaultProfile } from './index.ts';

/** Every string in a value, with the name of the field it is in. */
function strings(value: unknown, key = ''): { key: string; text: string }[] {
  if (typeof value === 'string') return [{ key, text: value }];
  if (Array.isArray(value)) return value.flatMap((v) => strings(v, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, k));
  return [];
}

/**
 * An id or a code: camelCase or snake_case, or an energy label. A word or sentence of any language has a capital
 * at its start, a space, or a letter outside ASCII (issue #40.2: the engine returns ids, the texts live in the
 * contract, src/contract/explanation-texts.ts).
 */
const CODE = /^([a-z][a-z0-9]*([A-Z0-9_][a-z0-9]*)*|[A-G]|A\+{1,4})$/;

/** What the engine still says in Dutch, until those texts move to the contract too (record 0147). */
const STILL_DUTCH = ['name', 'longName', 'comfort'];

describe('the engine speaks no language (issue #40.2)', () => {
  const settings = defaultCampaignSettings(2026);
  settings.heatNets.push(defaultHeatNet(2026, 70, 'geothermal'));
  const profile = defaultProfile({ buildYear: 1958, totalSurface: 112, dwellingType: 'terraced', isMonument: false });
  // Solar panels add the bill's solar lines; an old house gets every package and the air/water heat pump's sentence.
  profile.measured.solarProductionKWh = 3000;
  const result = adviseHouse(profile, settings);
  const lines = result.advices.flatMap((a) => [
    ...a.explanation.assumptions,
    ...a.explanation.bill,
    ...a.explanation.investment,
    ...a.explanation.yearlyCost,
  ]);

  it('has every kind of line to check', () => {
    expect(new Set(lines.map((l) => l.id)).size).toBeGreaterThan(30);
    expect(result.advices.some((a) => a.explanation.flowTemperature !== null)).toBe(true);
  });

  it('returns ids and codes only, in the advice and in the break-evens, but for the texts still to move', () => {
    const texts = strings({ result, breakEvens: breakEvens(profile, settings, result) }).filter(
      ({ key }) => !STILL_DUTCH.includes(key),
    );
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter(({ text }) => !CODE.test(text))).toEqual([]);
  });

  it("names each line, source and flow sentence from the contract's closed lists", () => {
    for (const line of lines) {
      expect(EXPLANATION_IDS).toContain(line.id);
      expect(EXPLANATION_SOURCES).toContain(line.source);
    }
    for (const advice of result.advices) {
      const flow = advice.explanation.flowTemperature;
      if (flow) expect(FLOW_STATEMENTS).toContain(flow.statement);
    }
  });
});
