import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkReferenceHome, type ReferenceHome } from './reference-homes/check-reference-home.ts';
import { VESTA_DEFAULT_LABELS } from './reference/energy-labels.ts';
import * as measuredGas from './reference/measured-gas.ts';
import { PERFORMANCE_GAP } from './reference/performance-gap.ts';
import type { ReferenceRow } from './reference/row.ts';

const folder = fileURLToPath(new URL('./reference-homes/', import.meta.url));
const homes = readdirSync(folder)
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(folder + file, 'utf8')) as ReferenceHome);

function isPublished(value: unknown): value is ReferenceRow<unknown> {
  return !Array.isArray(value) && typeof value === 'object' && value !== null && 'set' in value;
}

describe('reference homes', () => {
  it('cover every published gas average and every Vesta period', () => {
    const gasSources = new Set(homes.flatMap((h) => h.checks.filter((c) => c.kind === 'gas').map((c) => c.published)));
    for (const published of [930, 1350, 1550, 1760, 2380, 870, 2300, 1280, 940, 1330])
      expect(gasSources).toContain(published);
    expect(homes.filter((h) => h.checks.some((c) => c.kind === 'label'))).toHaveLength(40);
  });

  it('puts each check in the set of the published figure it compares with', () => {
    const rows = ([...Object.values(measuredGas), VESTA_DEFAULT_LABELS] as unknown[]).filter(isPublished);
    for (const home of homes) {
      for (const check of home.checks) {
        // The figure is the row whose table (e.g. 85140NED) or publication the check names, with the same value.
        const candidates = rows.filter((row) => {
          const values = typeof row.value === 'number' ? [row.value] : Object.values(row.value as object);
          const key = /\d{5}NED|maatwerk|Vesta/.exec(check.source)?.[0] ?? check.source;
          return row.source.includes(key) && (check.kind === 'label' || values.includes(check.published));
        });
        expect(candidates.length, `${home.name}: ${check.source}`).toBeGreaterThan(0);
        for (const row of candidates) expect(row.set, `${home.name}: ${check.source}`).toBe(check.set);
      }
    }
  });

  it('fits the performance gap only to tables of the fit set', () => {
    for (const row of (Object.values(measuredGas) as unknown[]).filter(isPublished)) {
      const table = /\d{5}NED/.exec(row.source)?.[0];
      if (row.set === 'validation' && table !== undefined) expect(PERFORMANCE_GAP.source).not.toContain(table);
    }
  });

  // Vesta's labels (PBL Vesta MAIS 5.0, December 2020) predate NTA 8800 and are no longer a target (issue 24; record
  // 0105): engine:validate prints them apart. This list pins which homes are more than one class off, so a change is
  // seen: with NTA 8800 annex I's original state and unsealed pre-war homes (record 0105) only the pre-war terraced
  // houses are, two classes better than Vesta's E. With RVO's geometry of its porch and gallery flats (record 0103:
  // 0.46 m² outer wall per m² instead of the estimated 0.67) the pre-war flats join them, C against Vesta's E; Vesta
  // is not a target, so the list grows with the model's better-sourced geometry and says so here.
  const KNOWN_LABEL_MISSES = [
    'apartment-1930-1945',
    'apartment-before-1930',
    'terraced-1930-1945',
    'terraced-before-1930',
  ];

  it('misses the one-class Vesta label only for the homes decision records 0105 and 0103 name', () => {
    const misses = homes.filter((home) => checkReferenceHome(home).some((r) => r.kind === 'label' && !r.ok));
    expect(misses.map((home) => home.name).sort()).toEqual(KNOWN_LABEL_MISSES);
  });

  for (const home of homes.filter((h) => !KNOWN_LABEL_MISSES.includes(h.name))) {
    it(`${home.name} reproduces its published figures`, () => {
      for (const result of checkReferenceHome(home)) {
        expect(
          result.ok,
          `${result.kind}: model ${result.model} vs published ${result.published} (${result.source})`,
        ).toBe(true);
      }
    });
  }
});
