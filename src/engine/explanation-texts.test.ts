import { describe, expect, it } from 'vitest';
import { adviseHouse, defaultCampaignSettings, defaultProfile } from './index.ts';

/** Strings a resident reads in the 'Verantwoording' panel: every label, source, unit and description. */
function residentTexts(value: unknown, key = ''): string[] {
  if (typeof value === 'string')
    return ['label', 'source', 'description', 'unit', 'text', 'title'].includes(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((v) => residentTexts(v, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => residentTexts(v, k));
  return [];
}

describe('the explanation a resident reads', () => {
  const result = adviseHouse(
    defaultProfile({ buildYear: 1958, totalSurface: 112, dwellingType: 'terraced', isMonument: false }),
    defaultCampaignSettings(2026),
  );
  const texts = [...new Set(result.advices.flatMap((a) => residentTexts(a.explanation)))];

  it('has texts to check', () => {
    expect(texts.length).toBeGreaterThan(20);
  });

  it('is written in Dutch and addresses the resident with je, never uw', () => {
    const english = /\b(the|from|inside|outside|own assumption|shape|fitted|with|per year|share of|estimate)\b/i;
    expect(texts.filter((t) => english.test(t))).toEqual([]);
    expect(texts.filter((t) => /\b(uw|u)\b(?!-)/i.test(t))).toEqual([]);
  });
});
