import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkReferenceHome, type ReferenceHome } from './reference-homes/check-reference-home.ts';

const folder = fileURLToPath(new URL('./reference-homes/', import.meta.url));
const homes = readdirSync(folder)
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(folder + file, 'utf8')) as ReferenceHome);

describe('reference homes', () => {
  it('cover every published gas average and every Vesta period', () => {
    const gasSources = new Set(homes.flatMap((h) => h.checks.filter((c) => c.kind === 'gas').map((c) => c.published)));
    for (const published of [930, 1350, 1550, 1760, 2380, 870, 2300, 1280, 940, 1330])
      expect(gasSources).toContain(published);
    expect(homes.filter((h) => h.checks.some((c) => c.kind === 'label'))).toHaveLength(40);
  });

  for (const home of homes) {
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
