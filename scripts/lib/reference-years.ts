// The yearly checklist of `npm run engine:validate` (issue #25): every price and subsidy row with its year, and a
// warning for each row older than the campaign's start year, so next year's update is a list to work through.
import * as loan from '../../src/engine/reference/energy-saving-loan.ts';
import * as prices from '../../src/engine/reference/prices.ts';
import * as quoteCheck from '../../src/engine/reference/quote-check.ts';
import type { ReferenceRow } from '../../src/engine/reference/row.ts';
import * as subsidies from '../../src/engine/reference/subsidies.ts';

export interface DatedRow {
  file: string;
  name: string;
  row: ReferenceRow<unknown>;
}

function isRow(value: unknown): value is ReferenceRow<unknown> {
  return typeof value === 'object' && value !== null && 'value' in value && 'source' in value;
}

/** The price, subsidy and loan rows and the quote check's dated rules, by file and name. */
export function priceAndSubsidyRows(): DatedRow[] {
  const out: DatedRow[] = [];
  for (const [file, exports] of [
    ['prices.ts', prices],
    ['subsidies.ts', subsidies],
    ['energy-saving-loan.ts', loan],
    ['quote-check.ts', quoteCheck],
  ] as const) {
    for (const [name, value] of Object.entries(exports)) if (isRow(value)) out.push({ file, name, row: value });
  }
  return out.sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name));
}

const formatValue = (value: unknown): string =>
  typeof value === 'number' ? String(value) : JSON.stringify(value).replace(/"/g, '').replace(/,/g, ', ');

/** The lines to print: one per row, then one warning per row older than `startYear` (or without a year). */
export function referenceYearReport(startYear: number): { lines: string[]; stale: DatedRow[] } {
  const rows = priceAndSubsidyRows();
  const lines = [`\n== Prices and subsidies by year (campaign start year ${startYear}) ==`];
  for (const { file, name, row } of rows) {
    lines.push(
      `${String(row.year ?? '—').padEnd(4)}  ${name.padEnd(31)} ${formatValue(row.value)} ${row.unit}  ` +
        `(${row.publisher ?? '?'}: ${row.table ?? row.source}; ${file})`,
    );
  }
  const stale = rows.filter(({ row }) => row.year === undefined || row.year < startYear);
  for (const { name, row } of stale) {
    lines.push(
      row.year === undefined
        ? `WARN ${name}: no year; date it with dated() in src/engine/reference`
        : `WARN ${name}: for ${row.year}, older than the campaign start year ${startYear}; check ${row.publisher ?? 'its source'} for ${startYear}`,
    );
  }
  lines.push(`${rows.length} price and subsidy rows, ${stale.length} older than ${startYear}`);
  return { lines, stale };
}

/** The campaign start year the check is for: CAMPAIGN_START_YEAR, else this year (the default campaign's). */
export function campaignStartYear(env: Record<string, string | undefined>, now: Date): number {
  const fromEnv = Number(env.CAMPAIGN_START_YEAR);
  return Number.isInteger(fromEnv) && fromEnv > 2000 ? fromEnv : now.getUTCFullYear();
}
