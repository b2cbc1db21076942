import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ReferenceRow } from '../../src/engine/reference/row.ts';

const folder = fileURLToPath(new URL('../../src/engine/reference/', import.meta.url));

/** Where the generated document lives; `npm run docs:reference` writes it. */
export const REFERENCE_DATA_DOC = fileURLToPath(new URL('../../docs/reference-data.md', import.meta.url));

function isRow(value: unknown): value is ReferenceRow<unknown> {
  return typeof value === 'object' && value !== null && 'value' in value && 'unit' in value && 'source' in value;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function formatValue(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  return JSON.stringify(value).replace(/"/g, '').replace(/,/g, ', ').replace(/:/g, ': ');
}

/** The year of a row: the year a price or subsidy row is dated with, else the last year its source names. */
export function yearOfRow(row: ReferenceRow<unknown>): string {
  return row.year !== undefined ? String(row.year) : yearOf(row.source);
}

/** The publication year a source names (the last year in it), or a dash. */
export function yearOf(source: string): string {
  const years = source.match(/\b(19|20)\d{2}\b/g);
  return years ? years[years.length - 1]! : '—';
}

/** docs/reference-data.md as the engine's reference rows say it: every figure, grouped by module. */
export async function renderReferenceData(): Promise<string> {
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'row.ts')
    .sort();
  const parts = [
    '# Reference data of the calculation engine',
    '',
    'Generated from the reference rows in `src/engine/reference/*.ts` by `npm run docs:reference`; do not edit by',
    'hand. The rows are the one source of truth: change a figure there, run the command, and commit both. A test',
    '(`tests/unit/reference-data-doc.test.ts`) fails when this file is out of date.',
    '',
    'Each figure has a value, a unit and a source (publisher, publication and year). "Year" is the year a price or',
    'subsidy row is dated with, else the last year the source names. A note says "estimate" where no published figure was found and the value is our own, and "fit set" or',
    '"validation set" for published figures the engine was tuned to or is checked against independently.',
    'How the engine uses them: `src/engine/README.md`.',
  ];
  for (const file of files) {
    const exports = (await import(pathToFileURL(folder + file).href)) as Record<string, unknown>;
    const rows = Object.entries(exports).filter((entry): entry is [string, ReferenceRow<unknown>] => isRow(entry[1]));
    if (rows.length === 0) continue;
    parts.push('', `## ${file.replace(/\.ts$/, '')}`, '', `\`src/engine/reference/${file}\``, '');
    parts.push('| figure | value | unit | source | year | note |', '| --- | --- | --- | --- | --- | --- |');
    for (const [name, row] of rows.sort(([a], [b]) => a.localeCompare(b))) {
      parts.push(
        `| ${name} | ${cell(formatValue(row.value))} | ${cell(row.unit)} | ${cell(row.source)} | ${yearOfRow(row)} | ${cell([row.set === undefined ? '' : `${row.set} set`, row.note ?? ''].filter(Boolean).join('; '))} |`,
      );
    }
  }
  return `${parts.join('\n')}\n`;
}
