// Every figure of the engine in one place, each with its unit and source, for a domain expert to review
// (`npx vitest run src/engine/reference --reporter=verbose` lists them). A new export that is not a
// sourced row fails here unless it is added to NOT_ROWS with a reason.
import { describe, expect, it } from 'vitest';
import { referenceYear } from '../campaign-settings.ts';
import type { ReferenceRow } from './row.ts';

const found = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts', '!./row.ts'], { eager: true });
const modules = Object.entries(found)
  .map(([path, exports]) => ({ file: path.slice(2), exports }))
  .sort((a, b) => a.file.localeCompare(b.file));

/** Exports that are not figures: names, lists and functions, or spec §9 limits with the spec as source. */
const NOT_ROWS = new Set([
  'CONSTRUCTION_PERIODS', // names of the periods
  'periodOf', // lookup over PERIOD_START_YEARS
  'MAX_LEVEL', // docs/product.md §9: roof and floor 0–4, facade 0–3, glass 0–4, ventilation and infiltration 0–2
  'RENEWABLE_HEAT_SOURCES', // classification of HeatSource
  'TYPE_RATIO_FIGURES', // list of rows of measured-gas.ts
  'SPREAD_CLASSES', // names of the label classes in NTA8800_LABEL_SPREADS
  'published', // builds a row
]);

function isRow(value: unknown): value is ReferenceRow<unknown> {
  return typeof value === 'object' && value !== null && 'value' in value && 'source' in value;
}

describe('reference rows', () => {
  it('finds every reference module', () => {
    expect(modules.map((m) => m.file)).toContain('subsidies.ts');
    expect(modules.length).toBeGreaterThanOrEqual(17);
  });

  for (const { file, exports } of modules) {
    describe(file, () => {
      for (const [name, value] of Object.entries(exports)) {
        if (NOT_ROWS.has(name)) continue;
        it(`${name} carries a non-empty unit and source`, () => {
          expect(isRow(value), `${name} is not a row(value, unit, source)`).toBe(true);
          const row = value as ReferenceRow<unknown>;
          expect(row.unit.trim().length).toBeGreaterThan(0);
          expect(row.source.trim().length).toBeGreaterThan(5);
          if (row.note !== undefined) expect(row.note.trim().length).toBeGreaterThan(0);
          expect(row.value).not.toBeUndefined();
        });
      }
    });
  }

  it('puts every published gas figure in the fit or the validation set', () => {
    const gas = modules.find((m) => m.file === 'measured-gas.ts')!;
    for (const [name, value] of Object.entries(gas.exports)) {
      if (!isRow(value)) continue;
      expect(['fit', 'validation'], name).toContain(value.set);
      expect(value.source, name).toMatch(/(19|20)\d\d/);
    }
  });

  it("dates every price and subsidy row, so next year's update is a checklist", () => {
    for (const file of ['prices.ts', 'subsidies.ts']) {
      const { exports } = modules.find((m) => m.file === file)!;
      for (const [name, value] of Object.entries(exports)) {
        if (!isRow(value)) continue;
        expect(value.unit.trim(), name).not.toBe('');
        expect(value.source, `${name}: ${value.source}`).toMatch(/(19|20)\d\d/);
        // Issue #25: publisher, table or page, and year as fields, so engine:validate can list and date them.
        expect(value.publisher?.trim(), `${name} has no publisher`).toBeTruthy();
        expect(value.table?.trim(), `${name} has no table or page`).toBeTruthy();
        expect(Number.isInteger(value.year) && value.year! >= 2000 && value.year! <= 2100, `${name} has no year`).toBe(
          true,
        );
        // Issue #36: what a resident reads as the source names all three, as dated() writes it, and no row is dated
        // after the last year the engine has figures for (it would never be warned about).
        expect(value.source, name).toBe(`${value.publisher}, ${value.table}, ${value.year}`);
        expect(value.year!, `${name} is dated after the engine's last reference year`).toBeLessThanOrEqual(
          referenceYear(Number.MAX_SAFE_INTEGER),
        );
        // A row with a figure per year is dated by its latest year, so a new year's figure cannot hide behind an old date.
        const yearKeys =
          typeof value.value === 'object' && value.value !== null
            ? Object.keys(value.value).filter((key) => /^\d{4}$/.test(key))
            : [];
        if (yearKeys.length > 0) expect(value.year, name).toBe(Math.max(...yearKeys.map(Number)));
      }
    }
  });

  it('marks every figure that is an estimate as one, or names the source it was taken from', () => {
    for (const { exports } of modules) {
      for (const [name, value] of Object.entries(exports)) {
        if (!isRow(value)) continue;
        const sourced =
          /CBS|RVO|ACM|PBL|Vesta|ISSO|NTA|HeatpumpMonitor|EN 442|Vewin|Regeling|docs\/product\.md|README|Milieu Centraal|eigen|schatting|Rijksoverheid|Consumentenbond|KNMI|co2emissiefactoren|TU Delft|Belastingdienst|Warmtefonds|physics|Calcasa|Liander|Hotmaps|Staffell|Wet |ASHRAE|Efron /i.test(
            value.source,
          );
        const estimate = value.note !== undefined || /own assumption|derived|our choice/i.test(value.source);
        expect(sourced || estimate, `${name}: ${value.source}`).toBe(true);
      }
    }
  });
});
