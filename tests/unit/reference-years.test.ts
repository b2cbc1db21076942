import { describe, expect, it } from 'vitest';
import { campaignStartYear, priceAndSubsidyRows, referenceYearReport } from '../../scripts/lib/reference-years.ts';

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
    expect(referenceYearReport(2020).stale).toHaveLength(0);
  });

  it('takes the start year from CAMPAIGN_START_YEAR, else this year', () => {
    expect(campaignStartYear({ CAMPAIGN_START_YEAR: '2027' }, new Date('2026-11-25T12:00:00Z'))).toBe(2027);
    expect(campaignStartYear({}, new Date('2026-11-25T12:00:00Z'))).toBe(2026);
  });
});
