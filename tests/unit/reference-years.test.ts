import { describe, expect, it } from 'vitest';
import { campaignStartYear, priceAndSubsidyRows, referenceYearReport } from '../../scripts/lib/reference-years.ts';
import type { ReferenceRow } from '../../src/engine/reference/row.ts';

const referenceModules = import.meta.glob<Record<string, unknown>>(
  ['../../src/engine/reference/*.ts', '!../../src/engine/reference/*.test.ts'],
  { eager: true },
);
const isRow = (value: unknown): value is ReferenceRow<unknown> =>
  typeof value === 'object' && value !== null && 'value' in value && 'source' in value;
/** A tariff: money per unit of energy or fuel, or per year. */
const TARIFF_UNIT = /€\s*\/\s*(m³|kWh|GJ|kg|yr)/;

// Issue #25: `npm run engine:validate` prints each price and subsidy row with its year and warns about rows
// older than the campaign's start year.
describe('engine:validate price and subsidy years', () => {
  it('prints every price and subsidy row with its year', () => {
    const { lines } = referenceYearReport(2026);
    const rows = priceAndSubsidyRows();
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['ENERGY_TAX_GAS', 'ISDE_INSULATION']));
    for (const { name, row } of rows)
      expect(
        lines.some((line) => line.startsWith(`${row.year}  ${name} `)),
        name,
      ).toBe(true);
  });

  it('warns about each row older than the start year, and about none that is current', () => {
    const in2026 = referenceYearReport(2026);
    expect(in2026.stale.map((r) => r.name)).toContain('SUPPLY_FIXED_CHARGE'); // CBS 2022
    expect(in2026.stale.map((r) => r.name)).not.toContain('ENERGY_TAX_GAS'); // Belastingdienst 2026
    expect(in2026.lines).toContain(
      'WARN SUPPLY_FIXED_CHARGE: for 2022, older than the campaign start year 2026; check CBS for 2026',
    );
    // A year later every row is stale: next year's update is the whole list.
    expect(referenceYearReport(2027).stale).toHaveLength(priceAndSubsidyRows().length);
    // The oldest dated row is the EU rating point of 2013 (the quote check): from then on nothing is stale.
    expect(referenceYearReport(2013).stale).toHaveLength(0);
  });

  it('takes the start year from CAMPAIGN_START_YEAR, else this year', () => {
    expect(campaignStartYear({ CAMPAIGN_START_YEAR: '2027' }, new Date('2026-11-25T12:00:00Z'))).toBe(2027);
    expect(campaignStartYear({}, new Date('2026-11-25T12:00:00Z'))).toBe(2026);
  });

  it('lists every dated row and every tariff of src/engine/reference, wherever it is kept (issue #36)', () => {
    const listed = new Set(priceAndSubsidyRows().map((r) => r.row));
    for (const [path, exports] of Object.entries(referenceModules)) {
      for (const [name, value] of Object.entries(exports)) {
        if (!isRow(value)) continue;
        if (value.year !== undefined || TARIFF_UNIT.test(value.unit))
          expect(listed.has(value), `${path} ${name} (${value.unit}) is not on engine:validate's list`).toBe(true);
      }
    }
    expect(listed.size).toBeGreaterThanOrEqual(20);
  });

  it('warns about exactly the rows older than the start year, for any start year', () => {
    for (let year = 2020; year <= 2031; year++) {
      const { stale, lines } = referenceYearReport(year);
      const older = priceAndSubsidyRows().filter((r) => r.row.year! < year);
      expect(
        stale.map((r) => r.name),
        String(year),
      ).toEqual(older.map((r) => r.name));
      for (const { name, row } of older)
        expect(lines, `${year} ${name}`).toContain(
          `WARN ${name}: for ${row.year}, older than the campaign start year ${year}; check ${row.publisher} for ${year}`,
        );
    }
  });

  it('warns in 2026 about each row of issue #36 that no 2026 figure was found for', () => {
    const stale = new Map(referenceYearReport(2026).stale.map((r) => [r.name, r.row.year]));
    expect(
      Object.fromEntries(
        ['SUPPLY_FIXED_CHARGE', 'HEAT_CONNECTION_CHARGE', 'ISDE_HEAT_GRID', 'FEED_IN_MINIMUM'].map((n) => [
          n,
          stale.get(n),
        ]),
      ),
    ).toEqual({
      SUPPLY_FIXED_CHARGE: 2022,
      HEAT_CONNECTION_CHARGE: 2024,
      ISDE_HEAT_GRID: 2024,
      FEED_IN_MINIMUM: 2025,
    });
    expect(stale.has('HEAT_FIXED_CHARGES_MAX')).toBe(false);
  });

  it('lists the energy-saving loan rows with their year and warns in 2026 that no 2026 terms were found (issue #38.3)', () => {
    const loanRows = priceAndSubsidyRows().filter((r) => r.file === 'energy-saving-loan.ts');
    expect(loanRows.map((r) => r.name)).toEqual([
      'ENERGY_SAVING_LOAN_AMOUNT',
      'ENERGY_SAVING_LOAN_INTEREST_FREE_INCOME',
      'ENERGY_SAVING_LOAN_RATE',
      'ENERGY_SAVING_LOAN_TERMS',
    ]);
    const { lines } = referenceYearReport(2026);
    for (const { name, row } of loanRows) {
      expect(row.publisher, name).toBe('Nationaal Warmtefonds');
      expect(lines, name).toContain(
        `WARN ${name}: for ${row.year}, older than the campaign start year 2026; check Nationaal Warmtefonds for 2026`,
      );
    }
  });
});
